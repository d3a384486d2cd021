import type { SessionUser } from '../lib/sessions';
import type { Db } from '../db/client';
import { hasMenuAccess } from './menuAccess';
import { PermissionMenu } from './organizeRules';

/**
 * Pickers are open to every signed-in user, so their replies carry only what a picker shows (id, name,
 * account, organisation, avatar, type). Personal details stay with callers who may open the user list
 * (docs/security.md).
 */
export const PERSONAL_FIELDS = ['mobilePhone', 'email', 'gender', 'birthday', 'certificatesNumber', 'telePhone'];

export function mayReadPersonalData(db: Db, user: SessionUser): Promise<boolean> {
  return hasMenuAccess(db, user, [PermissionMenu.user]);
}

/** A copy of a reply without the personal fields, at any depth (trees nest users under organisations). */
export function withoutPersonalData<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withoutPersonalData(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).filter(([key]) => !PERSONAL_FIELDS.includes(key));
  return Object.fromEntries(entries.map(([key, item]) => [key, withoutPersonalData(item)])) as T;
}
