import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { audit, description, enabledMark, id, instant, sortCode } from './columns';

/** Serial-number rules (单据规则, docs/contract.md); `category` is a dictionary item id of the businessType type. */
export const billRules = pgTable(
  'bill_rules',
  {
    id: id(),
    fullName: text().notNull(),
    enCode: text().notNull().unique(),
    category: text().notNull().default(''),
    /** 1 date + serial, 2 random characters, 3 UUID */
    type: integer().notNull().default(1),
    prefix: text().notNull().default(''),
    suffix: text().notNull().default(''),
    /** Java-style tokens (yyyyMMdd, YYYYMM…) or 'no' for no date part */
    dateFormat: text().notNull().default('no'),
    digit: integer().notNull().default(4),
    startNumber: text().notNull().default('1'),
    /** type 2: how many random characters, and 1 digits only / 2 letters and digits */
    randomDigit: integer().notNull().default(6),
    randomType: integer().notNull().default(1),
    example: text().notNull().default(''),
    /** the last number handed out ('' before the first) */
    outputNumber: text().notNull().default(''),
    /** how many numbers were handed out in the period `dateKey` (the formatted date part) */
    thisNumber: integer().notNull().default(0),
    dateKey: text().notNull().default(''),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    description: description(),
    ...audit(),
  },
  (t) => [index().on(t.category)],
);

/**
 * The number a user was shown when a form opened (BillNumber is cached per user and rule), so
 * reopening the form shows the same number and saving the record uses it instead of skipping one.
 */
export const billNumberPreviews = pgTable(
  'bill_number_previews',
  {
    userId: text().notNull(),
    ruleId: text().notNull(),
    number: text().notNull(),
    expiresAt: instant().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ruleId] })],
);
