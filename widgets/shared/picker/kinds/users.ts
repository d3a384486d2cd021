import { userConditionOf, type UserConditionInput } from '../../../../contract';
import { formatMessage } from '../../../../engine-core/i18n';
import type { PickerContext, PickerKind } from '../kind';
import { pickerMessages as m } from '../messages';
import { clientPage, fixedListTab, fromTree, fromUserNode, wholeTreeTab } from '../nodes';
import type { PickerNode, PickerTab } from '../types';
import { idKeys, idValue } from '../values';

/** The user picker (userSelect: user ids) and the combined users picker (usersSelect: `id--type`). */

export const CURRENT_USER = 'currentUser';
/** the system value the server expands to the caller's organisation and every organisation below it */
export const CURRENT_ORG_AND_SUB = '@currentOrgAndSubOrg';

export const currentUserNode = (): PickerNode => ({
  id: CURRENT_USER,
  fullName: formatMessage(m.currentUser),
  type: 'system',
  hasChildren: false,
});

/** The lazy user tree from a node ('-1' the virtual root), and a page of matching users for a keyword. */
function userTreeTab(context: PickerContext, key: string, label: PickerTab['label'], rootId: string): PickerTab {
  const { pickers } = context;
  return {
    key,
    label,
    children: async (parent) => (await pickers.userNodes(parent?.id ?? rootId, {})).list.map(fromUserNode),
    page: async (keyword, currentPage, pageSize) =>
      (await pickers.userNodes(rootId, { keyword, currentPage, pageSize })).list.map(fromUserNode),
  };
}

/** A paged list of the users a condition names (custom range, relation limits, the current organisation). */
function conditionTab(context: PickerContext, key: string, label: PickerTab['label'], body: UserConditionInput) {
  const named = Object.values(body).some((ids) => Array.isArray(ids) && ids.length);
  const tab: PickerTab = {
    key,
    label,
    page: async (keyword, currentPage, pageSize) =>
      named
        ? (await context.pickers.userCondition({ ...body, pagination: { keyword, currentPage, pageSize } })).list.map(
            fromUserNode,
          )
        : [],
  };
  return tab;
}

/** ableIds of a custom range (contract/pickerRange.ts: the server checks values against the same list). */
export const conditionOf = userConditionOf;

const RELATION_BODY: Record<string, keyof UserConditionInput> = {
  dep: 'departIds',
  pos: 'positionIds',
  role: 'roleIds',
  group: 'groupIds',
};

function userTabs(context: PickerContext): PickerTab[] {
  const { settings, user, pickers } = context;
  if (settings.selectType === 'custom')
    return [conditionTab(context, 'custom', m.tabAll, conditionOf(settings.ableIds))];
  const relation = RELATION_BODY[settings.selectType];
  if (relation) return [conditionTab(context, 'relation', m.tabAll, { [relation]: settings.ableRelationIds })];
  const currentOrg = { ...userTreeTab(context, 'current', m.tabCurrentOrg, user.organizeId) };
  // the tab's tree reaches into the sub-departments, so its keyword search does too; the server resolves the
  // caller's own organisation (and its subtree) from the session rather than trusting the id sent
  currentOrg.page = conditionTab(context, 'current', m.tabCurrentOrg, { departIds: [CURRENT_ORG_AND_SUB] }).page;
  return [
    userTreeTab(context, 'all', m.tabAll, '-1'),
    currentOrg,
    {
      key: 'subordinates',
      label: m.tabSubordinates,
      page: async (keyword, currentPage, pageSize) =>
        clientPage((await pickers.subordinates(keyword)).map(fromUserNode), currentPage, pageSize),
    },
    fixedListTab('system', m.tabSystem, async () => [currentUserNode()]),
  ];
}

export const userKind: PickerKind = {
  title: m.user,
  names: { source: 'users', keyOf: (key) => key },
  keysOf: idKeys,
  valueOf: idValue,
  emptyValue: (multiple) => (multiple ? [] : ''),
  keyOf: (node) => node.id,
  label: (node) => (node.id === CURRENT_USER ? formatMessage(m.currentUser) : node.fullName),
  choosable: (node) => node.type === 'user' || node.type === 'system',
  tabs: userTabs,
};

const MULTIPLE_TYPES = new Set(['company', 'department', 'role', 'position', 'group', 'user']);

function usersTabs(context: PickerContext): PickerTab[] {
  const { settings, pickers } = context;
  if (settings.selectType === 'custom') {
    return [
      fixedListTab('custom', m.tabDepartment, async () =>
        (await pickers.selectedByIds(settings.ableIds)).map(fromUserNode),
      ),
    ];
  }
  const department = userTreeTab(context, 'department', m.tabDepartment, '-1');
  if (!settings.multiple) return [department];
  // in these trees organisations and group types are only folders: each tab picks its own kind
  const only = (key: string, label: PickerTab['label'], load: () => Promise<PickerNode[]>): PickerTab => {
    const choosable = (node: PickerNode) => node.type === key;
    return { ...wholeTreeTab(key, label, load, choosable), choosable };
  };
  return [
    department,
    only('role', m.tabRole, async () => fromTree(await pickers.roleTree())),
    only('position', m.tabPosition, async () => fromTree(await pickers.positionTree())),
    only('group', m.tabGroup, async () => fromTree(await pickers.groupTree())),
  ];
}

export const usersKind: PickerKind = {
  title: m.user,
  names: { source: 'selected', keyOf: (key) => key },
  keysOf: idKeys,
  valueOf: idValue,
  emptyValue: (multiple) => (multiple ? [] : ''),
  keyOf: (node) => `${node.id}--${node.type}`,
  label: (node) => node.fullName,
  choosable: (node, multiple) => (multiple ? MULTIPLE_TYPES.has(node.type) : node.type === 'user'),
  tabs: usersTabs,
  groups: [
    { label: m.groupDepartment, types: ['company', 'department'] },
    { label: m.groupPosition, types: ['position'] },
    { label: m.groupUser, types: ['user'] },
    { label: m.groupGroup, types: ['group'] },
    { label: m.groupRole, types: ['role'] },
  ],
};
