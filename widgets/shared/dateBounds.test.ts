import dayjs from 'dayjs';
import {
  boundsInverted,
  clampTimeOfDay,
  disabledTimeOnDay,
  disabledTimeUnits,
  formatTimeOfDay,
  isDateDisabled,
  parseTimeOfDay,
  resolveDateBound,
  resolveTimeBound,
  timeWindow,
  timeWindowInverted,
  widenDateBounds,
  type BoundRule,
} from './dateBounds';

const at = (text: string) => dayjs(text).valueOf();
const NOW = at('2024-05-15 10:20:30');
const show = (ms: number | null) => (ms === null ? null : dayjs(ms).format('YYYY-MM-DD HH:mm:ss'));

describe('resolveDateBound', () => {
  test.each<[string, BoundRule | undefined, { relationValue?: unknown; fallback?: unknown }, string | null]>([
    ['rule off, no prop', undefined, {}, null],
    [
      'rule off, the startTime prop',
      { rule: false, type: 1, value: at('2020-01-01') },
      { fallback: at('2023-03-03') },
      '2023-03-03 00:00:00',
    ],
    ['1 fixed value', { rule: true, type: 1, value: at('2024-01-02 03:04:05') }, {}, '2024-01-02 03:04:05'],
    ['1 fixed value, empty', { rule: true, type: 1, value: null }, {}, null],
    [
      '2 another field',
      { rule: true, type: 2, relationField: 'f1' },
      { relationValue: at('2024-06-01') },
      '2024-06-01 00:00:00',
    ],
    ['2 another field, empty', { rule: true, type: 2, relationField: 'f1' }, { relationValue: null }, null],
    ['2 without a field', { rule: true, type: 2, relationField: '' }, { relationValue: at('2024-06-01') }, null],
    ['3 now', { rule: true, type: 3 }, {}, '2024-05-15 10:20:30'],
    ['4 two years before', { rule: true, type: 4, target: 1, value: 2 }, {}, '2022-05-15 10:20:30'],
    ['4 three months before', { rule: true, type: 4, target: 2, value: 3 }, {}, '2024-02-15 10:20:30'],
    ['4 ten days before', { rule: true, type: 4, target: 3, value: 10 }, {}, '2024-05-05 10:20:30'],
    ['5 one day after', { rule: true, type: 5, target: 3, value: 1 }, {}, '2024-05-16 10:20:30'],
    ['5 two hours after', { rule: true, type: 5, target: 4, value: 2 }, {}, '2024-05-15 12:20:30'],
    ['5 as strings', { rule: true, type: '5', target: '2', value: '1' }, {}, '2024-06-15 10:20:30'],
    ['unknown type', { rule: true, type: 9 }, {}, null],
  ])('%s', (_name, rule, ctx, expected) => {
    expect(show(resolveDateBound(rule, { now: NOW, ...ctx }))).toBe(expected);
  });
});

describe('widenDateBounds', () => {
  test.each([
    ['yyyy', '2024-01-01 00:00:00', '2025-12-31 23:59:59'],
    ['yyyy-MM', '2024-05-01 00:00:00', '2025-02-28 23:59:59'],
    ['yyyy-MM-dd', '2024-05-15 00:00:00', '2025-02-10 23:59:59'],
    ['yyyy-MM-dd HH:mm', '2024-05-15 10:20:00', '2025-02-10 08:09:59'],
    ['yyyy-MM-dd HH:mm:ss', '2024-05-15 10:20:30', '2025-02-10 08:09:07'],
  ])('%s', (format, start, end) => {
    const b = widenDateBounds(NOW, at('2025-02-10 08:09:07'), format);
    expect([show(b.start), show(b.end)]).toEqual([start, end]);
  });
  test('absent bounds stay absent', () => {
    expect(widenDateBounds(null, null, 'yyyy')).toEqual({ start: null, end: null });
  });
});

