import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ChatRecord, ImReplyItem, PageResult } from '../../../contract';
import type { SendMessageInput } from '../../../contract/schemas/messaging';
import type { Db } from '../../db/client';
import { imContents, imReplies, organizes, storedFiles, users } from '../../db/schema';
import { BizError } from '../../lib/envelope';
import { newId } from '../../lib/ids';
import { toMs } from '../../lib/time';
import { likePattern, pageOf, pageResult } from '../paging';
import { notifyChatRead } from './channels';

/**
 * In-app chat between two users (docs/messaging.md). Storing a message is all `sendChat` does: the insert
 * trigger numbers it for both users and wakes every server process, which push it to the sockets.
 */

export const CHAT_TEXT_MAX = 5000;

/** The records `me` may see of the conversation with `other` ("delete chat history" hides one side only). */
export function visibleBetween(me: string, other: string): SQL {
  return or(
    and(eq(imContents.sendUserId, me), eq(imContents.receiveUserId, other), eq(imContents.hiddenForSender, 0)),
    and(eq(imContents.sendUserId, other), eq(imContents.receiveUserId, me), eq(imContents.hiddenForReceiver, 0)),
  )!;
}

async function enabledUser(db: Db, userId: string) {
  const [user] = await db
    .select({ id: users.id, enabledMark: users.enabledMark })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user?.enabledMark === 1 ? user : undefined;
}

/** The stored content: the text, or JSON text of the uploaded IM file with the path it is served from. */
async function storedContent(db: Db, senderId: string, input: SendMessageInput): Promise<string> {
  const body = input.messageContent;
  if (input.messageType === 'text') {
    if (typeof body !== 'string' || body.trim() === '') throw new BizError('消息内容不能为空');
    return body;
  }
  if (typeof body !== 'object') throw new BizError('消息内容格式错误');
  // only a file this sender uploaded can be sent, and an image message must really be an image
  const [file] = await db
    .select({ id: storedFiles.id, type: storedFiles.type, mime: storedFiles.mime })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, body.name), eq(storedFiles.ownerId, senderId)))
    .limit(1);
  if (!file) throw new BizError('文件不存在');
  if (input.messageType === 'image' && !file.mime.startsWith('image/')) throw new BizError('只能发送图片');
  return JSON.stringify({ ...body, path: `/api/file/Image/${file.type}/${file.id}` });
}

/** Stores a chat message and puts the conversation at the top of both users' lists; returns its id. */
export async function sendChat(db: Db, senderId: string, input: SendMessageInput): Promise<string> {
  if (input.toUserId === senderId) throw new BizError('不能给自己发送消息');
  if (!(await enabledUser(db, input.toUserId))) throw new BizError('用户不存在');
  const content = await storedContent(db, senderId, input);
  const id = newId();
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(imContents).values({
      id,
      sendUserId: senderId,
      receiveUserId: input.toUserId,
      contentType: input.messageType,
      content,
      sendTime: now,
    });
    await tx
      .insert(imReplies)
      .values([
        { userId: senderId, otherUserId: input.toUserId, latestDate: now },
        { userId: input.toUserId, otherUserId: senderId, latestDate: now },
      ])
      .onConflictDoUpdate({ target: [imReplies.userId, imReplies.otherUserId], set: { latestDate: now } });
  });
  return id;
}

export function toChatRecord(r: typeof imContents.$inferSelect): ChatRecord {
  return {
    id: r.id,
    sendUserId: r.sendUserId,
    sendTime: r.sendTime.getTime(),
    receiveUserId: r.receiveUserId,
    receiveTime: toMs(r.receiveTime),
    content: r.content,
    contentType: r.contentType as ChatRecord['contentType'],
    state: r.state,
  };
}

export interface HistoryQuery {
  currentPage?: number;
  pageSize?: number;
  sord?: 'asc' | 'desc';
  keyword?: string;
}

/**
 * A page of the conversation. `desc` pages from the newest (the chat window: latest 30, older on scroll up),
 * `asc` from the oldest (the history panel); either way each page is returned oldest first.
 */
