import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { visualdevRecords } from '../db/schema';
import { BizError } from '../lib/envelope';
import type { SessionUser } from '../lib/sessions';
import { assertMenuAccess, menusOfModel } from './menuAccess';
import { displayValue, formatInstant, recordDisplay } from './onlineDisplay';
import { parseFormModel, type FormField } from './formModel';
import { requirePrintDev } from './printTemplates';
import { requireModel } from './visualdevModels';

/**
 * What a print template is filled with (docs/contract.md, printDev Data / BatchData / Fields): a record's
 * display values (option labels, formatted dates), its child-table rows the same way, the system fields and
 * the approval records. This server has no flow engine, so `operatorRecordList` is always an empty list of
 * the contract's shape ({nodeName, userName, handleTime, handleStatus, handleOpinion}).
 */

export interface OperatorRecord {
  nodeName: string;
  userName: string;
  handleTime: number;
  handleStatus: number;
  handleOpinion: string;
}

export interface PrintData {
  printTemplate: string;
  printData: Record<string, unknown>;
  operatorRecordList: OperatorRecord[];
}

/** Fields every template may use whatever the record: who prints and when. */
export const SYSTEM_FIELDS = [
  { id: 'systemPrinter', fullName: '打印人' },
  { id: 'systemPrintTime', fullName: '打印时间' },
] as const;

const MAX_BATCH = 200;

/** A number as its widget shows it: the designer's precision and thousands separators (12.8 → 12.80). */
function numberText(field: FormField, value: unknown): unknown {
  if (field.jnpfKey !== 'inputNumber' && field.jnpfKey !== 'calculate') return value;
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  if (!Number.isFinite(n)) return value;
  const precision = Number(field.node.precision);
  const digits = Number.isInteger(precision) && precision >= 0 && precision <= 10 ? precision : undefined;
  return n.toLocaleString('en-US', {
    useGrouping: field.node.thousands === true,
    minimumFractionDigits: digits ?? 0,
    maximumFractionDigits: digits ?? 10,
  });
}

/** The model a record belongs to, checked against the caller's menus (reading a model needs one of them). */
async function readableRecords(db: Db, user: SessionUser, ids: string[]) {
  const rows = await db.select().from(visualdevRecords).where(inArray(visualdevRecords.id, ids));
  if (rows.length !== new Set(ids).size) throw new BizError('该数据不存在或已被删除');
  for (const modelId of new Set(rows.map((r) => r.modelId))) {
    await assertMenuAccess(db, user, () => menusOfModel(db, modelId));
  }
  return ids.map((id) => rows.find((r) => r.id === id)!);
}

async function recordPrintData(db: Db, row: typeof visualdevRecords.$inferSelect, user: SessionUser) {
  const model = await requireModel(db, row.modelId);
  const { fields } = parseFormModel(model.formData);
  const shown = JSON.parse((await recordDisplay(db, row.modelId, row.id, user.id)).data) as Record<string, unknown>;
  for (const table of fields.filter((f) => f.jnpfKey === 'table')) {
    const rows = Array.isArray(row.data[table.vModel]) ? (row.data[table.vModel] as Record<string, unknown>[]) : [];
    shown[table.vModel] = await Promise.all(
      rows.map(async (child) => {
        const out: Record<string, unknown> = { ...child };
        for (const column of table.columns) {
          out[column.vModel] = numberText(column, await displayValue(db, column, child[column.vModel], child, user.id));
        }
        return out;
      }),
    );
  }
  for (const field of fields) shown[field.vModel] = numberText(field, shown[field.vModel]);
  shown.systemPrinter = `${user.realName}/${user.account}`;
  shown.systemPrintTime = formatInstant(Date.now());
  return shown;
}

function parseIds(formId: string | undefined): string[] {
  const ids = [...new Set((formId ?? '').split(',').map((s) => s.trim()))].filter(Boolean);
  if (ids.length === 0) throw new BizError('请选择一条数据');
  if (ids.length > MAX_BATCH) throw new BizError(`一次最多打印${MAX_BATCH}条数据`);
  return ids;
}

async function templateText(db: Db, id: string | undefined) {
  if (!id) throw new BizError('请选择打印模板');
  const template = await requirePrintDev(db, id);
  if (template.enabledMark !== 1) throw new BizError('打印模板已停用');
  return template.printTemplate;
}

/** GET printDev/Data: one record with the template. */
export async function printDataOf(db: Db, user: SessionUser, id?: string, formId?: string): Promise<PrintData> {
  const [data] = await printBatchOf(db, user, id, formId, 1);
  return data;
}

/** GET printDev/BatchData: several records (comma-separated ids), each with the template. */
export async function printBatchOf(
  db: Db,
  user: SessionUser,
  id?: string,
  formId?: string,
  max = MAX_BATCH,
): Promise<PrintData[]> {
  const printTemplate = await templateText(db, id);
  const ids = parseIds(formId);
  if (ids.length > max) throw new BizError('请选择一条数据');
  const rows = await readableRecords(db, user, ids);
  const out: PrintData[] = [];
  for (const row of rows) {
    out.push({ printTemplate, printData: await recordPrintData(db, row, user), operatorRecordList: [] });
  }
  return out;
}

/** GET printDev/PreviewData: one record's print data without a template (the designer's live preview). */
export async function printPreviewOf(db: Db, user: SessionUser, formId?: string): Promise<PrintData> {
  const [row] = await readableRecords(db, user, parseIds(formId).slice(0, 1));
  return { printTemplate: '', printData: await recordPrintData(db, row, user), operatorRecordList: [] };
}

export interface FieldNodeOut {
  id: string;
  fullName: string;
  jnpfKey?: string;
  children?: FieldNodeOut[];
}

/**
 * POST printDev/Fields: what a template may use. For a model (`modelId`) its fields, a child table as a node
 * whose children are `table.column`, then the system fields. This server runs no SQL data sets, so a body with
 * only `dbLinkId`/`sqlTemplate` gets the system fields alone.
 */
export async function printFields(db: Db, user: SessionUser, modelId?: string): Promise<FieldNodeOut[]> {
  const system: FieldNodeOut = {
    id: 'system',
    fullName: '系统字段',
    children: SYSTEM_FIELDS.map((f) => ({ ...f, jnpfKey: 'system' })),
  };
  if (!modelId) return [system];
  await assertMenuAccess(db, user, () => menusOfModel(db, modelId));
  const model = await requireModel(db, modelId);
  const { fields } = parseFormModel(model.formData);
  const main = fields.map((f): FieldNodeOut =>
    f.jnpfKey === 'table'
      ? {
          id: f.vModel,
          fullName: f.label,
          jnpfKey: 'table',
          children: f.columns.map((c) => ({ id: `${f.vModel}.${c.vModel}`, fullName: c.label, jnpfKey: c.jnpfKey })),
        }
      : { id: f.vModel, fullName: f.label, jnpfKey: f.jnpfKey },
  );
  return [...main, system];
}
