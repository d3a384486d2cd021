import type { FieldConfigModel, FieldModel, FormModel } from './types';
import { isObject } from './walkContext';

/**
 * A flattened field list carries a child table's columns beside the other fields, each marked as the designer marks
 * a column (`__config__.isSubTable: true`, `__config__.parentVModel: <table vModel>`), its vModel sometimes written
 * `<table>-<column>`. Rendered as they stand, the columns would become main-form fields. This puts every such
 * column back under its table, in order: into the table's own columns when the list has the table, else into a
 * child table made for them where the first of them stood. A model whose columns sit in their tables passes
 * unchanged (the same object).
 */
export function groupSubTableFields(model: FormModel): FormModel {
  if (!Array.isArray(model.fields) || !hasFlattenedColumn(model.fields)) return model;
  const tables = new Map<string, FieldModel>();
  collectTables(model.fields, tables);
  const state: Regrouping = { tables, placed: new Map(), columns: new Map() };
  const fields = regroup(model.fields, state);
  for (const [name, table] of state.placed) (table.__config__ as FieldConfigModel).children = state.columns.get(name);
  // the list may hold what is not a field (reported by the adapter); it stays in place
  return { ...model, fields: fields as FieldModel[] };
}

const configOf = (field: unknown): FieldConfigModel | undefined =>
  isObject(field) && isObject(field.__config__) ? (field.__config__ as FieldConfigModel) : undefined;

/** the table a field outside any table says it is a column of */
function parentOf(field: unknown): string | undefined {
  const config = configOf(field);
  if (!config || config.jnpfKey === 'table' || config.isSubTable !== true) return undefined;
  return typeof config.parentVModel === 'string' && config.parentVModel ? config.parentVModel : undefined;
}

function hasFlattenedColumn(list: unknown[]): boolean {
  return list.some((field) => {
    if (parentOf(field)) return true;
    const config = configOf(field);
    return config?.jnpfKey !== 'table' && Array.isArray(config?.children) && hasFlattenedColumn(config.children);
  });
}

function collectTables(list: unknown[], tables: Map<string, FieldModel>) {
  for (const field of list) {
    const config = configOf(field);
    if (!config) continue;
    const vModel = (field as FieldModel).__vModel__;
    if (config.jnpfKey === 'table' && typeof vModel === 'string' && !tables.has(vModel)) {
      tables.set(vModel, field as FieldModel);
    } else if (Array.isArray(config.children)) collectTables(config.children, tables);
  }
}

/** the column as its table holds it: its own vModel, without the `<table>-` prefix of a flattened list */
function asColumn(field: FieldModel, table: string): FieldModel {
  const vModel = field.__vModel__;
  const prefix = `${table}-`;
  return typeof vModel === 'string' && vModel.startsWith(prefix)
    ? { ...field, __vModel__: vModel.slice(prefix.length) }
    : field;
}

interface Regrouping {
  /** the tables of the model, by vModel */
  tables: Map<string, FieldModel>;
  /** the copy of each table in the new list, and the columns it gets */
  placed: Map<string, FieldModel>;
  columns: Map<string, FieldModel[]>;
}

/** The copy of a table the new list holds (made on first use); a table the model lacks is made from its name. */
function tableFor(name: string, state: Regrouping): FieldModel {
  const existing = state.placed.get(name);
  if (existing) return existing;
  const known = state.tables.get(name);
  const config = (known?.__config__ ?? { jnpfKey: 'table', label: name, layout: 'rowFormItem' }) as FieldConfigModel;
  const table: FieldModel = { ...(known ?? { __vModel__: name }), __config__: { ...config, children: [] } };
  state.placed.set(name, table);
  state.columns.set(name, Array.isArray(config.children) ? [...config.children] : []);
  return table;
}

/**
 * The list without its flattened columns, containers regrouped inside; each table gets its columns appended (a
 * copy: the model is not changed). A table the model does not have is made where its first column stood.
 */
function regroup(list: unknown[], state: Regrouping): unknown[] {
  const out: unknown[] = [];
  for (const field of list) {
    const parent = parentOf(field);
    const config = configOf(field);
    const vModel = String((field as FieldModel | undefined)?.__vModel__);
    if (parent) {
      const isNew = !state.placed.has(parent) && !state.tables.has(parent);
      const table = tableFor(parent, state);
      state.columns.get(parent)!.push(asColumn(field as FieldModel, parent));
      if (isNew) out.push(table);
    } else if (config?.jnpfKey === 'table' && state.tables.get(vModel) === field) {
      out.push(tableFor(vModel, state));
    } else if (config && config.jnpfKey !== 'table' && Array.isArray(config.children)) {
      out.push({ ...(field as FieldModel), __config__: { ...config, children: regroup(config.children, state) } });
    } else out.push(field);
  }
  return out;
}
