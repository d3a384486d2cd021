import { eq } from 'drizzle-orm';
import type { UserResetPasswordInput } from '../../contract';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { clearAccountThrottles } from './loginThrottle';
import { hashPassword } from '../lib/password';
import { revokeOtherSessions } from '../lib/sessions';
import { assertMayManage, requireUserRow, type Actor } from './usersAdmin';
import { validateNewPassword } from './usersRules';

/**
 * POST Users/{id}/Actions/ResetPassword: an administrator sets a new password. It counts as an initial password
 * (the forced change applies when the policy asks for it), ends any lock, and closes the user's sessions so a
 * device that knew the old password is signed out.
 */
export async function resetUserPassword(db: Db, id: string, input: UserResetPasswordInput, actor: Actor) {
  const md5 = validateNewPassword(input.userPassword, input.validatePassword);
  assertMayManage(actor, await requireUserRow(db, id));
  const hash = await hashPassword(md5);
  await db.transaction(async (tx) => {
    const row = await requireUserRow(tx, id, true);
    assertMayManage(actor, row);
    await tx
      .update(users)
      .set({
        passwordHash: hash.hash,
        passwordSalt: hash.salt,
        // one's own reset is a change by oneself, not an initial password
        changePasswordDate: row.id === actor.id ? new Date() : null,
        lockMark: 0,
        unlockTime: null,
        failedLogins: 0,
        lastModifyTime: new Date(),
        lastModifyUserId: actor.id,
      })
      .where(eq(users.id, id));
    if (row.id !== actor.id) await revokeOtherSessions(tx, id, '', 'logout');
    await clearAccountThrottles(tx, row.account);
  });
}
