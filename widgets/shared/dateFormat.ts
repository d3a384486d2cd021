import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

// Parsing 'HH:mm' / 'YYYY-MM' strings back needs the explicit-format parser.
dayjs.extend(customParseFormat);

/**
 * The designer stores Java-style patterns (yyyy, yyyy-MM, yyyy-MM-dd, yyyy-MM-dd HH:mm,
 * yyyy-MM-dd HH:mm:ss; times HH:mm:ss / HH:mm). dayjs spells year and day in capitals; everything else
 * (MM, HH, mm, ss) is the same. Patterns already in dayjs spelling pass through unchanged.
 */
export const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd';
export const DEFAULT_TIME_FORMAT = 'HH:mm:ss';

export type DateUnit = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';
export type PickerMode = 'year' | 'month' | 'date';

export function toDayjsFormat(format?: string | null, fallback = DEFAULT_DATE_FORMAT): string {
  const source = format && format.trim() ? format : fallback;
  return source.replace(/y+/g, (run) => 'Y'.repeat(run.length)).replace(/d+/g, (run) => 'D'.repeat(run.length));
}

/** The finest unit a format shows: a value is kept at that granularity (platform `getDateTimeUnit`). */
export function dateUnitOf(format?: string | null): DateUnit {
  const f = toDayjsFormat(format);
  if (/s/.test(f)) return 'second';
  if (/m/.test(f)) return 'minute';
  if (/[Hh]/.test(f)) return 'hour';
  if (/D/.test(f)) return 'day';
  if (/M/.test(f)) return 'month';
  return 'year';
}

export function pickerModeOf(format?: string | null): PickerMode {
  const unit = dateUnitOf(format);
  if (unit === 'year') return 'year';
  if (unit === 'month') return 'month';
  return 'date';
}

export function hasTimePart(format?: string | null): boolean {
  const unit = dateUnitOf(format);
  return unit === 'hour' || unit === 'minute' || unit === 'second';
}

/** The time half of a date-time format ('HH:mm' of 'YYYY-MM-DD HH:mm'), for the picker's time columns. */
export function timePartOf(format?: string | null): string | undefined {
  const match = /[Hh].*$/.exec(toDayjsFormat(format));
  return match ? match[0] : undefined;
}

/**
 * A stored date value as dayjs. Values are epoch-ms timestamps; legacy records may hold numeric strings or
 * formatted strings, which are read too. Anything unreadable is undefined.
 */
export function toDayjs(value: unknown, format?: string | null): Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (dayjs.isDayjs(value)) return value.isValid() ? value : undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? dayjs(value) : undefined;
  if (value instanceof Date) return dayjs(value);
  if (typeof value === 'string') {
    if (/^-?\d{9,}$/.test(value.trim())) return dayjs(Number(value));
    const strict = dayjs(value, toDayjsFormat(format), true);
    if (strict.isValid()) return strict;
    const loose = dayjs(value);
    return loose.isValid() ? loose : undefined;
  }
  return undefined;
}

/** A picked date as the timestamp to store: cut to the format's unit, as the platform's format round trip does. */
export function toTimestamp(date: Dayjs | null | undefined, format?: string | null): number | null {
  if (!date || !date.isValid()) return null;
  return date.startOf(dateUnitOf(format)).valueOf();
}

/** The text a date value shows in its format ('' when empty, the raw value when unreadable). */
export function formatDateValue(value: unknown, format?: string | null): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDayjs(value, format);
  return date ? date.format(toDayjsFormat(format)) : String(value);
}
