import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { organizes, roles, systems, userRelations, users } from '../db/schema';
import { clearAccountThrottles } from './loginThrottle';
import { BizError } from '../lib/envelope';
import { newId } from '../lib/ids';
import { hashPassword } from '../lib/password';
import { revokeOtherSessions } from '../lib/sessions';
import { consumeCaptcha } from './captchaStore';
import { refuseDuplicates } from './dbErrors';
import { SMS_MULTIPLE_ACCOUNTS } from './login';
import { assertPasswordPolicy } from './passwordPolicy';
import { consumeSmsCode, SMS_UNKNOWN_MOBILE, usersByMobile } from './smsCodes';
import { readSysConfig } from './sysConfig';

/** Self-registration and password reset of the public account screens (/register, /forget). */

export const ACCOUNT_EXISTS = '账户已存在';
export const MOBILE_TAKEN = '手机号已被注册';

export interface RegisterInput {
  account: string;
  realName: string;
  mobilePhone: string;
  email?: string;
  /** md5 hex */
  password: string;
  code: string;
  timestamp: string;
  encryptedPassword?: string;
}

/**
 * POST /api/oauth/Register: after the image captcha, creates the account in the top organisation with the
 * configured role, enabled or waiting for an administrator per sysconfig registerUserEnabled. The user chose
 * the password, so it does not count as an initial password.
 */
export async function registerUser(db: Db, config: Pick<AppConfig, 'aesKey'>, input: RegisterInput): Promise<void> {
  await consumeCaptcha(db, input.timestamp, input.code);
  const settings = await readSysConfig(db);
  assertPasswordPolicy(input.password, input.encryptedPassword, config.aesKey, settings);
  const account = input.account.trim();
  const [sameAccount] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.account}) = ${account.toLowerCase()}`)
    .limit(1);
  if (sameAccount) throw new BizError(ACCOUNT_EXISTS);
  const [sameMobile] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobilePhone, input.mobilePhone))
    .limit(1);
  if (sameMobile) throw new BizError(MOBILE_TAKEN);

  const [company] = await db
    .select({ id: organizes.id })
    .from(organizes)
    .where(and(eq(organizes.parentId, '-1'), eq(organizes.enabledMark, 1)))
    .orderBy(asc(organizes.sortCode), asc(organizes.id))
    .limit(1);
  if (!company) throw new BizError('系统尚未配置组织，暂不能注册');
  const [role] = settings.registerDefaultRole
    ? await db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.enCode, settings.registerDefaultRole), eq(roles.enabledMark, 1)))
        .limit(1)
    : [];
  const [mainSystem] = await db
    .select({ id: systems.id })
    .from(systems)
    .where(eq(systems.enabledMark, 1))
    .orderBy(sql`${systems.isMain} desc`, asc(systems.sortCode))
    .limit(1);
  const hash = await hashPassword(input.password);
  const id = newId();
  await refuseDuplicates(ACCOUNT_EXISTS, () =>
    db.transaction(async (tx) => {
      await tx.insert(users).values({
        id,
        account,
        realName: input.realName.trim(),
        mobilePhone: input.mobilePhone,
        email: input.email?.trim() ?? '',
        organizeId: company.id,
        passwordHash: hash.hash,
        passwordSalt: hash.salt,
        enabledMark: settings.registerUserEnabled === 1 ? 1 : 0,
        changePasswordDate: new Date(),
        systemId: mainSystem?.id ?? null,
        description: '自助注册',
        creatorUserId: id,
      });
      if (role) {
        await tx.insert(userRelations).values({ id: newId(), userId: id, objectType: 'Role', objectId: role.id });
      }
    }),
  );
}

export interface ResetPasswordInput {
  mobile: string;
  code: string;
  /** md5 hex */
  password: string;
  encryptedPassword?: string;
}

/**
 * POST /api/oauth/ResetPassword: the SMS code proves the mobile; the account bound to it gets the new password,
 * is unlocked, and every session it had is closed.
 */
export async function resetPassword(db: Db, config: Pick<AppConfig, 'aesKey'>, input: ResetPasswordInput) {
  const settings = await readSysConfig(db);
  assertPasswordPolicy(input.password, input.encryptedPassword, config.aesKey, settings);
  const matches = await usersByMobile(db, input.mobile);
  if (matches.length === 0) throw new BizError(SMS_UNKNOWN_MOBILE);
  if (matches.length > 1) throw new BizError(SMS_MULTIPLE_ACCOUNTS);
  await consumeSmsCode(db, input.mobile, input.code);
  const hash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        passwordHash: hash.hash,
        passwordSalt: hash.salt,
        changePasswordDate: new Date(),
        failedLogins: 0,
        lockMark: 0,
        unlockTime: null,
        lastModifyTime: new Date(),
        lastModifyUserId: matches[0].id,
      })
      .where(eq(users.id, matches[0].id));
    await revokeOtherSessions(tx, matches[0].id, '', 'logout');
    await clearAccountThrottles(tx, matches[0].account);
  });
}
