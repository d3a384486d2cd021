import type { PickerItem } from './types';

/**
 * A click on a choosable node: single mode replaces the selection, multiple mode appends it unless an item with
 * the same key (id, `id--type` or id path) is already there.
 */
export function addItem(items: readonly PickerItem[], item: PickerItem, multiple: boolean): PickerItem[] {
  if (!multiple) return [item];
  return items.some((i) => i.key === item.key) ? [...items] : [...items, item];
}

export function removeItem(items: readonly PickerItem[], key: string): PickerItem[] {
  return items.filter((i) => i.key !== key);
}
