import { randomBytes } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import type { DownloadReply, ImportMode } from '../../contract';
import type { Db } from '../db/client';
import { billRules } from '../db/schema';
import { BizError } from '../lib/envelope';
import { exampleOf } from './billNumber';
import { createRule, ruleInfo, validateRule, type BillRuleInput } from './billRules';
import { createTicket } from './fileTickets';

/**
 * .bb export and import of a serial-number rule (docs/contract.md; built like the dictionaries' .bdd): a UTF-8
 * JSON file holding the rule's dialog fields. Counters (the last number issued) never travel: an imported rule
 * starts afresh.
 */

const stamp = (d: Date) =>
  [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()]
    .map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0'))
    .join('');

export async function exportRule(db: Db, id: string, userId: string, now = new Date()): Promise<DownloadReply> {
  const rule = await ruleInfo(db, id);
  return createTicket(db, userId, {
    fileName: `${rule.fullName}_${stamp(now)}.bb`,
    contentType: 'application/octet-stream',
    content: JSON.stringify(rule),
  });
}

/** Accepts our export and the platform's PascalCase entity dump alike. */
function parseBb(text: string): BillRuleInput & { id?: unknown } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new BizError('导入文件格式错误');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BizError('导入文件格式错误');
  return Object.fromEntries(
    Object.entries(parsed).map(([k, v]) => [k.charAt(0).toLowerCase() + k.slice(1), v]),
  ) as BillRuleInput;
}

/** mode 0: a rule whose code or name exists is skipped (answers 1); 1: it comes in as a renamed copy. */
export async function importRule(db: Db, text: string, mode: ImportMode, userId: string): Promise<{ skipped: number }> {
  const input = parseBb(text);
  const valid = validateRule(input);
  const [twin] = await db
    .select({ id: billRules.id })
    .from(billRules)
    .where(or(eq(billRules.enCode, valid.enCode), eq(billRules.fullName, valid.fullName)))
    .limit(1);
  if (twin && mode === 0) return { skipped: 1 };
  if (twin) {
    const tail = randomBytes(3).toString('hex');
    valid.enCode = `${valid.enCode.slice(0, 50 - tail.length - 1)}_${tail}`;
    valid.fullName = `${valid.fullName.slice(0, 50 - tail.length - 2)}副本${tail}`;
  }
  // createRule re-validates and checks the category inside its transaction
  await createRule(db, { ...valid, example: exampleOf(valid) }, userId);
  return { skipped: 0 };
}
