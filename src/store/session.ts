import { proxy } from 'valtio';
import type { CurrentUserData, MenuItem, PermissionEntry, SysConfigInfo, UserInfo } from '../../contract';
import { readStored, writeStored } from './storage';

interface SessionState {
  token: string | null;
  locked: boolean;
  userInfo: UserInfo | null;
  menuList: MenuItem[];
  permissionList: PermissionEntry[];
  sysConfig: Partial<SysConfigInfo>;
  /** true once CurrentUser was fetched and the menu routes were generated */
  routesLoaded: boolean;
}

/** The signed-in session; token and lock flag survive a reload, the rest is refetched. */
export const session = proxy<SessionState>({
  token: readStored<string | null>('token', null),
  locked: readStored<boolean>('locked', false),
  userInfo: null,
  menuList: [],
  permissionList: [],
  sysConfig: readStored<Partial<SysConfigInfo>>('sysConfig', {}),
  routesLoaded: false,
});

export function setToken(token: string): void {
  session.token = token;
  writeStored('token', token);
}

export function setLocked(locked: boolean): void {
  session.locked = locked;
  writeStored('locked', locked || null);
}

export function applyCurrentUser(data: CurrentUserData): void {
  session.userInfo = data.userInfo;
  session.menuList = data.menuList;
  session.permissionList = data.permissionList;
  session.sysConfig = data.sysConfigInfo;
  writeStored('sysConfig', data.sysConfigInfo);
  session.routesLoaded = true;
}

/** Forget everything about the signed-in user (logout, 600/601/602, failed user load). */
export function resetSession(): void {
  session.token = null;
  session.userInfo = null;
  session.menuList = [];
  session.permissionList = [];
  session.routesLoaded = false;
  writeStored('token', null);
  setLocked(false);
}
