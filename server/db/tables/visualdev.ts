import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { audit, description, enabledMark, id, instant, sortCode, version } from './columns';

/** Online form models (visualdev Base, docs/contract.md): the designer's formData and columnData as JSON text. */
export const visualdevModels = pgTable('visualdev_models', {
  id: id(),
  fullName: text().notNull(),
  enCode: text().notNull().unique(),
  category: text().notNull().default(''),
  /** 1 custom form, 2 system form */
  type: integer().notNull().default(1),
  /** 1 form only, 2 form + list, 4 data view */
  webType: integer().notNull().default(2),
  formData: text().notNull().default('{}'),
  columnData: text().notNull().default('{}'),
  appColumnData: text().notNull().default('{}'),
  tables: text().notNull().default('[]'),
  enableFlow: integer().notNull().default(0),
  /** 1 released */
  state: integer().notNull().default(1),
  sortCode: sortCode(),
  enabledMark: enabledMark(),
  description: description(),
  ...audit(),
});

/** Records of a model, one JSON document each (raw widget values keyed by __vModel__). */
export const visualdevRecords = pgTable(
  'visualdev_records',
  {
    id: id(),
    modelId: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    /** the flow the record was submitted to (visualdev_flows), when its model has enableFlow */
    flowId: text(),
    creatorUserId: text(),
    creatorTime: instant().notNull().defaultNow(),
    lastModifyUserId: text(),
    lastModifyTime: instant(),
    version: version(),
  },
  (t) => [index().on(t.modelId, t.creatorTime)],
);

/**
 * The data a record had at each superseded version, kept so that a save based on an older version can be
 * merged field by field against what it was based on (services/recordMerge.ts). Only the last few versions
 * of each record are kept; the rows go with their record.
 */
export const visualdevRecordVersions = pgTable(
  'visualdev_record_versions',
  {
    recordId: text().notNull(),
    version: integer().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    creatorTime: instant().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recordId, t.version] })],
);
