import { BizError } from '../../lib/envelope';

/**
 * A fixed-window counter per client address for the anonymous public-form endpoints, so one address cannot
 * hammer the captcha, the password or the submission. It lives in the process: behind several processes each
 * keeps its own count, which still bounds an address to (processes × limit) per window.
 */

export const RATE_LIMITED = '操作过于频繁，请稍后再试';

export interface RateLimiter {
  /** counts one request of the address; throws a 429 BizError when the window's allowance is used up */
  hit(address: string, now?: number): void;
}

export function createRateLimiter(limit: number, windowMs: number): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(address, now = Date.now()) {
      // forget finished windows now and then, so the map never grows with every address ever seen
      if (windows.size > 10_000) for (const [key, w] of windows) if (now - w.start >= windowMs) windows.delete(key);
      const current = windows.get(address);
      if (!current || now - current.start >= windowMs) {
        windows.set(address, { start: now, count: 1 });
        return;
      }
      current.count += 1;
      if (current.count > limit) throw new BizError(RATE_LIMITED, 429);
    },
  };
}
