import { isExpression, isPlainNumber } from './numberHelpers';

describe('isPlainNumber', () => {
  test.each<[unknown, boolean]>([
    ['0', true],
    ['7', true],
    ['-12.5', true],
    ['+3', true],
    ['0.25', true],
    [42, true],
    [-0.5, true],
    ['012', false],
    ['1.', false],
    ['.5', false],
    ['1e3', false],
    ['1,000', false],
    ['', false],
    [' 1', false],
    [Number.NaN, false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isPlainNumber(value)).toBe(expected);
  });
});

describe('isExpression', () => {
  test.each<[unknown, boolean]>([
    ['1+2', true],
    ['1+2*3.5', true],
    ['-4 / 2', true],
    ['10-0.5*2/4', true],
    ['1', false],
    ['1+', false],
    ['+', false],
    ['1++2', false],
    ['1+02', false],
    ['(1+2)', false],
    ['a+1', false],
    [12, false],
  ])('%j → %s', (value, expected) => {
    expect(isExpression(value)).toBe(expected);
  });
});
