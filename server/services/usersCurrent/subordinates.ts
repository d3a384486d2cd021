import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Subordinate } from '../../../contract';
import type { Db } from '../../db/client';
import { organizes, positions, userRelations, users } from '../../db/schema';
import { BizError } from '../../lib/envelope';
import { userRow, type UserRow } from './userRecord';

/** GET /api/permission/Users/Current/Subordinate/{id}: the manager chain below the user, one level at a time. */

/** True when `id` is the user or someone below them in the manager chain. */
async function inMyChain(db: Db, me: UserRow, id: string): Promise<boolean> {
  if (me.isAdministrator === 1 || id === me.id) return true;
  let current = id;
  for (let depth = 0; depth < 50; depth++) {
    const [row] = await db.select({ managerId: users.managerId }).from(users).where(eq(users.id, current));
    if (!row?.managerId) return false;
    if (row.managerId === me.id) return true;
    current = row.managerId;
  }
  return false;
}

/**
 * GET Subordinate/{id}: "0" is myself (the root of the tree); any other id lists that person's direct reports,
 * for myself and people below me only (administrators: anyone).
 */
export async function subordinates(db: Db, userId: string, id: string): Promise<Subordinate[]> {
  const me = await userRow(db, userId);
  if (id !== '0' && !(await inMyChain(db, me, id))) throw new BizError('没有权限');
  const rows = await db
    .select()
    .from(users)
    .where(and(id === '0' ? eq(users.id, me.id) : eq(users.managerId, id), eq(users.enabledMark, 1)))
    .orderBy(asc(users.sortCode), asc(users.account));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [orgs, reports, relations] = await Promise.all([
    db.select({ id: organizes.id, fullName: organizes.fullName }).from(organizes),
    db
      .select({ managerId: users.managerId })
      .from(users)
      .where(and(inArray(users.managerId, ids), eq(users.enabledMark, 1))),
    db
      .select({ userId: userRelations.userId, name: positions.fullName, sortCode: userRelations.sortCode })
      .from(userRelations)
      .innerJoin(positions, eq(positions.id, userRelations.objectId))
      .where(and(inArray(userRelations.userId, ids), eq(userRelations.objectType, 'Position')))
      .orderBy(asc(userRelations.sortCode)),
  ]);
  const orgName = new Map(orgs.map((o) => [o.id, o.fullName]));
  const withReports = new Set(reports.map((r) => r.managerId));
  return rows.map((r) => ({
    id: r.id,
    avatar: r.headIcon,
    userName: `${r.realName}/${r.account}`,
    department: orgName.get(r.organizeId) ?? '',
    position: relations.find((p) => p.userId === r.id)?.name ?? '',
    isLeaf: !withReports.has(r.id),
  }));
}
