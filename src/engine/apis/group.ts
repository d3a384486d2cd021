import type { ApiFunction } from '../../../renderers';
import * as group from '../../api/permission/group';
import type { GroupInput, GroupListQuery } from '../../../contract';
import { text, type ApiArgs } from '../apiArgs';
import { crudApis, formReader } from '../crudApis';

/** User groups (docs/contract.md): the 分组管理 screen, its dialog, and the groups field of the user dialog. */

/** The dialog's type select holds one tag (an existing type or a new one): its last value is the type. */
function typeOf(args: ApiArgs): string {
  const value = args?.type;
  if (Array.isArray(value)) return value.length ? String(value[value.length - 1]) : '';
  return text(args, 'type');
}

/** The id of the type tree's root: every group, whatever its type. */
export const ALL_GROUP_TYPES = '';

export const apis = {
  ...crudApis<GroupInput, GroupListQuery>('group', {
    list: { call: group.getGroupList, filters: ['type'] },
    info: group.getGroupInfo,
    create: group.createGroup,
    update: group.updateGroup,
    remove: group.deleteGroup,
    toggleState: group.toggleGroupState,
    form: formReader<GroupInput>({
      fullName: 'text',
      enCode: 'text',
      type: typeOf,
      enabledMark: { num: 1 },
      sortCode: { num: 0 },
      description: 'text',
    }),
  }),
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
} satisfies Record<string, ApiFunction>;
