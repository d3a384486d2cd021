/**
 * The date part of a bill (serial) number, written once for both sides: the rule dialog's live example on the
 * client and the numbers the server issues must agree (tests/server/bill-rule-example.test.ts checks it).
 * Java-style tokens as the platform stores them; yyyyMMdd and YYYYMMDD spellings are both accepted.
 */

const TOKEN = /yyyy|YYYY|MM|dd|DD|HH|hh|mm|ss|SSS/g;
export const BILL_DATE_FORMAT = /^(yyyy|YYYY|MM|dd|DD|HH|hh|mm|ss|SSS)+$/;

/** 'no' and '' mean "no date part". */
export function isBillDateFormat(format: string): boolean {
  return format === 'no' || format === '' || BILL_DATE_FORMAT.test(format);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The date part for `format` at `now`, in local time; '' for 'no' or nothing. */
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
