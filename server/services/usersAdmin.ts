import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { UserAdminInfo, UserAllItem, UserInput } from '../../contract';
import type { Db, Tx } from '../db/client';
import { organizes, systems, userRelations, users } from '../db/schema';
import { clearAccountThrottles } from './loginThrottle';
import { BizError } from '../lib/envelope';
import { newId } from '../lib/ids';
import { hashPassword, md5Hex } from '../lib/password';
import { toMs } from '../lib/time';
import { refuseDuplicates } from './dbErrors';
import { NO_PERMISSION } from './menuAccess';
import { loadOrganizes } from './organizeTree';
import { readSysConfig } from './sysConfig';
import { checkReferences, isLocked, replaceRelations, userRelationsOf } from './usersRelations';
import { ACCOUNT_EXISTS, ADMIN_NOT_DELETABLE, ADMIN_NOT_DISABLABLE, USER_MISSING, validateUser } from './usersRules';
import { assertWritten, nextVersion, sameVersion, versionOf } from './versionLock';

/** User administration (docs/contract.md): the dialog's record, writes, state, unlock (the list: usersList.ts). */

export type UserEntity = typeof users.$inferSelect;

export interface Actor {
  id: string;
  isAdministrator: boolean;
}

export const fullNameOf = (u: Pick<UserEntity, 'realName' | 'account'>) => `${u.realName}/${u.account}`;

/** GET Users/All: enabled users for the manager pickers. */
export async function allUsers(db: Db): Promise<UserAllItem[]> {
  const rows = await db
    .select({ user: users, department: organizes.fullName })
    .from(users)
    .leftJoin(organizes, eq(organizes.id, users.organizeId))
    .where(eq(users.enabledMark, 1))
    .orderBy(asc(users.sortCode), asc(users.id));
  return rows.map(({ user, department }) => ({
    id: user.id,
    account: user.account,
    realName: user.realName,
    fullName: fullNameOf(user),
    headIcon: user.headIcon,
    gender: user.gender,
    department: department ?? '',
    sortCode: user.sortCode,
    quickQuery: user.account,
  }));
}

export async function requireUserRow(db: Db | Tx, id: string, forUpdate = false): Promise<UserEntity> {
  const query = db.select().from(users).where(eq(users.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new BizError(USER_MISSING);
  return row;
}

/** Only an administrator may change an administrator's account. */
export function assertMayManage(actor: Actor, target: UserEntity): void {
  if (target.isAdministrator === 1 && !actor.isAdministrator) throw new BizError(NO_PERMISSION);
}

/** GET Users/{id}: the dialog's record; memberships as comma-joined ids. */
export async function userInfo(db: Db, id: string): Promise<UserAdminInfo> {
  const row = await requireUserRow(db, id);
  const paths = await loadOrganizes(db);
  const rel = (await userRelationsOf(db, [id])).get(id);
  const ids = (items: { id: string }[] | undefined) => (items ?? []).map((i) => i.id).join(',');
  const path = paths.idPath(row.organizeId);
  return {
    id,
    account: row.account,
    realName: row.realName,
    gender: row.gender,
    mobilePhone: row.mobilePhone,
    email: row.email,
    organizeId: row.organizeId,
    organizeIdTree: path.length ? [path] : [],
    managerId: row.managerId,
    positionId: ids(rel?.positions),
    roleId: ids(rel?.roles),
    groupId: ids(rel?.groups),
    description: row.description,
    headIcon: row.headIcon,
    enabledMark: row.enabledMark,
    sortCode: row.sortCode,
    isAdministrator: row.isAdministrator,
    lockMark: isLocked(row) ? 1 : 0,
    nation: row.nation,
    nativePlace: row.nativePlace,
    entryDate: toMs(row.entryDate),
    certificatesType: row.certificatesType,
    certificatesNumber: row.certificatesNumber,
    education: row.education,
    birthday: toMs(row.birthday),
    telePhone: row.telePhone,
    landline: row.landline,
    urgentContacts: row.urgentContacts,
    urgentTelePhone: row.urgentTelePhone,
    postalAddress: row.postalAddress,
    ranks: row.ranks,
    version: row.version,
  };
}

/** POST Users: the new account gets the configured default password, to be changed at first sign-in. */
export async function createUser(db: Db, input: UserInput, actor: Actor): Promise<string> {
  const valid = validateUser(input);
  const settings = await readSysConfig(db);
  // hash outside the transaction: scrypt is slow on purpose
  const hash = await hashPassword(md5Hex(settings.newUserDefaultPassword));
  const id = newId();
  await refuseDuplicates(ACCOUNT_EXISTS, () =>
    db.transaction(async (tx) => {
      await checkReferences(tx, valid);
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.account, valid.account));
      if (taken) throw new BizError(ACCOUNT_EXISTS);
      const [mainSystem] = await tx
        .select({ id: systems.id })
        .from(systems)
        .where(eq(systems.enabledMark, 1))
        .orderBy(sql`${systems.isMain} desc`, asc(systems.sortCode))
        .limit(1);
      const { positionIds, roleIds, groupIds, ...columns } = valid;
      await tx.insert(users).values({
        id,
        ...columns,
        passwordHash: hash.hash,
        passwordSalt: hash.salt,
        changePasswordDate: null,
        systemId: mainSystem?.id ?? null,
        creatorUserId: actor.id,
      });
      await replaceRelations(tx, id, { positionIds, roleIds, groupIds });
    }),
  );
  return id;
}

