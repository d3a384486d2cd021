/**
 * Reconnect delays: exponential with "full jitter" (a random delay between 0 and the exponential ceiling), so
 * the clients of a restarted server do not all come back in the same second.
 */
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_CAP_MS = 30_000;
/** never retry in a tight loop, even when the random source says 0 */
export const BACKOFF_MIN_MS = 250;

/** The wait before reconnect number `attempt` (0 for the first retry after a drop). */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  const r = Math.min(1, Math.max(0, random()));
  return Math.max(BACKOFF_MIN_MS, Math.round(r * ceiling));
}
