import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Table } from 'antd';
import { NodeCollapseOutlined, NodeExpandOutlined, ReloadOutlined } from '@ant-design/icons';
import { observer, useExpressionScope } from '@formily/react';
import { formatMessage, useEngineLanguage } from '../../../engine-core/i18n';
import { callApi, pickList } from '../callApi';
import { evaluate, isEnabled } from '../expression';
import { screenMessages } from '../messages';
import { useScreenRuntime } from '../runtime';
import { scrollParent, scrollToTop } from '../scrollToTop';
import styles from '../screen.module.css';
import {
  ColumnSettingsButton,
  useColumnSettings,
  type ColumnSettingsState,
  type CustomColumns,
} from './ColumnSettings';
import { buildColumns, type ColumnSpec } from './tableCells';
import { TableToolButton } from './TableToolButton';
import {
  clampPage,
  DEFAULT_PAGE_SIZE,
  expandableKeys,
  isTreeRows,
  normalizeTree,
  pageOf,
  SCROLL_TOP_MS,
  type Row,
} from './tableData';
import { useScreenComponent } from './useScreenComponent';
import { CrudPagination } from './CrudPagination';

export interface CrudTableProps {
  /** API (by name) answering `{list}` or `{list, pagination}` (then paging happens on the server) */
  api: string;
  /** the query: an object of expressions over the screen state, e.g. `{ "keyword": "{{ $state.query?.keyword }}" }` */
  args?: Record<string, unknown> | string;
  /** load only while this is true (e.g. once a tree node is selected) */
  when?: string | boolean;
  listPath?: string;
  rowKey?: string;
  columns: ColumnSpec[];
  /** the 序号 column (default on) */
  index?: boolean;
  /** false for one unpaged list */
  pagination?: boolean | { pageSize?: number };
  defaultExpandAll?: boolean;
  /** the 列表显示设置 button: true/'local' (drawer, saved per menu locally) or 'module' (switches, on the server) */
  customColumns?: CustomColumns;
  children?: ReactNode;
}

interface Loaded {
  rows: Row[];
  /** total of the server's pagination; undefined when the server answered the whole list */
  serverTotal?: number;
}

interface CrudQuery {
  api: string;
  /** the query's text; null while the table is inactive (`when`) */
  queryKey: string | null;
  paged: boolean;
  listPath?: string;
  rowKey: string;
  defaultExpandAll?: boolean;
  initialSize: number;
}

/**
 * The rows of the query and the page shown: a new query starts again at page 1; with the server paging, a page
 * change loads that page. An older answer arriving late never replaces a newer one.
 */
function useCrudRows({ api, queryKey, paged, listPath, rowKey, defaultExpandAll, initialSize }: CrudQuery) {
  const runtime = useScreenRuntime();
  const [loaded, setLoaded] = useState<Loaded>({ rows: [] });
  const [loading, setLoading] = useState(false);
  const [page, setPage] = useState({ current: 1, size: initialSize });
  const [expandedKeys, setExpandedKeys] = useState<string[]>([]);
  const requestId = useRef(0);

  const load = useCallback(
    async (current: number, size: number) => {
      if (queryKey === null) return;
      const id = ++requestId.current;
      setLoading(true);
      try {
        const query = JSON.parse(queryKey) as Record<string, unknown>;
        const { data } = await callApi(
          runtime.services,
          api,
          paged ? { ...query, currentPage: current, pageSize: size } : query,
        );
        if (id !== requestId.current) return; // an older answer arriving late must not replace a newer one
        const list = pickList(data, listPath);
        const rows = isTreeRows(list) ? normalizeTree(list) : list;
        const total = (data as { pagination?: { total?: unknown } } | null)?.pagination?.total;
        setLoaded({ rows, serverTotal: typeof total === 'number' ? total : undefined });
        if (defaultExpandAll) setExpandedKeys(expandableKeys(rows, rowKey));
      } catch (error) {
        // the request layer reported it; the table just stops loading
        console.warn(`[screen] table ${api} failed`, error);
      } finally {
        if (id === requestId.current) setLoading(false);
      }
    },
    [runtime, api, queryKey, paged, listPath, rowKey, defaultExpandAll],
  );

  // a new query starts again at page 1
  useEffect(() => {
    if (queryKey === null) {
      setLoaded({ rows: [] });
      return;
    }
    setPage((p) => ({ ...p, current: 1 }));
    void load(1, page.size);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the query restarts paging
  }, [queryKey, load]);

  return { loaded, loading, page, setPage, expandedKeys, setExpandedKeys, load };
}

/**
 * What the page shows: the server's page as answered, or a slice of the whole list (the page clamped to the
 * last one); the 序号 of each shown row counts on from the pages before.
 */
function usePageView(loaded: Loaded, page: { current: number; size: number }, paged: boolean, index: boolean) {
  const serverPaged = loaded.serverTotal !== undefined;
  const total = serverPaged ? (loaded.serverTotal ?? 0) : loaded.rows.length;
  const current = serverPaged ? page.current : clampPage(page.current, page.size, total);
  const visibleRows = useMemo(
    () => (paged && !serverPaged ? pageOf(loaded.rows, current, page.size) : loaded.rows),
    [paged, serverPaged, loaded.rows, current, page.size],
  );
  const indexOf = useMemo(() => {
    if (!index) return null;
    const offset = paged ? (current - 1) * page.size : 0;
    const positions = new Map(visibleRows.map((row, i) => [row, offset + i + 1]));
    return (row: Row) => positions.get(row);
  }, [index, paged, current, page.size, visibleRows]);
  return { serverPaged, total, current, visibleRows, indexOf };
}

