import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, instant } from './columns';

/**
 * In-app chat (IM) and the delivery log behind the websocket (docs/messaging.md).
 *
 * Every row inserted into `messages` or `im_contents` is given, by a trigger in the same transaction
 * (migration 0010), one `message_deliveries` row per user who must see it, numbered by that user's own
 * sequence, and a NOTIFY naming the user. A server process then pushes everything past the sequence each
 * socket has already been sent, so a message is persisted before it is pushed and pushed once per socket.
 */

/** One chat message between two users. */
export const imContents = pgTable(
  'im_contents',
  {
    id: id(),
    sendUserId: text().notNull(),
    receiveUserId: text().notNull(),
    /** text, image, voice, video */
    contentType: text().notNull(),
    /** the text, or JSON text of {name, width, height, path} / {name, length, path} */
    content: text().notNull(),
    sendTime: instant().notNull().defaultNow(),
    /** 0 unread, 1 read by the receiver */
    state: integer().notNull().default(0),
    receiveTime: instant(),
    /** "delete chat history" hides the record from one side only */
    hiddenForSender: integer().notNull().default(0),
    hiddenForReceiver: integer().notNull().default(0),
  },
  (t) => [index().on(t.sendUserId, t.receiveUserId, t.sendTime), index().on(t.receiveUserId, t.state)],
);

/** A user's recent conversations: one row per (owner, other user), removed by "remove conversation". */
export const imReplies = pgTable(
  'im_replies',
  {
    userId: text().notNull(),
    otherUserId: text().notNull(),
    latestDate: instant().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.otherUserId] })],
);

/** The last sequence number handed out per user; the row lock serialises allocation across processes. */
export const messageSequences = pgTable('message_sequences', {
  userId: text().primaryKey(),
  lastSeq: bigint({ mode: 'number' }).notNull(),
});

/** What each user must be sent, in order: (user, seq) is unique, so a number is never handed out twice. */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    userId: text().notNull(),
    seq: bigint({ mode: 'number' }).notNull(),
    /** 'message' (a row of messages) or 'chat' (a row of im_contents) */
    kind: text().$type<'message' | 'chat'>().notNull(),
    refId: text().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seq] })],
);
