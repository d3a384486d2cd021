import type { Db } from '../../db/client';
import { BizError } from '../../lib/envelope';
import { isEmptyValue, parseFormModel, type FormField } from '../formModel';
import { requireModel, type ModelRow } from '../visualdevModels';
import { importLayout, type Column, type Layout } from './columns';
import { cellToValue } from './convert';
import { Msg } from './limits';
import type { Lookups } from './lookups';

/**
 * A model as the import sees it (its fields and the import columns), and the conversion of one record's cells
 * into the model's values, shared by the preview and by ImportData.
 */

export interface ImportModel {
  model: ModelRow;
  fields: FormField[];
  columnData: Record<string, unknown>;
  layout: Layout;
}

export function parseColumnData(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text || '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function importModel(db: Db, modelId: string): Promise<ImportModel> {
  const model = await requireModel(db, modelId);
  const { fields } = parseFormModel(model.formData);
  const columnData = parseColumnData(model.columnData);
  const layout = importLayout(fields, columnData);
  if (layout.columns.length === 0) throw new BizError(Msg.nothingToImport);
  return { model, fields, columnData, layout };
}

/** The child tables of a layout with their columns, in layout order. */
export function tablesOf(columns: Column[]): { table: FormField; columns: FormField[] }[] {
  const out: { table: FormField; columns: FormField[] }[] = [];
  for (const column of columns) {
    if (!column.table) continue;
    let entry = out.find((t) => t.table === column.table);
    if (!entry) out.push((entry = { table: column.table, columns: [] }));
    entry.columns.push(column.field);
  }
  return out;
}

export interface ConvertedRecord {
  data: Record<string, unknown>;
  problems: string[];
}

const asRows = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object') : [];

/**
 * The model values of one record of cells (main fields by vModel, child tables as arrays of rows). Fields are
 * converted in form order so a linked select sees its parent's converted value. A cell that does not convert
 * keeps what was typed and adds its reason.
 */
export async function convertRecord(
  layout: Layout,
  cells: Record<string, unknown>,
  lookups: Lookups,
): Promise<ConvertedRecord> {
  const data: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const column of layout.columns) {
    if (column.table) continue;
    const { value, problem } = await cellToValue(column.field, cells[column.field.vModel], data, lookups);
    if (problem) problems.push(problem);
    if (value !== undefined) data[column.field.vModel] = value;
  }
  for (const { table, columns } of tablesOf(layout.columns)) {
    const rows: Record<string, unknown>[] = [];
    for (const [index, source] of asRows(cells[table.vModel]).entries()) {
      const row: Record<string, unknown> = {};
      for (const field of columns) {
        const { value, problem } = await cellToValue(field, source[field.vModel], { ...data, ...row }, lookups);
        if (problem) problems.push(`${table.label}第${index + 1}行：${problem}`);
        if (value !== undefined) row[field.vModel] = value;
      }
      if (Object.values(row).some((v) => !isEmptyValue(v))) rows.push(row);
    }
    data[table.vModel] = rows;
  }
  return { data, problems };
}
