/**
 * Wire types of /api/permission/Users/Current (docs/contract.md). Shared with the server through type-only imports.
 * Dates are epoch milliseconds.
 */

/** GET …/BaseInfo */
export interface UserBaseInfo {
  id: string;
  account: string;
  realName: string;
  organizeId: string;
  /** organisation path text */
  organize: string;
  /** comma-joined position names */
  position: string;
  positionId: string;
  /** "name/account" */
  manager: string;
  /** comma-joined role names */
  roleId: string;
  roleIds: string;
  creatorTime: number | null;
  prevLogTime: number | null;
  signature: string;
  gender: string;
  nation: string;
  nativePlace: string;
  entryDate: number | null;
  certificatesType: string;
  certificatesNumber: string;
  education: string;
  birthday: number | null;
  telePhone: string;
  landline: string;
  mobilePhone: string;
  email: string;
  urgentContacts: string;
  urgentTelePhone: string;
  postalAddress: string;
  theme: string;
  language: string;
  /** relative avatar URL */
  avatar: string;
  ranks: string;
}

/** PUT …/BaseInfo: the fields a user may change about themselves. */
export interface UpdateBaseInfoBody {
  realName: string;
  signature?: string;
  gender?: string;
  nation?: string;
  nativePlace?: string;
  certificatesType?: string;
  certificatesNumber?: string;
  education?: string;
  birthday?: number | null;
  telePhone?: string;
  landline?: string;
  mobilePhone?: string;
  email?: string;
  urgentContacts?: string;
  urgentTelePhone?: string;
  postalAddress?: string;
}

/** POST …/Actions/ModifyPassword; both passwords md5 hex (no AES). The reply is `{code,msg}` with its own msg. */
export interface ModifyPasswordBody {
  /** the new password, AES-encrypted like the login password, so the server can enforce the password policy */
  encryptedPassword?: string;
  oldPassword: string;
  password: string;
  /** captcha text of /api/oauth/ImageCode/{len}/{timestamp} */
  code: string;
  timestamp: string;
}

/** PUT …/SystemTheme: the layout name (classic, functional, plain, blend). */
export interface SystemThemeBody {
  theme: string;
}

/** Languages the server stores; the app's own codes are zh, zhtw, en. */
export type ServerLanguage = 'zh-CN' | 'zh-TW' | 'en-US';

/** PUT …/SystemLanguage */
export interface SystemLanguageBody {
  language: ServerLanguage;
}

export type MajorType = 'Organize' | 'Position' | 'Role' | 'System' | 'Standing';

/** PUT …/major: switch the main organisation, position, role, system or standing. */
export interface SwitchMajorBody {
  majorType: MajorType;
  majorId: string;
  /** 1 app menus, anything else web (the web shell sends 0) */
  menuType: number;
}

/** GET …/getUserOrganizes, …/getUserPositions (plain arrays). */
export interface UserMembership {
  id: string;
  /** organisation path text or position name */
  fullName: string;
  isDefault: boolean;
}

/** GET …/SignImg (array); POST …/SignImg takes signImg and isDefault. */
export interface SignImage {
  id: string;
  /** PNG data URL */
  signImg: string;
  isDefault: number;
}

export interface CreateSignImageBody {
  signImg: string;
  isDefault: number;
}

export interface AuthorizeNode {
  id: string;
  parentId?: string;
  fullName: string;
  icon?: string;
  enCode?: string;
  moduleId?: string;
  children?: AuthorizeNode[] | null;
}

/** GET …/Authorize: what the user is granted, per permission type. */
export interface UserAuthorize {
  module: AuthorizeNode[];
  button: AuthorizeNode[];
  column: AuthorizeNode[];
  form: AuthorizeNode[];
  resource: AuthorizeNode[];
  portal?: AuthorizeNode[];
  flow?: AuthorizeNode[];
  print?: AuthorizeNode[];
}

/** GET …/SystemLog query (paged). category 1 login log, 5 request log. */
export interface SystemLogQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  category: number;
  startTime?: number;
  endTime?: number;
}

export interface SystemLogItem {
  id: string;
  creatorTime: number;
  userName: string;
  ipAddress: string;
  ipAddressName: string;
  browser: string;
  platForm: string;
  requestURL?: string;
  requestMethod?: string;
  requestDuration?: number;
  /** 0 login, 1 logout */
  loginType?: number;
  /** 1 success */
  loginMark?: number;
  abstracts?: string;
  moduleName?: string;
  category: number;
}

/** GET …/Subordinate/{id}: id "0" lists my direct reports. */
export interface Subordinate {
  id: string;
  avatar: string;
  /** "real/account" */
  userName: string;
  department: string;
  position: string;
  isLeaf: boolean;
}
