import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant } from './columns';

/** One row per run of a data interface (GET DataInterfaceLog/{id}, docs/contract.md). */
export const dataInterfaceLogs = pgTable(
  'data_interface_logs',
  {
    id: id(),
    /** the interface run */
    invokId: text().notNull(),
    invokTime: instant().notNull().defaultNow(),
    userId: text().notNull().default(''),
    invokIp: text().notNull().default(''),
    invokDevice: text().notNull().default(''),
    /** Preview, List, InfoByIds */
    invokType: text().notNull().default(''),
    invokWasteTime: integer().notNull().default(0),
    /** 1 answered, 0 refused or failed (then `message` says why) */
    success: integer().notNull().default(1),
    message: text().notNull().default(''),
  },
  (t) => [index().on(t.invokId, t.invokTime)],
);
