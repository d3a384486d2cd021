import { useEffect, useRef } from 'react';
import { useField } from '@formily/react';
import { useScreenRuntime, type ScreenComponentHandle } from '../runtime';

/**
 * Registers the calling component under its schema key so `refresh` actions can reach it; the handle may change
 * every render (it closes over fresh state), the registration does not.
 */
export function useScreenComponent(handle: ScreenComponentHandle): string {
  const runtime = useScreenRuntime();
  const name = String(useField().props.name);
  const latest = useRef(handle);
  latest.current = handle;
  useEffect(() => runtime.register(name, { refresh: () => latest.current.refresh() }), [runtime, name]);
  return name;
}
