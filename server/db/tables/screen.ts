import { index, integer, json, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, instant } from './columns';

/**
 * Screen schema overrides (/api/system/Screen): every save, rollback and import is a new row, never an update,
 * so the history is the table. A screen's current schema is its newest row; a row whose `schema` is null means
 * "back to the shipped default under schemas/", which keeps a rollback to the default in the history too.
 */
export const screenVersions = pgTable(
  'screen_versions',
  {
    id: id(),
    /** the screen's path under schemas/ without `.json`, e.g. `system/dictionary.page` */
    name: text().notNull(),
    /** 1, 2, 3… per screen; the unique index makes two concurrent saves of one screen conflict, not interleave */
    version: integer().notNull(),
    /** the whole screen schema; null for "the default". json, not jsonb: the editor shows the keys in the order saved */
    schema: json(),
    /** save, rollback, default or import */
    action: text().notNull().default('save'),
    comment: text().notNull().default(''),
    createdBy: text().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.name, t.version), index().on(t.createdAt)],
);

/**
 * Versions of a form model's formData and columnData edited in 页面配置: every save and rollback is a new row and
 * also updates visualdev_models, in one transaction. Version 0 is the model as it was before its first edit there,
 * kept so that "diff against the default" and "back to the default" exist for models too.
 */
export const modelVersions = pgTable(
  'model_versions',
  {
    id: id(),
    modelId: text().notNull(),
    /** 0, 1, 2… per model; the unique index makes two concurrent saves of one model conflict */
    version: integer().notNull(),
    formData: text().notNull(),
    columnData: text().notNull(),
    /** original, save or rollback */
    action: text().notNull().default('save'),
    comment: text().notNull().default(''),
    createdBy: text().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.modelId, t.version)],
);
