import { and, count, desc, eq, ilike, inArray, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import type { NoticeForm, NoticeInfo, NoticeItem, NoticeListQuery, NoticeState, PageResult } from '../../../contract';
import type { Db } from '../../db/client';
import { notices, NoticeStatus } from '../../db/schema';
import { BizError } from '../../lib/envelope';
import { newId } from '../../lib/ids';
import type { SessionUser } from '../../lib/sessions';
import { toMs } from '../../lib/time';
import { likePattern, pageOf, pageResult } from '../paging';
import { userLabels } from '../templateCommon';
import { assertWritten, nextVersion, sameVersion, versionOf } from '../versionLock';
import { validateNotice, type ValidNotice } from './noticeInput';
import { recipientsText } from './recipients';

/** Notices (docs/contract.md, 通知公告): drafts are edited here; releasing is ./release.ts. */

type NoticeRow = typeof notices.$inferSelect;
export const NOT_FOUND = '公告不存在';
export const RELEASED_READ_ONLY = '已发布的公告不能修改';
const CATEGORY_NAMES: Record<string, string> = { '1': '公告', '2': '通知' };

/** Released notices whose expiry passed become expired (the platform does this before every list). */
export async function expireNotices(db: Db): Promise<void> {
  await db
    .update(notices)
    .set({ status: NoticeStatus.expired })
    .where(
      and(
        eq(notices.status, NoticeStatus.released),
        isNotNull(notices.expirationTime),
        lt(notices.expirationTime, new Date()),
      ),
    );
}

/** ['0','1'], '1' or 1 as the codes wanted; nothing (or only blanks) means all. */
function codesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.map((v) => String(v).trim()).filter(Boolean);
}

function conditions(query: NoticeListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  const keyword = query.keyword?.trim();
  if (keyword) parts.push(or(ilike(notices.title, likePattern(keyword)), ilike(notices.excerpt, likePattern(keyword))));
  const states = codesOf(query.enabledMark).map(Number).filter(Number.isInteger);
  if (states.length) parts.push(inArray(notices.status, states));
  const categories = codesOf(query.type);
  if (categories.length) parts.push(inArray(notices.category, categories));
  return and(...parts);
}

function itemOf(row: NoticeRow, names: Map<string, string>): NoticeItem {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    categoryName: CATEGORY_NAMES[row.category] ?? '',
    enabledMark: row.status as NoticeState,
    excerpt: row.excerpt,
    releaseUser: (row.releaseUserId && names.get(row.releaseUserId)) || '',
    releaseTime: toMs(row.releaseTime),
    expirationTime: toMs(row.expirationTime),
    creatorUser: (row.creatorUserId && names.get(row.creatorUserId)) || '',
    creatorTime: row.creatorTime.getTime(),
  };
}

export async function listNotices(db: Db, query: NoticeListQuery): Promise<PageResult<NoticeItem>> {
  await expireNotices(db);
  const page = pageOf(query);
  const where = conditions(query);
  const [{ total }] = await db.select({ total: count() }).from(notices).where(where);
  const rows = await db
    .select()
    .from(notices)
    .where(where)
    .orderBy(desc(notices.creatorTime), desc(notices.id))
    .limit(page.pageSize)
    .offset(page.offset);
  const names = await userLabels(
    db,
    rows.flatMap((r) => [r.releaseUserId, r.creatorUserId]),
  );
  return pageResult(
    rows.map((r) => itemOf(r, names)),
    page,
    total,
  );
}

export async function requireNotice(db: Db, id: string): Promise<NoticeRow> {
  const [row] = await db.select().from(notices).where(eq(notices.id, id));
  if (!row) throw new BizError(NOT_FOUND);
  return row;
}

export async function noticeInfo(db: Db, id: string): Promise<NoticeInfo> {
  await expireNotices(db);
  const row = await requireNotice(db, id);
  const names = await userLabels(db, [row.releaseUserId, row.creatorUserId]);
  return {
    ...itemOf(row, names),
    bodyText: row.bodyText,
    toUserIds: recipientsText(row.recipients),
    files: row.files,
    version: row.version,
  };
}

const columnsOf = (v: ValidNotice) => ({
  title: v.title,
  bodyText: v.bodyText,
  excerpt: v.excerpt,
  files: v.files,
  recipients: JSON.stringify(v.recipients),
  category: v.category,
  expirationTime: v.expirationTime,
});

/** Saved as a draft. */
export async function createNotice(db: Db, input: NoticeForm, user: SessionUser): Promise<string> {
  const valid = await validateNotice(db, user, input);
  const id = newId();
  await db.insert(notices).values({ id, ...columnsOf(valid), status: NoticeStatus.draft, creatorUserId: user.id });
  return id;
}

/** Only a draft is edited; the version of the loaded notice must still be current (docs/concurrency.md). */
export async function updateNotice(db: Db, id: string, input: NoticeForm, user: SessionUser): Promise<void> {
  const version = versionOf(input.version);
  const row = await requireNotice(db, id);
  if (row.status !== NoticeStatus.draft) throw new BizError(RELEASED_READ_ONLY);
  const valid = await validateNotice(db, user, input);
  const written = await db
    .update(notices)
    .set({
      ...columnsOf(valid),
      lastModifyTime: new Date(),
      lastModifyUserId: user.id,
      version: nextVersion(notices.version),
    })
    .where(and(eq(notices.id, id), eq(notices.status, NoticeStatus.draft), sameVersion(notices.version, version)))
    .returning({ id: notices.id });
  if (written.length === 0) {
    // released between the read and the write, or saved by someone else
    const now = await requireNotice(db, id);
    if (now.status !== NoticeStatus.draft) throw new BizError(RELEASED_READ_ONLY);
  }
  assertWritten(written);
}

/** Any state; the messages a released notice delivered stay with their recipients. */
export async function removeNotice(db: Db, id: string): Promise<void> {
  const rows = await db.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id });
  if (rows.length === 0) throw new BizError(NOT_FOUND);
}
