import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';

/**
 * The short-lived, single-use records of a sign-in: the state of a started sign-in (nonce, PKCE verifier, where
 * the user wanted to go) and the ticket the callback hands to /sso. They live in the `captchas` table, which is
 * exactly such a store (key, value, expiry; deleted when read), so several server processes on one database
 * share them. Keys are `sso-state:`/`sso-ticket:` plus the sha256 of the secret: longer than the 64 characters a
 * captcha key may have, so no captcha request can reach them, and a database dump holds no usable secret.
 */

export const STATE_TTL_MS = 10 * 60_000;
export const TICKET_TTL_MS = 60_000;

export interface SsoState {
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  /** the page the user wanted (a path of this app), or '' */
  target: string;
}

export interface SsoTicket {
  userId: string;
  target: string;
}

export const randomSecret = () => randomBytes(32).toString('base64url');
const keyOf = (kind: 'state' | 'ticket', secret: string) =>
  `sso-${kind}:${createHash('sha256').update(secret).digest('hex')}`;

async function put(db: Db, key: string, value: object, ttlMs: number): Promise<void> {
  // spent and expired records are useless; sweeping here keeps the table small without a timer
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
  await db.insert(captchas).values({ key, answer: JSON.stringify(value), expiresAt: new Date(Date.now() + ttlMs) });
}

/** Deletes and returns the record: of two concurrent reads only one gets it. 'expired' when it outlived its TTL. */
async function take<T>(db: Db, key: string): Promise<T | 'expired' | null> {
  const [row] = await db.delete(captchas).where(eq(captchas.key, key)).returning();
  if (!row) return null;
  if (row.expiresAt <= new Date()) return 'expired';
  return JSON.parse(row.answer) as T;
}

export const saveState = (db: Db, state: string, value: SsoState) =>
  put(db, keyOf('state', state), value, STATE_TTL_MS);
export const takeState = (db: Db, state: string) => take<SsoState>(db, keyOf('state', state));
export const saveTicket = (db: Db, ticket: string, value: SsoTicket) =>
  put(db, keyOf('ticket', ticket), value, TICKET_TTL_MS);
export const takeTicket = (db: Db, ticket: string) => take<SsoTicket>(db, keyOf('ticket', ticket));