export async function chatHistory(
  db: Db,
  me: string,
  other: string,
  query: HistoryQuery,
): Promise<PageResult<ChatRecord>> {
  const page = pageOf({ currentPage: query.currentPage, pageSize: Math.min(query.pageSize ?? 30, 100) });
  const keyword = query.keyword?.trim();
  const where = and(
    visibleBetween(me, other),
    keyword ? and(eq(imContents.contentType, 'text'), ilike(imContents.content, likePattern(keyword))) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(imContents).where(where);
  const order =
    query.sord === 'asc'
      ? [asc(imContents.sendTime), asc(imContents.id)]
      : [desc(imContents.sendTime), desc(imContents.id)];
  const rows = await db
    .select()
    .from(imContents)
    .where(where)
    .orderBy(...order)
    .limit(page.pageSize)
    .offset(page.offset);
  const list = rows.map(toChatRecord);
  if (query.sord !== 'asc') list.reverse();
  return pageResult(list, page, total);
}

/** Marks what `sender` wrote to `me` as read (the sender is told live: readMessage); returns how many changed. */
export async function markChatRead(db: Db, me: string, sender: string): Promise<number> {
  const rows = await db
    .update(imContents)
    .set({ state: 1, receiveTime: new Date() })
    .where(and(eq(imContents.receiveUserId, me), eq(imContents.sendUserId, sender), eq(imContents.state, 0)))
    .returning({ id: imContents.id });
  if (rows.length) await notifyChatRead(db, sender, me);
  return rows.length;
}

/** "Remove conversation": gone from my list until the next message; the records stay. */
export async function removeConversation(db: Db, me: string, other: string): Promise<void> {
  await db.delete(imReplies).where(and(eq(imReplies.userId, me), eq(imReplies.otherUserId, other)));
}

/** "Delete chat history": hides every record of the conversation from me (the other side keeps theirs). */
export async function deleteChatHistory(db: Db, me: string, other: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(imContents)
      .set({ hiddenForSender: 1 })
      .where(and(eq(imContents.sendUserId, me), eq(imContents.receiveUserId, other)));
    // what I never read is read now: hidden records must not keep a badge up
    await tx
      .update(imContents)
      .set({ hiddenForReceiver: 1, state: 1 })
      .where(and(eq(imContents.sendUserId, other), eq(imContents.receiveUserId, me)));
  });
}

interface ConversationRow {
  id: string;
  account: string;
  real_name: string;
  head_icon: string;
  latest_date: number;
  content: string | null;
  content_type: string | null;
  send_user_id: string | null;
  unread: number;
}

const ms = (column: SQL) => sql<number>`(extract(epoch from ${column}) * 1000)::float8`;

/** Recent conversations, newest first: the other user, the latest visible message and my unread count. */
export async function conversations(db: Db, me: string, limit = 200): Promise<ImReplyItem[]> {
  // both drivers answer execute() with { rows }; the lateral join has no query-builder form
  const result = (await db.execute(sql`
    select r.other_user_id as id, u.account, u.real_name, u.head_icon, ${ms(sql`r.latest_date`)} as latest_date,
      m.content, m.content_type, m.send_user_id,
      (select count(*)::int from im_contents c where c.send_user_id = r.other_user_id and c.receive_user_id = ${me}
        and c.state = 0 and c.hidden_for_receiver = 0) as unread
    from im_replies r
    join users u on u.id = r.other_user_id
    left join lateral (
      select c.content, c.content_type, c.send_user_id from im_contents c
      where (c.send_user_id = ${me} and c.receive_user_id = r.other_user_id and c.hidden_for_sender = 0)
         or (c.send_user_id = r.other_user_id and c.receive_user_id = ${me} and c.hidden_for_receiver = 0)
      order by c.send_time desc, c.id desc limit 1
    ) m on true
    where r.user_id = ${me}
    order by r.latest_date desc
    limit ${limit}`)) as unknown as { rows: ConversationRow[] };
  return result.rows.map((r) => ({
    id: r.id,
    userId: me,
    sendUserId: r.send_user_id ?? '',
    account: r.account,
    realName: r.real_name,
    headIcon: r.head_icon,
    latestMessage: r.content ?? '',
    messageType: r.content_type ?? 'text',
    latestDate: Number(r.latest_date),
    unreadMessage: Number(r.unread),
  }));
}

/** Unread chat per sender, for initMessage. */
export async function unreadChats(db: Db, me: string) {
  return db
    .select({ sendUserId: imContents.sendUserId, unreadNum: count() })
    .from(imContents)
    .where(and(eq(imContents.receiveUserId, me), eq(imContents.state, 0), eq(imContents.hiddenForReceiver, 0)))
    .groupBy(imContents.sendUserId);
}

export interface ImContact {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
  department: string;
}

/** GET /api/permission/Users/ImUser: people one can chat with (enabled, not me), by name or account. */
export async function imContacts(
  db: Db,
  me: string,
  query: { currentPage?: number; pageSize?: number; keyword?: string },
): Promise<PageResult<ImContact>> {
  const page = pageOf({ currentPage: query.currentPage, pageSize: Math.min(query.pageSize ?? 20, 100) });
  const keyword = query.keyword?.trim();
  const where = and(
    eq(users.enabledMark, 1),
    ne(users.id, me),
    keyword ? or(ilike(users.realName, likePattern(keyword)), ilike(users.account, likePattern(keyword))) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select({
      id: users.id,
      account: users.account,
      realName: users.realName,
      headIcon: users.headIcon,
      department: sql<string>`coalesce(${organizes.fullName}, '')`,
    })
    .from(users)
    .leftJoin(organizes, eq(organizes.id, users.organizeId))
    .where(where)
    .orderBy(asc(users.account))
    .limit(page.pageSize)
    .offset(page.offset);
  return pageResult(rows, page, total);
}
