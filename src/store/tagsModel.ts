/**
 * Open views of the tags bar as pure list operations (the valtio store in ./tags applies them), so every rule
 * is unit-tested without React: affix tabs survive every close, the same path+query is one tab.
 */

export interface TagView {
  /** path + query: one tab and one cached view per key */
  key: string;
  path: string;
  /** server name of a menu route, or the Chinese title of a fixed route */
  title: string;
  /** translation key of a fixed route's title */
  i18nKey?: string;
  /** menu enCode, for translated section titles */
  enCode?: string;
  icon?: string;
  affix: boolean;
  noCache: boolean;
}

/** Opens `view`, or refreshes the title and meta of the tab that already shows its key. */
export function addTag(list: readonly TagView[], view: TagView): TagView[] {
  const index = list.findIndex((t) => t.key === view.key);
  if (index === -1) return [...list, view];
  const next = [...list];
  next[index] = { ...list[index], ...view, affix: list[index].affix || view.affix };
  return next;
}

/** Closes one tab; an affix tab stays. */
export function closeTag(list: readonly TagView[], key: string): TagView[] {
  return list.filter((t) => t.key !== key || t.affix);
}

/** Keeps the affix tabs and `key`. */
export function closeOtherTags(list: readonly TagView[], key: string): TagView[] {
  return list.filter((t) => t.affix || t.key === key);
}

/** Keeps only the affix tabs. */
export function closeAllTags(list: readonly TagView[]): TagView[] {
  return list.filter((t) => t.affix);
}

/** Keys that were open before and are gone after: their cached views must be dropped. */
export function removedKeys(before: readonly TagView[], after: readonly TagView[]): string[] {
  const kept = new Set(after.map((t) => t.key));
  return before.filter((t) => !kept.has(t.key)).map((t) => t.key);
}

/**
 * Where to go once tabs were closed: nowhere while the current view is still open, otherwise the last tab
 * left, or '/' when none is left.
 */
export function landingAfterClose(after: readonly TagView[], activeKey: string): string | null {
  if (after.some((t) => t.key === activeKey)) return null;
  return after.length ? after[after.length - 1].key : '/';
}
