import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant } from './columns';

/** Hand-drawn signatures of a user (个人中心 → 电子签名); at most one per user is the default. */
export const signImages = pgTable(
  'sign_images',
  {
    id: id(),
    userId: text().notNull(),
    /** PNG data URL */
    signImg: text().notNull(),
    isDefault: integer().notNull().default(0),
    creatorTime: instant().notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

/**
 * One-time SMS codes, one live code per mobile. Only a salted sha256 of the code is kept; `attempts` counts
 * every check so a code can be tried a few times at most, and `sentAt` throttles re-sending.
 */
export const smsCodes = pgTable('sms_codes', {
  mobile: text().primaryKey(),
  codeHash: text().notNull(),
  salt: text().notNull(),
  attempts: integer().notNull().default(0),
  sentAt: instant().notNull().defaultNow(),
  expiresAt: instant().notNull(),
});

/** QR sign-in status: 0 waiting for a scan, 2 scanned, 1 confirmed, 3 cancelled, 5 delivered to the page. */
export type QrTicketStatus = 0 | 1 | 2 | 3 | 5;

/**
 * Tickets of the app-scan sign-in. The key is sha256(ticket); the session for the confirming user is opened
 * only when the polling page collects it (once), so no token is ever stored here.
 */
export const qrTickets = pgTable(
  'qr_tickets',
  {
    id: id(),
    status: integer().$type<QrTicketStatus>().notNull().default(0),
    /** the app user who scanned / confirmed */
    userId: text(),
    expiresAt: instant().notNull(),
    creatorTime: instant().notNull().defaultNow(),
  },
  (t) => [index().on(t.expiresAt)],
);
