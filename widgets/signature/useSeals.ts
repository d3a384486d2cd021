import { useEffect, useState } from 'react';
import type { SavedSignature } from '../../engine-core/signServices';
import { useEngineServices } from '../../engine-core/services';

/** The designer's ableIds: the seals a field offers; none given (or empty) means all of the user's. */
export function ableIdsOf(ableIds: unknown): string[] {
  return Array.isArray(ableIds) ? ableIds.filter((id): id is string => typeof id === 'string' && id !== '') : [];
}

export function allowedSeals(seals: SavedSignature[], ableIds: string[]): SavedSignature[] {
  return ableIds.length ? seals.filter((seal) => ableIds.includes(seal.id)) : seals;
}

export interface SealsState {
  seals: SavedSignature[];
  loading: boolean;
  failed: boolean;
}

/** The current user's saved signatures, asked when `active` (a shown value, an opened picker). */
export function useSeals(active: boolean): SealsState {
  const services = useEngineServices();
  const [state, setState] = useState<SealsState>({ seals: [], loading: active, failed: false });
  useEffect(() => {
    if (!active) return;
    let live = true;
    setState((s) => ({ ...s, loading: true, failed: false }));
    services.signs.list().then(
      (seals) => live && setState({ seals, loading: false, failed: false }),
      () => live && setState({ seals: [], loading: false, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [active, services]);
  return state;
}
