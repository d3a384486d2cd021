import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { audit, enabledMark, id, sortCode } from './columns';

/**
 * The flows a form model with enableFlow = 1 may start (docs/model-import.md, "Flows"). This server has no flow
 * engine: a flow here is only what the platform's callers need to choose one, its id, name and code, so that
 * an import (or a record) can say which flow its rows belong to.
 */
export const visualdevFlows = pgTable(
  'visualdev_flows',
  {
    id: id(),
    modelId: text().notNull(),
    fullName: text().notNull(),
    enCode: text().notNull(),
    /** 1 usable; a disabled flow is neither listed nor accepted */
    enabledMark: enabledMark(),
    sortCode: sortCode(),
    /** optimistic lock of the flow's own row */
    version: integer().notNull().default(0),
    ...audit(),
  },
  (t) => [index().on(t.modelId)],
);
