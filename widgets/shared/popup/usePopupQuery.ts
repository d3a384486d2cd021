import { useEffect, useRef, useState } from 'react';
import { useEngineServices, type DataInterfaceParam } from '../../../engine-core/services';
import { pageSizeFor, propsValueOf, relationFieldOf } from './logic';
import { hasSource, listRows, sourceKey } from './popupSource';
import type { PopupRow, PopupSourceProps, PopupVariant } from './types';

export interface PopupQuery {
  keyword: string;
  currentPage: number;
  pageSize: number;
}

export interface PopupQueryState {
  /** the text in the keyword box (applied by search) */
  input: string;
  setInput(text: string): void;
  query: PopupQuery;
  rows: PopupRow[];
  total: number;
  loading: boolean;
  failed: boolean;
  search(): void;
  reset(): void;
  refresh(): void;
  changePage(currentPage: number, pageSize: number): void;
}

/**
 * The rows the popup table shows, through Actions/List (or the model's record list). Mounted when the popup opens: the first query asks
 * page 1 with the opening page size, search and reset go back to page 1 with the later one (unpaged
 * popupSelect: 100000, then 10000). The latest query wins over a slower earlier one.
 */
export function usePopupQuery(
  props: PopupSourceProps,
  variant: PopupVariant,
  params: () => DataInterfaceParam[],
): PopupQueryState {
  const services = useEngineServices();
  const [input, setInput] = useState('');
  const [query, setQuery] = useState<PopupQuery>(() => ({
    keyword: '',
    currentPage: 1,
    pageSize: pageSizeFor(variant, props, 'initial'),
  }));
  const [reloads, setReloads] = useState(0);
  const [result, setResult] = useState({ rows: [] as PopupRow[], total: 0, loading: true, failed: false });
  const callId = useRef(0);
  const source = sourceKey(props);
  const propsValue = propsValueOf(props);
  const relationField = relationFieldOf(props);
  const columns = (props.columnOptions ?? []).map((c) => c.value).join(',');

  useEffect(() => {
    const id = ++callId.current;
    if (!hasSource(props)) {
      setResult({ rows: [], total: 0, loading: false, failed: false });
      return;
    }
    setResult((r) => ({ ...r, loading: true }));
    listRows(services, props, query, params)
      .then((page) => {
        if (id !== callId.current) return;
        const rows = Array.isArray(page?.list) ? page.list : [];
        setResult({ rows, total: Number(page?.pagination?.total ?? rows.length), loading: false, failed: false });
      })
      .catch((error: unknown) => {
        if (id !== callId.current) return;
        console.warn(`[popup] could not list the rows of ${source}:`, error);
        setResult({ rows: [], total: 0, loading: false, failed: true });
      });
    // params (and the rest of props) are read when the query runs: the popup shows the rows for the form as it
    // is at that moment; the source, key, shown field and columns named here decide what is asked
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [query, reloads, source, propsValue, relationField, columns, services]);

  const laterSize = (current: PopupQuery) => (props.hasPage ? current.pageSize : pageSizeFor(variant, props, 'later'));
  return {
    input,
    setInput,
    query,
    ...result,
    search: () => setQuery((q) => ({ keyword: input.trim(), currentPage: 1, pageSize: laterSize(q) })),
    reset: () => {
      setInput('');
      setQuery((q) => ({ keyword: '', currentPage: 1, pageSize: laterSize(q) }));
    },
    refresh: () => setReloads((n) => n + 1),
    changePage: (currentPage, pageSize) => setQuery((q) => ({ ...q, currentPage, pageSize })),
  };
}
