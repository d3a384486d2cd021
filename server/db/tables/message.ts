import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant } from './columns';

/** Message types of the message centre (dictionary msgSourceType). */
export const MessageType = { notice: 1, flow: 2, system: 3, schedule: 4 } as const;

/** In-app messages, one row per recipient (the bell, the message drawer and /messageRecord). */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    /** recipient */
    userId: text().notNull(),
    title: text().notNull(),
    /** 1 notice, 2 flow, 3 system, 4 schedule */
    type: integer().notNull(),
    /** flow messages: 1 approval, 2 delegation */
    flowType: integer(),
    bodyText: text().notNull().default(''),
    excerpt: text().notNull().default(''),
    /** JSON text: [{fileId, name, url…}] */
    files: text().notNull().default('[]'),
    isRead: integer().notNull().default(0),
    readTime: instant(),
    /** who sent it; null for the system */
    releaseUserId: text(),
    releaseTime: instant().notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.isRead, t.type), index().on(t.userId, t.releaseTime)],
);
