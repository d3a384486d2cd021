import { useCallback, useEffect, useRef, useState } from 'react';
import { PAGE_SIZE } from './nodes';
import type { PickerNode, PickerTab } from './types';

export interface ListRows {
  rows: PickerNode[];
  loading: boolean;
  /** a page came back shorter than PAGE_SIZE: nothing more to load */
  done: boolean;
  /** the next page, unless one is loading or the last has come */
  loadMore(): void;
}

interface ListState {
  rows: PickerNode[];
  page: number;
  done: boolean;
  loading: boolean;
}

const START: ListState = { rows: [], page: 0, done: false, loading: false };

/**
 * The flat list of a tab for a keyword, PAGE_SIZE rows per page: page 1 on a new tab or keyword, the next page
 * on loadMore, until a page returns fewer than PAGE_SIZE rows. Answers to an older tab or keyword are dropped.
 */
export function useListRows(tab: PickerTab, keyword: string, enabled: boolean): ListRows {
  const [state, setState] = useState<ListState>(START);
  const generation = useRef(0);
  const busy = useRef(false);

  const load = useCallback(
    (page: number) => {
      const mine = generation.current;
      busy.current = true;
      setState((s) => ({ ...s, loading: true }));
      tab.page(keyword, page, PAGE_SIZE).then(
        (list) => {
          if (mine !== generation.current) return;
          busy.current = false;
          setState((s) => ({
            rows: page === 1 ? list : [...s.rows, ...list],
            page,
            done: list.length < PAGE_SIZE,
            loading: false,
          }));
        },
        () => {
          if (mine !== generation.current) return;
          // a failed load ends the loading state without a message; the list stops there
          busy.current = false;
          setState((s) => ({ ...s, done: true, loading: false }));
        },
      );
    },
    [tab, keyword],
  );

  useEffect(() => {
    generation.current += 1;
    busy.current = false;
    setState(START);
    if (enabled) load(1);
  }, [enabled, load]);

  const loadMore = useCallback(() => {
    if (!enabled || busy.current || state.done || state.page === 0) return;
    load(state.page + 1);
  }, [enabled, load, state.done, state.page]);

  return { rows: state.rows, loading: state.loading, done: state.done, loadMore };
}
