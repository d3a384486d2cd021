import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { smsCodes, users } from '../db/schema';
import { BizError } from '../lib/envelope';
import { minutesFromNow } from '../lib/time';

/**
 * One-time codes sent by SMS (sign-in by SMS, password reset). The reference server has no SMS gateway: the
 * route prints the code to the server log, as a gateway would deliver it to the phone. Codes are 6 digits,
 * live 5 minutes, may be asked for once a minute per mobile, and allow 5 checks each; only a salted scrypt hash
 * is kept.
 */

export const SMS_CODE_TTL_MINUTES = 5;
export const SMS_RESEND_SECONDS = 60;
export const SMS_MAX_ATTEMPTS = 5;

export const SMS_TOO_SOON = `请${SMS_RESEND_SECONDS}秒后再试`;
export const SMS_UNKNOWN_MOBILE = '该手机号未注册或账号已停用';
export const SMS_CODE_WRONG = '短信验证码错误';
export const SMS_CODE_EXPIRED = '短信验证码已失效，请重新获取';
export const SMS_TOO_MANY_TRIES = '短信验证码错误次数过多，请重新获取';

export { MOBILE_PATTERN } from './patterns';

/**
 * scrypt, not a plain hash: a million possible codes are nothing for sha256, but with ~16 MiB and tens of ms
 * per try, someone who can read the table cannot recover a code within its 5 minutes.
 */
function hashCode(code: string, salt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    scrypt(code, Buffer.from(salt, 'hex'), 32, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key.toString('hex')),
    );
  });
}

/** Enabled users whose mobile phone is this number. */
export async function usersByMobile(db: Db, mobile: string) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.mobilePhone, mobile), eq(users.enabledMark, 1)))
    .limit(2);
}

/**
 * Issues a new code for the mobile of an enabled user and returns it (the caller "sends" it). Refuses an
 * unknown mobile and a second request within 60 seconds.
 */
export async function issueSmsCode(db: Db, mobile: string): Promise<string> {
  if ((await usersByMobile(db, mobile)).length === 0) throw new BizError(SMS_UNKNOWN_MOBILE);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  const now = new Date();
  const values = {
    mobile,
    codeHash: await hashCode(code, salt),
    salt,
    attempts: 0,
    sentAt: now,
    expiresAt: minutesFromNow(SMS_CODE_TTL_MINUTES, now),
  };
  const resendBefore = new Date(now.getTime() - SMS_RESEND_SECONDS * 1000);
  // one statement decides the race: the row is replaced only when the previous code is old enough
  const written = await db
    .insert(smsCodes)
    .values(values)
    .onConflictDoUpdate({ target: smsCodes.mobile, set: values, setWhere: lt(smsCodes.sentAt, resendBefore) })
    .returning({ mobile: smsCodes.mobile });
  if (written.length === 0) throw new BizError(SMS_TOO_SOON);
  return code;
}

/**
 * Checks a code; single use (deleted once right). Every check counts, atomically, so at most 5 guesses are
 * ever compared per code whatever the concurrency.
 */
export async function consumeSmsCode(db: Db, mobile: string, code: string): Promise<void> {
  const [row] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(eq(smsCodes.mobile, mobile), lt(smsCodes.attempts, SMS_MAX_ATTEMPTS), gt(smsCodes.expiresAt, new Date())),
    )
    .returning();
  if (!row) {
    const [stale] = await db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    if (stale && stale.expiresAt > new Date()) throw new BizError(SMS_TOO_MANY_TRIES);
    throw new BizError(SMS_CODE_EXPIRED);
  }
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = Buffer.from(await hashCode(code.trim(), row.salt), 'hex');
  if (!timingSafeEqual(expected, actual)) {
    throw new BizError(row.attempts >= SMS_MAX_ATTEMPTS ? SMS_TOO_MANY_TRIES : SMS_CODE_WRONG);
  }
  // spent: the row stays (expired) so that a replay reads as expired and the resend timer still counts
  await db
    .update(smsCodes)
    .set({ attempts: SMS_MAX_ATTEMPTS, expiresAt: new Date() })
    .where(eq(smsCodes.mobile, mobile));
}
