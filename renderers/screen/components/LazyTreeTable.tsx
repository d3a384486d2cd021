import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Table } from 'antd';
import { NodeCollapseOutlined, ReloadOutlined } from '@ant-design/icons';
import { observer } from '@formily/react';
import { formatMessage, useEngineLanguage } from '../../../engine-core/i18n';
import { callApi, pickList } from '../callApi';
import { evaluate, isEnabled } from '../expression';
import { screenMessages } from '../messages';
import { useScreenRuntime } from '../runtime';
import styles from '../screen.module.css';
import { expandOrder, findRow, lazyRows, withChildren, type LazyRow } from './lazyTree';
import { buildColumns, type ColumnSpec } from './tableCells';
import { TableToolButton } from './TableToolButton';
import { useScreenComponent } from './useScreenComponent';

export interface LazyTreeTableProps {
  /** API (by name) answering one level of the tree (`{list}`), rows flagged with `hasChildren` */
  api: string;
  /** the top level's query, e.g. `{ "nodeId": "-1", "keyword": "{{ $state.query?.keyword }}" }` */
  args?: Record<string, unknown> | string;
  /** a row's children query, expressions over `$record` (the row); by default `args` with `parentArg` = the row key */
  childArgs?: Record<string, unknown> | string;
  /** the argument naming the parent when `childArgs` is left out (default `nodeId`) */
  parentArg?: string;
  when?: string | boolean;
  listPath?: string;
  rowKey?: string;
  /** the flag telling a row has children (default `hasChildren`) */
  hasChildrenKey?: string;
  columns: ColumnSpec[];
  index?: boolean;
  children?: ReactNode;
}

/**
 * Loads the children of the given keys in order into `tree`; a key no longer in the tree is dropped. Answers
 * null when a newer load started meanwhile.
 */
async function openLevels(
  tree: LazyRow[],
  keys: string[],
  rowKey: string,
  children: (row: LazyRow) => Promise<LazyRow[]>,
  stale: () => boolean,
) {
  let current = tree;
  const open: string[] = [];
  for (const key of keys) {
    const row = findRow(current, rowKey, key);
    if (!row || !Array.isArray(row.children)) continue;
    const level = await children(row);
    if (stale()) return null;
    current = withChildren(current, rowKey, key, level);
    if (level.length) open.push(key);
  }
  return { tree: current, open };
}

type LevelProps = Pick<LazyTreeTableProps, 'api' | 'listPath' | 'childArgs'> & {
  rowKey: string;
  hasChildrenKey: string;
  parentArg: string;
};

/** Fetching one level: the top one for the query, a row's children for its child query. */
function useLevelFetch(props: LevelProps, queryKey: string | null) {
  const { api, listPath, rowKey, hasChildrenKey, parentArg } = props;
  const runtime = useScreenRuntime();
  const fetchLevel = useCallback(
    async (query: Record<string, unknown>) => {
      const { data } = await callApi(runtime.services, api, query);
      return lazyRows(pickList(data, listPath), hasChildrenKey);
    },
    [runtime, api, listPath, hasChildrenKey],
  );

  // props arrive as new objects on every render: the spec's text is the stable identity
  const childArgsKey = JSON.stringify(props.childArgs ?? null);
  const childQuery = useCallback(
    (row: LazyRow) => {
      const spec = JSON.parse(childArgsKey) as Record<string, unknown> | string | null;
      if (spec === null) return { ...(JSON.parse(queryKey ?? '{}') as object), [parentArg]: row[rowKey] };
      return evaluate<Record<string, unknown>>(spec, runtime.scope({ $record: row })) ?? {};
    },
    [childArgsKey, queryKey, parentArg, rowKey, runtime],
  );
  const fetchChildren = useCallback((row: LazyRow) => fetchLevel(childQuery(row)), [fetchLevel, childQuery]);
  return { fetchLevel, fetchChildren };
}

/**
 * The tree's rows and open keys. A new query starts from the top with everything closed; `load(reopen)`
 * reloads the top and opens those keys again; `expand` fetches a row's children the first time it opens.
 */
