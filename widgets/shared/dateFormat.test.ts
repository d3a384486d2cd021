import dayjs from 'dayjs';
import {
  dateUnitOf,
  formatDateValue,
  hasTimePart,
  pickerModeOf,
  timePartOf,
  toDayjs,
  toDayjsFormat,
  toTimestamp,
} from './dateFormat';

const at = (text: string) => dayjs(text).valueOf();

describe('toDayjsFormat', () => {
  test.each([
    ['yyyy', 'YYYY'],
    ['yyyy-MM', 'YYYY-MM'],
    ['yyyy-MM-dd', 'YYYY-MM-DD'],
    ['yyyy-MM-dd HH:mm', 'YYYY-MM-DD HH:mm'],
    ['yyyy-MM-dd HH:mm:ss', 'YYYY-MM-DD HH:mm:ss'],
    ['YYYY-MM-DD', 'YYYY-MM-DD'],
    ['HH:mm:ss', 'HH:mm:ss'],
    ['HH:mm', 'HH:mm'],
    ['yyyy/MM/dd', 'YYYY/MM/DD'],
    [undefined, 'YYYY-MM-DD'],
    ['', 'YYYY-MM-DD'],
  ])('%s → %s', (input, expected) => {
    expect(toDayjsFormat(input)).toBe(expected);
  });
  test('the fallback names the default for time formats', () => {
    expect(toDayjsFormat(undefined, 'HH:mm:ss')).toBe('HH:mm:ss');
  });
});

describe('format facets', () => {
  test.each([
    ['yyyy', 'year', 'year', false, undefined],
    ['yyyy-MM', 'month', 'month', false, undefined],
    ['yyyy-MM-dd', 'day', 'date', false, undefined],
    ['yyyy-MM-dd HH:mm', 'minute', 'date', true, 'HH:mm'],
    ['yyyy-MM-dd HH:mm:ss', 'second', 'date', true, 'HH:mm:ss'],
    [undefined, 'day', 'date', false, undefined],
  ])('%s: unit %s, mode %s, time %s', (format, unit, mode, time, timePart) => {
    expect(dateUnitOf(format)).toBe(unit);
    expect(pickerModeOf(format)).toBe(mode);
    expect(hasTimePart(format)).toBe(time);
    expect(timePartOf(format)).toBe(timePart);
  });
});

describe('toDayjs reads stored values', () => {
  test.each([
    [at('2024-05-06 07:08:09'), '2024-05-06 07:08:09'],
    [String(at('2024-05-06 07:08:09')), '2024-05-06 07:08:09'],
    ['2024-05-06', '2024-05-06 00:00:00'],
    ['2024-05-06 07:08:09', '2024-05-06 07:08:09'],
  ])('%s', (value, expected) => {
    expect(toDayjs(value, 'yyyy-MM-dd HH:mm:ss')?.format('YYYY-MM-DD HH:mm:ss')).toBe(expected);
  });
  test.each([[null], [undefined], [''], ['not a date'], [Number.NaN], [{}]])('%s is no date', (value) => {
    expect(toDayjs(value)).toBeUndefined();
  });
});

describe('toTimestamp cuts to the format unit', () => {
  const picked = dayjs('2024-05-06 07:08:09.123');
  test.each([
    ['yyyy', '2024-01-01 00:00:00.000'],
    ['yyyy-MM', '2024-05-01 00:00:00.000'],
    ['yyyy-MM-dd', '2024-05-06 00:00:00.000'],
    ['yyyy-MM-dd HH:mm', '2024-05-06 07:08:00.000'],
    ['yyyy-MM-dd HH:mm:ss', '2024-05-06 07:08:09.000'],
  ])('%s', (format, expected) => {
    expect(toTimestamp(picked, format)).toBe(dayjs(expected).valueOf());
  });
  test('nothing picked is null', () => {
    expect(toTimestamp(null, 'yyyy')).toBeNull();
  });
});

describe('formatDateValue', () => {
  test.each([
    [at('2024-05-06 07:08:09'), 'yyyy', '2024'],
    [at('2024-05-06 07:08:09'), 'yyyy-MM', '2024-05'],
    [at('2024-05-06 07:08:09'), undefined, '2024-05-06'],
    [at('2024-05-06 07:08:09'), 'yyyy-MM-dd HH:mm', '2024-05-06 07:08'],
    [at('2024-05-06 07:08:09'), 'yyyy-MM-dd HH:mm:ss', '2024-05-06 07:08:09'],
    [null, 'yyyy', ''],
    ['garbage', 'yyyy', 'garbage'],
  ])('%s in %s → %s', (value, format, expected) => {
    expect(formatDateValue(value, format)).toBe(expected);
  });
});
