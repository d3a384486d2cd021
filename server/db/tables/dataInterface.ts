import { pgTable, integer, text } from 'drizzle-orm/pg-core';
import { audit, description, enabledMark, id, sortCode } from './columns';

/**
 * Data interfaces (docs/contract.md): 1 static JSON, 2 a read-only SELECT over our own database, 3 an HTTP call.
 * `dataConfigJson` holds what the type needs: {staticData} | {sqlData:{sql}} | {apiData:{url, method}}.
 * `parameterJson` is JSON text of [{field, fieldName, defaultValue, dataType, required}].
 */
export const dataInterfaces = pgTable('data_interfaces', {
  id: id(),
  category: text().notNull().default(''),
  fullName: text().notNull(),
  enCode: text().notNull().unique(),
  type: integer().notNull(),
  action: integer().notNull().default(0),
  hasPage: integer().notNull().default(0),
  isPostPosition: integer().notNull().default(0),
  dataConfigJson: text().notNull().default('{}'),
  parameterJson: text().notNull().default('[]'),
  fieldJson: text().notNull().default('[]'),
  sortCode: sortCode(),
  enabledMark: enabledMark(),
  description: description(),
  ...audit(),
});
