import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { BizError } from '../../lib/envelope';
import type { Principal } from '../access';

/** What every part of /api/permission/Users/Current starts from: the signed-in user's own row. */

export type UserRow = typeof users.$inferSelect;

export const USER_NOT_FOUND = '用户不存在';

export async function userRow(db: Db, userId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new BizError(USER_NOT_FOUND);
  return user;
}

export const principalOf = (user: UserRow): Principal => ({ id: user.id, isAdministrator: user.isAdministrator === 1 });

/** An organisation path as the profile shows it: `公司/部门/科室`. */
export const pathText = (path: { fullName: string }[]) => path.map((o) => o.fullName).join('/');
