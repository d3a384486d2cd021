import { formatTimeOfDay, parseTimeOfDay } from '../shared/dateBounds';
import { DEFAULT_TIME_FORMAT } from '../shared/dateFormat';

/** The stored time in the picker's format; unreadable text is shown as it is. */
export function formatTimeValue(value: unknown, format = DEFAULT_TIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const t = parseTimeOfDay(value);
  return t ? formatTimeOfDay(t, format) : String(value);
}
