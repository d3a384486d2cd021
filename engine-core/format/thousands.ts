/**
 * Rounds half away from zero at `precision` decimals, working on the decimal text so that 1.005 → 1.01
 * (Number#toFixed would give 1.00 because 1.005 is stored as 1.00499…).
 */
export function roundTo(value: number, precision: number): number {
  if (!Number.isFinite(value)) return value;
  const digits = Math.max(0, Math.min(20, Math.trunc(precision)));
  const sign = value < 0 ? -1 : 1;
  const shifted = Math.round(Number(`${Math.abs(value)}e${digits}`));
  return sign * Number(`${shifted}e-${digits}`);
}

/** Text of a number fixed to precision decimals (rounded half away from zero); no precision keeps it as is. */
export function toFixedText(value: number, precision?: number): string {
  if (precision === undefined || precision === null || Number.isNaN(precision)) return String(value);
  const digits = Math.max(0, Math.min(20, Math.trunc(precision)));
  return roundTo(value, digits).toFixed(digits);
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/,/g, '');
  if (!text || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}

/**
 * A number with thousands separators (1234567.8 → 1,234,567.8), fixed to `precision` decimals when given.
 * Empty input gives ''; text that is not a number comes back unchanged.
 */
export function thousands(value: unknown, precision?: number): string {
  if (value === undefined || value === null || value === '') return '';
  const number = toNumber(value);
  if (number === null) return String(value);
  const text = precision === undefined ? String(number) : toFixedText(number, precision);
  if (/e/i.test(text)) return text;
  const negative = text.startsWith('-');
  const [integer, decimals] = text.replace(/^-/, '').split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return (negative ? '-' : '') + grouped + (decimals !== undefined ? `.${decimals}` : '');
}
