import { useEffect, useState } from 'react';

/** What the table of a category picker asks for. */
export interface CategoryRowsQuery {
  keyword: string;
  /** '' for every category */
  categoryId: string;
  currentPage: number;
  pageSize: number;
}

export interface CategoryRowsPage<Row> {
  list: Row[];
  total: number;
}

export interface CategoryRows<Row> {
  rows: Row[];
  total: number;
  loading: boolean;
}

/**
 * One page of rows for the query, reloaded when the query or `reloads` changes (after 新建). An answer to an
 * older query is dropped; a failed load shows an empty table and says why in the console.
 */
export function useCategoryRows<Row>(
  load: (query: CategoryRowsQuery) => Promise<CategoryRowsPage<Row>>,
  query: CategoryRowsQuery,
  reloads: number,
): CategoryRows<Row> {
  const [state, setState] = useState<CategoryRows<Row>>({ rows: [], total: 0, loading: true });
  const { keyword, categoryId, currentPage, pageSize } = query;
  useEffect(() => {
    let alive = true;
    setState((s) => ({ ...s, loading: true }));
    load({ keyword, categoryId, currentPage, pageSize }).then(
      (page) => alive && setState({ rows: page.list, total: page.total, loading: false }),
      (error: unknown) => {
        console.warn('category picker: the list failed to load', error);
        if (alive) setState({ rows: [], total: 0, loading: false });
      },
    );
    return () => {
      alive = false;
    };
  }, [load, keyword, categoryId, currentPage, pageSize, reloads]);
  return state;
}