describe('isDateDisabled', () => {
  const bounds = (format: string) => widenDateBounds(at('2024-05-15 10:00'), at('2024-07-20 18:00'), format);
  test.each([
    ['yyyy-MM-dd', '2024-05-14', true],
    ['yyyy-MM-dd', '2024-05-15', false],
    ['yyyy-MM-dd', '2024-07-20 23:00', false],
    ['yyyy-MM-dd', '2024-07-21', true],
    ['yyyy-MM', '2024-04-30', true],
    ['yyyy-MM', '2024-05-01', false],
    ['yyyy-MM', '2024-07-31', false],
    ['yyyy-MM', '2024-08-01', true],
    ['yyyy', '2023-12-31', true],
    ['yyyy', '2024-01-01', false],
    ['yyyy', '2024-12-31', false],
    ['yyyy-MM-dd HH:mm', '2024-05-15 09:59', true],
    ['yyyy-MM-dd HH:mm', '2024-05-15 10:00', false],
    ['yyyy-MM-dd HH:mm', '2024-07-20 18:00:45', false],
    ['yyyy-MM-dd HH:mm', '2024-07-20 18:01', true],
  ])('%s: %s disabled=%s', (format, current, expected) => {
    expect(isDateDisabled(at(current), bounds(format), format)).toBe(expected);
  });
  test('no bounds disable nothing', () => {
    expect(isDateDisabled(at('1900-01-01'), { start: null, end: null }, 'yyyy-MM-dd')).toBe(false);
  });
  test('only a start or only an end', () => {
    expect(isDateDisabled(at('2024-01-01'), { start: at('2024-02-01'), end: null })).toBe(true);
    expect(isDateDisabled(at('2030-01-01'), { start: at('2024-02-01'), end: null })).toBe(false);
    expect(isDateDisabled(at('2030-01-01'), { start: null, end: at('2024-02-01') })).toBe(true);
  });
});

describe('boundsInverted', () => {
  test.each([
    [at('2024-05-02'), at('2024-05-01'), true],
    [at('2024-05-01'), at('2024-05-01'), false],
    [at('2024-05-01'), at('2024-05-02'), false],
    [null, at('2024-05-01'), false],
    [at('2024-05-01'), null, false],
  ])('%s > %s → %s', (start, end, expected) => {
    expect(boundsInverted({ start, end })).toBe(expected);
  });
  test('a year picker widens a same-year inverted pair back into order', () => {
    expect(boundsInverted(widenDateBounds(at('2024-06-01'), at('2024-03-01'), 'yyyy'))).toBe(false);
    expect(boundsInverted(widenDateBounds(at('2024-06-01'), at('2024-03-01'), 'yyyy-MM-dd'))).toBe(true);
  });
});

