import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { audit, description, enabledMark, id, sortCode } from './columns';

/**
 * Administrative areas (省 → 市 → 区县; docs/contract.md). Top-level rows hang under parentId '-1'. Seeded ids are
 * the national division codes (110000 北京市…), so saved area values stay readable; new rows get UUIDs.
 */
export const areas = pgTable(
  'areas',
  {
    id: id(),
    parentId: text().notNull().default('-1'),
    enCode: text().notNull().unique(),
    fullName: text().notNull(),
    enabledMark: enabledMark(),
    sortCode: sortCode(),
    description: description(),
    ...audit(),
  },
  (t) => [index().on(t.parentId)],
);
