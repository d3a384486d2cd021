import { useCallback, useEffect, useRef, useState } from 'react';

export interface Remote<T> {
  data: T | undefined;
  loading: boolean;
  /** true when the last load failed (an endpoint the server lacks, a network error) */
  failed: boolean;
  reload(): void;
}

/**
 * Loads data for a screen and keeps the last good answer. Screens pass a silent loader when they can live
 * without the data, and show `failed` as an empty state instead of crashing.
 */
export function useRemote<T>(load: () => Promise<T>, deps: readonly unknown[]): Remote<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let live = true;
    setLoading(true);
    loadRef.current().then(
      (value) => {
        if (!live) return;
        setData(value);
        setFailed(false);
        setLoading(false);
      },
      () => {
        if (!live) return;
        setFailed(true);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what the loader depends on
  }, [tick, ...deps]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data, loading, failed, reload };
}
