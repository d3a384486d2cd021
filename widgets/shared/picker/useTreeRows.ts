import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { takeRoots } from './prefetch';
import type { PickerNode, PickerTab } from './types';

/** A visible row of the tree: the node, its depth and where it sits (its path of ids is the row's key). */
export interface TreeRow {
  key: string;
  node: PickerNode;
  level: number;
  expanded: boolean;
  loading: boolean;
}

export interface TreeRows {
  rows: TreeRow[];
  loading: boolean;
  toggle(row: TreeRow): void;
  expand(row: TreeRow): void;
  collapse(row: TreeRow): void;
}

function visible(
  nodes: readonly PickerNode[],
  level: number,
  parentKey: string,
  kids: ReadonlyMap<string, PickerNode[]>,
  expanded: ReadonlySet<string>,
  loadingKeys: ReadonlySet<string>,
): TreeRow[] {
  return nodes.flatMap((node) => {
    const key = `${parentKey}/${node.id}`;
    const open = expanded.has(key);
    const row: TreeRow = { key, node, level, expanded: open, loading: loadingKeys.has(key) };
    const below = open ? (kids.get(key) ?? []) : [];
    return [row, ...visible(below, level + 1, key, kids, expanded, loadingKeys)];
  });
}

/**
 * The tree of a tab, loaded lazily: the top on opening, a branch's children the first time it is expanded.
 * A single top branch opens by itself. Answers for an older tab are dropped.
 */
export function useTreeRows(tab: PickerTab, enabled: boolean): TreeRows {
  const [roots, setRoots] = useState<PickerNode[] | null>(null);
  const [kids, setKids] = useState<Map<string, PickerNode[]>>(new Map());
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [loadingKeys, setLoadingKeys] = useState<Set<string>>(new Set());
  const generation = useRef(0);
  const requested = useRef(new Set<string>());

  const loadChildren = useCallback(
    (key: string, node: PickerNode) => {
      if (!tab.children || requested.current.has(key)) return;
      requested.current.add(key);
      const mine = generation.current;
      setLoadingKeys((s) => new Set(s).add(key));
      const done = (list: PickerNode[]) => {
        if (mine !== generation.current) return;
        setKids((m) => new Map(m).set(key, list));
        setLoadingKeys((s) => {
          const next = new Set(s);
          next.delete(key);
          return next;
        });
      };
      tab.children(node).then(done, () => {
        requested.current.delete(key);
        done([]);
      });
    },
    [tab],
  );

  useEffect(() => {
    generation.current += 1;
    requested.current = new Set();
    setRoots(null);
    setKids(new Map());
    setExpanded(new Set());
    setLoadingKeys(new Set());
    if (!enabled || !tab.children) return;
    const mine = generation.current;
    (takeRoots(tab) ?? tab.children(null)).then(
      (list) => {
        if (mine !== generation.current) return;
        setRoots(list);
        const only = list.length === 1 ? list[0] : undefined;
        if (only?.hasChildren) {
          setExpanded(new Set([`/${only.id}`]));
          loadChildren(`/${only.id}`, only);
        }
      },
      () => mine === generation.current && setRoots([]),
    );
  }, [enabled, tab, loadChildren]);

  const expand = useCallback(
    (row: TreeRow) => {
      if (!row.node.hasChildren || row.expanded) return;
      setExpanded((s) => new Set(s).add(row.key));
      loadChildren(row.key, row.node);
    },
    [loadChildren],
  );
  const collapse = useCallback((row: TreeRow) => {
    setExpanded((s) => {
      const next = new Set(s);
      next.delete(row.key);
      return next;
    });
  }, []);
  const toggle = useCallback((row: TreeRow) => (row.expanded ? collapse(row) : expand(row)), [collapse, expand]);

  const rows = useMemo(
    () => visible(roots ?? [], 0, '', kids, expanded, loadingKeys),
    [roots, kids, expanded, loadingKeys],
  );
  return { rows, loading: enabled && roots === null, toggle, expand, collapse };
}
