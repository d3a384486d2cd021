import { formatColor, pickerFormatOf, rgbToHsl, rgbToHsv } from './colorString';

const orange = { r: 255, g: 69, b: 0, a: 0.68 };
const blue = { r: 64, g: 158, b: 255, a: 1 };

describe('formatColor', () => {
  test.each([
    [blue, '', false, '#409EFF'],
    [blue, 'hex', false, '#409EFF'],
    [blue, 'rgb', false, 'rgb(64, 158, 255)'],
    [blue, 'hsl', false, 'hsl(210, 100%, 63%)'],
    [blue, 'hsv', false, 'hsv(210, 75%, 100%)'],
    [orange, '', true, 'rgba(255, 69, 0, 0.68)'],
    [orange, 'hex', true, 'rgba(255, 69, 0, 0.68)'],
    [orange, 'rgb', true, 'rgba(255, 69, 0, 0.68)'],
    [orange, 'hsl', true, 'hsla(16, 100%, 50%, 0.68)'],
    [orange, 'hsv', true, 'hsva(16, 100%, 100%, 0.68)'],
    [{ r: 0, g: 0, b: 0, a: 1 }, 'hex', false, '#000000'],
  ])('%j as %s (alpha %s) → %s', (color, format, showAlpha, expected) => {
    expect(formatColor(color, format, showAlpha)).toBe(expected);
  });
});

describe('colour spaces', () => {
  test.each([
    [
      { r: 255, g: 0, b: 0, a: 1 },
      { h: 0, s: 1, l: 0.5 },
    ],
    [
      { r: 0, g: 255, b: 0, a: 1 },
      { h: 120, s: 1, l: 0.5 },
    ],
    [
      { r: 0, g: 0, b: 255, a: 1 },
      { h: 240, s: 1, l: 0.5 },
    ],
    [
      { r: 128, g: 128, b: 128, a: 1 },
      { h: 0, s: 0, l: 128 / 255 },
    ],
  ])('hsl of %j', (rgb, hsl) => {
    const got = rgbToHsl(rgb);
    expect(got.h).toBeCloseTo(hsl.h);
    expect(got.s).toBeCloseTo(hsl.s);
    expect(got.l).toBeCloseTo(hsl.l);
  });
  test('hsv of magenta and black', () => {
    expect(rgbToHsv({ r: 255, g: 0, b: 255, a: 1 })).toEqual({ h: 300, s: 1, v: 1 });
    expect(rgbToHsv({ r: 0, g: 0, b: 0, a: 1 })).toEqual({ h: 0, s: 0, v: 0 });
  });
});

test.each([
  ['', false, 'hex'],
  ['', true, 'rgb'],
  ['rgb', false, 'rgb'],
  ['hsl', false, 'hsb'],
  ['hsv', true, 'hsb'],
])('picker mode for %s (alpha %s) is %s', (format, alpha, mode) => {
  expect(pickerFormatOf(format, alpha)).toBe(mode);
});