function useLazyTreeRows(props: LevelProps, queryKey: string | null) {
  const { api, rowKey } = props;
  const { fetchLevel, fetchChildren } = useLevelFetch(props, queryKey);
  const [rows, setRows] = useState<LazyRow[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const requestId = useRef(0);

  const load = useCallback(
    async (reopen: string[]) => {
      if (queryKey === null) return;
      const id = ++requestId.current;
      setLoading(true);
      try {
        const top = await fetchLevel(JSON.parse(queryKey) as Record<string, unknown>);
        if (id !== requestId.current) return;
        const restored = await openLevels(top, reopen, rowKey, fetchChildren, () => id !== requestId.current);
        if (!restored) return;
        setRows(restored.tree);
        setExpanded(restored.open);
      } catch (error) {
        // the request layer reported it; the table just stops loading
        console.warn(`[screen] lazy tree ${api} failed`, error);
      } finally {
        if (id === requestId.current) setLoading(false);
      }
    },
    [queryKey, fetchLevel, fetchChildren, rowKey, api],
  );

  // a new query starts from the top with everything closed (only the query: a re-render must not collapse)
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (queryKey === null) setRows([]);
    else void loadRef.current([]);
  }, [queryKey]);

  const expand = async (open: boolean, row: LazyRow) => {
    const key = String(row[rowKey]);
    if (!open) {
      setExpanded((keys) => keys.filter((k) => k !== key));
      return;
    }
    const loaded = Array.isArray(row.children) && row.children.length > 0;
    if (!loaded) {
      const id = requestId.current;
      setLoading(true);
      try {
        const children = await fetchChildren(row);
        if (id !== requestId.current) return;
        setRows((tree) => withChildren(tree, rowKey, key, children));
        if (!children.length) return;
      } catch (error) {
        console.warn(`[screen] lazy tree ${api} children failed`, error);
        return;
      } finally {
        setLoading(false);
      }
    }
    setExpanded((keys) => expandOrder(keys, [...keys, key]));
  };

  return { rows, expanded, setExpanded, loading, load, expand };
}

/**
 * A tree table loading one level at a time (areas: 省 → 市 → 区): the top level from `args`, a row's children
 * when it is first expanded. A refresh reloads the top level and then every level that was open, so a row just
 * added under 北京市 shows where it belongs.
 */
export const LazyTreeTable = observer(function LazyTreeTable(props: LazyTreeTableProps) {
  const { rowKey = 'id', hasChildrenKey = 'hasChildren', parentArg = 'nodeId', index = true } = props;
  useEngineLanguage();
  const runtime = useScreenRuntime();
  const scope = runtime.scope();
  const args = evaluate<Record<string, unknown> | undefined>(props.args, scope) ?? {};
  const queryKey = isEnabled(props.when, scope) ? JSON.stringify(args) : null;
  const { rows, expanded, setExpanded, loading, load, expand } = useLazyTreeRows(
    { api: props.api, listPath: props.listPath, childArgs: props.childArgs, rowKey, hasChildrenKey, parentArg },
    queryKey,
  );

  const expandedRef = useRef(expanded);
  expandedRef.current = expanded;
  const name = useScreenComponent({ refresh: () => load(expandedRef.current) });

  const indexOf = useMemo(() => {
    if (!index) return null;
    const positions = new Map(rows.map((row, i) => [row, i + 1]));
    return (row: LazyRow) => positions.get(row);
  }, [index, rows]);
  const antdColumns = useMemo(
    () => buildColumns(props.columns, { runtime }, indexOf),
    [props.columns, runtime, indexOf],
  );

  return (
    <div className={styles.tableCard} data-screen-component="LazyTreeTable" data-name={name}>
      <div className={styles.tableHeader}>
        {props.children}
        <div className={styles.tableTools}>
          <TableToolButton
            title={formatMessage(screenMessages.collapseAll)}
            icon={<NodeCollapseOutlined />}
            onClick={() => setExpanded([])}
          />
          <TableToolButton
            title={formatMessage(screenMessages.refreshData)}
            icon={<ReloadOutlined />}
            onClick={() => void load(expandedRef.current)}
          />
        </div>
      </div>
      <div className={styles.tableScroll}>
        <Table<LazyRow>
          size="middle"
          rowKey={(row) => String(row[rowKey])}
          columns={antdColumns}
          dataSource={rows}
          loading={loading}
          pagination={false}
          locale={{ emptyText: formatMessage(screenMessages.empty) }}
          expandable={{
            expandedRowKeys: expanded,
            onExpand: (open, row) => void expand(open, row),
            // the expander sits in the first data column, not in the index column
            expandIconColumnIndex: indexOf ? 1 : 0,
          }}
        />
      </div>
    </div>
  );
});
