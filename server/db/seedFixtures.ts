import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MenuType } from '../../contract';
import { generatePeople, type PeopleFixture } from './seed/people';

/** Shapes of the readable JSON files in fixtures/seed (ids are fixed and human-readable). */

export const seedFolder = fileURLToPath(new URL('../../fixtures/seed', import.meta.url));
/** One JSON file per online form model (menu type 3). */
export const modelsFolder = fileURLToPath(new URL('../../fixtures/models', import.meta.url));

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
  /** true: still on the initial password (changePasswordDate empty), so the forced change applies when the
   * policy's mandatoryModificationOfInitialPassword is on; everyone else counts as having changed it at seed time */
  initialPassword?: boolean;
  positionIds?: string[];
  roleIds?: string[];
  groupIds?: string[];
  sortCode?: number;
  description?: string;
  /** made by server/db/seed/people.ts: generated people share one hash of their common password */
  generated?: boolean;
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

/** A serial-number rule; `category` is a dictionary item id of the businessType category. */
export interface BillRuleFixture {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  type?: number;
  prefix: string;
  suffix?: string;
  dateFormat: string;
  digit: number;
  startNumber: string;
  sortCode?: number;
  description?: string;
}

/** A data interface; the JSON parts are written as JSON here and stored as JSON text. */
export interface DataInterfaceFixture {
  id: string;
  fullName: string;
  enCode: string;
  category?: string;
  /** 1 static, 2 SQL, 3 HTTP */
  type: number;
  dataConfig: Record<string, unknown>;
  parameters?: { field: string; fieldName?: string; defaultValue?: unknown; dataType?: string; required?: number }[];
  fields?: { field: string; defaultValue?: string }[];
  sortCode?: number;
  description?: string;
}

/** An online form model: the designer's formData and the list's columnData, as JSON. */
export interface FormModelFixture {
  id: string;
  fullName: string;
  enCode: string;
  /** 1 form only, 2 form + list */
  webType: number;
  type?: number;
  category?: string;
  sortCode?: number;
  description?: string;
  formData: Record<string, unknown>;
  columnData: Record<string, unknown>;
  appColumnData?: Record<string, unknown>;
  /** 1: records go through a flow; an import then needs one of `flows` */
  enableFlow?: number;
  /** the model's flows (visualdev_flows), in the order they are offered */
  flows?: { id: string; fullName: string; enCode: string }[];
  /** sample records, submitted at seed time as a person would (server/db/seed/records.ts) */
  records?: RecordFixture[];
}

/** A record's values by field; `$creator` (a user id) submits it `$daysAgo` days before the seed runs. */
export interface RecordFixture {
  [field: string]: unknown;
  $creator?: string;
  $daysAgo?: number;
}

/** A message in someone's message centre; releaseTime is `minutesAgo` before the seed runs. */
export interface MessageFixture {
  id: string;
  /** recipient */
  userId: string;
  /** 1 notice, 2 flow, 3 system, 4 schedule */
  type: number;
  flowType?: number;
  title: string;
  bodyText?: string;
  excerpt?: string;
  files?: { name: string; url: string }[];
  isRead?: number;
  /** sender; absent for system messages */
  releaseUserId?: string;
  minutesAgo?: number;
}

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
  billRules: BillRuleFixture[];
  dataInterfaces: DataInterfaceFixture[];
  models: FormModelFixture[];
  messages: MessageFixture[];
}

const files: Record<Exclude<keyof SeedFixtures, 'models'>, string> = {
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
  billRules: 'bill-rules.json',
  dataInterfaces: 'data-interfaces.json',
  messages: 'messages.json',
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

/** Every model file of the folder, in file-name order. */
export function loadModelFixtures(folder = modelsFolder): FormModelFixture[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => readJson(folder, name, false) as FormModelFixture);
}

/** Reads every seed file; the shapes are trusted beyond the top level (they are our own files, checked by tests). */
export function loadSeedFixtures(folder = seedFolder, models = modelsFolder): SeedFixtures {
  const entries = Object.entries(files).map(([key, name]) => [key, readJson(folder, name, key !== 'sysconfig')]);
  const fixtures = {
    ...(Object.fromEntries(entries) as Omit<SeedFixtures, 'models'>),
    models: loadModelFixtures(models),
  };
  return withGeneratedPeople(fixtures, folder);
}

/** The hand-written people plus those fixtures/seed/people.json asks for (when the folder has one). */
function withGeneratedPeople(f: SeedFixtures, folder: string): SeedFixtures {
  if (!existsSync(join(folder, 'people.json'))) return f;
  const people = generatePeople(readJson(folder, 'people.json', false) as PeopleFixture, f);
  return {
    ...f,
    organizes: [...f.organizes, ...people.organizes],
    positions: [...f.positions, ...people.positions],
    groups: [...f.groups, ...people.groups],
    users: [...f.users, ...people.users],
  };
}
