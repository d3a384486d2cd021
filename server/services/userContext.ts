import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizes, positions, userRelations, users } from '../db/schema';

/** What the system fields of a form need to know about the person saving it. */
export interface UserContext {
  userId: string;
  realName: string;
  account: string;
  organizeId: string;
  /** ids and names from the top company down to the user's organisation */
  organizeIds: string[];
  organizeNames: string[];
  positionId: string;
  positionName: string;
  roleIds: string[];
  groupIds: string[];
}

export async function userContext(db: Db, userId: string): Promise<UserContext> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const all = await db
    .select({ id: organizes.id, parentId: organizes.parentId, fullName: organizes.fullName })
    .from(organizes);
  const byId = new Map(all.map((o) => [o.id, o]));
  const path: { id: string; fullName: string }[] = [];
  for (let o = user ? byId.get(user.organizeId) : undefined; o && path.length < 50; o = byId.get(o.parentId))
    path.unshift(o);
  const relations = await db
    .select()
    .from(userRelations)
    .where(eq(userRelations.userId, userId))
    .orderBy(asc(userRelations.sortCode));
  const firstPosition = relations.find((r) => r.objectType === 'Position');
  const [position] = firstPosition
    ? await db
        .select({ id: positions.id, fullName: positions.fullName })
        .from(positions)
        .where(and(eq(positions.id, firstPosition.objectId), eq(positions.enabledMark, 1)))
    : [];
  return {
    userId,
    realName: user?.realName ?? '',
    account: user?.account ?? '',
    organizeId: user?.organizeId ?? '',
    organizeIds: path.map((o) => o.id),
    organizeNames: path.map((o) => o.fullName),
    positionId: position?.id ?? '',
    positionName: position?.fullName ?? '',
    roleIds: relations.filter((r) => r.objectType === 'Role').map((r) => r.objectId),
    groupIds: relations.filter((r) => r.objectType === 'Group').map((r) => r.objectId),
  };
}
