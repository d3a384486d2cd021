import dayjs from 'dayjs';
import { dateUnitOf, toDayjs, type DateUnit } from './dateFormat';

/**
 * Start/end limits of the date and time pickers (docs/widgets.md; `startTimeRule, startTimeType, startTimeTarget,
 * startTimeValue, startRelationField`, same for end). Semantics follow the platform's form parser:
 * - type 1 特定时间: a fixed value (`startTimeValue`, a timestamp for dates, 'HH:mm:ss' for times);
 * - type 2 表单字段: the current value of another field (`startRelationField`), followed live;
 * - type 3 填写当前时间: the moment the form is filled in;
 * - type 4 当前时间前 / 5 当前时间后: now minus / plus `startTimeValue` units, the unit chosen by `startTimeTarget`
 *   (dates: 1 year, 2 month, 3 day, 4 hour, 5 minute, 6 second; times: 1 hour, 2 minute, 3 second).
 * With the rule switched off, the `startTime`/`endTime` props (set by the designer or a script) apply.
 */
export const BOUND_TYPE = { fixed: 1, field: 2, now: 3, beforeNow: 4, afterNow: 5 } as const;

export type BoundSide = 'start' | 'end';

export interface BoundRule {
  rule?: boolean;
  type?: number | string;
  target?: number | string;
  value?: unknown;
  relationField?: string;
}

export interface BoundContext {
  /** the moment the form was opened (types 3–5) */
  now: number;
  /** the related field's current value (type 2) */
  relationValue?: unknown;
  /** the startTime/endTime prop, used when the rule is off */
  fallback?: unknown;
}

const DATE_TARGET_UNITS: Record<number, DateUnit> = {
  1: 'year',
  2: 'month',
  3: 'day',
  4: 'hour',
  5: 'minute',
  6: 'second',
};
const TIME_TARGET_UNITS: Record<number, DateUnit> = { 1: 'hour', 2: 'minute', 3: 'second' };

function relativeToNow(rule: BoundRule, now: number, units: Record<number, DateUnit>, fallbackUnit: DateUnit) {
  const amount = Number(rule.value) || 0;
  const unit = units[Number(rule.target)] ?? fallbackUnit;
  const sign = Number(rule.type) === BOUND_TYPE.beforeNow ? -1 : 1;
  return dayjs(now).add(sign * amount, unit);
}

/** A date bound as a timestamp, before it is widened to the format's unit; null when there is none. */
export function resolveDateBound(rule: BoundRule | undefined, ctx: BoundContext): number | null {
  if (!rule?.rule) return toDayjs(ctx.fallback)?.valueOf() ?? null;
  switch (Number(rule.type)) {
    case BOUND_TYPE.fixed:
      return toDayjs(rule.value)?.valueOf() ?? null;
    case BOUND_TYPE.field:
      return rule.relationField ? (toDayjs(ctx.relationValue)?.valueOf() ?? null) : null;
    case BOUND_TYPE.now:
      return ctx.now;
    case BOUND_TYPE.beforeNow:
    case BOUND_TYPE.afterNow:
      return relativeToNow(rule, ctx.now, DATE_TARGET_UNITS, 'day').valueOf();
    default:
      return null;
  }
}

export interface DateBounds {
  start: number | null;
  end: number | null;
}

/**
 * Bounds widened to whole units of the format: a 'yyyy-MM' picker with a start on 15 May allows May itself.
 * The start is the first instant of its unit, the end the last.
 */
export function widenDateBounds(start: number | null, end: number | null, format?: string | null): DateBounds {
  const unit = dateUnitOf(format);
  return {
    start: start === null ? null : dayjs(start).startOf(unit).valueOf(),
    end: end === null ? null : dayjs(end).endOf(unit).valueOf(),
  };
}

/** Start later than end: nothing can be picked, so the picker turns read-only. */
export function boundsInverted(bounds: { start: unknown; end: unknown }, compare = defaultCompare): boolean {
  return bounds.start !== null && bounds.end !== null && compare(bounds.start, bounds.end) > 0;
}

function defaultCompare(a: unknown, b: unknown): number {
  return Number(a) - Number(b);
}

/** A calendar cell (or typed value) outside the bounds, compared at the format's unit. */
export function isDateDisabled(current: number, bounds: DateBounds, format?: string | null): boolean {
  const cell = dayjs(current).startOf(dateUnitOf(format)).valueOf();
  if (bounds.start !== null && cell < bounds.start) return true;
  if (bounds.end !== null && cell > bounds.end) return true;
  return false;
}

// ---------- time of day ----------

export interface TimeOfDay {
  h: number;
  m: number;
  s: number;
}

export const DAY_START: TimeOfDay = { h: 0, m: 0, s: 0 };
export const DAY_END: TimeOfDay = { h: 23, m: 59, s: 59 };

