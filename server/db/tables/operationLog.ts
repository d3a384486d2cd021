import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant } from './columns';

/**
 * The operation log (系统日志, category 3): changes administrators make to the platform itself, such as saving,
 * rolling back or importing a screen or a form model, with who, from where and what. Rows are only appended.
 */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: id(),
    userId: text().notNull(),
    userName: text().notNull().default(''),
    ip: text().notNull().default(''),
    userAgent: text().notNull().default(''),
    /** the screen of the change, e.g. 页面配置 */
    moduleName: text().notNull().default(''),
    /** what was done, in words, e.g. 保存页面配置 system/dictionary.page 第 3 版 */
    abstracts: text().notNull().default(''),
    requestURL: text().notNull().default(''),
    requestMethod: text().notNull().default(''),
    creatorTime: instant().notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.creatorTime)],
);
