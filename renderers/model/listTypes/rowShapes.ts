import type { ModelRow } from '../types';

/**
 * Group lists and tree tables reshape the rows of the query into antd's tree data. Children live under
 * CHILDREN (not `children`), so a model field named `children` is never mistaken for sub-rows.
 */

export const CHILDREN = '__children';

/** A group header row: the group's value, its size and the row its display text is taken from. */
export interface GroupInfo {
  value: unknown;
  count: number;
  first: ModelRow;
}

export type ShapedRow = ModelRow & { [CHILDREN]?: ShapedRow[]; __group?: GroupInfo };

export const GROUP_PREFIX = '__group:';
export const isGroupRow = (row: ModelRow): boolean => String(row.id).startsWith(GROUP_PREFIX);

/** The text a value is grouped by: arrays (checkbox, multiple select) by their whole selection. */
function groupKey(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (Array.isArray(value)) return value.length ? JSON.stringify(value) : '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Rows under one header per value of `field`, in the order the groups first appear; empty values last. */
export function groupRows(rows: readonly ModelRow[], field: string): ShapedRow[] {
  const groups = new Map<string, ModelRow[]>();
  for (const row of rows) {
    const key = groupKey(row[field]);
    const members = groups.get(key);
    if (members) members.push(row);
    else groups.set(key, [row]);
  }
  const ordered = [...groups.entries()].sort(([a], [b]) => Number(a === '') - Number(b === ''));
  return ordered.map(([key, members]) => ({
    id: `${GROUP_PREFIX}${key}`,
    __group: { value: members[0][field], count: members.length, first: members[0] },
    [CHILDREN]: members,
  }));
}

/** The parent id a row names: a single value, or the last of a path-like list. */
function parentIdOf(value: unknown): string {
  if (Array.isArray(value)) return value.length ? parentIdOf(value[value.length - 1]) : '';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * Rows nested under the row their `parentField` names. A row whose parent is not among the rows (a root, or a
 * search that left its parent out) is shown at the top; a cycle in hand-edited data is broken at the row that
 * would close it, so every row is shown exactly once.
 */
export function nestRows(rows: readonly ModelRow[], parentField: string): ShapedRow[] {
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  const parentOf = (row: ModelRow) => {
    const id = parentIdOf(row[parentField]);
    return id && id !== String(row.id) && byId.has(id) ? id : '';
  };
  const inCycle = (row: ModelRow) => {
    const seen = new Set<string>([String(row.id)]);
    for (let id = parentOf(row); id; id = parentOf(byId.get(id)!)) {
      if (seen.has(id)) return true;
      seen.add(id);
    }
    return false;
  };
  const shaped = new Map<string, ShapedRow>(rows.map((row) => [String(row.id), { ...row }]));
  const roots: ShapedRow[] = [];
  for (const row of rows) {
    const node = shaped.get(String(row.id))!;
    const parent = inCycle(row) ? '' : parentOf(row);
    if (!parent) {
      roots.push(node);
      continue;
    }
    const holder = shaped.get(parent)!;
    (holder[CHILDREN] ??= []).push(node);
  }
  return roots;
}
