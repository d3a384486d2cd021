import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  data?: T;
  loading: boolean;
  error: boolean;
  reload: () => void;
}

/** One request per card: its result, whether it is still running or failed, and a retry. */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<{ data?: T; loading: boolean; error: boolean }>({ loading: true, error: false });
  const [round, setRound] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the request depends on
  const run = useCallback(load, deps);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: false }));
    run().then(
      (data) => live && setState({ data, loading: false, error: false }),
      () => live && setState({ loading: false, error: true }),
    );
    return () => {
      live = false;
    };
  }, [run, round]);
  return { ...state, reload: () => setRound((n) => n + 1) };
}
