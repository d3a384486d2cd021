/** Pure helpers of LazyTreeTable: rows loaded one level at a time, placed into the tree by their parent's key. */

export type LazyRow = Record<string, unknown>;

/** A row that may have children gets an empty `children` list (the table shows its expander); a leaf none. */
export function lazyRows(list: readonly LazyRow[], hasChildrenKey = 'hasChildren'): LazyRow[] {
  return list.map((row) => {
    const { children: _children, ...rest } = row;
    return row[hasChildrenKey] ? { ...rest, children: [] } : rest;
  });
}

/**
 * The tree with the `children` of the row keyed `parentKey` replaced (a new tree; the old one is untouched). No
 * children makes the row a leaf: it loses its expander.
 */
export function withChildren(
  rows: readonly LazyRow[],
  rowKey: string,
  parentKey: string,
  children: LazyRow[],
): LazyRow[] {
  return rows.map((row) => {
    if (String(row[rowKey]) === parentKey) {
      const { children: _old, ...rest } = row;
      return children.length ? { ...rest, children } : rest;
    }
    const kids = row.children;
    return Array.isArray(kids) && kids.length
      ? { ...row, children: withChildren(kids as LazyRow[], rowKey, parentKey, children) }
      : row;
  });
}

export function findRow(rows: readonly LazyRow[], rowKey: string, key: string): LazyRow | undefined {
  for (const row of rows) {
    if (String(row[rowKey]) === key) return row;
    const found = Array.isArray(row.children) ? findRow(row.children as LazyRow[], rowKey, key) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** Keys in the order they were expanded, so a reload can restore parents before their children. */
export function expandOrder(previous: readonly string[], next: readonly string[]): string[] {
  const kept = previous.filter((key) => next.includes(key));
  return [...kept, ...next.filter((key) => !kept.includes(key))];
}
