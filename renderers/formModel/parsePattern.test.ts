import { parsePattern } from './parsePattern';

describe('parsePattern', () => {
  test.each([
    ['/^\\d+$/', '123', true],
    ['/^\\d+$/', '12a', false],
    ['/^\\d+$/g', '123', true],
    ['/^abc$/i', 'ABC', true],
    ['/^1[3-9]\\d{9}$/', '13800138000', true],
    ['^[a-z]+$', 'abc', true],
    ['^[a-z]+$', 'ab1', false],
  ])('%s tests %s → %s', (pattern, value, expected) => {
    const parsed = parsePattern(pattern);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.regex.test(value)).toBe(expected);
  });

  test('g and y are dropped so repeated tests agree', () => {
    const parsed = parsePattern('/^\\d+$/gy');
    if (!parsed.ok) throw new Error('expected a regex');
    expect(parsed.regex.flags).toBe('');
    expect([parsed.regex.test('1'), parsed.regex.test('1')]).toEqual([true, true]);
  });

  test('a RegExp is kept', () => {
    const parsed = parsePattern(/^x$/i);
    expect(parsed.ok && parsed.regex.test('X')).toBe(true);
  });

  test.each([['/[a-/'], ['/(/'], ['/abc/q'], [''], ['   '], [42], [null], ['//']])('%j is rejected', (pattern) => {
    expect(parsePattern(pattern).ok).toBe(false);
  });

  test('text that would run as code is only ever a pattern', () => {
    (globalThis as Record<string, unknown>).__pwned = false;
    const parsed = parsePattern('/x/; globalThis.__pwned = true; //');
    expect((globalThis as Record<string, unknown>).__pwned).toBe(false);
    // it became an (odd) pattern, matched as text
    expect(parsed.ok && parsed.regex.source).toBe('x\\/; globalThis.__pwned = true; \\/');
  });
});
