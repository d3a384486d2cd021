import type { SysConfigInfo } from '../../contract';
import type { Db } from '../db/client';
import { sysConfig } from '../db/schema';

/** Settings beyond the wire's SysConfigInfo that only the server reads. */
export interface ServerSysConfig extends SysConfigInfo {
  newUserDefaultPassword: string;
  /** 1: a self-registered account can sign in at once; 0: it waits for an administrator to enable it */
  registerUserEnabled: number;
  /** enCode of the role a self-registered account gets ('' for none) */
  registerDefaultRole: string;
  /** after passwordErrorsNumber consecutive wrong passwords: 1 lock for lockTime minutes, 2 delay (doubling) */
  lockType: number;
  /** 0: the server's LOGIN_MAX_FAILURES */
  passwordErrorsNumber: number;
  /** minutes; 0: the server's LOGIN_LOCK_MINUTES */
  lockTime: number;
}

/** Used when a key is missing from sys_config; the type of each default also fixes how stored values are read. */
export const sysConfigDefaults: ServerSysConfig = {
  title: '学会会员管理平台',
  sysName: '学会会员管理平台',
  sysVersion: '3.6.0',
  loginIcon: '',
  copyright: '',
  companyName: '',
  navigationIcon: '',
  workLogoIcon: '',
  logoIcon: '',
  appIcon: '',
  enableVerificationCode: 0,
  verificationCodeNumber: 4,
  singleLogin: 0,
  passwordStrengthLimit: 0,
  passwordLengthMin: 0,
  passwordLengthMinNumber: 6,
  containsNumbers: 0,
  includeLowercaseLetters: 0,
  includeUppercaseLetters: 0,
  containsCharacters: 0,
  mandatoryModificationOfInitialPassword: 0,
  newUserDefaultPassword: 'User1234',
  registerUserEnabled: 0,
  registerDefaultRole: '',
  lockType: 1,
  passwordErrorsNumber: 0,
  lockTime: 0,
};

function coerce(value: unknown, fallback: string | number): string | number {
  if (typeof fallback === 'number') {
    const n = typeof value === 'boolean' ? Number(value) : Number(value);
    return Number.isFinite(n) ? n : fallback;
  }
  return value === null || value === undefined ? fallback : String(value);
}

/** Reads all settings; values are coerced to the default's type so a "1" stored by hand still works. */
export async function readSysConfig(db: Db): Promise<ServerSysConfig> {
  const rows = await db.select().from(sysConfig);
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const result: Record<string, string | number> = { ...sysConfigDefaults };
  for (const [key, fallback] of Object.entries(sysConfigDefaults)) {
    if (stored.has(key)) result[key] = coerce(stored.get(key), fallback);
  }
  return result as unknown as ServerSysConfig;
}

/** The part of the settings every signed-in page gets (CurrentUser.sysConfigInfo). */
export function publicSysConfig(config: ServerSysConfig): SysConfigInfo {
  const {
    newUserDefaultPassword: _secret,
    registerUserEnabled: _enabled,
    registerDefaultRole: _role,
    lockType: _lockType,
    passwordErrorsNumber: _errors,
    lockTime: _lockTime,
    ...rest
  } = config;
  return rest;
}
