import type { PageQuery } from './envelope';

/** Roles (`/api/permission/Role`) and their authorisation (`Authority/Data`); docs/contract.md. */

/** globalMark 1: a global role usable everywhere; 0: an organisation's role. */
export type RoleScope = 0 | 1;

export interface RoleListQuery extends PageQuery {
  /** '0' global roles only; an organisation id: that organisation's roles (and its sub-organisations') */
  organizeId?: string;
  /** '1' global, '0' organisation */
  type?: string;
  enabledMark?: number;
}

export interface RoleRow {
  id: string;
  fullName: string;
  enCode: string;
  /** 全局 or 组织 */
  type: string;
  globalMark: RoleScope;
  organizeId: string;
  /** the organisation's path of names, '' for a global role */
  organizeInfo: string;
  description: string;
  enabledMark: number;
  /** epoch ms */
  creatorTime: number;
  sortCode: number;
}

export interface RoleInfo {
  id: string;
  fullName: string;
  enCode: string;
  globalMark: RoleScope;
  organizeId: string;
  /** id path from the top organisation to organizeId (one path: a role belongs to one organisation here) */
  organizeIdsTree: string[][];
  enabledMark: number;
  sortCode: number;
  description: string;
  /** optimistic-locking counter of the row; an update sends back the one it loaded */
  version?: number;
}

export interface RoleInput {
  id?: string;
  fullName: string;
  enCode: string;
  globalMark: RoleScope;
  organizeId?: string;
  organizeIdsTree?: string[][];
  enabledMark: number;
  sortCode: number;
  description: string;
  /** the version the dialog loaded: a stale one is refused; absent, the update is not checked */
  version?: number;
}

/** Node of the role pickers' trees: 全局 (id '1') and organisations as groups, roles (`type: 'role'`) as leaves. */
export interface RoleTreeNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  /** 'role', 'company', 'department' or '' for 全局 */
  type: string;
  icon: string;
  sortCode: number;
  /** roles below this group */
  num: number;
  hasChildren: boolean;
  isLeaf: boolean;
  children: RoleTreeNode[] | null;
}

export interface RoleConditionInput {
  ids: string[];
  keyword?: string;
}

// ── authorisation (role permission editor) ──────────────────────────────────────────────────────────────────

export type AuthorizeKind = 'system' | 'module' | 'button' | 'column' | 'form';

export interface AuthorizeValuesQuery {
  type: AuthorizeKind;
  /** comma list: system ids for `module`, checked menu ids for `button`/`column`/`form` */
  moduleIds?: string;
}

/** Systems are roots, menus below them, buttons/columns/forms as leaves under their menu. */
export interface AuthorizeTreeNode {
  id: string;
  parentId: string;
  fullName: string;
  icon: string;
  /** 'system', 'module' or the item kind */
  type: string;
  hasChildren: boolean;
  children: AuthorizeTreeNode[] | null;
}

export interface AuthorizeValues {
  list: AuthorizeTreeNode[];
  /** what the role holds now, among the nodes of `list` */
  ids: string[];
  /** every node id of `list` */
  all: string[];
}

/** The whole grant of a role; tree ids of systems and menus inside the item lists are ignored. */
export interface AuthorizeDataInput {
  objectType?: 'Role';
  systemIds?: string[];
  module: string[];
  button: string[];
  column: string[];
  form: string[];
  resource?: string[];
}
