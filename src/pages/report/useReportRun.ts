import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReportRunInput, ReportRunReply } from '../../../contract';

export type SearchValues = NonNullable<ReportRunInput['searchValues']>;
export type ReportRunner = (body: ReportRunInput) => Promise<ReportRunReply>;

export interface ReportRunState {
  reply: ReportRunReply | null;
  loading: boolean;
  error: string;
  searchValues: SearchValues;
  search: (values: SearchValues) => void;
  page: (currentPage: number, pageSize: number) => void;
  retry: () => void;
}

/**
 * Runs a report and keeps its answer: a new search goes back to page 1; only the answer of the latest request
 * is kept, so a slow earlier answer never overwrites a newer one.
 */
export function useReportRun(runner: ReportRunner): ReportRunState {
  const [query, setQuery] = useState<ReportRunInput>({ searchValues: {}, currentPage: 1 });
  const [reply, setReply] = useState<ReportRunReply | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const ticket = ++latest.current;
    setLoading(true);
    runner(query).then(
      (answer) => {
        if (ticket !== latest.current) return;
        setReply(answer);
        setError('');
        setLoading(false);
      },
      (failure: unknown) => {
        if (ticket !== latest.current) return;
        setError(failure instanceof Error ? failure.message : String(failure));
        setLoading(false);
      },
    );
  }, [runner, query, attempt]);

  const search = useCallback(
    (values: SearchValues) => setQuery((q) => ({ ...q, searchValues: values, currentPage: 1 })),
    [],
  );
  const page = useCallback(
    (currentPage: number, pageSize: number) => setQuery((q) => ({ ...q, currentPage, pageSize })),
    [],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { reply, loading, error, searchValues: query.searchValues ?? {}, search, page, retry };
}
