import { and, asc, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { PageResult, ReportForm, ReportListItem, ReportListQuery } from '../../src/api/types';
import type { Db } from '../db/client';
import { reportData } from '../db/schema';
import { BizError } from '../lib/envelope';
import { newId } from '../lib/ids';
import { toMs } from '../lib/time';
import { refuseDuplicates } from './dbErrors';
import { likePattern, pageOf, pageResult } from './paging';
import { categoryNames } from './printTemplates';
import { copyNames, descriptionOf, requireCode, requireName, sortOf, stateOf, str, userLabels } from './templateCommon';

/** Report data (spec 001 §7.11): report definitions of the report server; the designer is a later issue. */

type Row = typeof reportData.$inferSelect;
export type ReportInput = Partial<Record<keyof ReportForm, unknown>>;
export const REPORT_CATEGORY = 'reportSort';
const MAX_BODY = 500_000;

async function validate(db: Db, input: ReportInput) {
  const fullName = requireName(input.fullName);
  const enCode = requireCode(input.enCode);
  const category = str(input.category);
  if (!category) throw new BizError('请选择分类');
  if (!(await categoryNames(db, REPORT_CATEGORY)).has(category)) throw new BizError('分类不存在');
  const reportJson = typeof input.reportJson === 'string' ? input.reportJson : '';
  if (reportJson.length > MAX_BODY) throw new BizError('报表内容过大');
  if (reportJson.trim()) {
    try {
      JSON.parse(reportJson);
    } catch {
      throw new BizError('报表内容须为JSON格式');
    }
  }
  return {
    fullName,
    enCode,
    category,
    reportJson,
    sortCode: sortOf(input.sortCode),
    enabledMark: stateOf(input.enabledMark),
    description: descriptionOf(input.description),
  };
}

async function assertUnique(db: Db, enCode: string, selfId?: string) {
  const rows = await db
    .select({ id: reportData.id })
    .from(reportData)
    .where(and(eq(reportData.enCode, enCode), selfId ? ne(reportData.id, selfId) : undefined))
    .limit(1);
  if (rows.length) throw new BizError('编码已存在');
}

export async function requireReport(db: Db, id: string): Promise<Row> {
  const [row] = await db.select().from(reportData).where(eq(reportData.id, id));
  if (!row) throw new BizError('报表不存在');
  return row;
}

export function reportForm(row: Row): Required<ReportForm> {
  const { creatorTime: _c, creatorUserId: _u, lastModifyTime: _t, lastModifyUserId: _m, ...form } = row;
  return form;
}

export async function listReports(
  db: Db,
  query: ReportListQuery,
  enabledOnly = false,
): Promise<PageResult<ReportListItem>> {
  const page = pageOf(query);
  const keyword = query.keyword?.trim();
  const state = enabledOnly ? 1 : query.enabledMark;
  const where = and(
    keyword
      ? or(ilike(reportData.fullName, likePattern(keyword)), ilike(reportData.enCode, likePattern(keyword)))
      : undefined,
    query.category ? eq(reportData.category, query.category) : undefined,
    state === undefined ? undefined : eq(reportData.enabledMark, state),
  );
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(reportData)
    .where(where);
  const rows = await db
    .select()
    .from(reportData)
    .where(where)
    .orderBy(asc(reportData.sortCode), desc(reportData.creatorTime), asc(reportData.id))
    .limit(page.pageSize)
    .offset(page.offset);
  const [names, labels] = await Promise.all([
    categoryNames(db, REPORT_CATEGORY),
    userLabels(
      db,
      rows.map((r) => r.creatorUserId),
    ),
  ]);
  const list = rows.map((r) => ({
    id: r.id,
    fullName: r.fullName,
    enCode: r.enCode,
    category: r.category,
    categoryName: names.get(r.category) ?? r.category,
    sortCode: r.sortCode,
    enabledMark: r.enabledMark,
    creatorUser: labels.get(r.creatorUserId ?? '') ?? '',
    creatorTime: toMs(r.creatorTime) ?? 0,
    lastModifyTime: toMs(r.lastModifyTime),
  }));
  return pageResult(list, page, total);
}

export async function createReport(db: Db, input: ReportInput, userId: string): Promise<string> {
  const valid = await validate(db, input);
  const id = newId();
  await refuseDuplicates('编码已存在', () =>
    db.transaction(async (tx) => {
      await assertUnique(tx, valid.enCode);
      await tx.insert(reportData).values({ id, ...valid, creatorUserId: userId });
    }),
  );
  return id;
}

export async function updateReport(db: Db, id: string, input: ReportInput, userId: string): Promise<void> {
  const valid = await validate(db, input);
  await refuseDuplicates('编码已存在', () =>
    db.transaction(async (tx) => {
      await requireReport(tx, id);
      await assertUnique(tx, valid.enCode, id);
      await tx
        .update(reportData)
        .set({ ...valid, lastModifyTime: new Date(), lastModifyUserId: userId })
        .where(eq(reportData.id, id));
    }),
  );
}

export async function deleteReport(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireReport(tx, id);
    await tx.delete(reportData).where(eq(reportData.id, id));
  });
}

export async function toggleReport(db: Db, id: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requireReport(tx, id);
    await tx
      .update(reportData)
      .set({ enabledMark: row.enabledMark === 1 ? 0 : 1, lastModifyTime: new Date(), lastModifyUserId: userId })
      .where(eq(reportData.id, id));
  });
}

export async function copyReport(db: Db, id: string, userId: string, now = new Date()): Promise<string> {
  const copyId = newId();
  await refuseDuplicates('编码已存在', () =>
    db.transaction(async (tx) => {
      const form = reportForm(await requireReport(tx, id));
      const names = copyNames(form.fullName, form.enCode, now);
      await assertUnique(tx, names.enCode);
      await tx
        .insert(reportData)
        .values({ ...form, ...names, id: copyId, enabledMark: 0, creatorUserId: userId, creatorTime: now });
    }),
  );
  return copyId;
}
