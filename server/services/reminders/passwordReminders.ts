import { and, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import dayjs from 'dayjs';
import type { Db } from '../../db/client';
import { MessageType, messages, sysConfig, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { claimMarks, markedKeys } from './marks';
import { loadSiteTemplate, renderTemplate } from './templates';

/**
 * Password-expiry reminders (docs/messaging.md#reminders). System configuration keys (sys_config):
 * `passwordIsUpdatedRegularly` 1 turns the rule on, a password then expires `updateCycle` days after
 * `changePasswordDate` and its user is reminded once per expiry day from `updateInAdvance` days before it.
 * Users who never changed their password (changePasswordDate null) are left to the initial-password rule.
 */

export const PASSWORD_TEMPLATE = 'PasswordExpire';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PasswordExpiryPolicy {
  enabled: boolean;
  cycleDays: number;
  advanceDays: number;
}

export const passwordExpiryDefaults: PasswordExpiryPolicy = { enabled: false, cycleDays: 90, advanceDays: 7 };

export async function readPasswordExpiryPolicy(db: Db): Promise<PasswordExpiryPolicy> {
  const keys = ['passwordIsUpdatedRegularly', 'updateCycle', 'updateInAdvance'];
  const rows = await db.select().from(sysConfig).where(inArray(sysConfig.key, keys));
  const value = (key: string, fallback: number) => {
    const n = Number(rows.find((r) => r.key === key)?.value ?? fallback);
    return Number.isFinite(n) ? n : fallback;
  };
  return {
    enabled: value(keys[0], 0) === 1,
    cycleDays: value(keys[1], passwordExpiryDefaults.cycleDays),
    advanceDays: value(keys[2], passwordExpiryDefaults.advanceDays),
  };
}

/** Sends the due password reminders of `now`; returns how many messages were written. */
export async function sweepPasswordReminders(db: Db, now: Date): Promise<number> {
  const policy = await readPasswordExpiryPolicy(db);
  if (!policy.enabled || policy.cycleDays <= 0 || policy.advanceDays <= 0) return 0;
  const cycle = policy.cycleDays * DAY_MS;
  // expiry = changed + cycle; due while expiry - advance <= now < expiry
  const rows = await db
    .select({ id: users.id, changed: users.changePasswordDate })
    .from(users)
    .where(
      and(
        eq(users.enabledMark, 1),
        isNotNull(users.changePasswordDate),
        gt(users.changePasswordDate, new Date(now.getTime() - cycle)),
        lte(users.changePasswordDate, new Date(now.getTime() - cycle + policy.advanceDays * DAY_MS)),
      ),
    );
  const all = rows.map((r) => {
    const expireAt = new Date(r.changed!.getTime() + cycle);
    const expireDate = dayjs(expireAt).format('YYYY-MM-DD');
    return { userId: r.id, expireAt, expireDate, key: `password:${r.id}:${expireDate}` };
  });
  const done = await markedKeys(
    db,
    all.map((d) => d.key),
  );
  const due = all.filter((d) => !done.has(d.key));
  if (due.length === 0) return 0;
  const template = await loadSiteTemplate(db, PASSWORD_TEMPLATE);
  if (!template) return 0;
  return db.transaction(async (tx) => {
    const claimed = await claimMarks(
      tx,
      due.map((d) => d.key),
      now,
    );
    const rowsToSend = due
      .filter((d) => claimed.has(d.key))
      .map((d) => {
        const days = Math.max(1, Math.ceil((d.expireAt.getTime() - now.getTime()) / DAY_MS));
        const { title, content } = renderTemplate(template, { days, expireDate: d.expireDate });
        return {
          id: newId(),
          userId: d.userId,
          type: MessageType.system,
          title,
          bodyText: content,
          excerpt: d.expireDate,
        };
      });
    if (rowsToSend.length) await tx.insert(messages).values(rowsToSend);
    return rowsToSend.length;
  });
}
