import dayjs, { type Dayjs } from 'dayjs';

/**
 * Calendar arithmetic of schedules (docs/contract.md), kept pure so the repeat rules are unit-testable.
 * Days are the server's local calendar days written `YYYY-MM-DD`; an occurrence of a repeating series is named
 * `<seriesId>_<YYYYMMDD>` so it can be edited or deleted on its own.
 */

export type Repetition = '1' | '2' | '3' | '4' | '5';
const UNIT: Record<Exclude<Repetition, '1'>, 'day' | 'week' | 'month' | 'year'> = {
  '2': 'day',
  '3': 'week',
  '4': 'month',
  '5': 'year',
};
/** no series may run longer than this: listing expands occurrences in memory */
export const MAX_REPEAT_YEARS = 10;

export interface Series {
  startDay: Date;
  endDay: Date;
  repetition: string;
  repeatTime: Date | null;
  exceptionDays: string[];
}

export interface Occurrence {
  /** YYYY-MM-DD of the occurrence's start */
  day: string;
  start: Date;
  end: Date;
}

export const dayKey = (d: Date | Dayjs): string => dayjs(d).format('YYYY-MM-DD');

export function isRepeating(repetition: string): repetition is Exclude<Repetition, '1'> {
  return repetition in UNIT;
}

/** Epoch ms, a numeric string or `yyyy-MM-dd[ HH:mm[:ss]]`; null when unreadable. */
export function parseInstant(value: unknown): Date | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value !== 'string' || !value.trim()) return null;
  const text = value.trim();
  if (/^-?\d{9,}$/.test(text)) return new Date(Number(text));
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (!m) return null;
  const [year, month, day, hour = '0', minute = '0', second = '0'] = m.slice(1);
  const date = new Date(+year, +month - 1, +day, +hour, +minute, +second);
  // 2024-02-31 must not roll over into March
  return date.getMonth() === +month - 1 && date.getDate() === +day && +hour < 24 ? date : null;
}

/** `HH:mm` → [hours, minutes], or null. */
export function parseClock(value: unknown): [number, number] | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!m || +m[1] > 23 || +m[2] > 59) return null;
  return [+m[1], +m[2]];
}

export function withClock(day: Date, clock: [number, number] | null): Date {
  if (!clock) return day;
  return dayjs(day).hour(clock[0]).minute(clock[1]).second(0).millisecond(0).toDate();
}

export const clockOf = (d: Date): string => dayjs(d).format('HH:mm');

/** The start of occurrence `k` (0 is the series' own start). */
function nthStart(series: Series, k: number): Dayjs {
  const start = dayjs(series.startDay);
  return isRepeating(series.repetition) ? start.add(k, UNIT[series.repetition]) : start;
}

/**
 * Occurrences overlapping [from, to] (both optional), exceptions left out. A single schedule has one
 * occurrence; a series runs until the end of its repeatTime day.
 */
export function occurrences(
  series: Series,
  from?: Date,
  to?: Date,
  extraExceptions: string[] = [],
  until = '',
): Occurrence[] {
  const length = series.endDay.getTime() - series.startDay.getTime();
  const skipped = new Set([...series.exceptionDays, ...extraExceptions]);
  const last =
    isRepeating(series.repetition) && series.repeatTime ? dayKey(series.repeatTime) : dayKey(series.startDay);
  const stop = until && until < last ? until : last;
  const out: Occurrence[] = [];
  for (let k = 0; k < 100_000; k++) {
    const start = nthStart(series, k);
    const day = dayKey(start);
    if (day > stop || (to && start.toDate() > to)) break;
    const end = new Date(start.valueOf() + length);
    if (!skipped.has(day) && (!from || end >= from)) out.push({ day, start: start.toDate(), end });
    if (!isRepeating(series.repetition)) break;
  }
  return out;
}

/** The occurrence of `series` on `day`, if the series has one that day (exceptions ignored). */
export function occurrenceOn(series: Series, day: string): Occurrence | null {
  const from = dayjs(day).startOf('day').toDate();
  const to = dayjs(day).endOf('day').toDate();
  return (
    occurrences({ ...series, exceptionDays: [] }, undefined, to).find((o) => o.day === day && o.start >= from) ?? null
  );
}

export const previousDay = (day: string): string => dayjs(day).subtract(1, 'day').format('YYYY-MM-DD');

/** `<id>_<YYYYMMDD>` → the series id and the day; a plain id names the series itself. */
export function splitOccurrenceId(id: string): { seriesId: string; day: string | null } {
  const m = /^(.+)_(\d{4})(\d{2})(\d{2})$/.exec(id);
  return m ? { seriesId: m[1], day: `${m[2]}-${m[3]}-${m[4]}` } : { seriesId: id, day: null };
}

export const occurrenceId = (seriesId: string, day: string, repeating: boolean): string =>
  repeating ? `${seriesId}_${day.replace(/-/g, '')}` : seriesId;

export function parseDays(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text || '[]');
    return Array.isArray(parsed) ? parsed.filter((d): d is string => typeof d === 'string') : [];
  } catch {
    return [];
  }
}
