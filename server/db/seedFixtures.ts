import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MenuType } from '../../src/api/types';

/** Shapes of the readable JSON files in fixtures/seed (ids are fixed and human-readable). */

export const seedFolder = fileURLToPath(new URL('../../fixtures/seed', import.meta.url));

export interface OrganizeFixture {
  id: string;
  parentId: string;
  category: 'company' | 'department';
  fullName: string;
  enCode: string;
  sortCode?: number;
  managerId?: string;
  description?: string;
}

export interface NamedFixture {
  id: string;
  fullName: string;
  enCode: string;
  type?: string;
  sortCode?: number;
  description?: string;
}

export interface PositionFixture extends NamedFixture {
  organizeId: string;
}

export interface UserFixture {
  id: string;
  account: string;
  /** plain text, only in the fixture: hashed at seed time */
  password: string;
  realName: string;
  gender?: string;
  mobilePhone?: string;
  email?: string;
  organizeId: string;
  managerId?: string;
  isAdministrator?: number;
  enabledMark?: number;
  incompleteInfo?: number;
  positionIds?: string[];
  roleIds?: string[];
  groupIds?: string[];
  sortCode?: number;
  description?: string;
}

export interface SystemFixture extends NamedFixture {
  icon?: string;
  isMain?: number;
}

/** A menu with its children nested; systemId is inherited from the parent when absent. */
export interface MenuFixture {
  id: string;
  systemId?: string;
  type: MenuType;
  fullName: string;
  enCode: string;
  icon?: string;
  urlAddress?: string;
  linkTarget?: '_self' | '_blank';
  propertyJson?: Record<string, unknown>;
  sortCode?: number;
  enabledMark?: number;
  /** button enCodes; names come from the standard button table in seedMenus.ts */
  buttons?: string[];
  /** enCode → label */
  columns?: Record<string, string>;
  forms?: Record<string, string>;
  children?: MenuFixture[];
}

/** "*" grants every item of the granted menus; a list grants those enCodes on every granted menu. */
export type ItemGrant = '*' | string[];

export interface RoleGrantFixture {
  roleId: string;
  /** each id grants the menu, its ancestors and all its descendants */
  menus: string[];
  buttons?: ItemGrant;
  columns?: ItemGrant;
  forms?: ItemGrant;
}

export interface DictionaryDataFixture {
  fullName: string;
  enCode: string;
  enabledMark?: number;
  description?: string;
  children?: DictionaryDataFixture[];
}

export interface DictionaryTypeFixture {
  id: string;
  /** '0' 业务字典, '1' 系统字典, or another type's id */
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: number;
  sortCode?: number;
  description?: string;
  data?: DictionaryDataFixture[];
}

export type SysConfigFixture = Record<string, string | number | boolean>;

export interface SeedFixtures {
  organizes: OrganizeFixture[];
  positions: PositionFixture[];
  roles: NamedFixture[];
  groups: NamedFixture[];
  users: UserFixture[];
  systems: SystemFixture[];
  menus: MenuFixture[];
  roleAuthorizations: RoleGrantFixture[];
  dictionaries: DictionaryTypeFixture[];
  sysconfig: SysConfigFixture;
}

const files: Record<keyof SeedFixtures, string> = {
  organizes: 'organizes.json',
  positions: 'positions.json',
  roles: 'roles.json',
  groups: 'groups.json',
  users: 'users.json',
  systems: 'systems.json',
  menus: 'menus.json',
  roleAuthorizations: 'role-authorizations.json',
  dictionaries: 'dictionaries.json',
  sysconfig: 'sysconfig.json',
};

function readJson(folder: string, name: string, expectArray: boolean): unknown {
  const path = join(folder, name);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`seed fixture ${path} is not readable JSON: ${(error as Error).message}`);
  }
  if (Array.isArray(parsed) !== expectArray) {
    throw new Error(`seed fixture ${path} must be a JSON ${expectArray ? 'array' : 'object'}`);
  }
  return parsed;
}

/** Reads every seed file; the shapes are trusted beyond the top level (they are our own files, checked by tests). */
export function loadSeedFixtures(folder = seedFolder): SeedFixtures {
  const entries = Object.entries(files).map(([key, name]) => [key, readJson(folder, name, key !== 'sysconfig')]);
  return Object.fromEntries(entries) as SeedFixtures;
}
