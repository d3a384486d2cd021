import { and, eq, lte, sql } from 'drizzle-orm';
import type { LoginResult } from '../../src/api/types';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { BizError } from '../lib/envelope';
import { decryptLoginPassword, verifyPassword } from '../lib/password';
import { createSession, revokeOtherSessions } from '../lib/sessions';
import { minutesFromNow } from '../lib/time';
import { visibleMenus } from './access';
import { consumeCaptcha } from './captchaStore';
import { consumeSmsCode, SMS_UNKNOWN_MOBILE, usersByMobile } from './smsCodes';
import { NO_PERMISSION } from './currentUser';
import { writeLoginLog } from './loginLog';
import { readSysConfig } from './sysConfig';

export const WRONG_CREDENTIALS = '账号或密码错误';
export const ACCOUNT_DISABLED = '账号已被禁用';
export const lockedMessage = (minutes: number) => `账号已被锁定，请${minutes}分钟后再试`;

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

const minutesLeft = (until: Date) => Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));

/** Counts a wrong password; returns the refusal to send (the lock message once the limit is reached). */
async function recordFailure(db: Db, user: UserRow, policy: LoginPolicy): Promise<BizError> {
  // a lock that has run out starts a fresh count
  await db
    .update(users)
    .set({ lockMark: 0, unlockTime: null, failedLogins: 0 })
    .where(and(eq(users.id, user.id), eq(users.lockMark, 1), lte(users.unlockTime, new Date())));
  const [{ failedLogins }] = await db
    .update(users)
    .set({ failedLogins: sql`${users.failedLogins} + 1` })
    .where(eq(users.id, user.id))
    .returning({ failedLogins: users.failedLogins });
  if (failedLogins < policy.loginMaxFailures) return new BizError(WRONG_CREDENTIALS);
  await db
    .update(users)
    .set({ lockMark: 1, unlockTime: minutesFromNow(policy.loginLockMinutes) })
    .where(eq(users.id, user.id));
  return new BizError(lockedMessage(policy.loginLockMinutes));
}

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

/** The lock refusal while the account is locked, otherwise null. */
function lockRefusal(user: UserRow): BizError | null {
  if (user.lockMark !== 1 || !user.unlockTime || user.unlockTime <= new Date()) return null;
  return new BizError(lockedMessage(minutesLeft(user.unlockTime)));
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

/** POST /api/oauth/Login: checks captcha, lock, password, state and permissions, then opens a session. */
export async function login(db: Db, policy: LoginPolicy, attempt: LoginAttempt): Promise<LoginResult> {
  const settings = await readSysConfig(db);
  if (settings.enableVerificationCode === 1) await consumeCaptcha(db, attempt.timestamp, attempt.code);

  const user = await findUser(db, attempt.account);
  const { refuse } = loginLogger(db, attempt.account, user, attempt);

  if (!user) throw await refuse(new BizError(WRONG_CREDENTIALS));
  const locked = lockRefusal(user);
  if (locked) throw await refuse(locked);
  const md5 = decryptLoginPassword(attempt.password, policy.aesKey);
  const valid = md5 !== null && (await verifyPassword(md5, { hash: user.passwordHash, salt: user.passwordSalt }));
  if (!valid) throw await refuse(await recordFailure(db, user, policy));
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
  const locked = lockRefusal(user);
  if (locked) throw await refuse(locked);
  await assertMaySignIn(db, user, refuse);
  return { token: await openSession(db, policy, user, attempt, '短信验证码登录成功'), theme: user.theme || 'classic' };
}

/** For the QR sign-in: the same state checks before a ticket may be confirmed or collected. */
export async function assertUserMaySignIn(db: Db, user: UserRow, client: ClientInfo): Promise<void> {
  const { refuse } = loginLogger(db, user.account, user, client);
  const locked = lockRefusal(user);
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
