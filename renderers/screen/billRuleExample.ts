/**
 * The example of a serial-number rule as its dialog shows it (admin spec §4): prefix + date part + start number,
 * the start left-padded with zeros to the digit count and cut to its trailing digits. The server's first
 * BillNumber of a new rule equals this (tests/server/bill-rule-example.test.ts keeps the two in step).
 */

export interface BillRuleExampleInput {
  prefix?: unknown;
  /** yyyyMMdd, yyyyMM, yyyy (YYYY/DD spellings too) or 'no' */
  dateFormat?: unknown;
  /** 1–9; anything else leaves the start number unpadded */
  digit?: unknown;
  startNumber?: unknown;
}

const TOKEN = /yyyy|YYYY|MM|dd|DD|HH|hh|mm|ss|SSS/g;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The date part of a number for a Java-style format, in local time; '' for 'no' or nothing. */
export function billDatePart(format: string, now: Date): string {
  if (!format || format === 'no') return '';
  const values: Record<string, string> = {
    yyyy: String(now.getFullYear()),
    MM: pad(now.getMonth() + 1),
    dd: pad(now.getDate()),
    HH: pad(now.getHours()),
    mm: pad(now.getMinutes()),
    ss: pad(now.getSeconds()),
    SSS: pad(now.getMilliseconds(), 3),
  };
  const canonical: Record<string, string> = { YYYY: 'yyyy', DD: 'dd', hh: 'HH' };
  return format.replace(TOKEN, (token) => values[canonical[token] ?? token]);
}

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

export function billRuleExample(input: BillRuleExampleInput | null | undefined, now: Date = new Date()): string {
  const rule = input ?? {};
  const start = textOf(rule.startNumber);
  const digitText = textOf(rule.digit);
  const digit = /^[1-9]$/.test(digitText) ? Number(digitText) : 0;
  const serial = digit && start ? start.padStart(digit, '0').slice(-digit) : start;
  return textOf(rule.prefix) + billDatePart(textOf(rule.dateFormat), now) + serial;
}
