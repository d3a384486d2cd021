import type { ApiFunction } from '../../../renderers';
import * as area from '../../api/system/area';
import type { AreaInput } from '../../../contract';
import { num, optionalText, requiredText, text, type ApiArgs } from '../apiArgs';

/** Areas (docs/contract.md): the 区域管理 screen's lazy tree table, its dialog and the lazy parent picker. */

function areaInput(args: ApiArgs): AreaInput {
  return {
    parentId: text(args, 'parentId', area.AREA_ROOT) || area.AREA_ROOT,
    enCode: text(args, 'enCode'),
    fullName: text(args, 'fullName'),
    enabledMark: num(args, 'enabledMark', 1),
    description: text(args, 'description'),
    sortCode: num(args, 'sortCode', 0),
  };
}

export const apis = {
  /** `nodeId` ('-1' the provinces), `keyword`, `enabledMark` */
  'area.list': (a) => {
    const enabled = optionalText(a, 'enabledMark');
    return area.getAreaList(text(a, 'nodeId', area.AREA_ROOT) || area.AREA_ROOT, {
      keyword: optionalText(a, 'keyword'),
      enabledMark: enabled === undefined ? undefined : Number(enabled),
    });
  },
  /** `id` the parent ('-1' top), `areaId` the area being edited (left out with its subtree) */
  'area.selector': (a) =>
    area.getAreaSelector(text(a, 'id', area.AREA_ROOT) || area.AREA_ROOT, text(a, 'areaId', '0') || '0'),
  'area.info': (a) => area.getAreaInfo(requiredText(a, 'id')),
  'area.create': (a) => area.createArea(areaInput(a)),
  'area.update': (a) => area.updateArea(requiredText(a, 'id'), areaInput(a)),
  'area.remove': (a) => area.deleteArea(requiredText(a, 'id')),
  'area.toggleState': (a) => area.toggleAreaState(requiredText(a, 'id')),
} satisfies Record<string, ApiFunction>;
