/**
 * Resident identity numbers of the People's Republic of China (GB 11643-1999), checked the same way by the
 * form's `idCard` rule and anything on the server that needs it.
 *
 * Conventions, chosen explicitly:
 * - region: the first two digits are a province-level code of GB/T 2260 (11–15, 21–23, 31–37, 41–46, 50–54,
 *   61–65), or 71 (Taiwan), 81 (Hong Kong), 82 (Macao), 83 (residence permits of Taiwan residents) or 91
 *   (abroad), as validator.js accepts;
 * - date: a real calendar date, from 1900 on (18 digits) or 19yy (15 digits), and not after today;
 * - check digit: ISO 7064 MOD 11-2 over the first 17 digits, X for 10; a lower-case x is accepted, as the
 *   platform's own pattern accepts it;
 * - 15-digit first-generation numbers carry no check digit and ceased to be valid on 1 January 2013: the
 *   platform's idCard pattern refuses them, so `isIdCard` does too; `isLegacyIdCard` checks one when a caller
 *   explicitly accepts them.
 */
const REGIONS = new Set([
  ...['11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37'],
  ...['41', '42', '43', '44', '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65'],
  ...['71', '81', '82', '83', '91'],
]);
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** A real date between 1900-01-01 and `today`, from yyyy mm dd text. */
function isBirthDate(year: number, month: number, day: number, today: Date): boolean {
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return date.getTime() <= Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
}

/** The ISO 7064 MOD 11-2 check character of 17 digits. */
export function idCheckCharacter(first17: string): string {
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(first17[i]), 0);
  return CHECK_CHARACTERS[sum % 11];
}

/** An 18-character resident identity number: region, birth date and check digit. */
export function isIdCard(value: unknown, today: Date = new Date()): boolean {
  const id = textOf(value).toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id) || !REGIONS.has(id.slice(0, 2))) return false;
  const [year, month, day] = [id.slice(6, 10), id.slice(10, 12), id.slice(12, 14)].map(Number);
  return isBirthDate(year, month, day, today) && idCheckCharacter(id.slice(0, 17)) === id[17];
}

/** A 15-digit first-generation number: region and birth date (19yy); it has no check digit. */
export function isLegacyIdCard(value: unknown, today: Date = new Date()): boolean {
  const id = textOf(value);
  if (!/^\d{15}$/.test(id) || !REGIONS.has(id.slice(0, 2))) return false;
  const [year, month, day] = [`19${id.slice(6, 8)}`, id.slice(8, 10), id.slice(10, 12)].map(Number);
  return isBirthDate(year, month, day, today);
}
