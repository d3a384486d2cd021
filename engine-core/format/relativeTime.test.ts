import dayjs from 'dayjs';
import { relativeTime } from './relativeTime';

const NOW = new Date(2024, 5, 15, 12, 0, 0).getTime();
const ago = (ms: number) => NOW - ms;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  test.each<[string, number, string]>([
    ['now', NOW, '刚刚'],
    ['59 s', ago(59 * SECOND), '刚刚'],
    ['30 s ahead', NOW + 30 * SECOND, '刚刚'],
    ['1 min', ago(MINUTE), '1分钟前'],
    ['59 min', ago(59 * MINUTE + 59 * SECOND), '59分钟前'],
    ['1 h', ago(HOUR), '1小时前'],
    ['23 h', ago(23 * HOUR + 59 * MINUTE), '23小时前'],
    ['1 day', ago(DAY), '1天前'],
    ['6 days', ago(6 * DAY + 23 * HOUR), '6天前'],
    ['7 days', ago(7 * DAY), '1周前'],
    ['27 days', ago(27 * DAY), '3周前'],
    ['29 days', ago(29 * DAY), '1个月前'],
    ['2 months', dayjs(NOW).subtract(2, 'month').valueOf(), '2个月前'],
    ['3 months', dayjs(NOW).subtract(3, 'month').valueOf(), '3个月前'],
    ['4 months', dayjs(NOW).subtract(4, 'month').valueOf(), '2024-02-15'],
    ['a year', new Date(2023, 0, 5, 8, 0).getTime(), '2023-01-05'],
    // the future reads 刚刚, however far ahead, as on the platform
    ['a day ahead', NOW + DAY, '刚刚'],
    ['a year ahead', NOW + 365 * DAY, '刚刚'],
  ])('%s ago', (_label, ts, expected) => {
    expect(relativeTime(ts, NOW, 'zh')).toBe(expected);
  });

  test.each<['zh' | 'zhtw' | 'en', number, string]>([
    ['zhtw', ago(5 * MINUTE), '5分鐘前'],
    ['zhtw', ago(2 * 7 * DAY), '2週前'],
    ['en', ago(10 * SECOND), 'just now'],
    ['en', NOW + 2 * HOUR, 'just now'],
    ['en', ago(MINUTE), '1 minute ago'],
    ['en', ago(3 * HOUR), '3 hours ago'],
    ['en', ago(DAY), '1 day ago'],
    ['en', ago(14 * DAY), '2 weeks ago'],
    ['en', dayjs(NOW).subtract(2, 'month').valueOf(), '2 months ago'],
  ])('%s: %d → %s', (lang, ts, expected) => {
    expect(relativeTime(ts, NOW, lang)).toBe(expected);
  });

  test('accepts dates and date strings; invalid input is empty', () => {
    expect(relativeTime(new Date(ago(2 * HOUR)), NOW, 'zh')).toBe('2小时前');
    expect(relativeTime('2020-03-04T10:00:00', NOW, 'zh')).toBe('2020-03-04');
    expect(relativeTime('not a date', NOW, 'zh')).toBe('');
    expect(relativeTime('', NOW, 'zh')).toBe('');
  });
});
