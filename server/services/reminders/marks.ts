import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reminderMarks } from '../../db/schema';

/**
 * Inserts the marks and returns the keys this transaction inserted. A key another transaction holds (committed or
 * not) is skipped: PostgreSQL makes the second insert wait on the primary key and then do nothing, so of two
 * processes sweeping at once only one sends each reminder.
 * Keys are inserted sorted.
 */
export async function claimMarks(tx: Db, keys: string[], sentAt: Date): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  // one order for every process, so two claims of overlapping keys wait for each other instead of deadlocking
  const sorted = [...new Set(keys)].sort();
  const rows = await tx
    .insert(reminderMarks)
    .values(sorted.map((key) => ({ key, sentAt })))
    .onConflictDoNothing()
    .returning({ key: reminderMarks.key });
  return new Set(rows.map((r) => r.key));
}

/** Keys already marked (to skip work before claiming). */
export async function markedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: reminderMarks.key }).from(reminderMarks).where(inArray(reminderMarks.key, keys));
  return new Set(rows.map((r) => r.key));
}
