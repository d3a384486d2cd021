import {
  dayKey,
  occurrenceId,
  occurrenceOn,
  occurrences,
  parseInstant,
  splitOccurrenceId,
  type Series,
} from '../../server/services/scheduleTime';

/** The repeat rules of schedules (docs/contract.md), on the pure calendar helpers. */

const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);
const weekly: Series = {
  startDay: at(2025, 1, 6, 9, 30),
  endDay: at(2025, 1, 6, 10, 30),
  repetition: '3',
  repeatTime: at(2025, 3, 31, 23, 59),
  exceptionDays: [],
};
const days = (list: { day: string }[]) => list.map((o) => o.day);

describe('expansion', () => {
  test('a weekly series lists every occurrence in the range, each as long as the first', () => {
    const found = occurrences(weekly, at(2025, 2, 1), at(2025, 2, 28, 23, 59));
    expect(days(found)).toEqual(['2025-02-03', '2025-02-10', '2025-02-17', '2025-02-24']);
    expect(found[0].end.getTime() - found[0].start.getTime()).toBe(60 * 60_000);
    expect(found[0].start.getHours()).toBe(9);
  });

  test('the series stops after its repeat end day; exceptions are left out', () => {
    const all = occurrences({ ...weekly, exceptionDays: ['2025-03-10'] });
    expect(all).toHaveLength(13 - 1);
    expect(days(all).at(-1)).toBe('2025-03-31');
    expect(days(all)).not.toContain('2025-03-10');
  });

  test.each([
    ['2', 30, ['2025-01-30', '2025-01-31', '2025-02-01']],
    ['4', 31, ['2025-01-31', '2025-02-28', '2025-03-31']],
    ['5', 31, ['2025-01-31', '2026-01-31', '2027-01-31']],
  ])('repetition %s (daily; monthly and yearly counted from the first day)', (repetition, firstDay, expected) => {
    const series: Series = {
      startDay: at(2025, 1, firstDay, 8),
      endDay: at(2025, 1, firstDay, 9),
      repetition,
      repeatTime: at(2027, 12, 31),
      exceptionDays: [],
    };
    expect(days(occurrences(series)).slice(0, 3)).toEqual(expected);
  });

  test('a single schedule has one occurrence, found when it overlaps the range', () => {
    const single: Series = { ...weekly, repetition: '1', repeatTime: null };
    expect(days(occurrences(single))).toEqual(['2025-01-06']);
    expect(occurrences(single, at(2025, 1, 6, 10), at(2025, 1, 6, 11))).toHaveLength(1);
    expect(occurrences(single, at(2025, 1, 6, 11), at(2025, 1, 7))).toHaveLength(0);
  });

  test('a participant may leave days or the rest of the series', () => {
    expect(days(occurrences(weekly, undefined, undefined, ['2025-01-13'], '2025-01-27'))).toEqual([
      '2025-01-06',
      '2025-01-20',
      '2025-01-27',
    ]);
  });
});

describe('occurrence ids and dates', () => {
  test('an occurrence id names the series and the day; a plain id names the series', () => {
    expect(occurrenceId('abc', '2025-02-03', true)).toBe('abc_20250203');
    expect(occurrenceId('abc', '2025-02-03', false)).toBe('abc');
    expect(splitOccurrenceId('sch-weekly_20250203')).toEqual({ seriesId: 'sch-weekly', day: '2025-02-03' });
    expect(splitOccurrenceId('sch-weekly')).toEqual({ seriesId: 'sch-weekly', day: null });
    expect(occurrenceOn(weekly, '2025-02-10')?.start).toEqual(at(2025, 2, 10, 9, 30));
    expect(occurrenceOn(weekly, '2025-02-11')).toBeNull();
  });

  test('instants are read from ms, numeric text or yyyy-MM-dd[ HH:mm[:ss]]; impossible dates are refused', () => {
    expect(parseInstant(at(2025, 1, 2).getTime())).toEqual(at(2025, 1, 2));
    expect(parseInstant(String(at(2025, 1, 2).getTime()))).toEqual(at(2025, 1, 2));
    expect(parseInstant('2025-01-02 09:30')).toEqual(at(2025, 1, 2, 9, 30));
    expect(parseInstant('2025-01-02')).toEqual(at(2025, 1, 2));
    for (const bad of ['2025-02-30', '2025-13-01', 'tomorrow', '', null, NaN, {}]) expect(parseInstant(bad)).toBeNull();
    expect(dayKey(at(2025, 12, 31, 23, 59))).toBe('2025-12-31');
  });
});
