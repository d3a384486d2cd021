import dayjs, { type Dayjs } from 'dayjs';
import type { EngineLanguage } from '../../../engine-core/i18n';

/**
 * The pure half of the Calendar page component: which days a month or week view shows, which range it asks the
 * API for, which events fall on a day, and the time a new event on a clicked day suggests. Weeks start Monday.
 */

export type CalendarView = 'month' | 'week';

export interface CalendarFields {
  key: string;
  title: string;
  start: string;
  end: string;
  color: string;
  allDay: string;
}

export const DEFAULT_FIELDS: CalendarFields = {
  key: 'id',
  title: 'title',
  start: 'startDay',
  end: 'endDay',
  color: 'color',
  allDay: 'allDay',
};

export interface CalendarEvent {
  key: string;
  title: string;
  start: Dayjs;
  end: Dayjs;
  color: string;
  allDay: boolean;
  row: Record<string, unknown>;
}

const RANGE_FORMAT = 'YYYY-MM-DD HH:mm';

/** Monday of the week holding `date`. */
export function weekStart(date: Dayjs): Dayjs {
  return date.startOf('day').subtract((date.day() + 6) % 7, 'day');
}

/** The days on screen: six full weeks around the month, or the seven days of the week. */
export function visibleDays(view: CalendarView, anchor: Dayjs): Dayjs[] {
  const first = view === 'month' ? weekStart(anchor.startOf('month')) : weekStart(anchor);
  const count = view === 'month' ? 42 : 7;
  return Array.from({ length: count }, (_, i) => first.add(i, 'day'));
}

/** What the list API is asked for: from the first shown day 00:00 to the last shown day 23:59. */
export function visibleRange(view: CalendarView, anchor: Dayjs): { startTime: string; endTime: string } {
  const days = visibleDays(view, anchor);
  return {
    startTime: days[0].format(RANGE_FORMAT),
    endTime: days[days.length - 1].endOf('day').format(RANGE_FORMAT),
  };
}

/** How the header and a day's popover write dates, per language (dayjs formats). */
const DATE_FORMATS: Record<EngineLanguage, { month: string; firstDay: string; day: string }> = {
  zh: { month: 'YYYY年M月', firstDay: 'YYYY年M月D日', day: 'M月D日' },
  zhtw: { month: 'YYYY年M月', firstDay: 'YYYY年M月D日', day: 'M月D日' },
  en: { month: 'MMM YYYY', firstDay: 'MMM D, YYYY', day: 'MMM D' },
};

/** The header text: 2026年3月, or 2026年3月2日 – 3月8日 for a week (Mar 2026, Mar 2, 2026 – Mar 8 in English). */
export function viewTitle(view: CalendarView, anchor: Dayjs, language: EngineLanguage = 'zh'): string {
  const formats = DATE_FORMATS[language];
  if (view === 'month') return anchor.locale('en').format(formats.month);
  const days = visibleDays('week', anchor);
  return `${days[0].locale('en').format(formats.firstDay)} – ${days[6].locale('en').format(formats.day)}`;
}

/** A day as its popover titles it: 3月2日, Mar 2. */
export function dayTitle(day: Dayjs, language: EngineLanguage = 'zh'): string {
  return day.locale('en').format(DATE_FORMATS[language].day);
}

export function shift(view: CalendarView, anchor: Dayjs, step: -1 | 1): Dayjs {
  return anchor.add(step, view === 'month' ? 'month' : 'week');
}

const instant = (value: unknown): Dayjs | null => {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as number | string));
  return parsed.isValid() ? parsed : null;
};

/** Rows of the API as events; rows without a readable start are skipped (a bad row must not break the view). */
export function toEvents(rows: readonly Record<string, unknown>[], fields: CalendarFields): CalendarEvent[] {
  return rows.flatMap((row) => {
    const start = instant(row[fields.start]);
    if (!start) return [];
    const end = instant(row[fields.end]) ?? start;
    return [
      {
        key: String(row[fields.key] ?? `${String(row[fields.title])}@${start.valueOf()}`),
        title: String(row[fields.title] ?? ''),
        start,
        end: end.isBefore(start) ? start : end,
        color: typeof row[fields.color] === 'string' && row[fields.color] ? String(row[fields.color]) : '',
        allDay: Number(row[fields.allDay]) === 1 || row[fields.allDay] === true,
        row,
      },
    ];
  });
}

/** Events touching `day`, all-day first, then by start time. */
export function eventsOn(events: readonly CalendarEvent[], day: Dayjs): CalendarEvent[] {
  const from = day.startOf('day');
  const to = day.endOf('day');
  return events
    .filter((e) => !e.start.isAfter(to) && !e.end.isBefore(from) && !(e.end.isSame(from) && !e.start.isSame(from)))
    .sort((a, b) => Number(b.allDay) - Number(a.allDay) || a.start.valueOf() - b.start.valueOf());
}

/** A new event on a clicked day: today at the next full hour, another day at 09:00; one hour long. */
export function suggestedSlot(day: Dayjs, now: Dayjs = dayjs()): { date: string; startTime: string; endTime: string } {
  const start = day.isSame(now, 'day') ? now.add(1, 'hour').startOf('hour') : day.startOf('day').hour(9);
  return {
    date: day.format('YYYY-MM-DD'),
    startTime: start.format(RANGE_FORMAT),
    endTime: start.add(1, 'hour').format(RANGE_FORMAT),
  };
}

/** The column heads, Monday first. */
export const WEEKDAYS: Record<EngineLanguage, readonly string[]> = {
  zh: ['周一', '周二', '周三', '周四', '周五', '周六', '周日'],
  zhtw: ['週一', '週二', '週三', '週四', '週五', '週六', '週日'],
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
};
