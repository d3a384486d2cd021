import type { ImportHeader, ImportPreviewReply, ImportRow } from '../../../contract';
import type { Db } from '../../db/client';
import { BizError } from '../../lib/envelope';
import type { FileStorage } from '../../storage';
import type { FormField } from '../formModel';
import type { Column, Layout } from './columns';
import { matchColumns } from './columns';
import { readImportFile } from './files';
import { MAX_ROWS, Msg } from './limits';
import { cellToValue, valueToCell } from './convert';
import { importLookups, type Lookups } from './lookups';
import { convertRecord, importModel, tablesOf } from './model';
import { NAMED_KEYS } from './named';
import { dependsOnRow, optionKeys } from './options';
import { RANGE_KEYS } from './ranges';
import { readFirstSheet, type CellValue } from './workbook';

/**
 * GET OnlineDev/{modelId}/ImportPreview: the uploaded spreadsheet read against the model's import columns.
 * A sheet row whose main cells are all empty continues the record above with another child-table row. Values
 * come back converted (option values, epoch-ms dates, numbers); a cell that does not convert comes back as
 * typed, and ImportData reports it with its reason. Names (people, organisations, areas, related records) and
 * ranges come back as text, as an export writes them (张伟 becomes 张伟/zhangwei), since the preview shows
 * and edits text: ImportData resolves them again.
 */

const filled = (v: CellValue | undefined) => v !== null && v !== undefined && String(v).trim() !== '';

/** Records of cells from the data rows of the sheet. */
export function recordsOf(layout: Layout, matched: (Column | undefined)[], rows: CellValue[][]): ImportRow[] {
  const data = rows.slice(layout.depth).filter((row) => matched.some((col, c) => col && filled(row[c])));
  if (data.length > MAX_ROWS) throw new BizError(Msg.tooManyRows);
  const records: ImportRow[] = [];
  for (const row of data) {
    const main: ImportRow = {};
    const children = new Map<string, ImportRow>();
    matched.forEach((col, c) => {
      if (!col || !filled(row[c])) return;
      if (!col.table) main[col.field.vModel] = row[c];
      else {
        const child = children.get(col.table.vModel) ?? {};
        child[col.field.vModel] = row[c];
        children.set(col.table.vModel, child);
      }
    });
    const continues = Object.keys(main).length === 0 && records.length > 0;
    const record = continues ? records[records.length - 1]! : main;
    if (!continues) {
      for (const { table } of tablesOf(layout.columns)) record[table.vModel] = [];
      records.push(record);
    }
    for (const [table, child] of children) (record[table] as ImportRow[]).push(child);
  }
  return records;
}

const OPTION_HEADER_KEYS = new Set(['radio', 'select', 'checkbox']);

async function headerOf(field: FormField, lookups: Lookups): Promise<ImportHeader> {
  const header: ImportHeader = { id: field.vModel, fullName: field.label, jnpfKey: field.jnpfKey };
  if (field.jnpfKey === 'checkbox' || field.node.multiple === true) header.multiple = true;
  if (field.jnpfKey === 'switch') {
    // the preview offers 开/关 (the designer's texts) rather than 1/0
    const node = field.node;
    header.options = [
      { id: (node.activeValue ?? 1) as string | number, fullName: String(node.activeTxt ?? '开') },
      { id: (node.inactiveValue ?? 0) as string | number, fullName: String(node.inactiveTxt ?? '关') },
    ];
  } else if (OPTION_HEADER_KEYS.has(field.jnpfKey) && !dependsOnRow(field.node)) {
    const keys = optionKeys(field.node);
    header.options = (await lookups.options(field, {})).map((o) => ({
      id: o[keys.value] as string | number,
      fullName: String(o[keys.label] ?? o[keys.value]),
    }));
  }
  return header;
}

/** The preview's columns: child tables with their columns, complex headers with their fields. */
export async function headerRowOf(layout: Layout, lookups: Lookups): Promise<ImportHeader[]> {
  const out: ImportHeader[] = [];
  for (const column of layout.columns) {
    const header = await headerOf(column.field, lookups);
    if (!column.group) {
      out.push(header);
      continue;
    }
    const id = column.table ? column.table.vModel : `complexHeader-${column.group}`;
    let group = out.find((h) => h.id === id);
    if (!group) {
      group = { id, fullName: column.group, jnpfKey: column.table ? 'table' : 'complexHeader', children: [] };
      out.push(group);
    }
    group.children!.push(header);
  }
  return out;
}

const shownAsText = (field: FormField) => NAMED_KEYS.has(field.jnpfKey) || RANGE_KEYS.has(field.jnpfKey);

/** The text of a name or range cell: as an export writes it when it converts, as typed when it does not. */
async function textOf(field: FormField, cell: unknown, row: ImportRow, lookups: Lookups) {
  const { value, problem } = await cellToValue(field, cell, row, lookups);
  return problem || value === undefined ? cell : await valueToCell(field, value, row, lookups);
}

const rowsAt = (record: ImportRow, table: string) =>
  Array.isArray(record[table]) ? (record[table] as ImportRow[]) : [];

async function withTexts(layout: Layout, record: ImportRow, cells: ImportRow, lookups: Lookups): Promise<ImportRow> {
  for (const column of layout.columns) {
    if (!shownAsText(column.field)) continue;
    const { vModel } = column.field;
    if (!column.table) {
      if (vModel in cells) record[vModel] = await textOf(column.field, cells[vModel], record, lookups);
      continue;
    }
    // the converted child rows, in the order of the sheet's (a row is dropped only when all its cells are empty)
    const sources = rowsAt(cells, column.table.vModel);
    const converted = rowsAt(record, column.table.vModel);
    if (sources.length !== converted.length) continue;
    for (const [i, source] of sources.entries()) {
      if (vModel in source) converted[i]![vModel] = await textOf(column.field, source[vModel], record, lookups);
    }
  }
  return record;
}

export async function previewImport(
  db: Db,
  storage: FileStorage,
  userId: string,
  modelId: string,
  fileName: string,
): Promise<ImportPreviewReply> {
  const { layout } = await importModel(db, modelId);
  const sheet = readFirstSheet(await readImportFile(storage, userId, fileName));
  const matched = matchColumns(layout, sheet.rows, sheet.merges);
  if (!matched.some(Boolean)) throw new BizError(Msg.wrongTemplate);
  const lookups = importLookups(db, userId);
  const dataRow: ImportRow[] = [];
  for (const cells of recordsOf(layout, matched, sheet.rows)) {
    const { data } = await convertRecord(layout, cells, lookups);
    // a cell that did not convert is shown as typed
    dataRow.push(await withTexts(layout, { ...cells, ...data }, cells, lookups));
  }
  return { dataRow, headerRow: await headerRowOf(layout, lookups) };
}
