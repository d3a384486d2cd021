import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { BizError } from '../lib/envelope';

/**
 * Optimistic locking (issue 8): rows that two administrators may edit at once carry a `version`. The info GET
 * hands it out, the update PUT sends it back, and the UPDATE itself both checks and increments it, so between
 * two saves of the same loaded version exactly one can win, whatever the interleaving of the requests.
 */

export const STALE_MESSAGE = '数据已被他人修改，请刷新后重试';

export const staleError = () => new BizError(STALE_MESSAGE);

/** The client's version: a non-negative integer (numeric text too), undefined when it sent none. */
export function versionOf(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(n) || n < 0) throw staleError();
  return n;
}

/** WHERE part of a versioned update; older clients that send no version keep today's last-write-wins. */
export function sameVersion(column: PgColumn, version: number | undefined): SQL | undefined {
  return version === undefined ? undefined : eq(column, version);
}

/** SET part: incremented by the database in the same statement, never computed from a value read earlier. */
export const nextVersion = (column: PgColumn): SQL => sql`${column} + 1`;

/** An update that matched no row lost to a concurrent save (the row itself was found before). */
export function assertWritten(rows: readonly unknown[]): void {
  if (rows.length === 0) throw staleError();
}

/** Form records carry their version inside the record data, under the platform's hidden f_version key. */
export const RECORD_VERSION_KEY = 'f_version';

/** Body property of the versioned update PUTs: optional for older clients; null is "none", never coerced to 0. */
export const versionProperty = { type: ['integer', 'null'], minimum: 0 } as const;
