import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant } from './columns';

export type RevokeReason = 'logout' | 'kicked';

/** Login sessions; the token itself is never stored, only its sha256 (the primary key). */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: text().notNull(),
    createdAt: instant().notNull().defaultNow(),
    expiresAt: instant().notNull(),
    lastSeenAt: instant().notNull().defaultNow(),
    revokedAt: instant(),
    revokeReason: text().$type<RevokeReason>(),
    ip: text().notNull().default(''),
    userAgent: text().notNull().default(''),
  },
  (t) => [index().on(t.userId)],
);

/** Captcha answers keyed by the client's timestamp key; single use, short-lived. */
export const captchas = pgTable('captchas', {
  key: text().primaryKey(),
  answer: text().notNull(),
  expiresAt: instant().notNull(),
});

export const loginLogs = pgTable(
  'login_logs',
  {
    id: id(),
    userId: text(),
    account: text().notNull(),
    userName: text().notNull().default(''),
    ip: text().notNull().default(''),
    userAgent: text().notNull().default(''),
    /** 0 login, 1 logout */
    loginType: integer().notNull(),
    /** 1 success, 0 failure */
    loginMark: integer().notNull(),
    abstracts: text().notNull().default(''),
    creatorTime: instant().notNull().defaultNow(),
  },
  (t) => [index().on(t.creatorTime), index().on(t.userId)],
);

/**
 * Consecutive failed sign-ins, counted per key: `pair:<account>|<address>` (one account from one client
 * address) and `addr:<address>` (every account from one address). Counting the pair, not the account alone,
 * is what stops a stranger from locking an account that is being used from elsewhere (docs/security.md).
 * Unknown accounts are counted exactly like known ones, so the answers never reveal which accounts exist.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    key: text().primaryKey(),
    failures: integer().notNull().default(0),
    lastFailureAt: instant().notNull().defaultNow(),
    /** no sign-in through this key before this instant (lock or delay, as the system configuration says) */
    blockedUntil: instant(),
  },
  (t) => [index().on(t.lastFailureAt)],
);
