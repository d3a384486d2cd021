import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LoginResult } from '../../contract';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { BizError } from '../lib/envelope';
import { decryptLoginPassword, hashPassword, verifyPassword, type PasswordHash } from '../lib/password';
import { createSession, revokeOtherSessions } from '../lib/sessions';
import { visibleMenus } from './access';
import { consumeCaptcha } from './captchaStore';
import { consumeSmsCode, SMS_UNKNOWN_MOBILE, usersByMobile } from './smsCodes';
import { NO_PERMISSION } from './currentUser';
import { writeLoginLog } from './loginLog';
import { readSysConfig, type ServerSysConfig } from './sysConfig';
import {
  blockedMessage,
  blockedUntil,
  clearLoginFailures,
  recordLoginFailure,
  type LockType,
  type ThrottlePolicy,
} from './loginThrottle';

export const WRONG_CREDENTIALS = '账号或密码错误';
export const ACCOUNT_DISABLED = '账号已被禁用';
export { lockedMessage, delayedMessage } from './loginThrottle';

export type LoginPolicy = Pick<AppConfig, 'aesKey' | 'tokenTtlMinutes' | 'loginMaxFailures' | 'loginLockMinutes'>;

export interface LoginAttempt {
  account: string;
  /** hex(AES(md5hex(plain))) */
  password: string;
  code?: string;
  timestamp?: string;
  ip: string;
  userAgent: string;
}

export type UserRow = typeof users.$inferSelect;

/** `mobile@account` is the sub-account form: the account AND its mobile phone must match. */
async function findUser(db: Db, login: string): Promise<UserRow | undefined> {
  const at = login.indexOf('@');
  const condition =
    at > 0
      ? and(eq(users.account, login.slice(at + 1)), eq(users.mobilePhone, login.slice(0, at)))
      : eq(users.account, login);
  const [user] = await db.select().from(users).where(condition).limit(1);
  return user;
}

/** The system configuration's abuse policy; zeros fall back to the server's LOGIN_* settings. */
export function throttlePolicy(settings: ServerSysConfig, policy: LoginPolicy): ThrottlePolicy {
  return {
    lockType: (settings.lockType === 2 ? 2 : 1) as LockType,
    maxFailures: settings.passwordErrorsNumber > 0 ? settings.passwordErrorsNumber : policy.loginMaxFailures,
    minutes: settings.lockTime > 0 ? settings.lockTime : policy.loginLockMinutes,
  };
}

/**
 * Unknown accounts cost the same scrypt check as real ones, so response time does not reveal which accounts
 * exist (the hash of a random value: it never matches).
 */
let decoy: Promise<PasswordHash> | undefined;
const decoyHash = () => (decoy ??= hashPassword(randomUUID().replace(/-/g, '')));

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

type Refuse = (error: BizError) => Promise<BizError>;

/** Writes the login log of an attempt (failures too) and returns the refusal to throw. */
function loginLogger(db: Db, account: string, user: UserRow | undefined, client: ClientInfo) {
  const log = (mark: 0 | 1, abstracts: string) =>
    writeLoginLog(db, {
      userId: user?.id ?? null,
      account,
      userName: user?.realName,
      ip: client.ip,
      userAgent: client.userAgent,
      loginType: 0,
      loginMark: mark,
      abstracts,
    });
  const refuse: Refuse = async (error) => {
    await log(0, error.message);
    return error;
  };
  return { log, refuse };
}

/** The refusal while this account is blocked from this address (lock or delay), otherwise null. */
async function blockRefusal(db: Db, account: string, ip: string): Promise<BizError | null> {
  const until = await blockedUntil(db, account, ip);
  if (!until) return null;
  const { lockType } = await readSysConfig(db);
  return new BizError(blockedMessage({ lockType: lockType === 2 ? 2 : 1, maxFailures: 0, minutes: 0 }, until));
}

/** The state and permission checks every sign-in mode shares once the credentials were proven. */
async function assertMaySignIn(db: Db, user: UserRow, refuse: Refuse): Promise<void> {
  if (user.enabledMark !== 1) throw await refuse(new BizError(ACCOUNT_DISABLED));
  const who = { id: user.id, isAdministrator: user.isAdministrator === 1 };
  if ((await visibleMenus(db, who)).length === 0) throw await refuse(new BizError(NO_PERMISSION));
}

/**
 * Opens a session for a user whose credentials were proven (password, SMS code or a confirmed QR ticket):
 * clears failures and the lock, moves the last login to the previous one, and applies single login.
 */
