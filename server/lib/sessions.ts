import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { RevokeReason } from '../db/tables/session';
import { notifySessionsChanged } from '../services/messaging/channels';
import { Code } from './envelope';
import { preparedPerDb } from './prepared';
import { minutesFromNow } from './time';

/**
 * Opaque bearer tokens: 32 random bytes, base64url. Only sha256(token) is stored, so a leaked
 * database does not leak usable tokens, and a session can be revoked (logout, kick) at any time.
 */

export const BEARER = 'Bearer ';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Accepts `Bearer <token>` (what Login returns and the front end echoes) or the raw token. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const trimmed = header.trim();
  const raw = trimmed.toLowerCase().startsWith('bearer ') ? trimmed.slice(7).trim() : trimmed;
  return raw.length > 0 && raw.length <= 512 ? raw : null;
}

export interface NewSession {
  userId: string;
  ip: string;
  userAgent: string;
  ttlMinutes: number;
}

/** Creates a session and returns the token with its Bearer prefix, as the wire wants it. */
export async function createSession(db: Db, s: NewSession): Promise<{ token: string; sessionId: string }> {
  const token = newToken();
  const sessionId = hashToken(token);
  await db.insert(sessions).values({
    id: sessionId,
    userId: s.userId,
    expiresAt: minutesFromNow(s.ttlMinutes),
    ip: s.ip,
    userAgent: s.userAgent.slice(0, 500),
  });
  return { token: BEARER + token, sessionId };
}

export interface SessionUser {
  sessionId: string;
  id: string;
  account: string;
  realName: string;
  isAdministrator: boolean;
}

export type SessionCheck =
  | { ok: true; user: SessionUser }
  | {
      ok: false;
      code: typeof Code.sessionExpired | typeof Code.sessionKicked | typeof Code.sessionInvalid;
      msg: string;
    };

export const sessionMessages = {
  [Code.sessionExpired]: '登录过期,请重新登录',
  [Code.sessionKicked]: '此账号已在其他地方登录',
  [Code.sessionInvalid]: '登录凭证无效,请重新登录',
} as const;

const refuse = (code: 600 | 601 | 602): SessionCheck => ({ ok: false, code, msg: sessionMessages[code] });

// sliding expiry is refreshed at most once a minute so reads do not turn into writes on every request
const TOUCH_INTERVAL_MS = 60_000;

/**
 * The lookup behind every authenticated request: only the columns the checks need (a whole users row is ~50
 * columns, and decoding them was most of this statement's cost), prepared once per database.
 */
const sessionLookup = preparedPerDb((db) =>
  db
    .select({
      id: sessions.id,
      revokedAt: sessions.revokedAt,
      revokeReason: sessions.revokeReason,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      account: users.account,
      realName: users.realName,
      enabledMark: users.enabledMark,
      isAdministrator: users.isAdministrator,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('resolve_session'),
);

export async function resolveSession(db: Db, token: string | null, ttlMinutes: number): Promise<SessionCheck> {
  if (!token) return refuse(Code.sessionExpired);
  const [row] = await sessionLookup(db).execute({ id: hashToken(token) });
  if (!row) return refuse(Code.sessionInvalid);
  if (row.revokedAt) return refuse(row.revokeReason === 'kicked' ? Code.sessionKicked : Code.sessionExpired);
  const now = new Date();
  if (row.expiresAt <= now) return refuse(Code.sessionExpired);
  if (row.userId === null) return refuse(Code.sessionInvalid);
  if (row.enabledMark !== 1) return refuse(Code.sessionExpired);
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: minutesFromNow(ttlMinutes, now) })
      .where(eq(sessions.id, row.id));
  }
  // the join found the user (userId is set), whose account and name are NOT NULL
  return {
    ok: true,
    user: {
      sessionId: row.id,
      id: row.userId,
      account: row.account!,
      realName: row.realName!,
      isAdministrator: row.isAdministrator === 1,
    },
  };
}

/**
 * Revoking a session also tells every server process (NOTIFY, sent on commit when inside a transaction) to
 * re-check that user's websockets, which are then sent logout and closed at once (docs/messaging.md).
 */
export async function revokeSession(db: Db, sessionId: string, reason: RevokeReason): Promise<void> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  for (const userId of new Set(rows.map((r) => r.userId))) await notifySessionsChanged(db, userId);
}

/** Revokes every live session of a user except one (single login: the newest session wins). */
export async function revokeOtherSessions(db: Db, userId: string, keepId: string, reason: RevokeReason) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        ne(sessions.id, keepId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .returning({ id: sessions.id });
  if (rows.length) await notifySessionsChanged(db, userId);
}
