import type { ColumnItemModel } from './types';

/** How columnList and searchList items name their field: they copy the field's props and add list settings. */

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The __vModel__ a list item is about (`prop`, then `__vModel__`, then `id`). */
export function propOf(item: ColumnItemModel): string {
  return text(item.prop) || text(item.__vModel__) || text(item.id);
}

export function jnpfKeyOf(item: ColumnItemModel): string {
  return text(item.jnpfKey) || text(item.__config__?.jnpfKey);
}

export function labelOf(item: ColumnItemModel): string {
  return text(item.label) || text(item.fullName) || text(item.__config__?.label) || propOf(item);
}
