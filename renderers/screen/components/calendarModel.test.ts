import dayjs from 'dayjs';
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_FIELDS,
  eventsOn,
  shift,
  suggestedSlot,
  toEvents,
  viewTitle,
  dayTitle,
  visibleDays,
  visibleRange,
  weekStart,
} from './calendarModel';

const d = (text: string) => dayjs(text);

describe('calendar model', () => {
  test('a month shows six weeks from the Monday on or before the 1st', () => {
    const days = visibleDays('month', d('2026-03-18'));
    expect(days).toHaveLength(42);
    expect(days[0].format('YYYY-MM-DD')).toBe('2026-02-23');
    expect(days[41].format('YYYY-MM-DD')).toBe('2026-04-05');
    expect(weekStart(d('2026-03-01')).format('YYYY-MM-DD')).toBe('2026-02-23'); // a Sunday belongs to its Monday
  });

  test('a week is Monday to Sunday; the range asked for covers the shown days', () => {
    expect(visibleDays('week', d('2026-03-18')).map((x) => x.date())).toEqual([16, 17, 18, 19, 20, 21, 22]);
    expect(visibleRange('week', d('2026-03-18'))).toEqual({
      startTime: '2026-03-16 00:00',
      endTime: '2026-03-22 23:59',
    });
    expect(visibleRange('month', d('2026-03-18')).startTime).toBe('2026-02-23 00:00');
  });

  test('titles and navigation', () => {
    expect(viewTitle('month', d('2026-03-18'))).toBe('2026年3月');
    expect(viewTitle('week', d('2026-03-18'))).toBe('2026年3月16日 – 3月22日');
    expect(viewTitle('month', d('2026-03-18'), 'en')).toBe('Mar 2026');
    expect(viewTitle('week', d('2026-03-18'), 'en')).toBe('Mar 16, 2026 – Mar 22');
    expect(dayTitle(d('2026-03-18'), 'zhtw')).toBe('3月18日');
    expect(shift('month', d('2026-01-31'), 1).format('YYYY-MM-DD')).toBe('2026-02-28');
    expect(shift('week', d('2026-03-18'), -1).format('YYYY-MM-DD')).toBe('2026-03-11');
  });

  test('rows become events (ms or text times); unreadable rows are skipped', () => {
    const events = toEvents(
      [
        {
          id: 'a',
          title: '例会',
          startDay: d('2026-03-16 09:30').valueOf(),
          endDay: d('2026-03-16 10:30').valueOf(),
          color: '#f00',
        },
        { id: 'b', title: '出差', startDay: '2026-03-16 00:00', endDay: '2026-03-18 23:59', allDay: 1 },
        { id: 'c', title: '坏数据', startDay: 'soon' },
      ],
      DEFAULT_FIELDS,
    );
    expect(events.map((e) => e.key)).toEqual(['a', 'b']);
    expect(events[1].allDay).toBe(true);
    expect(eventsOn(events, d('2026-03-16')).map((e) => e.key)).toEqual(['b', 'a']);
    expect(eventsOn(events, d('2026-03-17')).map((e) => e.key)).toEqual(['b']);
    expect(eventsOn(events, d('2026-03-19'))).toEqual([]);
  });

  test('a clicked day suggests today’s next full hour, or 09:00 on another day', () => {
    const now = d('2026-03-16 14:20');
    expect(suggestedSlot(d('2026-03-16'), now)).toEqual({
      date: '2026-03-16',
      startTime: '2026-03-16 15:00',
      endTime: '2026-03-16 16:00',
    });
    expect(suggestedSlot(d('2026-03-20'), now).startTime).toBe('2026-03-20 09:00');
  });
});
