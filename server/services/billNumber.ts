import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { billNumberPreviews, billRules } from '../db/schema';
import { BizError } from '../lib/envelope';
import { minutesFromNow } from '../lib/time';

/**
 * Serial numbers of bill rules (docs/contract.md): prefix + date part + serial + suffix, where the serial is
 * int(startNumber) + the count already issued in the current date period, zero-padded to `digit`, and the
 * count restarts whenever the date part changes (a daily format resets daily, a monthly one monthly…).
 * Every number is issued inside a transaction holding the rule's row lock, so concurrent callers never
 * receive the same number.
 */

export type BillRuleRow = typeof billRules.$inferSelect;

/** The date part and its format check are shared with the rule dialog's example (contract/billNumberFormat.ts). */
import { billDatePart as formatDatePart, isBillDateFormat as isDateFormat } from '../../contract';

export { formatDatePart, isDateFormat };

/** The serial `int(start) + issued`, zero-padded to `digit` (a serial outgrowing its width keeps all digits). */
export function serialOf(startNumber: string, issued: number, digit: number): string {
  const start = /^\d+$/.test(startNumber) ? BigInt(startNumber) : 1n;
  return (start + BigInt(issued)).toString().padStart(digit, '0');
}

type RuleShape = Pick<
  BillRuleRow,
  | 'type'
  | 'prefix'
  | 'suffix'
  | 'dateFormat'
  | 'digit'
  | 'startNumber'
  | 'randomDigit'
  | 'randomType'
  | 'thisNumber'
  | 'dateKey'
>;

function randomText(length: number, lettersToo: boolean): string {
  const alphabet = lettersToo ? 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789' : '0123456789';
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** The next number of a rule and the counters to store with it (pure apart from the random types). */
export function computeNext(rule: RuleShape, now: Date): { number: string; thisNumber: number; dateKey: string } {
  if (rule.type === 2) {
    const body = randomText(Math.max(1, rule.randomDigit), rule.randomType === 2);
    return { number: rule.prefix + body + rule.suffix, thisNumber: rule.thisNumber + 1, dateKey: rule.dateKey };
  }
  if (rule.type === 3)
    return { number: rule.prefix + randomUUID() + rule.suffix, thisNumber: rule.thisNumber + 1, dateKey: '' };
  const datePart = formatDatePart(rule.dateFormat, now);
  const issued = rule.dateKey === datePart ? rule.thisNumber : 0;
  return {
    number: rule.prefix + datePart + serialOf(rule.startNumber, issued, rule.digit) + rule.suffix,
    thisNumber: issued + 1,
    dateKey: datePart,
  };
}

/** The example shown in the rule dialog: what the first number of today would look like. */
export function exampleOf(rule: Omit<RuleShape, 'thisNumber' | 'dateKey'>, now = new Date()): string {
  if (rule.type === 2) return rule.prefix + '0'.repeat(Math.max(1, rule.randomDigit)) + rule.suffix;
  if (rule.type === 3) return `${rule.prefix}${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}${rule.suffix}`;
  // the start padded to the digit count, keeping its trailing digits
  const start = rule.startNumber.padStart(rule.digit, '0').slice(-rule.digit);
  return rule.prefix + formatDatePart(rule.dateFormat, now) + start + rule.suffix;
}

/** Issues the next number of the rule `enCode`, stored on the rule under its row lock. */
export async function nextBillNumber(db: Db, enCode: string, now = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    const [rule] = await tx.select().from(billRules).where(eq(billRules.enCode, enCode)).for('update');
    if (!rule) throw new BizError('单据规则不存在');
    if (rule.enabledMark !== 1) throw new BizError('单据规则已禁用');
    const next = computeNext(rule, now);
    await tx
      .update(billRules)
      .set({ outputNumber: next.number, thisNumber: next.thisNumber, dateKey: next.dateKey })
      .where(eq(billRules.id, rule.id));
    return next.number;
  });
}

/** How long a form may stay open and still save the number it showed (3 minutes). */
export const PREVIEW_MINUTES = 3;

async function ruleIdOf(db: Db, enCode: string): Promise<string> {
  const [rule] = await db.select({ id: billRules.id }).from(billRules).where(eq(billRules.enCode, enCode));
  if (!rule) throw new BizError('单据规则不存在');
  return rule.id;
}

/**
 * GET BillNumber/{enCode}: the number a form shows when it opens. It is issued at once (so no one else can
 * get it) and remembered for the user a few minutes, so reopening the form shows the same number.
 */
export async function previewBillNumber(db: Db, userId: string, enCode: string, now = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    const ruleId = await ruleIdOf(tx, enCode);
    const live = and(eq(billNumberPreviews.userId, userId), eq(billNumberPreviews.ruleId, ruleId));
    const [kept] = await tx
      .select()
      .from(billNumberPreviews)
      .where(and(live, gt(billNumberPreviews.expiresAt, now)));
    if (kept) return kept.number;
    const number = await nextBillNumber(tx, enCode, now);
    await tx
      .delete(billNumberPreviews)
      .where(and(eq(billNumberPreviews.userId, userId), lte(billNumberPreviews.expiresAt, now)));
    await tx
      .insert(billNumberPreviews)
      .values({ userId, ruleId, number, expiresAt: minutesFromNow(PREVIEW_MINUTES, now) })
      .onConflictDoUpdate({
        target: [billNumberPreviews.userId, billNumberPreviews.ruleId],
        set: { number, expiresAt: minutesFromNow(PREVIEW_MINUTES, now) },
      });
    return number;
  });
}

/**
 * The number a new record gets: the one its form showed, if that is still this user's live preview (used
 * once), otherwise a fresh one. A number typed or replayed by the client is never trusted.
 */
export async function claimBillNumber(db: Db, userId: string, enCode: string, offered: unknown, now = new Date()) {
  return db.transaction(async (tx) => {
    const ruleId = await ruleIdOf(tx, enCode);
    if (typeof offered === 'string' && offered !== '') {
      const claimed = await tx
        .delete(billNumberPreviews)
        .where(
          and(
            eq(billNumberPreviews.userId, userId),
            eq(billNumberPreviews.ruleId, ruleId),
            eq(billNumberPreviews.number, offered),
            gt(billNumberPreviews.expiresAt, now),
          ),
        )
        .returning({ number: billNumberPreviews.number });
      if (claimed.length) return offered;
    }
    return nextBillNumber(tx, enCode, now);
  });
}
