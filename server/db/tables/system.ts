import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, description, enabledMark, id, instant, sortCode, version } from './columns';

/** Applications a user can switch between (学会管理平台, 学术服务平台…). */
export const systems = pgTable('systems', {
  id: id(),
  fullName: text().notNull(),
  enCode: text().notNull().unique(),
  icon: text().notNull().default(''),
  isMain: integer().notNull().default(0),
  sortCode: sortCode(),
  enabledMark: enabledMark(),
  description: description(),
  ...audit(),
});

/** Menus ("modules"), types 0–8 as in the wire type MenuType. */
export const modules = pgTable(
  'modules',
  {
    id: id(),
    parentId: text().notNull().default('-1'),
    systemId: text().notNull(),
    type: integer().notNull(),
    fullName: text().notNull(),
    enCode: text().notNull(),
    icon: text().notNull().default(''),
    urlAddress: text().notNull().default(''),
    linkTarget: text().notNull().default('_self'),
    /** JSON text, e.g. {"moduleId":"…","isTree":0} for types 3–6 and 8 */
    propertyJson: text().notNull().default(''),
    category: text().notNull().default('Web'),
    isButtonAuthorize: integer().notNull().default(0),
    isColumnAuthorize: integer().notNull().default(0),
    isFormAuthorize: integer().notNull().default(0),
    isDataAuthorize: integer().notNull().default(0),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    description: description(),
    ...audit(),
    version: version(),
  },
  (t) => [index().on(t.systemId, t.parentId)],
);

/** Buttons, list columns and form fields of a menu share one shape; each has its own table. */
const moduleItem = (name: string) =>
  pgTable(
    name,
    {
      id: id(),
      moduleId: text().notNull(),
      fullName: text().notNull(),
      enCode: text().notNull(),
      sortCode: sortCode(),
      enabledMark: enabledMark(),
      description: description(),
      ...audit(),
    },
    (t) => [uniqueIndex().on(t.moduleId, t.enCode)],
  );

export const moduleButtons = moduleItem('module_buttons');
export const moduleColumns = moduleItem('module_columns');
export const moduleForms = moduleItem('module_forms');

export type AuthorizationItemType = 'module' | 'button' | 'column' | 'form';

/** What a role may see: one row per (role, item). */
export const authorizations = pgTable(
  'authorizations',
  {
    id: id(),
    objectType: text().$type<'Role'>().notNull().default('Role'),
    objectId: text().notNull(),
    itemType: text().$type<AuthorizationItemType>().notNull(),
    itemId: text().notNull(),
    ...audit(),
  },
  (t) => [uniqueIndex().on(t.objectType, t.objectId, t.itemType, t.itemId)],
);

/** Dictionary categories; top-level ones hang under the synthetic roots '0' 业务字典 and '1' 系统字典. */
export const dictionaryTypes = pgTable('dictionary_types', {
  id: id(),
  parentId: text().notNull(),
  fullName: text().notNull(),
  enCode: text().notNull().unique(),
  /** 1: the data is a tree, 0: a flat list */
  isTree: integer().notNull().default(0),
  sortCode: sortCode(),
  enabledMark: enabledMark(),
  description: description(),
  ...audit(),
  version: version(),
});

export const dictionaryData = pgTable(
  'dictionary_data',
  {
    id: id(),
    dictionaryTypeId: text().notNull(),
    /** '0' for top-level items */
    parentId: text().notNull().default('0'),
    fullName: text().notNull(),
    enCode: text().notNull(),
    simpleSpelling: text().notNull().default(''),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    description: description(),
    ...audit(),
    version: version(),
  },
  (t) => [uniqueIndex().on(t.dictionaryTypeId, t.enCode), index().on(t.dictionaryTypeId, t.parentId)],
);

/** System settings as key → JSON value (title, password policy, captcha, single login…). */
export const sysConfig = pgTable('sys_config', {
  key: text().primaryKey(),
  value: jsonb().$type<string | number | boolean | null>(),
  lastModifyTime: instant().notNull().defaultNow(),
});
