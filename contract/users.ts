/** Wire types of /api/permission/Users administration and its pickers (docs/contract.md). */
import type { PickerNodeType } from './organize';

/** A row of GET Users. */
export interface UserRow {
  id: string;
  account: string;
  realName: string;
  /** `realName/account` */
  fullName: string;
  headIcon: string;
  /** dictionary `sex` code: '1' male, '2' female, '3' secret */
  gender: string;
  mobilePhone: string;
  email: string;
  organizeId: string;
  /** the organisation's path of names */
  organize: string;
  organizeList: string[];
  positionId: string;
  position: string;
  roleId: string;
  roleName: string;
  managerId: string | null;
  description: string;
  enabledMark: number;
  sortCode: number;
  creatorTime: number | null;
  /** 1 while the account is locked by wrong passwords */
  lockMark: number;
  isAdministrator: number;
  unLockTime: number | null;
  handoverMark: number;
}

export interface UserListQuery {
  organizeId?: string;
  positionId?: string;
  keyword?: string;
  gender?: string;
  enabledMark?: number;
  currentPage?: number;
  pageSize?: number;
}

/** GET Users/All. */
export interface UserAllItem {
  id: string;
  account: string;
  realName: string;
  /** `realName/account` */
  fullName: string;
  headIcon: string;
  gender: string;
  department: string;
  sortCode: number;
  quickQuery: string;
}

/** GET Users/{id}. */
export interface UserAdminInfo {
  id: string;
  account: string;
  realName: string;
  gender: string;
  mobilePhone: string;
  email: string;
  organizeId: string;
  /** one id path per organisation of the user */
  organizeIdTree: string[][];
  managerId: string | null;
  /** comma-joined ids */
  positionId: string;
  roleId: string;
  groupId: string;
  description: string;
  headIcon: string;
  enabledMark: number;
  sortCode: number;
  isAdministrator: number;
  lockMark: number;
  nation: string;
  nativePlace: string;
  entryDate: number | null;
  certificatesType: string;
  certificatesNumber: string;
  education: string;
  birthday: number | null;
  telePhone: string;
  landline: string;
  urgentContacts: string;
  urgentTelePhone: string;
  postalAddress: string;
  ranks: string;
  /** optimistic-locking counter of the row; an update sends back the one it loaded */
  version?: number;
}

/** Body of POST / PUT Users (UserCrInput). */
export interface UserInput {
  id?: string;
  account: string;
  realName: string;
  gender: string;
  mobilePhone?: string;
  email?: string;
  organizeId: string;
  managerId?: string | null;
  /** comma-joined ids */
  positionId?: string;
  roleId?: string;
  groupId?: string;
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  /** the version the dialog loaded: a stale one is refused; absent, the update is not checked */
  version?: number;
}

/** POST Users/{id}/Actions/ResetPassword: both md5 hex. */
export interface UserResetPasswordInput {
  userPassword: string;
  validatePassword: string;
}

/** Nodes of the user pickers (OrganizeMemberListOutput / UserSelectedOutput). */
export interface UserPickerNode {
  id: string;
  parentId?: string;
  /** `realName/account` for users, the name path for organisations */
  fullName: string;
  type: PickerNodeType;
  icon: string;
  headIcon?: string;
  enabledMark?: number;
  isAdministrator?: number;
  hasChildren?: boolean;
  isLeaf?: boolean;
  organize: string;
  organizeIds?: string[] | string[][];
  organizeIdTree?: string;
  gender?: string;
  mobilePhone?: string;
  sortCode?: number;
  children?: UserPickerNode[] | null;
}

/** POST getSelectedUserList / UserCondition paging block. */
export interface PickerPagination {
  currentPage?: number;
  pageSize?: number;
  keyword?: string;
}

export interface SelectedUserListInput {
  ids: string[];
  pagination?: PickerPagination;
}

export interface UserConditionInput {
  departIds?: string[];
  positionIds?: string[];
  userIds?: string[];
  roleIds?: string[];
  groupIds?: string[];
  pagination?: PickerPagination;
  type?: string;
  userId?: string;
}
