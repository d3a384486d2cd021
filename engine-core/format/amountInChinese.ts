import { formatMessage, type EngineLanguage } from '../i18n';
import { formatMessages } from './messages';

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
/** place inside a group of four digits, from the right */
const PLACES = ['', '拾', '佰', '仟'];
/** unit of each group of four, from the right; 10^12 is 兆 as on the platform */
const GROUPS = ['', '万', '亿', '兆'];
const DECIMAL_UNITS = ['角', '分', '厘', '毫'];
const MAX_INTEGER_DIGITS = 15;

/**
 * Integer words in the platform's wording: a run of zeros reads as one 零 before the next digit, except before
 * a 仟 digit (10001000 is 壹仟万壹仟, not 壹仟万零壹仟); a group of four zeros drops its 万/亿 unit.
 */
function integerWords(integer: string): string {
  let words = '';
  let zeros = 0;
  for (let i = 0; i < integer.length; i++) {
    const digit = Number(integer[i]);
    const position = integer.length - 1 - i;
    const place = position % 4;
    if (digit === 0) zeros++;
    else {
      if (zeros > 0 && place !== 3) words += DIGITS[0];
      zeros = 0;
      words += DIGITS[digit] + PLACES[place];
    }
    if (place === 0 && zeros < 4) words += GROUPS[Math.floor(position / 4)];
  }
  return words;
}

/** The first four decimals, each non-zero one with its unit; the zeros between them are not spoken (1.05 → 伍分). */
function decimalWords(decimals: string): string {
  let words = '';
  for (let i = 0; i < DECIMAL_UNITS.length && i < decimals.length; i++) {
    const digit = Number(decimals[i]);
    if (digit) words += DIGITS[digit] + DECIMAL_UNITS[i];
  }
  return words;
}

/**
 * The uppercase (大写) amount of a number, following the platform's converter rule by rule:
 * - empty (undefined, null, '', NaN) gives ''; any zero gives 零元整;
 * - text holding a Latin letter (an exponent such as 1e+21, or a word) and more than 15 integer digits give
 *   数字较大溢出 — the platform reads the number's own `String()`, so 1e-7 overflows as well;
 * - text that is not a number ('1,234') gives '';
 * - up to four decimals (角 分 厘 毫), further ones ignored; a non-zero decimal part takes no 整, and when its
 *   first four digits are all zero nothing is written for it (0.00001 shows '', as on the platform);
 * - a negative amount is prefixed 负数.
 */
export function amountInChinese(value: unknown, lang?: EngineLanguage): string {
  if (typeof value !== 'number' && typeof value !== 'string') return '';
  if (value === '' || Number.isNaN(value)) return '';
  const overflow = () => formatMessage(formatMessages.amountOverflow, {}, lang);
  if (Number(value) === 0) return '零元整';
  if (/[a-z]/i.test(String(value))) return overflow();
  const amount = Number(value);
  if (Number.isNaN(amount)) return '';
  const [integer, decimals = ''] = String(Math.abs(amount)).split('.');
  if (integer.length > MAX_INTEGER_DIGITS || /e/i.test(integer)) return overflow();
  let words = integerWords(integer);
  if (Number(integer) !== 0) words += '元';
  words += /[1-9]/.test(decimals) ? decimalWords(decimals) : '整';
  return (amount < 0 ? '负数' : '') + words;
}
