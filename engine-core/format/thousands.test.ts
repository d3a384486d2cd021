import { roundTo, thousands, toFixedText } from './thousands';

describe('thousands', () => {
  test.each<[unknown, number | undefined, string]>([
    [0, undefined, '0'],
    [999, undefined, '999'],
    [1000, undefined, '1,000'],
    [1234567.891, undefined, '1,234,567.891'],
    [1234567.891, 2, '1,234,567.89'],
    [1234567.895, 2, '1,234,567.90'],
    [1.005, 2, '1.01'],
    [-1234.5, 0, '-1,235'],
    [-1234.5, 2, '-1,234.50'],
    ['1234567', undefined, '1,234,567'],
    ['1,234', 1, '1,234.0'],
    [12, 3, '12.000'],
    ['', undefined, ''],
    [null, 2, ''],
    [undefined, undefined, ''],
    ['abc', 2, 'abc'],
  ])('thousands(%j, %j) → %s', (value, precision, expected) => {
    expect(thousands(value, precision)).toBe(expected);
  });
});

describe('roundTo / toFixedText', () => {
  test.each<[number, number, number]>([
    [1.005, 2, 1.01],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [1.23456, 3, 1.235],
    [10, 2, 10],
  ])('roundTo(%d, %d) → %d', (value, precision, expected) => {
    expect(roundTo(value, precision)).toBe(expected);
  });
  test.each<[number, number | undefined, string]>([
    [1.5, 2, '1.50'],
    [1.005, 2, '1.01'],
    [7, undefined, '7'],
    [3.14159, 0, '3'],
  ])('toFixedText(%d, %j) → %s', (value, precision, expected) => {
    expect(toFixedText(value, precision)).toBe(expected);
  });
});
