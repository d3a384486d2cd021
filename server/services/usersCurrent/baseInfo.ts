import { and, eq, ne } from 'drizzle-orm';
import type { UpdateBaseInfoBody, UserBaseInfo } from '../../../contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { BizError } from '../../lib/envelope';
import { toMs } from '../../lib/time';
import { memberships, organizePath } from '../currentUser';
import { pathText, userRow, type UserRow } from './userRecord';

/** The profile's base information: GET and PUT /api/permission/Users/Current/BaseInfo (docs/contract.md). */

export const MOBILE_IN_USE = '手机号已被其他用户使用';

export async function getBaseInfo(db: Db, userId: string): Promise<UserBaseInfo> {
  const user = await userRow(db, userId);
  const [path, member] = await Promise.all([organizePath(db, user.organizeId), memberships(db, user.id)]);
  const [manager] = user.managerId
    ? await db
        .select({ realName: users.realName, account: users.account })
        .from(users)
        .where(and(eq(users.id, user.managerId), ne(users.enabledMark, 0)))
    : [];
  return {
    id: user.id,
    account: user.account,
    realName: user.realName,
    organizeId: user.organizeId,
    organize: pathText(path),
    position: member.positions.map((p) => p.name).join(','),
    positionId: member.positions[0]?.id ?? '',
    manager: manager ? `${manager.realName}/${manager.account}` : '',
    roleId: member.roles.map((r) => r.name).join(','),
    roleIds: member.roles.map((r) => r.id).join(','),
    creatorTime: toMs(user.creatorTime),
    prevLogTime: toMs(user.prevLoginTime),
    signature: user.signature,
    gender: user.gender,
    nation: user.nation,
    nativePlace: user.nativePlace,
    entryDate: toMs(user.entryDate),
    certificatesType: user.certificatesType,
    certificatesNumber: user.certificatesNumber,
    education: user.education,
    birthday: toMs(user.birthday),
    telePhone: user.telePhone,
    landline: user.landline,
    mobilePhone: user.mobilePhone,
    email: user.email,
    urgentContacts: user.urgentContacts,
    urgentTelePhone: user.urgentTelePhone,
    postalAddress: user.postalAddress,
    theme: user.theme,
    language: user.language,
    avatar: user.headIcon,
    ranks: user.ranks,
  };
}

const textFields = [
  'signature',
  'gender',
  'nation',
  'nativePlace',
  'certificatesType',
  'certificatesNumber',
  'education',
  'telePhone',
  'landline',
  'mobilePhone',
  'email',
  'urgentContacts',
  'urgentTelePhone',
  'postalAddress',
] as const satisfies readonly (keyof UpdateBaseInfoBody & keyof UserRow)[];

/**
 * PUT BaseInfo: fields left out keep their value (birthday: null clears it). A mobile phone signs in by SMS,
 * so it must not belong to another user. Saving the identity details (certificate and mobile) clears the
 * 信息补充 flag.
 */
export async function updateBaseInfo(db: Db, userId: string, body: UpdateBaseInfoBody): Promise<void> {
  const user = await userRow(db, userId);
  const changes: Partial<UserRow> = { realName: body.realName.trim() };
  for (const field of textFields) {
    const value = body[field];
    if (typeof value === 'string') changes[field] = value.trim();
  }
  if (body.birthday !== undefined) changes.birthday = body.birthday === null ? null : new Date(body.birthday);
  if (changes.mobilePhone && changes.mobilePhone !== user.mobilePhone) {
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.mobilePhone, changes.mobilePhone), ne(users.id, userId)))
      .limit(1);
    if (other) throw new BizError(MOBILE_IN_USE);
  }
  const merged = { ...user, ...changes };
  if (user.incompleteInfo === 1 && merged.certificatesType && merged.certificatesNumber && merged.mobilePhone) {
    changes.incompleteInfo = 0;
  }
  await db
    .update(users)
    .set({ ...changes, lastModifyTime: new Date(), lastModifyUserId: userId })
    .where(eq(users.id, userId));
}
