import type { ApiFunction } from '../../../renderers';
import * as position from '../../api/permission/position';
import type { PositionInput, PositionTreeNode } from '../../api/types';
import { num, optionalText, requiredText, text, type ApiArgs } from '../apiArgs';

/** Positions (contract §5.2): the 岗位管理 screen, its dialog, and the positions field of the user dialog. */

function positionInput(args: ApiArgs): PositionInput {
  return {
    fullName: text(args, 'fullName'),
    enCode: text(args, 'enCode'),
    type: text(args, 'type'),
    organizeId: text(args, 'organizeId'),
    enabledMark: num(args, 'enabledMark', 1),
    sortCode: num(args, 'sortCode', 0),
    description: text(args, 'description'),
  };
}

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
  'position.list': (a) => {
    const enabled = optionalText(a, 'enabledMark');
    return position.getPositionList({
      organizeId: optionalText(a, 'organizeId'),
      keyword: optionalText(a, 'keyword'),
      enabledMark: enabled === undefined ? undefined : Number(enabled),
      currentPage: num(a, 'currentPage', 1),
      pageSize: num(a, 'pageSize', 20),
    });
  },
  'position.all': () => position.getPositionAll(),
  'position.selector': () => position.getPositionSelector(),
  /** the user dialog's 岗位: organisations holding positions, only positions selectable */
  'position.treeOptions': async () => ({ list: positionsOnly((await position.getPositionSelector()).list) }),
  'position.info': (a) => position.getPositionInfo(requiredText(a, 'id')),
  'position.create': (a) => position.createPosition(positionInput(a)),
  'position.update': (a) => position.updatePosition(requiredText(a, 'id'), positionInput(a)),
  'position.remove': (a) => position.deletePosition(requiredText(a, 'id')),
  'position.toggleState': (a) => position.togglePositionState(requiredText(a, 'id')),
} satisfies Record<string, ApiFunction>;
