import type { FormField } from '../formModel';
import type { CellValue, Merge } from './workbook';

/**
 * The columns of an import template, of its preview and of an export, drawn from the model: its fields in form
 * order, child-table columns grouped under the table's label, and main fields grouped under the list
 * designer's complex headers (columnData.complexHeaderList). A group puts a second header row under the
 * spreadsheet's first; ungrouped columns span both rows.
 */

/**
 * Widgets whose values a spreadsheet cell can carry both ways (text, numbers, options, dates, ranges, and the
 * names of people, organisations, areas and related records). Uploads are not among them: a cell cannot carry
 * a file, so templates leave upload fields out and an import ignores such a column (docs/model-import.md).
 */
export const IMPORT_KEYS = new Set([
  'input',
  'textarea',
  'editor',
  'colorPicker',
  'inputNumber',
  'rate',
  'slider',
  'switch',
  'radio',
  'checkbox',
  'select',
  'treeSelect',
  'cascader',
  'datePicker',
  'timePicker',
  'dateRange',
  'timeRange',
  'numberRange',
  'userSelect',
  'usersSelect',
  'organizeSelect',
  'depSelect',
  'posSelect',
  'roleSelect',
  'groupSelect',
  'areaSelect',
  'relationForm',
  'popupSelect',
  'popupTableSelect',
]);

export interface Column {
  field: FormField;
  /** the child table the column belongs to */
  table?: FormField;
  /** the heading above the column: the child table's label or a complex header */
  group?: string;
}

export interface Layout {
  columns: Column[];
  /** header rows of the spreadsheet: 2 when a column is grouped */
  depth: 1 | 2;
  /** complex headers in use, with the vModels they hold */
  complex: { fullName: string; vModels: string[] }[];
}

interface ComplexHeader {
  fullName?: unknown;
  childColumns?: unknown;
}

function complexHeaders(columnData: Record<string, unknown>): { fullName: string; vModels: string[] }[] {
  const list = Array.isArray(columnData.complexHeaderList) ? (columnData.complexHeaderList as ComplexHeader[]) : [];
  return list
    .filter((h) => h && typeof h.fullName === 'string' && h.fullName && Array.isArray(h.childColumns))
    .map((h) => ({ fullName: h.fullName as string, vModels: (h.childColumns as unknown[]).map(String) }));
}

/**
 * The columns for `fields`; `keep` says which fields (main or child-table columns) take part. A child table
 * takes part when one of its columns does.
 */
export function layoutOf(
  fields: FormField[],
  columnData: Record<string, unknown>,
  keep: (field: FormField, table?: FormField) => boolean,
): Layout {
  const groups = complexHeaders(columnData);
  const columns: Column[] = [];
  const usedGroups = new Set<string>();
  const mainKept = fields.filter((f) => f.jnpfKey !== 'table' && keep(f));
  for (const field of fields) {
    if (field.jnpfKey === 'table') {
      for (const column of field.columns.filter((c) => keep(c, field))) {
        columns.push({ field: column, table: field, group: field.label });
      }
      continue;
    }
    if (!keep(field)) continue;
    const group = groups.find((g) => g.vModels.includes(field.vModel));
    if (!group) columns.push({ field });
    else if (!usedGroups.has(group.fullName)) {
      usedGroups.add(group.fullName);
      for (const vModel of group.vModels) {
        const member = mainKept.find((f) => f.vModel === vModel);
        if (member) columns.push({ field: member, group: group.fullName });
      }
    }
  }
  return {
    columns,
    depth: columns.some((c) => c.group) ? 2 : 1,
    complex: groups.filter((g) => usedGroups.has(g.fullName)),
  };
}

/** The fields an import handles, limited by columnData.uploaderTemplateJson.selectKey when the designer set it. */
export function importLayout(fields: FormField[], columnData: Record<string, unknown>): Layout {
  const template = columnData.uploaderTemplateJson as { selectKey?: unknown } | undefined;
  const chosen =
    Array.isArray(template?.selectKey) && template.selectKey.length ? template.selectKey.map(String) : null;
  return layoutOf(fields, columnData, (field, table) => {
    if (!IMPORT_KEYS.has(field.jnpfKey)) return false;
    if (!chosen) return true;
    return table
      ? chosen.includes(table.vModel) || chosen.includes(`${table.vModel}-${field.vModel}`)
      : chosen.includes(field.vModel);
  });
}

/** The header rows of the spreadsheet and their merged cells. */
export function headerRows(layout: Layout, leading: string[] = []): { rows: CellValue[][]; merges: Merge[] } {
  const labels = [...leading, ...layout.columns.map((c) => c.field.label)];
  if (layout.depth === 1) return { rows: [labels], merges: [] };
  const offset = leading.length;
  const top: CellValue[] = [...leading];
  const merges: Merge[] = leading.map((_, c) => ({ s: { r: 0, c }, e: { r: 1, c } }));
  layout.columns.forEach((column, i) => {
    const c = offset + i;
    const first = i === 0 || layout.columns[i - 1]!.group !== column.group;
    // a merged heading keeps its text in the first cell only, as Excel does
    top.push(column.group ? (first ? column.group : null) : column.field.label);
    if (!column.group) merges.push({ s: { r: 0, c }, e: { r: 1, c } });
    else if (first) {
      let last = i;
      while (layout.columns[last + 1]?.group === column.group) last++;
      if (last > i) merges.push({ s: { r: 0, c }, e: { r: 0, c: offset + last } });
    }
  });
  return { rows: [top, labels], merges };
}

const textOf = (v: CellValue | undefined) => (v === null || v === undefined ? '' : String(v).trim());

/**
 * Which layout column each spreadsheet column holds, read from the file's header rows (by label, the child
 * table's label telling its columns apart), so reordered or missing columns still import.
 */
export function matchColumns(layout: Layout, rows: CellValue[][], merges: Merge[]): (Column | undefined)[] {
  const head = rows.slice(0, layout.depth).map((r) => [...r]);
  for (const m of merges) {
    if (m.s.r >= layout.depth) continue;
    const value = head[m.s.r]?.[m.s.c] ?? null;
    for (let r = m.s.r; r <= Math.min(m.e.r, layout.depth - 1); r++) {
      for (let c = m.s.c; c <= m.e.c; c++) if (head[r]) head[r]![c] = value;
    }
  }
  const width = Math.max(0, ...head.map((r) => r.length));
  const taken = new Set<Column>();
  const out: (Column | undefined)[] = [];
  let group = '';
  for (let c = 0; c < width; c++) {
    let top = textOf(head[0]?.[c]);
    const bottom = layout.depth === 2 ? textOf(head[1]?.[c]) : top;
    // a heading whose merge was lost still covers the empty cells to its right
    if (layout.depth === 2 && top === '' && bottom !== '') top = group;
    const grouped = layout.depth === 2 && bottom !== '' && top !== bottom;
    group = grouped ? top : '';
    const label = grouped ? bottom : top;
    const free = (col: Column) => !taken.has(col) && col.field.label === label;
    const found =
      (grouped ? layout.columns.find((col) => free(col) && col.table?.label === top) : undefined) ??
      layout.columns.find((col) => free(col) && !col.table);
    if (found) taken.add(found);
    out.push(found);
  }
  return out;
}
