import type { Form } from '@formily/core';
import type { FieldInfo } from '../formModel/types';

/**
 * Linkage (docs/widgets.md, "Linkage"; the platform's buildRelations/handleRelation): when a source
 * field changes, every field that takes something from it is cleared to its empty value, and so on down the
 * chain. Re-querying options and moving date bounds is the widgets' own business: they read the source from
 * the form and react to it.
 */
export type RelationKind = 'options' | 'user' | 'startTime' | 'endTime';

export interface Dependent {
  path: string;
  kind: RelationKind;
}

/** source path → the fields depending on it */
export type RelationMap = ReadonlyMap<string, readonly Dependent[]>;

const USER_RELATION_TYPES = new Set(['dep', 'pos', 'role', 'group']);

function sourcesOf(field: FieldInfo): Array<{ source: string; kind: RelationKind }> {
  const out: Array<{ source: string; kind: RelationKind }> = [];
  const { props, config } = field;
  const dynamic = props.dataType === undefined || props.dataType === 'dynamic';
  if (dynamic && Array.isArray(props.templateJson)) {
    for (const item of props.templateJson as Array<Record<string, unknown>>) {
      if (item && Number(item.sourceType) === 1 && typeof item.relationField === 'string' && item.relationField) {
        out.push({ source: item.relationField, kind: 'options' });
      }
    }
  }
  if (field.jnpfKey === 'datePicker' || field.jnpfKey === 'timePicker') {
    for (const side of ['start', 'end'] as const) {
      const relation = config[`${side}RelationField`];
      if (
        config[`${side}TimeRule`] &&
        Number(config[`${side}TimeType`]) === 2 &&
        typeof relation === 'string' &&
        relation
      ) {
        out.push({ source: relation, kind: side === 'start' ? 'startTime' : 'endTime' });
      }
    }
  }
  if (
    field.jnpfKey === 'userSelect' &&
    typeof props.relationField === 'string' &&
    props.relationField &&
    USER_RELATION_TYPES.has(String(props.selectType))
  ) {
    out.push({ source: props.relationField, kind: 'user' });
  }
  return out;
}

/** Main-form relations: dependents inside a child table (and `table-col` sources) are row relations. */
export function buildRelations(fields: readonly FieldInfo[]): RelationMap {
  const map = new Map<string, Dependent[]>();
  for (const field of fields) {
    if (field.tableKey || field.isVoid) continue;
    for (const { source, kind } of sourcesOf(field)) {
      if (source.includes('-') || source === field.path) continue;
      const list = map.get(source) ?? [];
      if (!list.some((d) => d.path === field.path)) list.push({ path: field.path, kind });
      map.set(source, list);
    }
  }
  return map;
}

const clone = <T>(value: T): T => (value === undefined ? value : structuredClone(value));

/**
 * Clears the dependents of `source` (and theirs), each to its own empty value. A cycle in a hand-edited
 * model stops at the first field seen twice.
 */
export function clearDependents(
  form: Form,
  relations: RelationMap,
  fieldsByPath: ReadonlyMap<string, FieldInfo>,
  source: string,
  seen: Set<string> = new Set([source]),
): string[] {
  const cleared: string[] = [];
  for (const { path } of relations.get(source) ?? []) {
    if (seen.has(path)) continue;
    seen.add(path);
    form.setValuesIn(path, clone(fieldsByPath.get(path)?.emptyValue));
    cleared.push(path, ...clearDependents(form, relations, fieldsByPath, path, seen));
  }
  return cleared;
}

/**
 * Relations inside child-table rows: a column whose source is `<table>-<column>` of its own table depends on
 * that column in the same row (the platform's handleRelationForParent). Keyed by column path
 * (`<table>.<column>`) → the dependent columns' paths.
 */
export function buildRowRelations(fields: readonly FieldInfo[]): RelationMap {
  const map = new Map<string, Dependent[]>();
  for (const field of fields) {
    if (!field.tableKey || field.isVoid) continue;
    for (const { source, kind } of sourcesOf(field)) {
      const dash = source.indexOf('-');
      if (dash <= 0 || source.slice(0, dash) !== field.tableKey) continue;
      const from = `${field.tableKey}.${source.slice(dash + 1)}`;
      if (from === field.path) continue;
      const list = map.get(from) ?? [];
      if (!list.some((d) => d.path === field.path)) list.push({ path: field.path, kind });
      map.set(from, list);
    }
  }
  return map;
}

/** Clears, in one row, the dependents of a changed cell (and theirs), each to its column's empty value. */
export function clearRowDependents(
  form: Form,
  relations: RelationMap,
  columnsByPath: ReadonlyMap<string, FieldInfo>,
  cell: { column: string; table: string; rowIndex: number },
  seen: Set<string> = new Set([cell.column]),
): string[] {
  const cleared: string[] = [];
  for (const { path } of relations.get(cell.column) ?? []) {
    if (seen.has(path)) continue;
    seen.add(path);
    const key = path.slice(cell.table.length + 1);
    const target = `${cell.table}.${cell.rowIndex}.${key}`;
    form.setValuesIn(target, clone(columnsByPath.get(path)?.emptyValue));
    cleared.push(target, ...clearRowDependents(form, relations, columnsByPath, { ...cell, column: path }, seen));
  }
  return cleared;
}
