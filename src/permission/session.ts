/** The permission checks against the signed-in session, for code outside React (tables built in helpers). */
import type { PermissionEntry } from '../../contract';
import { session } from '../store/session';
import { type ColumnLike, type FieldLike, filterColumnsBy, filterFormFieldsBy } from './checks';

function permissionList(): readonly PermissionEntry[] {
  return session.permissionList;
}

export function filterColumns<T extends ColumnLike>(
  columns: readonly T[],
  modelId: string | null | undefined,
  judge = true,
): T[] {
  return filterColumnsBy(permissionList(), columns, modelId, judge);
}

export function filterFormFields<T extends FieldLike>(
  fields: readonly T[],
  modelId: string | null | undefined,
  judge = true,
): T[] {
  return filterFormFieldsBy(permissionList(), fields, modelId, judge);
}
