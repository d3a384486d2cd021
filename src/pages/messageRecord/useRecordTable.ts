import { useCallback, useEffect, useState } from 'react';
import {
  listMessageRecords,
  MESSAGE_PAGE_SIZE,
  type MessageFilter,
  type MessageRecord,
} from '../../api/message/records';
import { EMPTY_FILTER } from './RecordFilters';

interface Query {
  filter: MessageFilter;
  currentPage: number;
  pageSize: number;
}

/** One page of /messageRecord; a new filter starts at page 1; a stale answer (the query moved on) is dropped. */
export function useRecordTable() {
  const [query, setQuery] = useState<Query>({ filter: EMPTY_FILTER, currentPage: 1, pageSize: MESSAGE_PAGE_SIZE });
  const [rows, setRows] = useState<MessageRecord[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    listMessageRecords(query.filter, query.currentPage, query.pageSize).then(
      (result) => {
        if (!live) return;
        setRows(result?.list ?? []);
        setTotal(result?.pagination?.total ?? 0);
        setLoading(false);
      },
      () => live && setLoading(false),
    );
    return () => {
      live = false;
    };
  }, [query, version]);

  const setFilter = useCallback((filter: MessageFilter) => setQuery((q) => ({ ...q, filter, currentPage: 1 })), []);
  const setPage = useCallback(
    (currentPage: number, pageSize: number) => setQuery((q) => ({ ...q, currentPage, pageSize })),
    [],
  );
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const update = useCallback((id: string, change: Partial<MessageRecord>) => {
    setRows((old) => old.map((m) => (m.id === id ? { ...m, ...change } : m)));
  }, []);
  return { rows, total, loading, query, setFilter, setPage, reload, update };
}
