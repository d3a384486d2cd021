import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { BizError } from '../../lib/envelope';
import { hashPassword, verifyPassword } from '../../lib/password';
import { revokeOtherSessions } from '../../lib/sessions';
import { consumeCaptcha } from '../captchaStore';
import { assertPasswordPolicy } from '../passwordPolicy';
import { readSysConfig } from '../sysConfig';
import { userRow } from './userRecord';

export const MODIFY_PASSWORD_OK = '修改成功，请牢记新密码。';
export const OLD_PASSWORD_WRONG = '旧密码错误，请重新输入';
export const CAPTCHA_WRONG = '验证码输入错误，请重新输入！';
export const SAME_AS_OLD = '新建密码不能与旧密码一样';

export interface ModifyPasswordInput {
  oldPassword: string;
  password: string;
  code: string;
  timestamp: string;
  encryptedPassword?: string;
}

/**
 * POST Actions/ModifyPassword. The captcha is checked first (it is spent either way, so the old password
 * cannot be guessed without solving one per try), then the old password, then the new one. Success stamps
 * changePasswordDate and closes the user's other sessions.
 */
export async function modifyPassword(
  db: Db,
  config: Pick<AppConfig, 'aesKey'>,
  userId: string,
  sessionId: string,
  input: ModifyPasswordInput,
): Promise<void> {
  try {
    await consumeCaptcha(db, input.timestamp, input.code);
  } catch (error) {
    if (error instanceof BizError && error.message === '验证码错误') throw new BizError(CAPTCHA_WRONG);
    throw error;
  }
  const user = await userRow(db, userId);
  const stored = { hash: user.passwordHash, salt: user.passwordSalt };
  if (!(await verifyPassword(input.oldPassword.toLowerCase(), stored))) throw new BizError(OLD_PASSWORD_WRONG);
  if (input.password.toLowerCase() === input.oldPassword.toLowerCase()) throw new BizError(SAME_AS_OLD);
  assertPasswordPolicy(input.password, input.encryptedPassword, config.aesKey, await readSysConfig(db));
  const hash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(users)
      .set({
        passwordHash: hash.hash,
        passwordSalt: hash.salt,
        changePasswordDate: now,
        lastModifyTime: now,
        lastModifyUserId: userId,
      })
      .where(eq(users.id, userId));
    await revokeOtherSessions(tx, userId, sessionId, 'logout');
  });
}
