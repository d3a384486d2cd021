import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { audit, description, enabledMark, id, instant, sortCode } from './columns';

/**
 * Print templates (docs/contract.md). `printTemplate` is the designer's body (JSON or HTML text; the designer
 * itself comes later); `category` is a dictionary printDev code.
 */
export const printTemplates = pgTable('print_templates', {
  id: id(),
  fullName: text().notNull(),
  enCode: text().notNull().unique(),
  category: text().notNull().default(''),
  printTemplate: text().notNull().default(''),
  dbLinkId: text().notNull().default(''),
  sqlTemplate: text().notNull().default(''),
  leftFields: text().notNull().default(''),
  sortCode: sortCode(),
  enabledMark: enabledMark(),
  description: description(),
  ...audit(),
});

/** Who printed what with which template (printLog/save). */
export const printLogs = pgTable(
  'print_logs',
  {
    id: id(),
    printId: text().notNull(),
    printTitle: text().notNull().default(''),
    printNum: integer().notNull().default(1),
    printManId: text().notNull(),
    printTime: instant().notNull().defaultNow(),
  },
  (t) => [index().on(t.printId, t.printTime)],
);
