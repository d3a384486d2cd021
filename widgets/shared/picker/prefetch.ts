import type { PickerNode, PickerTab } from './types';

/**
 * The top of a picker's first tab, asked for when the pointer enters the field (or it gets the focus), so that
 * the dialog opened by the click a moment later shows its rows without waiting for the server. A prefetched
 * answer is used once, and only while fresh: a later opening asks again.
 */
const FRESH_MS = 5000;
const early = new WeakMap<PickerTab, { at: number; roots: Promise<PickerNode[]> }>();

export function prefetchRoots(tab: PickerTab | undefined): void {
  if (!tab?.children) return;
  const hit = early.get(tab);
  if (hit && Date.now() - hit.at < FRESH_MS) return;
  const roots = tab.children(null);
  // a failed prefetch is forgotten: the dialog asks again on opening and shows its own failure
  roots.catch(() => early.delete(tab));
  early.set(tab, { at: Date.now(), roots });
}

/** The prefetched top of the tab, if fresh (consumed), else undefined. */
export function takeRoots(tab: PickerTab): Promise<PickerNode[]> | undefined {
  const hit = early.get(tab);
  early.delete(tab);
  return hit && Date.now() - hit.at < FRESH_MS ? hit.roots : undefined;
}
