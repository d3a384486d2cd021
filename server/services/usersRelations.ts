import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  dictionaryData,
  dictionaryTypes,
  groups,
  organizes,
  positions,
  roles,
  userRelations,
  users,
} from '../db/schema';
import { BizError } from '../lib/envelope';
import { newId } from '../lib/ids';
import type { ValidUser } from './usersRules';

/** A user's memberships (positions, roles, groups in user_relations) and the checks of what a write names. */

type RelationType = 'Position' | 'Role' | 'Group';

export interface Named {
  id: string;
  fullName: string;
}

export interface UserMemberships {
  positions: Named[];
  roles: Named[];
  groups: Named[];
}

/** Memberships of the given users with the names of what they belong to, in the order they were given. */
export async function userRelationsOf(db: Db | Tx, userIds: string[]): Promise<Map<string, UserMemberships>> {
  const out = new Map<string, UserMemberships>(userIds.map((id) => [id, { positions: [], roles: [], groups: [] }]));
  if (!userIds.length) return out;
  // one statement with the names joined in (list pages call this on every request)
  const ofType = (type: RelationType, table: typeof positions | typeof roles | typeof groups) =>
    and(eq(userRelations.objectType, type), eq(table.id, userRelations.objectId));
  const rows = await db
    .select({
      userId: userRelations.userId,
      objectType: userRelations.objectType,
      objectId: userRelations.objectId,
      positionName: positions.fullName,
      roleName: roles.fullName,
      groupName: groups.fullName,
    })
    .from(userRelations)
    .leftJoin(positions, ofType('Position', positions))
    .leftJoin(roles, ofType('Role', roles))
    .leftJoin(groups, ofType('Group', groups))
    .where(inArray(userRelations.userId, userIds))
    .orderBy(asc(userRelations.sortCode), asc(userRelations.id));
  const key: Record<RelationType, keyof UserMemberships> = { Position: 'positions', Role: 'roles', Group: 'groups' };
  for (const row of rows) {
    const fullName = row.positionName ?? row.roleName ?? row.groupName;
    // a membership of something deleted meanwhile is not shown
    if (fullName !== null) out.get(row.userId)?.[key[row.objectType]].push({ id: row.objectId, fullName });
  }
  return out;
}

/** Sets a user's positions, roles and groups to exactly the given ids; a kind left undefined is not touched. */
export async function replaceRelations(
  tx: Tx,
  userId: string,
  sets: { positionIds?: string[]; roleIds?: string[]; groupIds?: string[] },
): Promise<void> {
  const kinds: [RelationType, string[] | undefined][] = [
    ['Position', sets.positionIds],
    ['Role', sets.roleIds],
    ['Group', sets.groupIds],
  ];
  for (const [objectType, ids] of kinds) {
    if (!ids) continue;
    await tx
      .delete(userRelations)
      .where(and(eq(userRelations.userId, userId), eq(userRelations.objectType, objectType)));
    if (ids.length)
      await tx
        .insert(userRelations)
        .values(ids.map((objectId, i) => ({ id: newId(), userId, objectType, objectId, sortCode: i + 1 })));
  }
}

async function assertAllExist(
  tx: Tx,
  table: typeof positions | typeof roles | typeof groups,
  ids: string[] | undefined,
  msg: string,
) {
  if (!ids?.length) return;
  const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  if (found.length !== ids.length) throw new BizError(msg);
}

/** The genders of the `sex` dictionary (1/2/3 when the dictionary is missing). */
async function genderCodes(tx: Tx): Promise<Set<string>> {
  const rows = await tx
    .select({ enCode: dictionaryData.enCode })
    .from(dictionaryData)
    .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryData.dictionaryTypeId))
    .where(eq(dictionaryTypes.enCode, 'sex'));
  return new Set(rows.length ? rows.map((r) => r.enCode) : ['1', '2', '3']);
}

/** Everything a user record names must exist: organisation, manager, positions, roles, groups, gender. */
export async function checkReferences(tx: Tx, valid: ValidUser, selfId?: string): Promise<void> {
  const [org] = await tx.select({ id: organizes.id }).from(organizes).where(eq(organizes.id, valid.organizeId));
  if (!org) throw new BizError('所属组织不存在');
  if (valid.managerId) {
    if (valid.managerId === selfId) throw new BizError('直属主管不能是自己');
    const [manager] = await tx.select({ id: users.id }).from(users).where(eq(users.id, valid.managerId));
    if (!manager) throw new BizError('直属主管不存在');
  }
  await assertAllExist(tx, positions, valid.positionIds, '岗位不存在');
  await assertAllExist(tx, roles, valid.roleIds, '角色不存在');
  await assertAllExist(tx, groups, valid.groupIds, '分组不存在');
  if (!(await genderCodes(tx)).has(valid.gender)) throw new BizError('请选择性别');
}

/** Locked by wrong passwords right now (a lock whose time ran out no longer counts). */
export function isLocked(row: { lockMark: number; unlockTime: Date | null }, now = new Date()): boolean {
  return row.lockMark === 1 && !!row.unlockTime && row.unlockTime > now;
}
