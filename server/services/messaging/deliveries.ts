import { and, asc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { ChatBody, MessagePushEvent, ReceiveMessageEvent, SendMessageEvent } from '../../../contract';
import type { Db } from '../../db/client';
import { imContents, messageDeliveries, messageSequences, messages, sessions, users } from '../../db/schema';

/**
 * Reading a user's delivery log (docs/messaging.md): the rows past a sequence, and the pushed event each
 * stands for, built from the message or chat row it names (the NOTIFY only said "something for this user").
 */

export interface Delivery {
  seq: number;
  kind: 'message' | 'chat';
  refId: string;
}

/** Deliveries come in pages so that a client far behind cannot make one huge read. */
export const DELIVERY_PAGE = 200;

export async function deliveriesAfter(db: Db, userId: string, afterSeq: number): Promise<Delivery[]> {
  return db
    .select({ seq: messageDeliveries.seq, kind: messageDeliveries.kind, refId: messageDeliveries.refId })
    .from(messageDeliveries)
    .where(and(eq(messageDeliveries.userId, userId), gt(messageDeliveries.seq, afterSeq)))
    .orderBy(asc(messageDeliveries.seq))
    .limit(DELIVERY_PAGE);
}

/** The user's latest sequence (0 before the first message). */
export async function latestSeq(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ lastSeq: messageSequences.lastSeq })
    .from(messageSequences)
    .where(eq(messageSequences.userId, userId));
  return row?.lastSeq ?? 0;
}

/** Latest sequences of several users at once (the periodic sweep). */
export async function latestSeqs(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select().from(messageSequences).where(inArray(messageSequences.userId, userIds));
  return new Map(rows.map((r) => [r.userId, r.lastSeq]));
}

type MessageRow = typeof messages.$inferSelect;
type ChatRow = typeof imContents.$inferSelect;
interface Person {
  account: string;
  realName: string;
  headIcon: string;
}

export interface Loaded {
  messages: Map<string, MessageRow>;
  chats: Map<string, ChatRow>;
  people: Map<string, Person>;
}

/** The rows a page of deliveries names; a row deleted since is simply missing (and not pushed). */
export async function loadReferenced(db: Db, page: Delivery[]): Promise<Loaded> {
  const ids = (kind: Delivery['kind']) => page.filter((d) => d.kind === kind).map((d) => d.refId);
  const messageIds = ids('message');
  const chatIds = ids('chat');
  const [messageRows, chatRows] = await Promise.all([
    messageIds.length ? db.select().from(messages).where(inArray(messages.id, messageIds)) : [],
    chatIds.length ? db.select().from(imContents).where(inArray(imContents.id, chatIds)) : [],
  ]);
  const personIds = [...new Set(chatRows.flatMap((c) => [c.sendUserId, c.receiveUserId]))];
  const people = personIds.length
    ? await db
        .select({ id: users.id, account: users.account, realName: users.realName, headIcon: users.headIcon })
        .from(users)
        .where(inArray(users.id, personIds))
    : [];
  return {
    messages: new Map(messageRows.map((m) => [m.id, m])),
    chats: new Map(chatRows.map((c) => [c.id, c])),
    // only the person fields: an `id` here would overwrite the message id when spread into an event
    people: new Map(people.map(({ id, ...p }) => [id, p])),
  };
}

/** Text as is; image, voice and video as the object stored with them (name, size, path). */
export function chatBody(row: ChatRow): ChatBody {
  if (row.contentType === 'text') return row.content;
  try {
    return JSON.parse(row.content) as Record<string, unknown>;
  } catch {
    return row.content;
  }
}

const nobody: Person = { account: '', realName: '', headIcon: '' };

export type PushEvent = MessagePushEvent | ReceiveMessageEvent | SendMessageEvent;

/**
 * The event `userId` is sent for one delivery, or null when there is nothing to show (the row was deleted,
 * or the user deleted that chat history). `replay`: already counted in the initMessage the client got.
 */
export function eventFor(userId: string, d: Delivery, loaded: Loaded, replay: boolean): PushEvent | null {
  const common = { id: d.refId, seq: d.seq, ...(replay ? { replay: true } : {}) };
  if (d.kind === 'message') {
    const m = loaded.messages.get(d.refId);
    if (!m) return null;
    return {
      method: 'messagePush',
      ...common,
      messageType: m.type,
      userId: m.releaseUserId ?? '',
      toUserId: [m.userId],
      title: m.title,
      unreadNoticeCount: replay || m.isRead === 1 ? 0 : 1,
    };
  }
  const c = loaded.chats.get(d.refId);
  if (!c) return null;
  const from = loaded.people.get(c.sendUserId) ?? nobody;
  const to = loaded.people.get(c.receiveUserId) ?? nobody;
  const when = c.sendTime.getTime();
  const messageType = c.contentType as ReceiveMessageEvent['messageType'];
  if (c.sendUserId === userId) {
    if (c.hiddenForSender) return null;
    return {
      method: 'sendMessage',
      ...common,
      UserId: c.sendUserId,
      ...from,
      toUserId: c.receiveUserId,
      toAccount: to.account,
      toHeadIcon: to.headIcon,
      toRealName: to.realName,
      messageType,
      toMessage: chatBody(c),
      dateTime: when,
      latestDate: when,
    };
  }
  if (c.hiddenForReceiver) return null;
  return {
    method: 'receiveMessage',
    ...common,
    messageType,
    formUserId: c.sendUserId,
    formMessage: chatBody(c),
    dateTime: when,
    latestDate: when,
    ...from,
  };
}

/** How long the delivery log keeps a row: a client away longer catches up from the message lists instead. */
export const DELIVERY_RETENTION_DAYS = 30;

/** Deletes delivery rows past the retention (every process may run it; it is idempotent). */
export async function pruneDeliveries(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - DELIVERY_RETENTION_DAYS * 86_400_000);
  const rows = await db
    .delete(messageDeliveries)
    .where(lt(messageDeliveries.createdAt, before))
    .returning({ seq: messageDeliveries.seq });
  return rows.length;
}

/** Which of these sessions are still usable: not revoked, not expired, and their user enabled. */
export async function liveSessionIds(db: Db, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, sessionIds),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.enabledMark, 1),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
