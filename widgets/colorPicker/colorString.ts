/**
 * The text a colour is stored as. The platform's picker (an Element-UI port) writes, by `colorFormat`:
 * hex → '#RRGGBB', rgb → 'rgb(r, g, b)', hsl → 'hsl(h, s%, l%)', hsv → 'hsv(h, s%, v%)'; with `showAlpha` the
 * alpha forms 'rgba(…)' / 'hsla(…)' / 'hsva(…)' (hex becomes rgba, since the platform has no 8-digit hex).
 * An empty format means hex, or rgb when alpha is shown.
 */
export type ColorFormat = '' | 'hex' | 'rgb' | 'hsl' | 'hsv';

export interface Rgba {
  /** 0–255 */
  r: number;
  g: number;
  b: number;
  /** 0–1 */
  a: number;
}

function hueOf(r: number, g: number, b: number, max: number, delta: number): number {
  if (delta === 0) return 0;
  let h: number;
  if (max === r) h = ((g - b) / delta) % 6;
  else if (max === g) h = (b - r) / delta + 2;
  else h = (r - g) / delta + 4;
  return (h * 60 + 360) % 360;
}

/** h 0–360, s and l 0–1 */
export function rgbToHsl({ r, g, b }: Rgba): { h: number; s: number; l: number } {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const delta = max - min;
  const l = (max + min) / 2;
  const s = delta === 0 ? 0 : delta / (1 - Math.abs(2 * l - 1));
  return { h: hueOf(rr, gg, bb, max, delta), s, l };
}

/** h 0–360, s and v 0–1 */
export function rgbToHsv({ r, g, b }: Rgba): { h: number; s: number; v: number } {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const delta = max - Math.min(rr, gg, bb);
  return { h: hueOf(rr, gg, bb, max, delta), s: max === 0 ? 0 : delta / max, v: max };
}

const pct = (x: number) => `${Math.round(x * 100)}%`;
const alpha = (a: number) => String(Math.round(a * 100) / 100);
const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0').toUpperCase();

export function formatColor(color: Rgba, format: ColorFormat | string = '', showAlpha = false): string {
  const { r, g, b, a } = color;
  const rgb = [r, g, b].map((n) => Math.round(n)).join(', ');
  if (format === 'hsl') {
    const { h, s, l } = rgbToHsl(color);
    const body = `${Math.round(h)}, ${pct(s)}, ${pct(l)}`;
    return showAlpha ? `hsla(${body}, ${alpha(a)})` : `hsl(${body})`;
  }
  if (format === 'hsv') {
    const { h, s, v } = rgbToHsv(color);
    const body = `${Math.round(h)}, ${pct(s)}, ${pct(v)}`;
    return showAlpha ? `hsva(${body}, ${alpha(a)})` : `hsv(${body})`;
  }
  if (showAlpha) return `rgba(${rgb}, ${alpha(a)})`;
  if (format === 'rgb') return `rgb(${rgb})`;
  return `#${hex2(r)}${hex2(g)}${hex2(b)}`;
}

/** The antd picker's input mode closest to the stored format. */
export function pickerFormatOf(format: ColorFormat | string = '', showAlpha = false): 'hex' | 'rgb' | 'hsb' {
  if (format === 'hsl' || format === 'hsv') return 'hsb';
  if (format === 'rgb' || showAlpha) return 'rgb';
  return 'hex';
}
