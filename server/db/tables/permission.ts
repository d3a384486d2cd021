import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, description, enabledMark, id, instant, sortCode, version } from './columns';

/** Companies and departments in one tree (root parentId '-1'). */
export const organizes = pgTable(
  'organizes',
  {
    id: id(),
    parentId: text().notNull().default('-1'),
    category: text().$type<'company' | 'department'>().notNull(),
    fullName: text().notNull(),
    enCode: text().notNull(),
    managerId: text(),
    propertyJson: text().notNull().default(''),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    description: description(),
    ...audit(),
  },
  (t) => [index().on(t.parentId)],
);

export const positions = pgTable('positions', {
  id: id(),
  fullName: text().notNull(),
  enCode: text().notNull().unique(),
  type: text().notNull().default(''),
  organizeId: text().notNull(),
  sortCode: sortCode(),
  enabledMark: enabledMark(),
  description: description(),
  ...audit(),
});

export const roles = pgTable('roles', {
  id: id(),
  fullName: text().notNull(),
  enCode: text().notNull().unique(),
  type: text().notNull().default(''),
  /** 1: usable in every organisation; 0: limited to organizeId */
  globalMark: integer().notNull().default(1),
  organizeId: text(),
  sortCode: sortCode(),
  enabledMark: enabledMark(),
  description: description(),
  ...audit(),
  version: version(),
});

export const groups = pgTable('groups', {
  id: id(),
  fullName: text().notNull(),
  enCode: text().notNull().unique(),
  type: text().notNull().default(''),
  sortCode: sortCode(),
  enabledMark: enabledMark(),
  description: description(),
  ...audit(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    account: text().notNull().unique(),
    realName: text().notNull(),
    /** dictionary `sex` code: '1' male, '2' female, '3' unknown */
    gender: text().notNull().default('3'),
    mobilePhone: text().notNull().default(''),
    email: text().notNull().default(''),
    /** avatar URL relative to the API base (`/api/File/Image/userAvatar/<file>`), '' for none */
    headIcon: text().notNull().default(''),
    organizeId: text().notNull(),
    managerId: text(),
    /** self-describing scrypt hash of the md5 hex the client sends (see lib/password.ts) */
    passwordHash: text().notNull(),
    passwordSalt: text().notNull(),
    enabledMark: enabledMark(),
    isAdministrator: integer().notNull().default(0),
    lockMark: integer().notNull().default(0),
    unlockTime: instant(),
    failedLogins: integer().notNull().default(0),
    changePasswordDate: instant(),
    /** 1: identity information incomplete, the shell shows the 信息补充 dialog */
    incompleteInfo: integer().notNull().default(0),
    prevLoginTime: instant(),
    prevLoginIp: text().notNull().default(''),
    lastLoginTime: instant(),
    lastLoginIp: text().notNull().default(''),
    theme: text().notNull().default('classic'),
    language: text().notNull().default('zh-CN'),
    /** the user's current system (switched with Users/Current/major) */
    systemId: text(),
    portalId: text().notNull().default(''),
    /** personal details of 个人中心 → 基本信息 (BaseInfo of /api/permission/Users/Current) */
    signature: text().notNull().default(''),
    nation: text().notNull().default(''),
    nativePlace: text().notNull().default(''),
    entryDate: instant(),
    certificatesType: text().notNull().default(''),
    certificatesNumber: text().notNull().default(''),
    education: text().notNull().default(''),
    birthday: instant(),
    telePhone: text().notNull().default(''),
    landline: text().notNull().default(''),
    urgentContacts: text().notNull().default(''),
    urgentTelePhone: text().notNull().default(''),
    postalAddress: text().notNull().default(''),
    ranks: text().notNull().default(''),
    sortCode: sortCode(),
    description: description(),
    ...audit(),
    version: version(),
  },
  (t) => [index().on(t.organizeId), index().on(t.mobilePhone)],
);

/** Membership of a user in positions, roles and groups. */
export const userRelations = pgTable(
  'user_relations',
  {
    id: id(),
    userId: text().notNull(),
    objectType: text().$type<'Position' | 'Role' | 'Group'>().notNull(),
    objectId: text().notNull(),
    sortCode: sortCode(),
    creatorTime: instant().notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.userId, t.objectType, t.objectId), index().on(t.objectType, t.objectId)],
);
