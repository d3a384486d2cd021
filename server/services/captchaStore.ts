import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { captchas } from '../db/schema';
import { CAPTCHA_TTL_MINUTES } from '../lib/captcha';
import { BizError } from '../lib/envelope';
import { minutesFromNow } from '../lib/time';

/** Remembers the answer of the image just served under the client's key (the `timestamp`). */
export async function storeCaptcha(db: Db, key: string, answer: string): Promise<void> {
  const expiresAt = minutesFromNow(CAPTCHA_TTL_MINUTES);
  // expired answers are useless; sweeping them here keeps the table small without a timer
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
  await db.insert(captchas).values({ key, answer, expiresAt }).onConflictDoUpdate({
    target: captchas.key,
    set: { answer, expiresAt },
  });
}

/**
 * Checks a login captcha. Single use: the stored answer is deleted whatever the outcome, so a wrong
 * guess forces a new image. Missing or wrong text → 验证码错误; unknown or expired key → 验证码已失效.
 */
export async function consumeCaptcha(db: Db, key: string | undefined, code: string | undefined): Promise<void> {
  if (!code || !code.trim()) throw new BizError('验证码错误');
  if (!key) throw new BizError('验证码已失效');
  const [row] = await db.delete(captchas).where(eq(captchas.key, key)).returning();
  if (!row || row.expiresAt <= new Date()) throw new BizError('验证码已失效');
  if (row.answer.toUpperCase() !== code.trim().toUpperCase()) throw new BizError('验证码错误');
}
