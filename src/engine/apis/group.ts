import type { ApiFunction } from '../../../renderers';
import * as group from '../../api/permission/group';
import type { GroupInput } from '../../api/types';
import { num, optionalText, requiredText, text, type ApiArgs } from '../apiArgs';

/** User groups (contract §5.2): the 分组管理 screen, its dialog, and the groups field of the user dialog. */

/** The dialog's type select holds one tag (an existing type or a new one): its last value is the type. */
function typeOf(args: ApiArgs): string {
  const value = args?.type;
  if (Array.isArray(value)) return value.length ? String(value[value.length - 1]) : '';
  return text(args, 'type');
}

function groupInput(args: ApiArgs): GroupInput {
  return {
    fullName: text(args, 'fullName'),
    enCode: text(args, 'enCode'),
    type: typeOf(args),
    enabledMark: num(args, 'enabledMark', 1),
    sortCode: num(args, 'sortCode', 0),
    description: text(args, 'description'),
  };
}

/** The id of the type tree's root: every group, whatever its type. */
export const ALL_GROUP_TYPES = '';

export const apis = {
  'group.list': (a) => {
    const enabled = optionalText(a, 'enabledMark');
    return group.getGroupList({
      keyword: optionalText(a, 'keyword'),
      type: optionalText(a, 'type'),
      enabledMark: enabled === undefined ? undefined : Number(enabled),
      currentPage: num(a, 'currentPage', 1),
      pageSize: num(a, 'pageSize', 20),
    });
  },
  /** the screen's left tree: 全部分组 holding the types in use */
  'group.typeTree': async () => {
    const { list } = await group.getGroupTypes();
    return {
      list: [{ id: ALL_GROUP_TYPES, fullName: '全部分组', children: list.map((t) => ({ ...t, children: null })) }],
    };
  },
  /** the types in use as options of the dialog */
  'group.typeOptions': () => group.getGroupTypes(),
  'group.selector': () => group.getGroupSelector(),
  /** the user dialog's 分组: every enabled group, flat */
  'group.options': async () => ({
    list: (await group.getGroupSelector()).list.flatMap((type) =>
      (type.children ?? []).filter((g) => g.type === 'group'),
    ),
  }),
  'group.info': (a) => group.getGroupInfo(requiredText(a, 'id')),
  'group.create': (a) => group.createGroup(groupInput(a)),
  'group.update': (a) => group.updateGroup(requiredText(a, 'id'), groupInput(a)),
  'group.remove': (a) => group.deleteGroup(requiredText(a, 'id')),
  'group.toggleState': (a) => group.toggleGroupState(requiredText(a, 'id')),
} satisfies Record<string, ApiFunction>;
