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
 * A number as a plain decimal string (no exponent): `String()` keeps the shortest round-trip form (2.3, not
 * 2.2999…), and only exponent forms are expanded.
 */
function toPlainDecimal(value: number | string): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const text = String(value);
    if (!/e/i.test(text)) return text;
    return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  }
  const text = value.trim().replace(/,/g, '');
  if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return text;
  if (/^[+-]?(\d+\.?\d*|\.\d+)e[+-]?\d+$/i.test(text)) return toPlainDecimal(Number(text));
  return null;
}

function integerWords(integer: string): string {
  const padded = integer.padStart(Math.ceil(integer.length / 4) * 4, '0');
  const groupCount = padded.length / 4;
  let words = '';
  // a zero was skipped since the last written digit: the next non-zero digit is preceded by 零
  let zeroPending = false;
  for (let g = 0; g < groupCount; g++) {
    const group = padded.slice(g * 4, g * 4 + 4);
    for (let i = 0; i < 4; i++) {
      const digit = Number(group[i]);
      if (digit === 0) {
        if (words) zeroPending = true;
        continue;
      }
      if (zeroPending) words += DIGITS[0];
      zeroPending = false;
      words += DIGITS[digit] + PLACES[3 - i];
    }
    if (Number(group) !== 0) words += GROUPS[groupCount - 1 - g];
  }
  return words;
}

function decimalWords(decimals: string, afterInteger: boolean): string {
  let words = '';
  let zeroPending = false;
  for (let i = 0; i < decimals.length; i++) {
    const digit = Number(decimals[i]);
    if (digit === 0) {
      if (words || afterInteger) zeroPending = true;
      continue;
    }
    if (zeroPending) words += DIGITS[0];
    zeroPending = false;
    words += DIGITS[digit] + DECIMAL_UNITS[i];
  }
  return words;
}

/**
 * The uppercase (大写) amount of a number, as written on cheques and invoices: up to 15 integer digits and four
 * decimals (角 分 厘 毫, further decimals dropped); beyond 15 digits the spec's `数字较大溢出`; zero is 零元整,
 * a negative amount starts with 负; empty or non-numeric input gives ''.
 */
export function amountInChinese(value: unknown, lang?: EngineLanguage): string {
  if (typeof value !== 'number' && typeof value !== 'string') return '';
  if (value === '') return '';
  const plain = toPlainDecimal(value);
  if (plain === null) return '';
  const negative = plain.startsWith('-');
  const [rawInteger = '', rawDecimals = ''] = plain.replace(/^[+-]/, '').split('.');
  const integer = rawInteger.replace(/^0+/, '');
  if (integer.length > MAX_INTEGER_DIGITS) return formatMessage(formatMessages.amountOverflow, {}, lang);
  const decimals = rawDecimals.slice(0, DECIMAL_UNITS.length).replace(/0+$/, '');
  if (!integer && !decimals) return '零元整';
  let words = integer ? integerWords(integer) + '元' : '';
  words += decimals ? decimalWords(decimals, Boolean(integer)) : '整';
  return (negative ? '负' : '') + words;
}