/** PUT Users/{id}: the account name may change when it stays unique; an administrator stays enabled. */
export async function updateUser(db: Db, id: string, input: UserInput, actor: Actor): Promise<void> {
  const valid = validateUser(input);
  await refuseDuplicates(ACCOUNT_EXISTS, () =>
    db.transaction(async (tx) => {
      const row = await requireUserRow(tx, id, true);
      assertMayManage(actor, row);
      if (row.isAdministrator === 1 && valid.enabledMark !== 1) throw new BizError(ADMIN_NOT_DISABLABLE);
      await checkReferences(tx, valid, id);
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.account, valid.account), ne(users.id, id)));
      if (taken) throw new BizError(ACCOUNT_EXISTS);
      const { positionIds, roleIds, groupIds, ...columns } = valid;
      const stamp = { version: nextVersion(users.version), lastModifyTime: new Date(), lastModifyUserId: actor.id };
      const written = await tx
        .update(users)
        .set({ ...columns, ...stamp })
        .where(and(eq(users.id, id), sameVersion(users.version, versionOf(input.version))))
        .returning({ id: users.id });
      assertWritten(written);
      await replaceRelations(tx, id, { positionIds, roleIds, groupIds });
    }),
  );
}

/** DELETE Users/{id}: never an administrator nor oneself; managers' references to the user are cleared. */
export async function deleteUser(db: Db, id: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requireUserRow(tx, id, true);
    if (row.isAdministrator === 1) throw new BizError(ADMIN_NOT_DELETABLE);
    if (row.id === actor.id) throw new BizError('不能删除自己');
    await tx.update(users).set({ managerId: null }).where(eq(users.managerId, id));
    await tx.update(organizes).set({ managerId: null }).where(eq(organizes.managerId, id));
    await tx.delete(userRelations).where(eq(userRelations.userId, id));
    await tx.delete(users).where(eq(users.id, id));
  });
}

/** PUT Users/{id}/Actions/State: enabled ↔ disabled; a disabled user's sessions stop at their next request. */
export async function toggleUser(db: Db, id: string, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await requireUserRow(tx, id, true);
    assertMayManage(actor, row);
    if (row.isAdministrator === 1) throw new BizError(ADMIN_NOT_DISABLABLE);
    if (row.id === actor.id) throw new BizError('不能禁用自己');
    const enabledMark = row.enabledMark === 1 ? 0 : 1;
    await tx
      .update(users)
      // the state is a field of the dialog too: a dialog opened before the switch must not switch it back
      .set({ enabledMark, version: nextVersion(users.version), lastModifyTime: new Date(), lastModifyUserId: actor.id })
      .where(eq(users.id, id));
    return enabledMark;
  });
}

/** PUT Users/{id}/Actions/unlock: ends a lock from wrong passwords and forgets the failures. */
export async function unlockUser(db: Db, id: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requireUserRow(tx, id, true);
    assertMayManage(actor, row);
    await tx
      .update(users)
      .set({ lockMark: 0, unlockTime: null, failedLogins: 0, lastModifyTime: new Date(), lastModifyUserId: actor.id })
      .where(eq(users.id, id));
    // the blocks themselves are kept per client address (loginThrottle.ts): lift them from every address
    await clearAccountThrottles(tx, row.account);
  });
}
