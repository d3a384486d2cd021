const UNITS: ReadonlyArray<readonly [number, string]> = [
  [1e18, 'E'],
  [1e15, 'P'],
  [1e12, 'T'],
  [1e9, 'G'],
  [1e6, 'M'],
  [1e3, 'k'],
  [1, ''],
];

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/**
 * A short form of a number with the SI thresholds of the spec (k, M, G, T, P, E): 1234 → 1.2k at one digit.
 * Trailing zeros are dropped; a value that rounds up to the next unit moves to it (999960 → 1M, not 1000k).
 */
export function abbreviateNumber(n: number, digits = 1): string {
  if (!Number.isFinite(n)) return '';
  const places = Math.max(0, Math.trunc(digits));
  const abs = Math.abs(n);
  const sign = n < 0 ? '-' : '';
  let index = UNITS.findIndex(([threshold]) => abs >= threshold);
  if (index === -1) return sign + trimZeros(abs.toFixed(places));
  let scaled = Number((abs / UNITS[index][0]).toFixed(places));
  if (scaled >= 1000 && index > 0) {
    index -= 1;
    scaled = Number((abs / UNITS[index][0]).toFixed(places));
  }
  return sign + trimZeros(scaled.toFixed(places)) + UNITS[index][1];
}
