/**
 * Bounds of the number widgets, checked the same way by the form and by the server when a record is saved:
 * a number past `max` or below `min` is refused with a message, never clamped silently, and a number range
 * whose start is greater than its end is refused.
 */

/** A designed bound: a finite number or numeric text; anything else means no bound. */
export function numberBound(bound: unknown): number | undefined {
  if (typeof bound === 'number') return Number.isFinite(bound) ? bound : undefined;
  if (typeof bound !== 'string' || bound.trim() === '') return undefined;
  const n = Number(bound);
  return Number.isFinite(n) ? n : undefined;
}

const asNumber = (value: unknown): number | undefined =>
  value === null || value === undefined || value === '' || typeof value === 'boolean' ? undefined : numberBound(value);

export type BoundBreach = { bound: 'max' | 'min'; limit: number };

/** Which bound a value breaks, or null (empty values and values that are not numbers break none). */
export function boundBreach(value: unknown, min: unknown, max: unknown): BoundBreach | null {
  const n = asNumber(value);
  if (n === undefined) return null;
  const high = numberBound(max);
  if (high !== undefined && n > high) return { bound: 'max', limit: high };
  const low = numberBound(min);
  if (low !== undefined && n < low) return { bound: 'min', limit: low };
  return null;
}

/** A [start, end] pair with both ends set and the start greater than the end. */
export function rangeReversed(value: unknown): boolean {
  if (!Array.isArray(value) || value.length < 2) return false;
  const start = asNumber(value[0]);
  const end = asNumber(value[1]);
  return start !== undefined && end !== undefined && start > end;
}
