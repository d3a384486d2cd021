import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DownloadReply, PageResult, PrintDevForm, PrintDevListItem, PrintDevListQuery } from '../../contract';
import type { Db } from '../db/client';
import { dictionaryData, dictionaryTypes, printTemplates } from '../db/schema';
import { crudService } from '../lib/crudService';
import { BizError } from '../lib/envelope';
import { toMs } from '../lib/time';
import { createTicket } from './fileTickets';
import { descriptionOf, requireCode, requireName, sortOf, stateOf, str, userLabels } from './templateCommon';

/** Print template administration (docs/contract.md); the designer that edits `printTemplate` is a later issue. */

type Row = typeof printTemplates.$inferSelect;
export type PrintDevInput = Partial<Record<keyof PrintDevForm, unknown>>;
export const PRINT_CATEGORY = 'printDev';
const MAX_BODY = 500_000;

/** name of each code of a dictionary category (by the category's enCode) */
export async function categoryNames(db: Db, typeCode: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ enCode: dictionaryData.enCode, fullName: dictionaryData.fullName })
    .from(dictionaryData)
    .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryData.dictionaryTypeId))
    .where(eq(dictionaryTypes.enCode, typeCode));
  return new Map(rows.map((r) => [r.enCode, r.fullName]));
}

async function validate(db: Db, input: PrintDevInput) {
  const fullName = requireName(input.fullName);
  const enCode = requireCode(input.enCode);
  const category = str(input.category);
  if (!category) throw new BizError('请选择分类');
  if (!(await categoryNames(db, PRINT_CATEGORY)).has(category)) throw new BizError('分类不存在');
  const printTemplate = typeof input.printTemplate === 'string' ? input.printTemplate : '';
  if (printTemplate.length > MAX_BODY) throw new BizError('模板内容过大');
  return {
    fullName,
    enCode,
    category,
    printTemplate,
    dbLinkId: str(input.dbLinkId).slice(0, 100),
    sqlTemplate: typeof input.sqlTemplate === 'string' ? input.sqlTemplate.slice(0, 20_000) : '',
    leftFields: typeof input.leftFields === 'string' ? input.leftFields.slice(0, 50_000) : '',
    sortCode: sortOf(input.sortCode),
    enabledMark: stateOf(input.enabledMark),
    description: descriptionOf(input.description),
  };
}

/** Create, update, delete, toggle and copy (lib/crudService.ts); the code is unique. */
export const printDevCrud = crudService({ table: printTemplates, missing: '打印模板不存在', validate });

export const requirePrintDev = (db: Db, id: string): Promise<Row> => printDevCrud.find(db, id);

export function printDevForm(row: Row): Required<PrintDevForm> {
  const { creatorTime: _c, creatorUserId: _u, lastModifyTime: _t, lastModifyUserId: _m, ...form } = row;
  return form;
}

export async function listPrintDevs(db: Db, query: PrintDevListQuery): Promise<PageResult<PrintDevListItem>> {
  const filters = [query.category ? eq(printTemplates.category, query.category) : undefined];
  return printDevCrud.list(db, query, filters, async (rows) => {
    const [names, labels] = await Promise.all([
      categoryNames(db, PRINT_CATEGORY),
      userLabels(db, [...rows.map((r) => r.creatorUserId), ...rows.map((r) => r.lastModifyUserId)]),
    ]);
    return rows.map((r) => ({
      id: r.id,
      fullName: r.fullName,
      enCode: r.enCode,
      category: r.category,
      categoryName: names.get(r.category) ?? r.category,
      sortCode: r.sortCode,
      enabledMark: r.enabledMark,
      state: r.enabledMark,
      creatorUser: labels.get(r.creatorUserId ?? '') ?? '',
      creatorTime: toMs(r.creatorTime) ?? 0,
      lastModifyUser: labels.get(r.lastModifyUserId ?? '') ?? '',
      lastModifyTime: toMs(r.lastModifyTime),
    }));
  });
}

/** GET printDev/Selector: enabled templates grouped under their category (the print-template picker). */
export async function printDevSelector(db: Db, category?: string) {
  const rows = await db
    .select()
    .from(printTemplates)
    .where(and(eq(printTemplates.enabledMark, 1), category ? eq(printTemplates.category, category) : undefined))
    .orderBy(asc(printTemplates.sortCode), asc(printTemplates.fullName));
  const names = await categoryNames(db, PRINT_CATEGORY);
  const groups = [...new Set(rows.map((r) => r.category))];
  return groups.map((group) => ({
    id: group,
    parentId: '-1',
    fullName: names.get(group) ?? group,
    hasChildren: true,
    children: rows
      .filter((r) => r.category === group)
      .map((r) => ({
        id: r.id,
        parentId: group,
        fullName: r.fullName,
        enCode: r.enCode,
        hasChildren: false,
        children: null,
      })),
  }));
}

/** POST printDev/getListOptions: the named templates (to show what a form has picked). */
export async function printDevsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db.select().from(printTemplates).where(inArray(printTemplates.id, ids));
  return rows.map((r) => ({
    id: r.id,
    fullName: r.fullName,
    enCode: r.enCode,
    category: r.category,
    enabledMark: r.enabledMark,
  }));
}

/** GET printDev/{id}/Actions/Export: a `.bp` file, the template as UTF-8 JSON. */
export async function exportPrintDev(db: Db, id: string, userId: string): Promise<DownloadReply> {
  const form = printDevForm(await requirePrintDev(db, id));
  return createTicket(db, userId, {
    fileName: `${form.fullName}.bp`,
    contentType: 'application/octet-stream',
    content: JSON.stringify(form),
  });
}
