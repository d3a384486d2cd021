import type { ApiFunction } from '../../../renderers';
import * as position from '../../api/permission/position';
import type { PositionInput, PositionListQuery, PositionTreeNode } from '../../../contract';
import { crudApis, formReader } from '../crudApis';

/** Positions (docs/contract.md): the 岗位管理 screen, its dialog, and the positions field of the user dialog. */

/** Organisation nodes only lead to positions: a tree select may pick positions, never an organisation. */
export function positionsOnly(nodes: PositionTreeNode[]): (PositionTreeNode & { selectable: boolean })[] {
  return nodes.map((node) => ({
    ...node,
    selectable: node.type === 'position',
    disableCheckbox: node.type !== 'position',
    children: node.children ? positionsOnly(node.children) : null,
  }));
}

export const apis = {
  ...crudApis<PositionInput, PositionListQuery>('position', {
    list: { call: position.getPositionList, filters: ['organizeId'] },
    info: position.getPositionInfo,
    create: position.createPosition,
    update: position.updatePosition,
    remove: position.deletePosition,
    toggleState: position.togglePositionState,
    form: formReader<PositionInput>({
      fullName: 'text',
      enCode: 'text',
      type: 'text',
      organizeId: 'text',
      enabledMark: { num: 1 },
      sortCode: { num: 0 },
      description: 'text',
    }),
  }),
  'position.all': () => position.getPositionAll(),
  'position.selector': () => position.getPositionSelector(),
  /** the user dialog's 岗位: organisations holding positions, only positions selectable */
  'position.treeOptions': async () => ({ list: positionsOnly((await position.getPositionSelector()).list) }),
} satisfies Record<string, ApiFunction>;