export async function openSession(
  db: Db,
  policy: Pick<LoginPolicy, 'tokenTtlMinutes'>,
  user: UserRow,
  client: ClientInfo,
  abstracts = '登录成功',
): Promise<string> {
  const settings = await readSysConfig(db);
  const token = await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(users)
      .set({
        failedLogins: 0,
        lockMark: 0,
        unlockTime: null,
        prevLoginTime: user.lastLoginTime,
        prevLoginIp: user.lastLoginIp,
        lastLoginTime: now,
        lastLoginIp: client.ip,
      })
      .where(eq(users.id, user.id));
    const session = await createSession(tx, {
      userId: user.id,
      ip: client.ip,
      userAgent: client.userAgent,
      ttlMinutes: policy.tokenTtlMinutes,
    });
    // single login: the newest session wins, older ones learn it through code 601
    if (settings.singleLogin === 1) await revokeOtherSessions(tx, user.id, session.sessionId, 'kicked');
    return session.token;
  });
  await loginLogger(db, user.account, user, client).log(1, abstracts);
  return token;
}

/**
 * POST /api/oauth/Login: captcha, then the abuse policy of this account from this address, then the password,
 * state and permissions. Every wrong-credential answer is the same words, for real and unknown accounts alike.
 */
export async function login(db: Db, policy: LoginPolicy, attempt: LoginAttempt): Promise<LoginResult> {
  const settings = await readSysConfig(db);
  if (settings.enableVerificationCode === 1) await consumeCaptcha(db, attempt.timestamp, attempt.code);
  const throttle = throttlePolicy(settings, policy);

  const user = await findUser(db, attempt.account);
  const account = user?.account ?? attempt.account;
  const { refuse } = loginLogger(db, attempt.account, user, attempt);

  const blocked = await blockRefusal(db, account, attempt.ip);
  if (blocked) throw await refuse(blocked);
  const md5 = decryptLoginPassword(attempt.password, policy.aesKey);
  const stored = user ? { hash: user.passwordHash, salt: user.passwordSalt } : await decoyHash();
  const valid = (await verifyPassword(md5 ?? '0'.repeat(32), stored)) && md5 !== null && !!user;
  if (!valid || !user) {
    const until = await recordLoginFailure(db, account, attempt.ip, throttle);
    throw await refuse(new BizError(until ? blockedMessage(throttle, until) : WRONG_CREDENTIALS));
  }
  await clearLoginFailures(db, account, attempt.ip);
  await assertMaySignIn(db, user, refuse);
  return { token: await openSession(db, policy, user, attempt), theme: user.theme || 'classic' };
}

export const SMS_MULTIPLE_ACCOUNTS = '该手机号绑定了多个账号，请使用账号密码登录';

/**
 * POST /api/oauth/Login with origin 'sms': the account is the mobile phone, `code` the SMS code. The same
 * lock, disabled and no-menu rules as the password login apply; a wrong code counts against the code (5 tries),
 * not against the account.
 */
export async function smsLogin(
  db: Db,
  policy: LoginPolicy,
  attempt: { mobile: string; code: string } & ClientInfo,
): Promise<LoginResult> {
  const matches = await usersByMobile(db, attempt.mobile);
  const user = matches.length === 1 ? matches[0] : undefined;
  const { refuse } = loginLogger(db, attempt.mobile, user, attempt);
  if (matches.length > 1) throw await refuse(new BizError(SMS_MULTIPLE_ACCOUNTS));
  if (!user) throw await refuse(new BizError(SMS_UNKNOWN_MOBILE));
  try {
    await consumeSmsCode(db, attempt.mobile, attempt.code);
  } catch (error) {
    if (error instanceof BizError) throw await refuse(error);
    throw error;
  }
  const locked = await blockRefusal(db, user.account, attempt.ip);
  if (locked) throw await refuse(locked);
  await assertMaySignIn(db, user, refuse);
  return { token: await openSession(db, policy, user, attempt, '短信验证码登录成功'), theme: user.theme || 'classic' };
}

/** For the QR sign-in: the same state checks before a ticket may be confirmed or collected. */
export async function assertUserMaySignIn(db: Db, user: UserRow, client: ClientInfo): Promise<void> {
  const { refuse } = loginLogger(db, user.account, user, client);
  const locked = await blockRefusal(db, user.account, client.ip);
  if (locked) throw await refuse(locked);
  await assertMaySignIn(db, user, refuse);
}

/** POST /api/oauth/LockScreen: the password (md5 hex, no AES) of the signed-in account unlocks the screen. */
export async function unlockScreen(db: Db, userId: string, account: string, md5hex: string): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  const valid =
    !!user &&
    user.account === account &&
    (await verifyPassword(md5hex.toLowerCase(), { hash: user.passwordHash, salt: user.passwordSalt }));
  if (!valid) throw new BizError(WRONG_CREDENTIALS);
}
