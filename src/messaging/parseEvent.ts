import type { ServerEvent } from '../../contract';

/**
 * A server frame as an event, or null when it is not one (not text, not JSON, no method, a sequenced event
 * without a usable id/seq). The server is trusted for the rest of the shape; this only keeps a broken or
 * foreign frame from throwing inside the page.
 */
export function parseServerEvent(data: unknown): ServerEvent | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const event = value as Record<string, unknown>;
  if (typeof event.method !== 'string' || !event.method) return null;
  if ('seq' in event && (typeof event.seq !== 'number' || typeof event.id !== 'string')) return null;
  return event as unknown as ServerEvent;
}