/** 'HH:mm:ss' or 'HH:mm' (seconds default to 0); null for anything else. */
export function parseTimeOfDay(text: unknown): TimeOfDay | null {
  if (typeof text !== 'string') return null;
  const match = /^\s*(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const [h, m, s] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (h > 23 || m > 59 || s > 59) return null;
  return { h, m, s };
}

export function timeOfDayOf(timestamp: number): TimeOfDay {
  const d = dayjs(timestamp);
  return { h: d.hour(), m: d.minute(), s: d.second() };
}

export function secondsOfDay(t: TimeOfDay): number {
  return t.h * 3600 + t.m * 60 + t.s;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm:ss', or 'HH:mm' when the format has no seconds. */
export function formatTimeOfDay(t: TimeOfDay, format = 'HH:mm:ss'): string {
  return /s/.test(format) ? `${pad(t.h)}:${pad(t.m)}:${pad(t.s)}` : `${pad(t.h)}:${pad(t.m)}`;
}

/** A 'HH:mm' picker ignores the seconds of its bounds, as the platform does. */
export function truncateToFormat(t: TimeOfDay, format = 'HH:mm:ss'): TimeOfDay {
  return /s/.test(format) ? t : { ...t, s: 0 };
}

/** A time bound as 'HH:mm:ss' / 'HH:mm' in the picker's format; null when there is none. */
export function resolveTimeBound(rule: BoundRule | undefined, ctx: BoundContext, format = 'HH:mm:ss'): string | null {
  const asText = (value: unknown) => {
    const t = parseTimeOfDay(value);
    return t ? formatTimeOfDay(truncateToFormat(t, format), format) : null;
  };
  if (!rule?.rule) return asText(ctx.fallback);
  switch (Number(rule.type)) {
    case BOUND_TYPE.fixed:
      return asText(rule.value);
    case BOUND_TYPE.field:
      return rule.relationField ? asText(ctx.relationValue) : null;
    case BOUND_TYPE.now:
      return formatTimeOfDay(timeOfDayOf(ctx.now), format);
    case BOUND_TYPE.beforeNow:
    case BOUND_TYPE.afterNow:
      return formatTimeOfDay(timeOfDayOf(relativeToNow(rule, ctx.now, TIME_TARGET_UNITS, 'hour').valueOf()), format);
    default:
      return null;
  }
}

/** Time bounds with the spec's defaults (00:00:00 and 23:59:59) filled in. */
export function timeWindow(start: string | null, end: string | null): { lo: TimeOfDay; hi: TimeOfDay } {
  return { lo: parseTimeOfDay(start) ?? DAY_START, hi: parseTimeOfDay(end) ?? DAY_END };
}

export function timeWindowInverted(start: string | null, end: string | null): boolean {
  const { lo, hi } = timeWindow(start, end);
  return secondsOfDay(lo) > secondsOfDay(hi);
}

/** A time moved inside [lo, hi] (a typed value outside the window snaps to the nearer bound). */
export function clampTimeOfDay(t: TimeOfDay, lo: TimeOfDay, hi: TimeOfDay): TimeOfDay {
  if (secondsOfDay(t) < secondsOfDay(lo)) return lo;
  if (secondsOfDay(t) > secondsOfDay(hi)) return hi;
  return t;
}

export interface DisabledTimeUnits {
  disabledHours: () => number[];
  disabledMinutes: (hour: number) => number[];
  disabledSeconds: (hour: number, minute: number) => number[];
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/**
 * The hour/minute/second columns outside [lo, hi]: an hour is disabled when it lies wholly outside, a minute
 * when its (hour, minute) does, a second when its full time does.
 */
export function disabledTimeUnits(lo: TimeOfDay, hi: TimeOfDay): DisabledTimeUnits {
  const loHM = lo.h * 60 + lo.m;
  const hiHM = hi.h * 60 + hi.m;
  return {
    disabledHours: () => [...range(0, lo.h), ...range(hi.h + 1, 24)],
    disabledMinutes: (hour) => range(0, 60).filter((minute) => hour * 60 + minute < loHM || hour * 60 + minute > hiHM),
    disabledSeconds: (hour, minute) =>
      range(0, 60).filter((second) => {
        const t = secondsOfDay({ h: hour, m: minute, s: second });
        return t < secondsOfDay(lo) || t > secondsOfDay(hi);
      }),
  };
}

const NONE: DisabledTimeUnits = { disabledHours: () => [], disabledMinutes: () => [], disabledSeconds: () => [] };

/**
 * The time columns of a date-time picker on a given day: only the day of the start bound and the day of the
 * end bound are limited: the selectable time range on the boundary days follows the bounds.
 */
export function disabledTimeOnDay(day: number | null, bounds: DateBounds): DisabledTimeUnits {
  if (day === null) return NONE;
  const sameDay = (other: number | null) => other !== null && dayjs(other).isSame(day, 'day');
  const onStartDay = sameDay(bounds.start);
  const onEndDay = sameDay(bounds.end);
  if (!onStartDay && !onEndDay) return NONE;
  return disabledTimeUnits(
    onStartDay ? timeOfDayOf(bounds.start as number) : DAY_START,
    onEndDay ? timeOfDayOf(bounds.end as number) : DAY_END,
  );
}
