import { and, asc, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { DownloadReply, PageResult, PrintDevForm, PrintDevListItem, PrintDevListQuery } from '../../src/api/types';
import type { Db } from '../db/client';
import { dictionaryData, dictionaryTypes, printTemplates } from '../db/schema';
import { BizError } from '../lib/envelope';
import { newId } from '../lib/ids';
import { toMs } from '../lib/time';
import { refuseDuplicates } from './dbErrors';
import { createTicket } from './fileTickets';
import { likePattern, pageOf, pageResult } from './paging';
import { copyNames, descriptionOf, requireCode, requireName, sortOf, stateOf, str, userLabels } from './templateCommon';

/** Print template administration (contract §4.8); the designer that edits `printTemplate` is a later issue. */

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

async function assertUnique(db: Db, enCode: string, selfId?: string) {
  const rows = await db
    .select({ id: printTemplates.id })
    .from(printTemplates)
    .where(and(eq(printTemplates.enCode, enCode), selfId ? ne(printTemplates.id, selfId) : undefined))
    .limit(1);
  if (rows.length) throw new BizError('编码已存在');
}

export async function requirePrintDev(db: Db, id: string): Promise<Row> {
  const [row] = await db.select().from(printTemplates).where(eq(printTemplates.id, id));
  if (!row) throw new BizError('打印模板不存在');
  return row;
}

export function printDevForm(row: Row): Required<PrintDevForm> {
  const { creatorTime: _c, creatorUserId: _u, lastModifyTime: _t, lastModifyUserId: _m, ...form } = row;
  return form;
}

export async function listPrintDevs(db: Db, query: PrintDevListQuery): Promise<PageResult<PrintDevListItem>> {
  const page = pageOf(query);
  const keyword = query.keyword?.trim();
  const where = and(
    keyword
      ? or(ilike(printTemplates.fullName, likePattern(keyword)), ilike(printTemplates.enCode, likePattern(keyword)))
      : undefined,
    query.category ? eq(printTemplates.category, query.category) : undefined,
    query.enabledMark === undefined ? undefined : eq(printTemplates.enabledMark, query.enabledMark),
  );
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(printTemplates)
    .where(where);
  const rows = await db
    .select()
    .from(printTemplates)
    .where(where)
    .orderBy(asc(printTemplates.sortCode), desc(printTemplates.creatorTime), asc(printTemplates.id))
    .limit(page.pageSize)
    .offset(page.offset);
  const [names, labels] = await Promise.all([
    categoryNames(db, PRINT_CATEGORY),
    userLabels(db, [...rows.map((r) => r.creatorUserId), ...rows.map((r) => r.lastModifyUserId)]),
  ]);
  const list = rows.map((r) => ({
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
  return pageResult(list, page, total);
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
  return rows.map((r) => ({ id: r.id, fullName: r.fullName, enCode: r.enCode, category: r.category }));
}

export async function createPrintDev(db: Db, input: PrintDevInput, userId: string): Promise<string> {
  const valid = await validate(db, input);
  const id = newId();
  await refuseDuplicates('编码已存在', () =>
    db.transaction(async (tx) => {
      await assertUnique(tx, valid.enCode);
      await tx.insert(printTemplates).values({ id, ...valid, creatorUserId: userId });
    }),
  );
  return id;
}

export async function updatePrintDev(db: Db, id: string, input: PrintDevInput, userId: string): Promise<void> {
  const valid = await validate(db, input);
  await refuseDuplicates('编码已存在', () =>
    db.transaction(async (tx) => {
      await requirePrintDev(tx, id);
      await assertUnique(tx, valid.enCode, id);
      await tx
        .update(printTemplates)
        .set({ ...valid, lastModifyTime: new Date(), lastModifyUserId: userId })
        .where(eq(printTemplates.id, id));
    }),
  );
}

export async function deletePrintDev(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requirePrintDev(tx, id);
    await tx.delete(printTemplates).where(eq(printTemplates.id, id));
  });
}

export async function togglePrintDev(db: Db, id: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requirePrintDev(tx, id);
    await tx
      .update(printTemplates)
      .set({ enabledMark: row.enabledMark === 1 ? 0 : 1, lastModifyTime: new Date(), lastModifyUserId: userId })
      .where(eq(printTemplates.id, id));
  });
}

export async function copyPrintDev(db: Db, id: string, userId: string, now = new Date()): Promise<string> {
  const copyId = newId();
  await refuseDuplicates('编码已存在', () =>
    db.transaction(async (tx) => {
      const form = printDevForm(await requirePrintDev(tx, id));
      const names = copyNames(form.fullName, form.enCode, now);
      await assertUnique(tx, names.enCode);
      await tx
        .insert(printTemplates)
        .values({ ...form, ...names, id: copyId, enabledMark: 0, creatorUserId: userId, creatorTime: now });
    }),
  );
  return copyId;
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
