import Fuse from 'fuse.js';

export interface SearchEntry {
  /** what the user sees (already translated) */
  title: string;
  path: string;
  /** a new-window link opens this instead of navigating */
  url?: string;
}

/** Navbar search: fuzzy threshold 0.4, title weighs 0.7, path 0.3. */
export const MENU_SEARCH_OPTIONS = {
  threshold: 0.4,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
} as const;

export type MenuSearch = (query: string, limit?: number) => SearchEntry[];

/** A search over the entries; blank queries find nothing (the box then shows no list). */
export function createMenuSearch(entries: readonly SearchEntry[]): MenuSearch {
  const fuse = new Fuse([...entries], { ...MENU_SEARCH_OPTIONS, keys: [...MENU_SEARCH_OPTIONS.keys] });
  return (query, limit = 10) => {
    const q = query.trim();
    if (!q) return [];
    return fuse.search(q, { limit }).map((r) => r.item);
  };
}
