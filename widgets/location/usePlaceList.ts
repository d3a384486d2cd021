import { useCallback, useRef, useState } from 'react';
import type { LocationPoiReply } from '../../contract';
import type { LocationServices } from '../../engine-core/locationServices';
import type { LngLat } from './geo';
import { placeFromPoi, type Place } from './locationValue';

/** Places per page of the picker's list. */
export const PAGE_SIZE = 50;

/** What the list shows: places around a point (the map's centre), or the results of a keyword search. */
export type PlaceQuery = { kind: 'around'; center: LngLat } | { kind: 'text'; keywords: string };

export interface PlaceListState {
  query: PlaceQuery | null;
  places: Place[];
  /** the last page loaded */
  page: number;
  loading: boolean;
  /** a page came back shorter than PAGE_SIZE: there is nothing more to load */
  done: boolean;
}

const initial: PlaceListState = { query: null, places: [], page: 0, loading: false, done: false };

function ask(services: LocationServices, query: PlaceQuery, page: number): Promise<LocationPoiReply> {
  return query.kind === 'around'
    ? services.around({ ...query.center, page, pageSize: PAGE_SIZE })
    : services.text({ keywords: query.keywords, page, pageSize: PAGE_SIZE });
}

/**
 * The picker's list, page by page: `reset` starts a query over at page 1 (a map move, a search), `loadMore`
 * fetches the next page unless one is on its way or the last one was short. An answer to a query that has
 * since been replaced is dropped; a failed call just ends the loading.
 */
export function usePlaceList(services: LocationServices) {
  const [state, setState] = useState<PlaceListState>(initial);
  const current = useRef(state);
  current.current = state;
  const generation = useRef(0);

  const load = useCallback(
    (query: PlaceQuery, page: number) => {
      const mine = page === 1 ? ++generation.current : generation.current;
      setState((s) => ({ ...(page === 1 ? { ...initial, query } : s), loading: true }));
      current.current = { ...current.current, loading: true };
      ask(services, query, page)
        .then((reply) => {
          if (mine !== generation.current) return;
          const pois = Array.isArray(reply?.pois) ? reply.pois : [];
          const places = pois.map(placeFromPoi).filter((p): p is Place => p !== null);
          setState((s) => ({
            query,
            places: page === 1 ? places : [...s.places, ...places.filter((p) => !s.places.some((o) => o.id === p.id))],
            page,
            loading: false,
            done: pois.length < PAGE_SIZE,
          }));
        })
        .catch((error: unknown) => {
          if (mine !== generation.current) return;
          console.warn('[location] place search failed:', error);
          setState((s) => ({ ...s, query, loading: false }));
        });
    },
    [services],
  );

  const reset = useCallback((query: PlaceQuery) => load(query, 1), [load]);
  const loadMore = useCallback(() => {
    const s = current.current;
    if (!s.query || s.loading || s.done) return;
    load(s.query, s.page + 1);
  }, [load]);

  return { ...state, reset, loadMore };
}
