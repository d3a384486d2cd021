/** Wire types of /api/oauth (docs/contract.md). Shared with the server through type-only imports. */

/** Form fields of POST /api/oauth/Login (sent form-encoded). */
export interface LoginForm {
  account: string;
  /** hex(AES-128-ECB-PKCS7(md5hex(plain))) */
  password: string;
  /** captcha text, may be empty */
  code?: string;
  /** captcha key (the timestamp used to fetch the image) */
  timestamp?: string;
  origin?: string;
  grant_type: 'password';
  jnpf_ticket?: string;
}

export interface LoginResult {
  /** already carries the "Bearer " prefix */
  token: string;
  theme: string;
}

export interface LoginConfig {
  enableVerificationCode: number;
  verificationCodeNumber: number;
}

/** Menu types: 0 directory, 1 category, 2 page, 3 form model, 4 dictionary, 5 report, 6 data visualisation, 7 external link, 8 portal. */
export type MenuType = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface MenuItem {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  icon: string;
  type: MenuType;
  urlAddress: string;
  linkTarget: string;
  /** JSON text: {moduleId, isTree, ...} for types 3,4,5,6,8 */
  propertyJson: string;
  category: string;
  sortCode: number;
  systemId: string;
  hasChildren: boolean;
  children: MenuItem[] | null;
}

export interface PermissionItem {
  id: string;
  fullName: string;
  enCode: string;
}

export interface PermissionEntry {
  modelId: string;
  moduleName: string;
  button: PermissionItem[];
  column: PermissionItem[];
  form: PermissionItem[];
  resource: PermissionItem[];
}

export interface SystemRef {
  id: string;
  enCode: string;
  name: string;
  icon: string;
  currentSystem: boolean;
  sortCode: number;
}

export interface UserInfo {
  userId: string;
  userAccount: string;
  userName: string;
  headIcon: string;
  gender: string;
  mobilePhone: string;
  email: string;
  organizeId: string;
  organizeIdList: string[];
  organizeName: string;
  departmentId: string;
  departmentName: string;
  positionIds: { id: string; name: string }[];
  positionId: string;
  positionName: string;
  roleIds: string[];
  roleName: string;
  groupIds: string[];
  groupNames: string[];
  managerId: string;
  manager: string;
  loginTime: number | null;
  loginIPAddress: string;
  loginIPAddressName: string;
  prevLogin: number;
  prevLoginTime: number | null;
  prevLoginIPAddress: string;
  prevLoginIPAddressName: string;
  isAdministrator: boolean;
  portalId: string;
  systemId: string;
  systemIds: SystemRef[];
  signImg: string;
  changePasswordDate: number | null;
  /** 1 when the identity information is incomplete (信息补充) */
  incompleteInfo: number;
  standing: number;
}

export interface PasswordPolicy {
  passwordStrengthLimit: number;
  passwordLengthMin: number;
  passwordLengthMinNumber: number;
  containsNumbers: number;
  includeLowercaseLetters: number;
  includeUppercaseLetters: number;
  containsCharacters: number;
  mandatoryModificationOfInitialPassword: number;
}

export interface SysConfigInfo extends PasswordPolicy {
  title: string;
  sysName: string;
  sysVersion: string;
  loginIcon: string;
  copyright: string;
  companyName: string;
  navigationIcon: string;
  workLogoIcon: string;
  logoIcon: string;
  appIcon: string;
  enableVerificationCode: number;
  verificationCodeNumber: number;
  singleLogin: number;
}

export interface CurrentUserData {
  userInfo: UserInfo;
  menuList: MenuItem[];
  permissionList: PermissionEntry[];
  sysConfigInfo: SysConfigInfo;
}

export interface LockScreenBody {
  account: string;
  /** md5 hex, no AES */
  password: string;
}
