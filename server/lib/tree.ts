/** Builds a tree from rows with parentId; children are sorted by sortCode, leaves get `children: null`. */
export interface TreeRow {
  id: string;
  parentId: string;
  sortCode: number;
}

export type TreeNode<T> = T & { hasChildren: boolean; children: TreeNode<T>[] | null };

export function buildTree<T extends TreeRow>(rows: T[], rootId = '-1'): TreeNode<T>[] {
  const byParent = new Map<string, T[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: string, seen: Set<string>): TreeNode<T>[] =>
    (byParent.get(parentId) ?? [])
      .filter((row) => !seen.has(row.id)) // a cycle in bad data must not hang the request
      .sort((a, b) => a.sortCode - b.sortCode || a.id.localeCompare(b.id))
      .map((row) => {
        const children = build(row.id, new Set(seen).add(row.id));
        return { ...row, hasChildren: children.length > 0, children: children.length ? children : null };
      });
  return build(rootId, new Set());
}

/** Depth-first list of the nodes of a tree (parents before children). */
export function flattenTree<T>(nodes: TreeNode<T>[]): TreeNode<T>[] {
  return nodes.flatMap((n) => [n, ...flattenTree(n.children ?? [])]);
}
