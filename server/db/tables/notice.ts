import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { audit, id, instant, version } from './columns';

/** Notice states (the wire's enabledMark): a draft is edited, a released one is read-only, then it expires. */
export const NoticeStatus = { draft: 0, released: 1, expired: 2 } as const;

/**
 * Notices (公告 / 通知) of the message centre: written as drafts, released once to their recipients as one
 * `messages` row each (type notice), which the messaging trigger numbers and pushes.
 */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    title: text().notNull(),
    /** sanitised HTML */
    bodyText: text().notNull().default(''),
    excerpt: text().notNull().default(''),
    /** JSON text: [{name, fileId, url, fileSize, fileExtension}] as checked by services/files/attachments */
    files: text().notNull().default('[]'),
    /** JSON text: {organizeIds, roleIds, userIds}; at least one of them non-empty */
    recipients: text().notNull().default('{}'),
    /** '1' 公告, '2' 通知 */
    category: text().notNull().default('1'),
    expirationTime: instant(),
    /** 0 draft, 1 released, 2 expired (NoticeStatus); the wire calls it enabledMark, as the platform does */
    status: integer().notNull().default(0),
    releaseUserId: text(),
    releaseTime: instant(),
    ...audit(),
    version: version(),
  },
  (t) => [index().on(t.status, t.creatorTime)],
);
