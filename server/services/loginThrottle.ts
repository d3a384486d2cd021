import { and, eq, gt, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottles, users } from '../db/schema';

/**
 * The login abuse policy (docs/security.md). Failures are counted per account *from one client address*
 * (`pair:`) and per address over all accounts (`addr:`), never per account alone: a stranger who types wrong
 * passwords for `admin` blocks only himself, while `admin` still signs in from anywhere else. What happens
 * after N failures is the system configuration's choice: lock for M minutes, or delay with an interval that
 * doubles at every further failure. Unknown accounts are counted like real ones, so no answer tells whether
 * an account exists.
 */

export type LockType = 1 | 2;

export interface ThrottlePolicy {
  /** 1: lock for `minutes`; 2: delay, `minutes` doubling with every failure past the limit */
  lockType: LockType;
  maxFailures: number;
  minutes: number;
}

/** One address may try this many times the per-account limit, over all accounts, before it is slowed down. */
export const ADDRESS_FACTOR = 4;
/** A delay never grows past a day. */
const MAX_DELAY_MINUTES = 24 * 60;
/** Failures older than this no longer count as consecutive. */
const FORGET_AFTER_HOURS = 24;

export const lockedMessage = (minutes: number) => `账号已被锁定，请${minutes}分钟后再试`;
export const delayedMessage = (minutes: number) => `请等待${minutes}分钟后再试`;

const normalised = (account: string) => account.trim().toLowerCase();
const pairKey = (account: string, ip: string) => `pair:${normalised(account)}|${ip}`;
const addressKey = (ip: string) => `addr:${ip}`;

const minutesUntil = (until: Date) => Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));

export function blockedMessage(policy: ThrottlePolicy, until: Date): string {
  return policy.lockType === 2 ? delayedMessage(minutesUntil(until)) : lockedMessage(minutesUntil(until));
}

/** The instant before which this account may not sign in from this address, or null. */
export async function blockedUntil(db: Db, account: string, ip: string): Promise<Date | null> {
  const rows = await db
    .select({ until: loginThrottles.blockedUntil })
    .from(loginThrottles)
    .where(
      and(
        inArray(loginThrottles.key, [pairKey(account, ip), addressKey(ip)]),
        gt(loginThrottles.blockedUntil, new Date()),
      ),
    );
  const times = rows.flatMap((r) => (r.until ? [r.until.getTime()] : []));
  return times.length ? new Date(Math.max(...times)) : null;
}

function blockMinutes(policy: ThrottlePolicy, failures: number, limit: number): number {
  if (policy.lockType === 1) return policy.minutes;
  return Math.min(MAX_DELAY_MINUTES, policy.minutes * 2 ** Math.min(20, failures - limit));
}

/** Counts one failure under a key (atomically) and blocks the key once it reaches its limit. */
async function countFailure(db: Db, key: string, limit: number, policy: ThrottlePolicy): Promise<Date | null> {
  const table = loginThrottles;
  // a lock that has run out, or failures from long ago, start a fresh count
  const fresh = sql`(${table.blockedUntil} is not null and ${table.blockedUntil} <= now() and ${policy.lockType} = 1)
    or ${table.lastFailureAt} < now() - make_interval(hours => ${FORGET_AFTER_HOURS})`;
  const [{ failures }] = await db
    .insert(table)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: table.key,
      set: {
        failures: sql`case when ${fresh} then 1 else ${table.failures} + 1 end`,
        blockedUntil: sql`case when ${fresh} then null else ${table.blockedUntil} end`,
        lastFailureAt: sql`now()`,
      },
    })
    .returning({ failures: table.failures });
  if (failures < limit) return null;
  const until = new Date(Date.now() + blockMinutes(policy, failures, limit) * 60_000);
  await db.update(table).set({ blockedUntil: until }).where(eq(table.key, key));
  return until;
}

/**
 * Counts a wrong password for this account from this address. Returns the instant the account is now blocked
 * until from here (null while under the limit). A lock is also shown on the user's row, so an administrator
 * sees it in the user list and can lift it.
 */
export async function recordLoginFailure(
  db: Db,
  account: string,
  ip: string,
  policy: ThrottlePolicy,
): Promise<Date | null> {
  const pair = await countFailure(db, pairKey(account, ip), policy.maxFailures, policy);
  const address = await countFailure(db, addressKey(ip), policy.maxFailures * ADDRESS_FACTOR, policy);
  if (pair && policy.lockType === 1) {
    await db
      .update(users)
      .set({ lockMark: 1, unlockTime: pair })
      // accounts may be registered with capitals; the keys are case-insensitive, so is this
      .where(sql`lower(${users.account}) = ${normalised(account)}`);
  }
  const blocked = [pair, address].filter((d): d is Date => d !== null);
  return blocked.length ? new Date(Math.max(...blocked.map((d) => d.getTime()))) : null;
}

/** A correct password from this address forgets this pair's failures. */
export async function clearLoginFailures(db: Db, account: string, ip: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, pairKey(account, ip)));
}

/** An administrator's unlock lifts the account's blocks from every address. */
export async function clearAccountThrottles(db: Db, account: string): Promise<void> {
  const prefix = `pair:${normalised(account).replace(/[\\%_]/g, (c) => `\\${c}`)}|`;
  await db.delete(loginThrottles).where(like(loginThrottles.key, `${prefix}%`));
}
