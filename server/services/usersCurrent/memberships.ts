import { and, asc, eq, inArray } from 'drizzle-orm';
import type { MajorType, UserMembership } from '../../../contract';
import type { Db } from '../../db/client';
import { positions, userRelations, users } from '../../db/schema';
import { BizError } from '../../lib/envelope';
import { visibleSystems } from '../access';
import { memberships, organizePath } from '../currentUser';
import { pathText, principalOf, userRow } from './userRecord';

/** The user's organisations, positions and roles, and the switch of the main one (and of the current system). */

export const SYSTEM_NOT_ALLOWED = '应用不存在或无权访问';

/** The user's organisations: the main one and those of their positions, as path text. */
export async function userOrganizes(db: Db, userId: string): Promise<UserMembership[]> {
  const user = await userRow(db, userId);
  const member = await memberships(db, user.id);
  const positionOrgs = member.positions.length
    ? await db
        .select({ organizeId: positions.organizeId })
        .from(positions)
        .where(
          inArray(
            positions.id,
            member.positions.map((p) => p.id),
          ),
        )
    : [];
  const ids = [...new Set([user.organizeId, ...positionOrgs.map((p) => p.organizeId)])];
  const result: UserMembership[] = [];
  for (const id of ids) {
    const path = await organizePath(db, id);
    if (path.length) result.push({ id, fullName: pathText(path), isDefault: id === user.organizeId });
  }
  return result;
}

export async function userPositions(db: Db, userId: string): Promise<UserMembership[]> {
  const { positions: list } = await memberships(db, userId);
  return list.map((p, i) => ({ id: p.id, fullName: p.name, isDefault: i === 0 }));
}

export async function userRoles(db: Db, userId: string): Promise<UserMembership[]> {
  const { roles: list } = await memberships(db, userId);
  return list.map((r, i) => ({ id: r.id, fullName: r.name, isDefault: i === 0 }));
}

/** Puts one of the user's positions or roles first (the first one is the main one). */
async function makeMain(db: Db, userId: string, objectType: 'Position' | 'Role', objectId: string) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(userRelations)
      .where(and(eq(userRelations.userId, userId), eq(userRelations.objectType, objectType)))
      .orderBy(asc(userRelations.sortCode), asc(userRelations.creatorTime));
    const ordered = [...rows.filter((r) => r.objectId === objectId), ...rows.filter((r) => r.objectId !== objectId)];
    for (const [i, row] of ordered.entries()) {
      await tx
        .update(userRelations)
        .set({ sortCode: i + 1 })
        .where(eq(userRelations.id, row.id));
    }
  });
}

/**
 * PUT major: switches the current system (CurrentUser then returns its menus), the main organisation,
 * position or role, each only to one the user has. 'Standing' only confirms the user's own standing.
 */
export async function switchMajor(db: Db, userId: string, majorType: MajorType, majorId: string): Promise<void> {
  const user = await userRow(db, userId);
  switch (majorType) {
    case 'System': {
      const systems = await visibleSystems(db, principalOf(user));
      if (!systems.some((s) => s.id === majorId)) throw new BizError(SYSTEM_NOT_ALLOWED);
      await db.update(users).set({ systemId: majorId }).where(eq(users.id, userId));
      return;
    }
    case 'Organize': {
      if (!(await userOrganizes(db, userId)).some((o) => o.id === majorId)) {
        throw new BizError('组织不存在或无权切换');
      }
      await db.update(users).set({ organizeId: majorId }).where(eq(users.id, userId));
      return;
    }
    case 'Position': {
      if (!(await userPositions(db, userId)).some((p) => p.id === majorId)) {
        throw new BizError('岗位不存在或无权切换');
      }
      await makeMain(db, userId, 'Position', majorId);
      return;
    }
    case 'Role': {
      if (!(await userRoles(db, userId)).some((r) => r.id === majorId)) throw new BizError('角色不存在或无权切换');
      await makeMain(db, userId, 'Role', majorId);
      return;
    }
    case 'Standing': {
      const standing = user.isAdministrator === 1 ? '1' : '3';
      if (majorId !== standing) throw new BizError('身份不存在或无权切换');
      return;
    }
  }
}
