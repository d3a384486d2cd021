/** Pure helpers of CrudTable: paging constants, tree detection, client-side paging. */

export type Row = Record<string, unknown>;

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [20, 50, 100, 500] as const;
/** page changes scroll the table back to the top in this time */
export const SCROLL_TOP_MS = 800;

/**
 * Tree data is recognised the way the platform's tables do it: every row carries `children` (tree nodes of the
 * contract always do, flat rows never). An empty list is not a tree.
 */
export function isTreeRows(rows: readonly Row[]): boolean {
  return rows.length > 0 && rows.every((row) => 'children' in row);
}

/** Leaves lose their empty `children` so the table shows no expander on them. */
export function normalizeTree(rows: readonly Row[]): Row[] {
  return rows.map((row) => {
    const { children, ...rest } = row;
    return Array.isArray(children) && children.length ? { ...rest, children: normalizeTree(children as Row[]) } : rest;
  });
}

/** Keys of every row that has children (expand all). */
export function expandableKeys(rows: readonly Row[], rowKey: string): string[] {
  return rows.flatMap((row) =>
    Array.isArray(row.children) && row.children.length
      ? [String(row[rowKey]), ...expandableKeys(row.children as Row[], rowKey)]
      : [],
  );
}

export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** The last page that still has rows (after a delete emptied the current one). */
export function clampPage(page: number, pageSize: number, total: number): number {
  return Math.max(1, Math.min(page, Math.ceil(total / pageSize) || 1));
}
