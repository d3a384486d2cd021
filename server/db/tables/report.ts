import { pgTable, text } from 'drizzle-orm/pg-core';
import { audit, description, enabledMark, id, sortCode } from './columns';

/**
 * Report data (the report server's /Data): a report definition; `reportJson` is the designer's
 * body (the designer is a later issue). `category` is a dictionary reportSort code.
 */
export const reportData = pgTable('report_data', {
  id: id(),
  fullName: text().notNull(),
  enCode: text().notNull().unique(),
  category: text().notNull().default(''),
  reportJson: text().notNull().default(''),
  sortCode: sortCode(),
  enabledMark: enabledMark(),
  description: description(),
  ...audit(),
});