describe('disabledTimeOnDay (date-time picker, boundary days)', () => {
  const bounds = { start: at('2024-05-15 10:20:30'), end: at('2024-05-17 18:40:50') };
  test('a day strictly inside allows every time', () => {
    const d = disabledTimeOnDay(at('2024-05-16 12:00'), bounds);
    expect([d.disabledHours(), d.disabledMinutes(0), d.disabledSeconds(0, 0)]).toEqual([[], [], []]);
  });
  test('the start day cuts what lies before the start', () => {
    const d = disabledTimeOnDay(at('2024-05-15 00:00'), bounds);
    expect(d.disabledHours()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(d.disabledMinutes(9)).toHaveLength(60);
    expect(d.disabledMinutes(10)).toEqual([...Array(20).keys()]);
    expect(d.disabledMinutes(11)).toEqual([]);
    expect(d.disabledSeconds(10, 20)).toEqual([...Array(30).keys()]);
    expect(d.disabledSeconds(10, 21)).toEqual([]);
  });
  test('the end day cuts what lies after the end', () => {
    const d = disabledTimeOnDay(at('2024-05-17 00:00'), bounds);
    expect(d.disabledHours()).toEqual([19, 20, 21, 22, 23]);
    expect(d.disabledMinutes(18)).toEqual([...Array(19).keys()].map((i) => i + 41));
    expect(d.disabledMinutes(19)).toHaveLength(60);
    expect(d.disabledSeconds(18, 40)).toEqual([...Array(9).keys()].map((i) => i + 51));
  });
  test('start and end on one day', () => {
    const d = disabledTimeOnDay(at('2024-05-15'), { start: at('2024-05-15 08:00:00'), end: at('2024-05-15 09:30:00') });
    expect(d.disabledHours()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);
  });
  test('no day picked yet: nothing to limit', () => {
    expect(disabledTimeOnDay(null, bounds).disabledHours()).toEqual([]);
  });
});

describe('time of day', () => {
  test.each([
    ['08:05:09', { h: 8, m: 5, s: 9 }],
    ['8:05', { h: 8, m: 5, s: 0 }],
    ['24:00:00', null],
    ['08:60', null],
    ['nonsense', null],
    [null, null],
  ])('parse %s', (text, expected) => {
    expect(parseTimeOfDay(text)).toEqual(expected);
  });
  test('format in HH:mm:ss and HH:mm', () => {
    expect(formatTimeOfDay({ h: 8, m: 5, s: 9 })).toBe('08:05:09');
    expect(formatTimeOfDay({ h: 8, m: 5, s: 9 }, 'HH:mm')).toBe('08:05');
  });
});

describe('resolveTimeBound', () => {
  test.each<[string, BoundRule | undefined, { relationValue?: unknown; fallback?: unknown }, string, string | null]>([
    ['rule off, no prop', undefined, {}, 'HH:mm:ss', null],
    ['rule off, the prop', undefined, { fallback: '09:00' }, 'HH:mm:ss', '09:00:00'],
    ['1 fixed', { rule: true, type: 1, value: '08:30:15' }, {}, 'HH:mm:ss', '08:30:15'],
    ['1 fixed, HH:mm drops seconds', { rule: true, type: 1, value: '08:30:15' }, {}, 'HH:mm', '08:30'],
    [
      '2 another field',
      { rule: true, type: 2, relationField: 't1' },
      { relationValue: '13:14:15' },
      'HH:mm:ss',
      '13:14:15',
    ],
    [
      '2 another field, empty',
      { rule: true, type: 2, relationField: 't1' },
      { relationValue: undefined },
      'HH:mm:ss',
      null,
    ],
    ['3 now', { rule: true, type: 3 }, {}, 'HH:mm:ss', '10:20:30'],
    ['4 two hours before', { rule: true, type: 4, target: 1, value: 2 }, {}, 'HH:mm:ss', '08:20:30'],
    ['5 fifteen minutes after', { rule: true, type: 5, target: 2, value: 15 }, {}, 'HH:mm:ss', '10:35:30'],
    ['5 forty seconds after', { rule: true, type: 5, target: 3, value: 40 }, {}, 'HH:mm', '10:21'],
  ])('%s', (_name, rule, ctx, format, expected) => {
    expect(resolveTimeBound(rule, { now: NOW, ...ctx }, format)).toBe(expected);
  });
});

describe('time window', () => {
  test('defaults are 00:00:00 and 23:59:59', () => {
    expect(timeWindow(null, null)).toEqual({ lo: { h: 0, m: 0, s: 0 }, hi: { h: 23, m: 59, s: 59 } });
  });
  test.each([
    ['10:00:00', '09:59:59', true],
    ['10:00:00', '10:00:00', false],
    ['10:00:00', null, false],
    [null, '00:00:00', false],
  ])('%s > %s inverted=%s', (start, end, expected) => {
    expect(timeWindowInverted(start, end)).toBe(expected);
  });
  test('clamp snaps to the nearer bound', () => {
    const lo = { h: 9, m: 0, s: 0 };
    const hi = { h: 17, m: 30, s: 0 };
    expect(clampTimeOfDay({ h: 8, m: 0, s: 0 }, lo, hi)).toEqual(lo);
    expect(clampTimeOfDay({ h: 18, m: 0, s: 0 }, lo, hi)).toEqual(hi);
    expect(clampTimeOfDay({ h: 12, m: 0, s: 0 }, lo, hi)).toEqual({ h: 12, m: 0, s: 0 });
  });
  test('disabled columns of 09:15:30–17:45:10', () => {
    const d = disabledTimeUnits({ h: 9, m: 15, s: 30 }, { h: 17, m: 45, s: 10 });
    expect(d.disabledHours()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 18, 19, 20, 21, 22, 23]);
    expect(d.disabledMinutes(9)).toEqual([...Array(15).keys()]);
    expect(d.disabledMinutes(12)).toEqual([]);
    expect(d.disabledMinutes(17)).toEqual([...Array(14).keys()].map((i) => i + 46));
    expect(d.disabledSeconds(9, 15)).toEqual([...Array(30).keys()]);
    expect(d.disabledSeconds(17, 45)).toEqual([...Array(49).keys()].map((i) => i + 11));
    expect(d.disabledSeconds(12, 0)).toEqual([]);
  });
});
