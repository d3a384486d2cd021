import { pgTable, text } from 'drizzle-orm/pg-core';
import { audit } from './columns';

/**
 * 模块列表设置 (GetColumnsByModuleId / SetColumnsByModuleId, docs/contract.md): the column list a module's table
 * shows, one row per menu, shared by everyone who opens that menu (the platform keys it by module only).
 * `fieldList` is the JSON text the client sent: [{label, prop, visible}], in display order.
 */
export const columnsPurview = pgTable('columns_purview', {
  moduleId: text().primaryKey(),
  fieldList: text().notNull().default('[]'),
  ...audit(),
});
