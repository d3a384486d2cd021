import type { ReactNode } from 'react';
import type { LeftTreeNode } from './leftTreeNodes';

/**
 * The left tree's filter box: nodes whose title contains the keyword (case-insensitive) stay with their
 * ancestors (a match keeps all its children, so a matching category still opens onto its items), the
 * ancestors of every match are expanded to show it, and the matching text is highlighted.
 */

export interface FilteredTree {
  nodes: LeftTreeNode[];
  /** the ancestors of the matches: opened so every match is in view */
  expandedKeys: string[];
}

const needleOf = (keyword: string) => keyword.trim().toLowerCase();

export function filterTreeNodes(nodes: readonly LeftTreeNode[], keyword: string): FilteredTree {
  const needle = needleOf(keyword);
  if (!needle) return { nodes: [...nodes], expandedKeys: [] };
  const expandedKeys: string[] = [];
  const walk = (items: readonly LeftTreeNode[]): LeftTreeNode[] =>
    items.flatMap((node) => {
      const children = node.children ? walk(node.children) : [];
      if (children.length) expandedKeys.push(node.key);
      if (node.title.toLowerCase().includes(needle)) return [node];
      return children.length ? [{ ...node, children }] : [];
    });
  return { nodes: walk(nodes), expandedKeys };
}

/** The title with every occurrence of the keyword in a highlighted span; the plain title without one. */
/** Every key of a node with children: the tree opened in full, as it loads. */
export function parentKeysOf(nodes: readonly LeftTreeNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.key, ...parentKeysOf(n.children)] : []));
}

export function highlightTitle(title: string, keyword: string, className: string): ReactNode {
  const needle = needleOf(keyword);
  if (!needle) return title;
  const lower = title.toLowerCase();
  const parts: ReactNode[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push(title.slice(from, at));
    parts.push(
      <span key={at} className={className} data-tree-match="">
        {title.slice(at, at + needle.length)}
      </span>,
    );
    from = at + needle.length;
  }
  if (!parts.length) return title;
  if (from < title.length) parts.push(title.slice(from));
  return <span>{parts}</span>;
}
