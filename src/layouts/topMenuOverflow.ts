/** Width one top-menu entry is given. */
export const TOP_MENU_ITEM_WIDTH = 116;

export interface TopMenuSplit<T> {
  visible: T[];
  /** entries folded into the 'more' entry; empty when everything fits */
  overflow: T[];
}

/**
 * The top menu shows floor(width / 116) entries. When there are more, the 'more' entry takes the last of those
 * slots and holds the rest, so the bar never grows past the width it was given.
 */
export function topMenuOverflow<T>(width: number, items: readonly T[]): TopMenuSplit<T> {
  const slots = Number.isFinite(width) && width > 0 ? Math.floor(width / TOP_MENU_ITEM_WIDTH) : 0;
  if (items.length <= slots) return { visible: [...items], overflow: [] };
  const shown = Math.max(0, slots - 1);
  return { visible: items.slice(0, shown), overflow: items.slice(shown) };
}
