import type { Static } from 'typebox';
import type {
  PositionListQuerySchema,
  PositionInputSchema,
  GroupListQuerySchema,
  GroupInputSchema,
} from './schemas/organize';

/** Wire types of /api/permission/Organize, Position and Group (docs/contract.md). */

export type OrganizeCategory = 'company' | 'department';

/** The id of the virtual root of organisation and user trees. */
export const VIRTUAL_ROOT_ID = '-1';
export const VIRTUAL_ROOT_NAME = '顶级节点';

/** Node types of the user/organisation pickers. */
export type PickerNodeType = OrganizeCategory | 'position' | 'role' | 'group' | 'user' | 'system';

/** Icon classes of the platform's tree nodes. */
export const NODE_ICONS = {
  company: 'icon-ym icon-ym-tree-organization3',
  department: 'icon-ym icon-ym-tree-department1',
  position: 'icon-ym icon-ym-tree-position1',
  role: 'icon-ym icon-ym-generator-role',
  group: 'icon-ym icon-ym-generator-group1',
  user: 'icon-ym icon-ym-tree-user2',
} as const;

/** Fields every tree node of the contract carries (TreeModel, docs/contract.md). */
export interface TreeModel {
  id: string;
  parentId: string;
  hasChildren: boolean;
  isLeaf: boolean;
}

/** A node of the organisation trees (list, Tree, selectors, conditions). */
export interface OrganizeNode extends TreeModel {
  fullName: string;
  enCode: string;
  /** the same as category */
  type: OrganizeCategory;
  category: OrganizeCategory;
  icon: string;
  enabledMark: number;
  sortCode: number;
  description: string;
  creatorTime: number | null;
  managerId: string | null;
  /** comma-joined ids from the top company down to this node */
  organizeIdTree: string;
  /** the same path as a list */
  organizeIds: string[];
  /** the path of names, `中华学会/会员部` */
  organize: string;
  lastFullName: string;
  disabled?: boolean;
  children: OrganizeNode[] | null;
}

/** Query of GET Organize (CommonInput). */
export interface OrganizeListQuery {
  keyword?: string;
  enabledMark?: number;
  type?: OrganizeCategory | '';
}

/** GET Organize/{id} and Organize/Department/{id}. */
export interface OrganizeInfo {
  id: string;
  parentId: string;
  category: OrganizeCategory;
  fullName: string;
  enCode: string;
  managerId: string | null;
  enabledMark: number;
  description: string;
  propertyJson: string;
  sortCode: number;
  /** the parent's path of ids (["-1"] for a top company), for a cascader */
  organizeIdTree: string[];
}

/** Body of POST/PUT Organize and Organize/Department. */
export interface OrganizeInput {
  id?: string;
  parentId: string;
  fullName: string;
  enCode: string;
  managerId?: string | null;
  enabledMark?: number;
  description?: string;
  propertyJson?: string;
  sortCode?: number;
}

/** POST Organize/OrganizeCondition. */
export interface OrganizeConditionInput {
  departIds: string[];
  keyword?: string;
}

// ── positions ───────────────────────────────────────────────────────────────────────────────────────────────

export interface PositionRow {
  id: string;
  fullName: string;
  enCode: string;
  type: string;
  organizeId: string;
  /** the organisation path of names */
  department: string;
  enabledMark: number;
  sortCode: number;
  description: string;
  creatorTime: number | null;
  icon: string;
}

export type PositionListQuery = Static<typeof PositionListQuerySchema>;

export interface PositionInfo {
  id: string;
  fullName: string;
  enCode: string;
  type: string;
  organizeId: string;
  /** the organisation's path of ids */
  organizeIdTree: string[];
  enabledMark: number;
  sortCode: number;
  description: string;
}

/** The body of POST / PUT Position. */
export type PositionInput = Static<typeof PositionInputSchema>;

/** Nodes of Position/Selector, getListByOrgIds and PositionCondition: organisations with positions under them. */
export interface PositionTreeNode extends TreeModel {
  fullName: string;
  enCode: string;
  type: OrganizeCategory | 'position';
  icon: string;
  enabledMark: number;
  sortCode: number;
  organizeId: string;
  organizeIdTree: string;
  organizeIds: string[];
  organize: string;
  lastFullName: string;
  disabled?: boolean;
  children: PositionTreeNode[] | null;
}

// ── groups ──────────────────────────────────────────────────────────────────────────────────────────────────

export interface GroupRow {
  id: string;
  fullName: string;
  enCode: string;
  type: string;
  enabledMark: number;
  sortCode: number;
  description: string;
  creatorTime: number | null;
}

export type GroupListQuery = Static<typeof GroupListQuerySchema>;

export type GroupInfo = Omit<GroupRow, 'creatorTime'>;

/** The body of POST / PUT Group. */
export type GroupInput = Static<typeof GroupInputSchema>;

/** Nodes of Group/Selector and GroupCondition: the type as a parent, its groups below. */
export interface GroupTreeNode extends TreeModel {
  fullName: string;
  enCode: string;
  /** 'group' for a group; the type's name for a type node */
  type: string;
  icon: string;
  enabledMark: number;
  sortCode: number;
  disabled?: boolean;
  children: GroupTreeNode[] | null;
}

/** `{ids, keyword}` of PositionCondition and GroupCondition; `{organizeIds}` of Position/getListByOrgIds. */
export interface IdsConditionInput {
  ids: string[];
  keyword?: string;
}