/** The query as text, following the screen state; null while `when` is false. */
function useQueryKey(argsSpec: CrudTableProps['args'], when: CrudTableProps['when']): string | null {
  const runtime = useScreenRuntime();
  // inside a dialog the table sees the dialog's `$record` (a log table of the row the dialog was opened for)
  const local = useExpressionScope() as { $record?: Record<string, unknown> } | undefined;
  const scope = runtime.scope(local?.$record ? { $record: local.$record } : {});
  const args = evaluate<Record<string, unknown> | undefined>(argsSpec, scope) ?? {};
  return isEnabled(when, scope) ? JSON.stringify(args) : null;
}

/**
 * A table over an API by name: the query follows the screen state, pages of 20/50/100/500, an index column,
 * 暂无数据 when empty, tree rows with expand/collapse all, row actions. Its children (a Toolbar) sit above it.
 */
export const CrudTable = observer(function CrudTable(props: CrudTableProps) {
  const { api, listPath, rowKey = 'id', columns, index = true, pagination = true, children } = props;
  useEngineLanguage();
  const runtime = useScreenRuntime();
  const queryKey = useQueryKey(props.args, props.when);
  const paged = pagination !== false;
  const initialSize = (typeof pagination === 'object' && pagination.pageSize) || DEFAULT_PAGE_SIZE;

  const { loaded, loading, page, setPage, expandedKeys, setExpandedKeys, load } = useCrudRows({
    api,
    queryKey,
    paged,
    listPath,
    rowKey,
    defaultExpandAll: props.defaultExpandAll,
    initialSize,
  });
  const scrollRef = useRef<HTMLDivElement>(null);

  const name = useScreenComponent({ refresh: () => load(page.current, page.size) });
  const columnSettings = useColumnSettings(props.customColumns, columns, name);
  const shownColumns = columnSettings?.columns ?? columns;

  const { serverPaged, total, current, visibleRows, indexOf } = usePageView(loaded, page, paged, index);
  const tree = loaded.rows.some((row) => Array.isArray(row.children));
  const antdColumns = useMemo(() => buildColumns(shownColumns, { runtime }, indexOf), [shownColumns, runtime, indexOf]);

  const changePage = (nextPage: number, nextSize: number) => {
    const sizeChanged = nextSize !== page.size;
    const target = sizeChanged ? 1 : nextPage;
    setPage({ current: target, size: nextSize });
    if (serverPaged) void load(target, nextSize);
    scrollToTop(scrollParent(scrollRef.current), SCROLL_TOP_MS);
  };

  return (
    <div className={styles.tableCard} data-screen-component="CrudTable" data-name={name}>
      <div className={styles.tableHeader}>
        {children}
        <CrudTableTools
          tree={tree}
          onExpandAll={() => setExpandedKeys(expandableKeys(loaded.rows, rowKey))}
          onCollapseAll={() => setExpandedKeys([])}
          columnSettings={columnSettings}
          onRefresh={() => void load(page.current, page.size)}
        />
      </div>
      <div className={styles.tableScroll} ref={scrollRef}>
        <Table<Row>
          size="middle"
          rowKey={(row) => String(row[rowKey])}
          columns={antdColumns}
          dataSource={visibleRows}
          loading={loading}
          pagination={false}
          // columns keep their natural width and the table scrolls sideways on a narrow screen
          scroll={{ x: 'max-content' }}
          // while loading, the spinner alone: 暂无数据 under it would say the list is empty before it is known
          locale={{
            emptyText: loading ? <div className={styles.loadingBlank} /> : formatMessage(screenMessages.empty),
          }}
          expandable={
            tree
              ? {
                  expandedRowKeys: expandedKeys,
                  onExpandedRowsChange: (keys) => setExpandedKeys(keys.map(String)),
                  // the expander sits in the first data column, not in the index column
                  expandIconColumnIndex: indexOf ? 1 : 0,
                }
              : undefined
          }
        />
      </div>
      {paged && (
        <CrudPagination
          current={current}
          size={page.size}
          total={total}
          loadingFirst={loading && !visibleRows.length}
          onChange={changePage}
        />
      )}
    </div>
  );
});

interface CrudTableToolsProps {
  /** the rows are a tree: expand all and collapse all are offered */
  tree: boolean;
  onExpandAll(): void;
  onCollapseAll(): void;
  columnSettings: ColumnSettingsState | null;
  onRefresh(): void;
}

/** Right of the toolbar: expand and collapse all (tree rows), the column settings, refresh. */
function CrudTableTools({ tree, onExpandAll, onCollapseAll, columnSettings, onRefresh }: CrudTableToolsProps) {
  return (
    <div className={styles.tableTools}>
      {tree && (
        <>
          <TableToolButton
            title={formatMessage(screenMessages.expandAll)}
            icon={<NodeExpandOutlined />}
            onClick={onExpandAll}
          />
          <TableToolButton
            title={formatMessage(screenMessages.collapseAll)}
            icon={<NodeCollapseOutlined />}
            onClick={onCollapseAll}
          />
        </>
      )}
      {columnSettings && <ColumnSettingsButton settings={columnSettings} />}
      <TableToolButton
        title={formatMessage(screenMessages.refreshData)}
        icon={<ReloadOutlined />}
        onClick={onRefresh}
      />
    </div>
  );
}
