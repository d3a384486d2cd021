import { proxy } from 'valtio';
import {
  addTag,
  closeAllTags,
  closeOtherTags,
  closeTag,
  landingAfterClose,
  removedKeys,
  type TagView,
} from './tagsModel';

export type { TagView } from './tagsModel';

/** Drops cached views; the layout's keep-alive outlet registers itself here while it is mounted. */
export interface ViewCache {
  destroy(keys: string[]): Promise<void>;
  destroyAll(): Promise<void>;
}

let viewCache: ViewCache | null = null;

export function registerViewCache(cache: ViewCache | null): void {
  viewCache = cache;
}

/** The tabs of the tags bar. Not persisted: a reload starts again from the affix tabs and the current view. */
export const tags = proxy<{ views: TagView[]; affix: TagView[] }>({ views: [], affix: [] });

/** Affix tabs (the pinned /home) come first and can never be closed. */
export function initAffixTags(affix: TagView[]): void {
  tags.affix = affix.map((t) => ({ ...t, affix: true }));
  let views = tags.views.filter((t) => !t.affix);
  for (const t of [...tags.affix].reverse()) views = [t, ...views.filter((v) => v.key !== t.key)];
  tags.views = views;
}

export function openTag(view: TagView): void {
  tags.views = addTag(tags.views, view);
}

/** Applies a close operation, drops the closed views' caches, and says where to navigate (null: stay). */
function apply(next: TagView[], activeKey: string): string | null {
  const gone = removedKeys(tags.views, next);
  tags.views = next;
  if (gone.length) void viewCache?.destroy(gone);
  return landingAfterClose(next, activeKey);
}

export function closeTagView(key: string, activeKey: string): string | null {
  return apply(closeTag(tags.views, key), activeKey);
}

export function closeOtherTagViews(key: string, activeKey: string): string | null {
  // "close others" from a tab's menu also shows that tab
  const landing = apply(closeOtherTags(tags.views, key), activeKey);
  return key !== activeKey ? key : landing;
}

export function closeAllTagViews(activeKey: string): string | null {
  return apply(closeAllTags(tags.views), activeKey);
}

/**
 * Refresh: the cached view is dropped so the /redirect round trip mounts it afresh. Resolves once it is gone;
 * navigating earlier could bring the old view back before the cache let go of it.
 */
export async function dropCachedView(key: string): Promise<void> {
  await viewCache?.destroy([key]);
}

/** Logout and system switch: every tab but the affix ones goes, and every cached view with it. */
export function resetTags(): void {
  tags.views = [...tags.affix];
  void viewCache?.destroyAll();
}
