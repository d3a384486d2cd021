import type { PickerServices } from '../../../../engine-core/pickerServices';
import type { PickerContext, PickerKind } from '../kind';
import { pickerMessages as m } from '../messages';
import { fromTree, wholeTreeTab } from '../nodes';
import type { PickerNode, PickerTab } from '../types';
import { idKeys, idValue, pathKeys, pathValue } from '../values';

/**
 * The pickers over one whole option tree: organisations (value: id paths), departments, positions, roles and
 * groups (value: ids). selectType custom limits the tree to `ableIds` through the Condition calls.
 */

const ORGANISATIONS = new Set(['company', 'department']);

/** Allowed ids as the designer saves them: ids, `id--type`, or organisation paths (the organisation is last). */
const ableIdsOf = (context: PickerContext) =>
  context.settings.ableIds.map((id) => id.split('--')[0] ?? '').filter(Boolean);

type TreeLoader = (pickers: PickerServices, context: PickerContext) => Promise<PickerNode[]>;

function treeTab(load: TreeLoader, kind: Pick<PickerKind, 'choosable'>) {
  return (context: PickerContext): PickerTab[] => [
    wholeTreeTab(
      'tree',
      m.tabAll,
      () => load(context.pickers, context),
      (n) => kind.choosable(n, context.settings.multiple),
    ),
  ];
}

const custom = (context: PickerContext) => context.settings.selectType === 'custom';

const organisations: TreeLoader = async (pickers, context) => {
  if (custom(context)) return fromTree(await pickers.organizeCondition(ableIdsOf(context)));
  return fromTree(await (context.settings.auth ? pickers.organizeTreeByAuth() : pickers.organizeTree()));
};

function idKind(
  type: string,
  title: PickerKind['title'],
  load: TreeLoader,
  choosable: (node: PickerNode) => boolean,
): PickerKind {
  const kind: PickerKind = {
    title,
    names: { source: 'selected', keyOf: (key) => `${key}--${type}` },
    keysOf: idKeys,
    valueOf: idValue,
    emptyValue: (multiple) => (multiple ? [] : ''),
    keyOf: (node) => node.id,
    label: (node) => node.fullName,
    choosable,
    tabs: () => [],
  };
  kind.tabs = treeTab(load, kind);
  return kind;
}

export const organizeKind: PickerKind = {
  title: m.organize,
  names: { source: 'selected', keyOf: (key) => key },
  keysOf: pathKeys,
  valueOf: pathValue,
  emptyValue: () => [],
  keyOf: (node) => (node.organizeIds?.length ? node.organizeIds : [node.id]).join(','),
  label: (node) => node.organize || node.fullName,
  choosable: (node) => ORGANISATIONS.has(node.type),
  tabs: () => [],
};
organizeKind.tabs = treeTab(organisations, organizeKind);

export const departmentKind = idKind('department', m.department, organisations, (n) => n.type === 'department');

export const positionKind = idKind(
  'position',
  m.position,
  async (pickers, context) =>
    fromTree(await (custom(context) ? pickers.positionCondition(ableIdsOf(context)) : pickers.positionTree())),
  (n) => n.type === 'position',
);

export const roleKind = idKind(
  'role',
  m.role,
  async (pickers, context) =>
    fromTree(await (custom(context) ? pickers.roleCondition(ableIdsOf(context)) : pickers.roleTree())),
  (n) => n.type === 'role',
);

export const groupKind = idKind(
  'group',
  m.group,
  async (pickers, context) =>
    fromTree(await (custom(context) ? pickers.groupCondition(ableIdsOf(context)) : pickers.groupTree())),
  (n) => n.type === 'group',
);
