import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { PageResult, UnreadCounts } from '../../contract';
import type { Db } from '../db/client';
import { messages, users } from '../db/schema';
import { BizError } from '../lib/envelope';
import { toMs } from '../lib/time';
import { likePattern, pageOf, pageResult } from './paging';

/** The message centre (docs/contract.md): every call sees only the signed-in user's own messages. */

/** GET /api/message row */
export interface MessageListItem {
  id: string;
  title: string;
  type: number;
  /** "real/account", '' for the system */
  releaseUser: string;
  releaseTime: number;
  isRead: number;
  flowType: number | null;
}

/** GET /api/message/ReadInfo/{id} */
export interface MessageDetail {
  id: string;
  title: string;
  type: number;
  flowType: number | null;
  bodyText: string;
  excerpt: string;
  /** JSON text of the attachments */
  files: string;
  releaseUser: string;
  releaseTime: number;
}

export interface MessageFilter {
  keyword?: string;
  type?: number;
  /** '0' unread, '1' read */
  isRead?: string;
}

function conditions(userId: string, filter: MessageFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(messages.userId, userId)];
  if (filter.type !== undefined) parts.push(eq(messages.type, filter.type));
  if (filter.isRead === '0' || filter.isRead === '1') parts.push(eq(messages.isRead, Number(filter.isRead)));
  const keyword = filter.keyword?.trim();
  if (keyword) parts.push(ilike(messages.title, likePattern(keyword)));
  return and(...parts);
}

async function senderNames(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, realName: users.realName, account: users.account })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((u) => [u.id, `${u.realName}/${u.account}`]));
}

export async function listMessages(
  db: Db,
  userId: string,
  query: MessageFilter & { currentPage?: number; pageSize?: number },
): Promise<PageResult<MessageListItem>> {
  const page = pageOf(query);
  const where = conditions(userId, query);
  const [{ total }] = await db.select({ total: count() }).from(messages).where(where);
  const rows = await db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.releaseTime), desc(messages.id))
    .limit(page.pageSize)
    .offset(page.offset);
  const names = await senderNames(
    db,
    rows.map((r) => r.releaseUserId),
  );
  const list = rows.map((r): MessageListItem => ({
    id: r.id,
    title: r.title,
    type: r.type,
    releaseUser: (r.releaseUserId && names.get(r.releaseUserId)) || '',
    releaseTime: r.releaseTime.getTime(),
    isRead: r.isRead,
    flowType: r.flowType,
  }));
  return pageResult(list, page, total);
}

/** Opens a message and marks it read; someone else's message reads as an empty object. */
export async function readMessage(db: Db, userId: string, id: string): Promise<MessageDetail | Record<string, never>> {
  const [row] = await db
    .update(messages)
    .set({ isRead: 1, readTime: new Date() })
    .where(and(eq(messages.id, id), eq(messages.userId, userId)))
    .returning();
  if (!row) return {};
  const names = await senderNames(db, [row.releaseUserId]);
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    flowType: row.flowType,
    bodyText: row.bodyText,
    excerpt: row.excerpt,
    files: row.files,
    releaseUser: (row.releaseUserId && names.get(row.releaseUserId)) || '',
    releaseTime: toMs(row.releaseTime) ?? 0,
  };
}

/** Marks every unread message matching the filter as read; returns how many changed. */
export async function readAllMessages(db: Db, userId: string, filter: MessageFilter): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ isRead: 1, readTime: new Date() })
    .where(and(conditions(userId, { ...filter, isRead: undefined }), eq(messages.isRead, 0)))
    .returning({ id: messages.id });
  return rows.length;
}

export async function deleteMessages(db: Db, userId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) throw new BizError('删除失败，记录不存在');
  const rows = await db
    .delete(messages)
    .where(and(eq(messages.userId, userId), inArray(messages.id, ids)))
    .returning({ id: messages.id });
  if (rows.length === 0) throw new BizError('删除失败，记录不存在');
}

export async function unreadCounts(db: Db, userId: string): Promise<UnreadCounts> {
  const rows = await db
    .select({ type: messages.type, n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.isRead, 0)))
    .groupBy(messages.type);
  const of = (type: number) => rows.find((r) => r.type === type)?.n ?? 0;
  return {
    unReadNotice: of(1),
    unReadMsg: of(2),
    unReadSystemMsg: of(3),
    unReadSchedule: of(4),
    unReadNum: rows.reduce((sum, r) => sum + r.n, 0),
  };
}
