/** Retries of a failed chunk request: up to five more tries, waiting 0.5 s, 1 s, 2 s, 4 s, 8 s before them. */
export const MAX_CHUNK_RETRIES = 5;
export const FIRST_RETRY_DELAY_MS = 500;

/** The wait before retry number `retry` (1-based). */
export function retryDelay(retry: number): number {
  return FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, retry - 1);
}

/** Settles after `ms`, or rejects at once when the signal aborts (the file was removed or failed). */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
