import { abbreviateNumber } from './abbreviateNumber';

describe('abbreviateNumber', () => {
  test.each<[number, number, string]>([
    [0, 1, '0'],
    [0.25, 1, '0.3'],
    [12, 1, '12'],
    [999, 1, '999'],
    [1000, 1, '1k'],
    [1234, 1, '1.2k'],
    [1234, 2, '1.23k'],
    [999960, 1, '1M'],
    [1500000, 1, '1.5M'],
    [2.5e9, 1, '2.5G'],
    [7e12, 0, '7T'],
    [3.21e15, 2, '3.21P'],
    [4e18, 1, '4E'],
    [-1234, 1, '-1.2k'],
    [Number.NaN, 1, ''],
  ])('abbreviateNumber(%d, %d) → %s', (n, digits, expected) => {
    expect(abbreviateNumber(n, digits)).toBe(expected);
  });
});
