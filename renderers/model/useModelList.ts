import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldInfo } from '../formModel/types';
import { useEngineServices, type EngineServices, type EngineUser } from '../../engine-core/services';
import type { ModelApi } from './modelApi';
import { optionSourceOf, pageLabels, type OptionCache, type OptionSource, type PageLabels } from './optionLookups';
import type { SearchQuery } from './searchFields';
import type { ModelColumn, ModelListConfig, ModelRow } from './types';

/** Without paging the platform asks for everything in one page (docs/contract.md). */
export const UNPAGED_SIZE = 1_000_000;

export interface ModelListState {
  rows: ModelRow[];
  total: number;
  loading: boolean;
  page: { current: number; size: number };
  sidx: string;
  labels: PageLabels;
  setPage(current: number, size: number): void;
  setSidx(sidx: string): void;
  search(query: SearchQuery): void;
  reload(): void;
  /** after deleting `removed` rows: stay on the page unless it is now past the end */
  reloadAfterRemoving(removed: number): void;
}

function safeUser(services: EngineServices): EngineUser | null {
  try {
    return services.currentUser();
  } catch {
    return null;
  }
}

interface PageRequest {
  hasPage: boolean;
  page: { current: number; size: number };
  sidx: string;
  query: SearchQuery;
  menuId?: string;
  /** changes to fetch the same query again */
  reloadKey: number;
}

interface PageRows {
  rows: ModelRow[];
  total: number;
  labels: PageLabels;
}

/** The page of rows a query answers, with their option labels; when queries overlap, the newest one wins. */
function usePageRows(api: ModelApi, request: PageRequest, sources: OptionSource[]) {
  const { hasPage, page, sidx, query, menuId, reloadKey } = request;
  const services = useEngineServices();
  const [data, setData] = useState<PageRows>({ rows: [], total: 0, labels: {} });
  // true from the first paint: the first query starts in an effect, and an empty table before it would say 暂无数据
  const [loading, setLoading] = useState(true);
  const requestId = useRef(0);
  const cache = useRef<OptionCache>(new Map());

  useEffect(() => {
    const id = ++requestId.current;
    setLoading(true);
    const size = hasPage ? page.size : UNPAGED_SIZE;
    api
      .list({
        currentPage: hasPage ? page.current : 1,
        pageSize: size,
        sidx: sidx || undefined,
        keyword: query.keyword,
        queryJson: query.queryJson,
        menuId,
      })
      .then(async (reply) => {
        const rows = Array.isArray(reply?.list) ? reply.list : [];
        const labels = await pageLabels(sources, rows, services, safeUser(services), cache.current);
        if (id !== requestId.current) return; // a newer query answered first
        setData({ rows, total: Number(reply?.pagination?.total ?? rows.length) || 0, labels });
      })
      .catch((error: unknown) => {
        // the request layer showed the server's message; the table keeps what it had
        console.warn('[model list] list failed', error);
      })
      .finally(() => {
        if (id === requestId.current) setLoading(false);
      });
  }, [api, hasPage, page, sidx, query, menuId, reloadKey, sources, services]);

  return { data, loading };
}

/** The rows of a model list for its query (page, order, search), with the option labels of the page. */
export function useModelList(
  api: ModelApi,
  config: ModelListConfig,
  columns: readonly ModelColumn[],
  fieldsByProp: ReadonlyMap<string, FieldInfo>,
  menuId?: string,
): ModelListState {
  const [page, setPageState] = useState({ current: 1, size: config.pageSize });
  const [sidx, setSidxState] = useState(config.defaultSidx);
  const [query, setQuery] = useState<SearchQuery>({});
  const [reloadKey, setReloadKey] = useState(0);
  const sources = useMemo(
    () =>
      columns
        .map((c) => fieldsByProp.get(c.prop))
        .map((f) => (f ? optionSourceOf(f) : undefined))
        .filter((s): s is OptionSource => s !== undefined),
    [columns, fieldsByProp],
  );
  const { data, loading } = usePageRows(
    api,
    { hasPage: config.hasPage, page, sidx, query, menuId, reloadKey },
    sources,
  );

  const setPage = useCallback((current: number, size: number) => {
    setPageState((p) => ({ current: size !== p.size ? 1 : current, size }));
  }, []);
  const setSidx = useCallback((next: string) => {
    setSidxState(next);
    setPageState((p) => ({ ...p, current: 1 }));
  }, []);
  const search = useCallback((next: SearchQuery) => {
    setQuery(next);
    setPageState((p) => ({ ...p, current: 1 }));
  }, []);
  const reload = useCallback(() => setReloadKey((k) => k + 1), []);
  const reloadAfterRemoving = useCallback(
    (removed: number) => {
      const left = Math.max(0, data.total - removed);
      const last = Math.max(1, Math.ceil(left / page.size));
      if (page.current > last) setPageState((p) => ({ ...p, current: last }));
      else setReloadKey((k) => k + 1);
    },
    [data.total, page],
  );

  return {
    rows: data.rows,
    total: data.total,
    labels: data.labels,
    loading,
    page,
    sidx,
    setPage,
    setSidx,
    search,
    reload,
    reloadAfterRemoving,
  };
}
