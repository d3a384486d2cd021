import { useEffect, useState } from 'react';
import type { ModelApi } from './modelApi';
import type { ModelConfigData } from './types';

export type ModelConfigState =
  { status: 'loading' } | { status: 'ready'; config: ModelConfigData } | { status: 'failed'; message: string };

/**
 * The model's Config. Its envelope comes back whatever the code (the request layer exempts this call), so a
 * deleted or broken model is a message on the page, not a toast and a blank table.
 */
export function useModelConfig(api: ModelApi, reloadKey = 0): ModelConfigState {
  const [state, setState] = useState<ModelConfigState>({ status: 'loading' });
  useEffect(() => {
    let alive = true;
    setState({ status: 'loading' });
    api
      .config()
      .then((reply) => {
        if (!alive) return;
        if (reply && reply.code === 200 && reply.data && typeof reply.data === 'object') {
          setState({ status: 'ready', config: reply.data });
        } else {
          setState({ status: 'failed', message: reply?.msg || '' });
        }
      })
      .catch((error: unknown) => {
        if (alive) setState({ status: 'failed', message: error instanceof Error ? error.message : '' });
      });
    return () => {
      alive = false;
    };
  }, [api, reloadKey]);
  return state;
}
