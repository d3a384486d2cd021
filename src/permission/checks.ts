/**
 * Column, form and button permissions as pure functions over the CurrentUser permission list:
 * the page's modelId (its menu id) picks the entry, enCodes decide. No modelId or no entry means denied.
 * Every check takes `judge`: when a page does not use a kind of permission, everything is allowed.
 */
import type { PermissionEntry } from '../../contract';

/** Buttons pages gate by default. */
export const DEFAULT_BUTTON_CODES = ['btn_add', 'btn_edit', 'btn_remove'] as const;

export type PermissionKind = 'button' | 'column' | 'form';

export function findPermissionEntry(
  list: readonly PermissionEntry[],
  modelId: string | null | undefined,
): PermissionEntry | undefined {
  if (!modelId) return undefined;
  return list.find((entry) => entry.modelId === modelId);
}

/** The enCodes of one kind granted on the page (empty when the page has no entry). */
export function grantedCodes(
  list: readonly PermissionEntry[],
  modelId: string | null | undefined,
  kind: PermissionKind,
): Set<string> {
  const entry = findPermissionEntry(list, modelId);
  return new Set((entry?.[kind] ?? []).map((item) => item.enCode));
}

export function hasPermission(
  list: readonly PermissionEntry[],
  modelId: string | null | undefined,
  kind: PermissionKind,
  code: string,
  judge = true,
): boolean {
  if (!judge) return true;
  return grantedCodes(list, modelId, kind).has(code);
}

/** The enCode of a table column: explicit enCode, else `prop` (the platform's), else a string dataIndex or key. */
export interface ColumnLike {
  enCode?: string;
  prop?: string;
  dataIndex?: unknown;
  key?: unknown;
}

export function columnCode(column: ColumnLike): string | undefined {
  if (column.enCode) return column.enCode;
  if (column.prop) return column.prop;
  if (typeof column.dataIndex === 'string') return column.dataIndex;
  if (typeof column.key === 'string') return column.key;
  return undefined;
}

/** The enCode of a form field: explicit enCode, else the designer's __vModel__, else name or field. */
export interface FieldLike {
  enCode?: string;
  __vModel__?: string;
  name?: unknown;
  field?: string;
}

export function fieldCode(field: FieldLike): string | undefined {
  if (field.enCode) return field.enCode;
  if (field.__vModel__) return field.__vModel__;
  if (typeof field.name === 'string') return field.name;
  return field.field;
}

/**
 * Keeps the columns the user may see. Columns without any code (an action column, a row number) are layout,
 * not data, so they stay.
 */
export function filterColumnsBy<T extends ColumnLike>(
  list: readonly PermissionEntry[],
  columns: readonly T[],
  modelId: string | null | undefined,
  judge = true,
): T[] {
  if (!judge) return [...columns];
  const granted = grantedCodes(list, modelId, 'column');
  return columns.filter((c) => {
    const code = columnCode(c);
    return code === undefined || granted.has(code);
  });
}

/** Keeps the form fields the user may see; fields without a code (layout containers) stay. */
export function filterFormFieldsBy<T extends FieldLike>(
  list: readonly PermissionEntry[],
  fields: readonly T[],
  modelId: string | null | undefined,
  judge = true,
): T[] {
  if (!judge) return [...fields];
  const granted = grantedCodes(list, modelId, 'form');
  return fields.filter((f) => {
    const code = fieldCode(f);
    return code === undefined || granted.has(code);
  });
}
