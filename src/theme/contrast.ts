/** WCAG 2 contrast between colours written as #rgb or #rrggbb. */

function channels(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a hex colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio, 1 to 21; WCAG AA asks 4.5 for normal text. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour darkened in steps of 1 % until it reaches `ratio` against `background` (white by default). */
export function darkenToContrast(hex: string, ratio = 4.5, background = '#ffffff'): string {
  let [r, g, b] = channels(hex);
  let out = hex.toLowerCase();
  while (contrastRatio(out, background) < ratio) {
    [r, g, b] = [r, g, b].map((c) => Math.floor(c * 0.99)) as [number, number, number];
    out = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  }
  return out;
}
