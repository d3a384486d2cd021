import { BizError } from '../lib/envelope';

/** PostgreSQL SQLSTATE of an error thrown by either driver (drizzle wraps the driver error in `cause`). */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The driver's own message (for a failing interface query), without drizzle's "Failed query: …" wrapper. */
export function sqlMessage(error: unknown): string {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    if (sqlState(e) && typeof (e as { code?: unknown }).code === 'string' && e instanceof Error) return e.message;
    e = (e as { cause?: unknown }).cause;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs a write whose uniqueness was checked beforehand; if a concurrent writer still wins the race on
 * PostgreSQL, the unique index answers and the caller gets the same business message instead of a 500.
 */
export async function refuseDuplicates<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === '23505') throw new BizError(message);
    throw error;
  }
}
