import { useCallback, useEffect, useRef, useState } from 'react';
import {
  listMessageRecords,
  MESSAGE_PAGE_SIZE,
  type MessageFilter,
  type MessageRecord,
} from '../../api/message/records';

/** How close to the bottom of the list (px) the next page is asked for. */
export const LOAD_MORE_DISTANCE = 200;

export interface MessagePages {
  items: MessageRecord[];
  loading: boolean;
  /** false once a page came back shorter than the page size (or the total is reached) */
  hasMore: boolean;
  loadMore: () => void;
  reload: () => void;
  /** local change of one row (read after opening it) */
  update: (id: string, change: Partial<MessageRecord>) => void;
}

/**
 * The drawer's infinitely scrolling list: page 1 again whenever the filter changes or `reload` is called, the
 * next page on `loadMore`. A ref guards against two loads at once (a scroll burst fires many events before
 * React re-renders), and a generation number drops the answer of a list that was reloaded meanwhile.
 */
export function useMessagePages(filter: MessageFilter, active: boolean): MessagePages {
  const [items, setItems] = useState<MessageRecord[]>([]);
  // loading from the start: the first frame shows the spinner, never the empty state
  const [loading, setLoading] = useState(true);
  const [hasMore, setHasMore] = useState(true);
  const state = useRef({ busy: false, page: 0, generation: 0, hasMore: true, count: 0 });

  const load = useCallback(
    (page: number) => {
      const s = state.current;
      s.busy = true;
      const generation = page === 1 ? ++s.generation : s.generation;
      setLoading(true);
      listMessageRecords(filter, page, MESSAGE_PAGE_SIZE).then(
        (result) => {
          if (generation !== s.generation) return;
          const list = result?.list ?? [];
          const total = result?.pagination?.total ?? 0;
          s.page = page;
          s.count = (page === 1 ? 0 : s.count) + list.length;
          s.hasMore = list.length >= MESSAGE_PAGE_SIZE && s.count < total;
          setItems((old) => (page === 1 ? list : [...old, ...list.filter((m) => !old.some((o) => o.id === m.id))]));
          setHasMore(s.hasMore);
          s.busy = false;
          setLoading(false);
        },
        () => {
          if (generation !== s.generation) return;
          s.busy = false;
          setLoading(false);
        },
      );
    },
    [filter],
  );

  const reload = useCallback(() => load(1), [load]);

  useEffect(() => {
    if (active) reload();
  }, [active, reload]);

  const loadMore = useCallback(() => {
    const s = state.current;
    if (s.busy || !s.hasMore || s.page === 0) return;
    load(s.page + 1);
  }, [load]);

  const update = useCallback((id: string, change: Partial<MessageRecord>) => {
    setItems((old) => old.map((m) => (m.id === id ? { ...m, ...change } : m)));
  }, []);

  return { items, loading, hasMore, loadMore, reload, update };
}

/** True when a scrolled element's bottom is within LOAD_MORE_DISTANCE of view. */
export function nearBottom(el: HTMLElement): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= LOAD_MORE_DISTANCE;
}
