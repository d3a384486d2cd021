import dayjs from 'dayjs';
import { formatMessage, type EngineLanguage, type EngineMessage } from '../i18n';
import { formatMessages } from './messages';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

function count(message: EngineMessage, n: number, lang?: EngineLanguage): string {
  return formatMessage(message, { n, s: n === 1 ? '' : 's' }, lang);
}

/**
 * How long ago a moment was: under a minute 刚刚, then minutes up to 59, hours up to 23, days up
 * to 6, weeks 1–3, months 1–3, and past that the date (YYYY-MM-DD). A moment in the future, however far
 * ahead (a clock ahead of ours, a scheduled send), reads as just now: the platform's front end shows 刚刚 for
 * every negative difference.
 */
export function relativeTime(
  ts: number | string | Date,
  now: number | Date = Date.now(),
  lang?: EngineLanguage,
): string {
  const then = dayjs(ts);
  if (ts === '' || !then.isValid()) return '';
  const current = dayjs(now);
  const diff = current.valueOf() - then.valueOf();
  if (diff < MINUTE) return formatMessage(formatMessages.justNow, {}, lang);
  if (diff < HOUR) return count(formatMessages.minutesAgo, Math.floor(diff / MINUTE), lang);
  if (diff < DAY) return count(formatMessages.hoursAgo, Math.floor(diff / HOUR), lang);
  if (diff < WEEK) return count(formatMessages.daysAgo, Math.floor(diff / DAY), lang);
  const weeks = Math.floor(diff / WEEK);
  if (weeks <= 3) return count(formatMessages.weeksAgo, weeks, lang);
  // calendar months, at least 1 once past three weeks (28–30 days are "1 month ago", not "0")
  const months = Math.max(1, current.diff(then, 'month'));
  if (months <= 3) return count(formatMessages.monthsAgo, months, lang);
  return then.format('YYYY-MM-DD');
}
