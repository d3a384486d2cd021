/** Pure helpers of TreePanel: normalising API nodes, filtering by keyword, picking the default selection. */

export interface TreeFieldNames {
  title?: string;
  key?: string;
  children?: string;
}

export interface PanelNode {
  key: string;
  title: string;
  children?: PanelNode[];
  /** the API's node, without its children */
  raw: Record<string, unknown>;
}

export function toPanelNodes(list: readonly Record<string, unknown>[], names: TreeFieldNames = {}): PanelNode[] {
  const titleKey = names.title ?? 'fullName';
  const idKey = names.key ?? 'id';
  const childrenKey = names.children ?? 'children';
  const walk = (items: readonly Record<string, unknown>[]): PanelNode[] =>
    items.map((item) => {
      const { [childrenKey]: kids, ...raw } = item;
      const children = Array.isArray(kids) && kids.length ? walk(kids as Record<string, unknown>[]) : undefined;
      return { key: String(item[idKey]), title: String(item[titleKey] ?? ''), children, raw };
    });
  return walk(list);
}

/** Every key of nodes that have children (expand all). */
export function parentKeys(nodes: readonly PanelNode[]): string[] {
  return nodes.flatMap((n) => (n.children ? [n.key, ...parentKeys(n.children)] : []));
}

/** Nodes whose title contains the keyword (case-insensitive), with their ancestors; the whole tree for ''. */
export function filterNodes(nodes: readonly PanelNode[], keyword: string): PanelNode[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...nodes];
  const walk = (items: readonly PanelNode[]): PanelNode[] =>
    items.flatMap((node) => {
      if (node.title.toLowerCase().includes(needle)) return [node];
      const children = node.children ? walk(node.children) : [];
      return children.length ? [{ ...node, children }] : [];
    });
  return walk(nodes);
}

export function findNode(nodes: readonly PanelNode[], key: string): PanelNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const found = node.children && findNode(node.children, key);
    if (found) return found;
  }
  return undefined;
}

/** `first`: the first node; `firstLeaf`: the first node without children (depth first); `none`. */
export function defaultSelection(
  nodes: readonly PanelNode[],
  mode: 'first' | 'firstLeaf' | 'none',
): PanelNode | undefined {
  if (mode === 'none' || !nodes.length) return undefined;
  if (mode === 'first') return nodes[0];
  let node: PanelNode = nodes[0];
  while (node.children?.length) node = node.children[0];
  return node;
}
