import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { visualdevRecordVersions } from '../db/schema';

/**
 * Snapshots of superseded record versions: the base a late save is merged against (recordMerge.ts). Only
 * superseded versions are stored (the current one is the record itself), and only the last few: a save based
 * on an even older version is too stale to merge safely and is refused instead.
 */

export const KEPT_VERSIONS = 5;

/** Stores the data the record had at `version`, just replaced by version + 1, and forgets older ones. */
export async function keepVersion(tx: Db, recordId: string, version: number, data: Record<string, unknown>) {
  await tx.insert(visualdevRecordVersions).values({ recordId, version, data }).onConflictDoNothing();
  await tx
    .delete(visualdevRecordVersions)
    .where(
      and(
        eq(visualdevRecordVersions.recordId, recordId),
        lt(visualdevRecordVersions.version, version + 1 - KEPT_VERSIONS),
      ),
    );
}

/** The data of a superseded version, or undefined when it was never stored or has been pruned. */
export async function versionData(tx: Db, recordId: string, version: number) {
  const [row] = await tx
    .select({ data: visualdevRecordVersions.data })
    .from(visualdevRecordVersions)
    .where(and(eq(visualdevRecordVersions.recordId, recordId), eq(visualdevRecordVersions.version, version)));
  return row?.data;
}

/** The snapshots go with their records. */
export async function forgetVersions(tx: Db, recordIds: string[]) {
  if (recordIds.length) {
    await tx.delete(visualdevRecordVersions).where(inArray(visualdevRecordVersions.recordId, recordIds));
  }
}
