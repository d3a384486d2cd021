/**
 * The example of a serial-number rule as its dialog shows it: prefix + date part + start number,
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

// the date part is the server's own code (contract/billNumberFormat.ts), so example and number agree
import { billDatePart as datePart } from '../../contract';
export { billDatePart } from '../../contract';

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

export function billRuleExample(input: BillRuleExampleInput | null | undefined, now: Date = new Date()): string {
  const rule = input ?? {};
  const start = textOf(rule.startNumber);
  const digitText = textOf(rule.digit);
  const digit = /^[1-9]$/.test(digitText) ? Number(digitText) : 0;
  const serial = digit && start ? start.padStart(digit, '0').slice(-digit) : start;
  return textOf(rule.prefix) + datePart(textOf(rule.dateFormat), now) + serial;
}
