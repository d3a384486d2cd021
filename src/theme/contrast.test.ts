import { describe, expect, test } from 'vitest';
import { contrastRatio, darkenToContrast, luminance } from './contrast';
import { accessibleTokens, PRIMARY_CONTRAST, themeColorHex } from './colors';

describe('contrastRatio', () => {
  test('black on white is 21:1, a colour on itself 1:1, in either order', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1677ff', '#1677ff')).toBe(1);
  });

  test("antd's default blue and red fail AA with white text, as axe reports", () => {
    expect(contrastRatio('#1677ff', '#fff')).toBeCloseTo(4.1, 1);
    expect(contrastRatio('#ff4d4f', '#fff')).toBeCloseTo(3.27, 2);
    expect(contrastRatio('#8c8c8c', '#fff')).toBeCloseTo(3.36, 2);
  });

  test('luminance follows the sRGB curve; a bad colour is refused', () => {
    expect(luminance('#808080')).toBeCloseTo(0.2159, 4);
    expect(() => luminance('#12345')).toThrow(/not a hex colour/);
  });
});

describe('darkenToContrast', () => {
  test('leaves a colour that already passes alone and darkens one that does not, no further than needed', () => {
    expect(darkenToContrast('#0e7490', 4.5)).toBe('#0e7490');
    const green = darkenToContrast('#16a34a', 4.5);
    expect(green).not.toBe('#16a34a');
    expect(contrastRatio(green, '#fff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(green, '#fff')).toBeLessThan(4.7);
  });
});

describe('theme colours', () => {
  test.each(Object.entries(themeColorHex))('%s (%s) carries white text at AA', (_name, hex) => {
    expect(contrastRatio(hex, '#ffffff')).toBeGreaterThanOrEqual(PRIMARY_CONTRAST);
  });

  test('the danger red passes 4.5:1 on white', () => {
    expect(contrastRatio(accessibleTokens.colorError, '#fff')).toBeGreaterThanOrEqual(4.5);
  });
});
