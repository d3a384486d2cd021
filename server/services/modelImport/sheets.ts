import { and, eq, inArray } from 'drizzle-orm';
import type { DownloadReply, ImportRow, ModelExportBody } from '../../../contract';
import type { Db } from '../../db/client';
import { visualdevRecords } from '../../db/schema';
import { BizError } from '../../lib/envelope';
import { parseFormModel } from '../formModel';
import { listRecords } from '../onlineList';
import { requireModel } from '../visualdevModels';
import { headerRows, layoutOf, type Layout } from './columns';
import { valueToCell } from './convert';
import { offerSpreadsheet, stamp, type ImportFiles } from './files';
import { MAX_EXPORT_ROWS } from './limits';
import { importModel, parseColumnData, tablesOf } from './model';
import { importLookups, type Lookups } from './lookups';
import type { CellValue } from './workbook';
import { writeWorkbook } from './workbook';

/**
 * The spreadsheets the server writes: the import template (header rows only), the error report of failed
 * import rows (异常原因 first), and the list export. A record with child-table rows spans as many sheet rows as
 * its longest table, its main cells on the first; the template and the import read that same shape.
 */

const REASON = '异常原因';

const rowsOf = (value: unknown): ImportRow[] =>
  Array.isArray(value) ? value.filter((r): r is ImportRow => !!r && typeof r === 'object') : [];

async function recordRows(layout: Layout, record: ImportRow, lookups: Lookups, leading: CellValue[] = []) {
  const tables = tablesOf(layout.columns);
  const height = Math.max(1, ...tables.map((t) => rowsOf(record[t.table.vModel]).length));
  const out: CellValue[][] = [];
  for (let r = 0; r < height; r++) {
    const row: CellValue[] = r === 0 ? [...leading] : leading.map(() => null);
    for (const column of layout.columns) {
      const source = column.table ? rowsOf(record[column.table.vModel])[r] : r === 0 ? record : undefined;
      row.push(source ? await valueToCell(column.field, source[column.field.vModel], record, lookups) : null);
    }
    out.push(row);
  }
  return out;
}

const widthsOf = (layout: Layout, leading: string[] = []) =>
  [...leading, ...layout.columns.map((c) => c.field.label)].map((label) =>
    Math.min(40, Math.max(12, label.length * 2 + 4)),
  );

async function sheetOf(name: string, layout: Layout, records: ImportRow[], lookups: Lookups, reasons?: string[]) {
  const leading = reasons ? [REASON] : [];
  const { rows, merges } = headerRows(layout, leading);
  for (const [i, record] of records.entries()) {
    rows.push(...(await recordRows(layout, record, lookups, reasons ? [reasons[i] ?? ''] : [])));
  }
  return writeWorkbook({ name, rows, merges, widths: widthsOf(layout, leading) });
}

/** GET OnlineDev/{modelId}/TemplateDownload */
export async function templateFile(ctx: ImportFiles, userId: string, modelId: string): Promise<DownloadReply> {
  const { model, layout } = await importModel(ctx.db, modelId);
  const bytes = await sheetOf(model.fullName, layout, [], importLookups(ctx.db, userId));
  return offerSpreadsheet(ctx, userId, `${model.fullName}导入模板.xlsx`, bytes);
}

/** POST OnlineDev/{modelId}/ImportExceptionData: the failed rows as typed, with their reasons. */
export async function exceptionFile(ctx: ImportFiles, userId: string, modelId: string, list: ImportRow[]) {
  const { model, layout } = await importModel(ctx.db, modelId);
  const reasons = list.map((row) => (typeof row.errorsInfo === 'string' ? row.errorsInfo : ''));
  const bytes = await sheetOf(model.fullName, layout, list, importLookups(ctx.db, userId), reasons);
  return offerSpreadsheet(ctx, userId, `${model.fullName}导入错误报告_${stamp()}.xlsx`, bytes);
}

async function exportRecords(db: Db, modelId: string, body: ModelExportBody): Promise<ImportRow[]> {
  const ids = [...new Set(body.selectIds ?? [])];
  if (ids.length) {
    const found = await db
      .select()
      .from(visualdevRecords)
      .where(and(eq(visualdevRecords.modelId, modelId), inArray(visualdevRecords.id, ids)));
    const byId = new Map(found.map((r) => [r.id, { ...r.data, id: r.id }]));
    return ids.map((id) => byId.get(id)).filter((r): r is ImportRow & { id: string } => r !== undefined);
  }
  const { selectKey: _keys, selectIds: _ids, dataType, ...query } = body;
  const all = dataType === '1';
  const page = await listRecords(db, modelId, {
    ...query,
    currentPage: all ? 1 : query.currentPage,
    pageSize: all ? MAX_EXPORT_ROWS + 1 : Math.min(query.pageSize ?? 20, MAX_EXPORT_ROWS),
  });
  if (page.list.length > MAX_EXPORT_ROWS) throw new BizError(`一次最多导出${MAX_EXPORT_ROWS}条数据，请缩小查询范围`);
  return page.list;
}

/** POST OnlineDev/{modelId}/Actions/ExportData: the chosen columns of the chosen records. */
export async function exportFile(ctx: ImportFiles, userId: string, modelId: string, body: ModelExportBody) {
  const model = await requireModel(ctx.db, modelId);
  const { fields } = parseFormModel(model.formData);
  const keys = body.selectKey?.length ? new Set(body.selectKey) : null;
  const layout = layoutOf(fields, parseColumnData(model.columnData), (field, table) =>
    !keys
      ? true
      : table
        ? keys.has(table.vModel) || keys.has(`${table.vModel}-${field.vModel}`)
        : keys.has(field.vModel),
  );
  if (layout.columns.length === 0) throw new BizError('请选择导出字段');
  const records = await exportRecords(ctx.db, modelId, body);
  const bytes = await sheetOf(model.fullName, layout, records, importLookups(ctx.db, userId));
  return offerSpreadsheet(ctx, userId, `${model.fullName}_${stamp()}.xlsx`, bytes);
}
