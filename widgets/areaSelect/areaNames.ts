import { useEffect, useMemo, useState } from 'react';
import type { AreaServices } from '../../engine-core/areaServices';
import { useEngineServices } from '../../engine-core/services';
import { PATH_SEPARATOR } from '../../engine-core/options/optionText';
import { pathKey, type AreaPath } from './areaValue';

/**
 * Area names by id path, cached per AreaServices: the paths asked for within one tick go out as one
 * namesByPaths call (one GetAreaByIds for a whole form), a path is never asked for twice, and names the tree
 * already showed are primed so a confirmed choice needs no call at all.
 */
export interface AreaNameLoader {
  /** the cached names of a path; undefined while unknown */
  peek(path: readonly string[]): string[] | undefined;
  /** names learnt elsewhere (the tree a path was picked in) */
  prime(path: readonly string[], names: readonly string[]): void;
  /** resolves once every path has been asked for (a failed call leaves them unknown, to be asked again) */
  load(paths: readonly AreaPath[]): Promise<void>;
}

export function createAreaNameLoader(services: Pick<AreaServices, 'namesByPaths'>): AreaNameLoader {
  const cache = new Map<string, string[]>();
  const inFlight = new Map<string, Promise<void>>();
  let queue = new Map<string, AreaPath>();
  let batch: Promise<void> | null = null;

  const flush = async (): Promise<void> => {
    const asked = [...queue.entries()];
    queue = new Map();
    batch = null;
    try {
      const names = await services.namesByPaths(asked.map(([, path]) => path));
      asked.forEach(([key], i) => cache.set(key, Array.isArray(names[i]) ? names[i].map(String) : []));
    } catch (error) {
      console.warn('[areaSelect] could not resolve area names:', error);
    } finally {
      asked.forEach(([key]) => inFlight.delete(key));
    }
  };

  return {
    peek: (path) => cache.get(pathKey(path)),
    prime: (path, names) => void cache.set(pathKey(path), [...names]),
    load(paths) {
      const waits: Promise<void>[] = [];
      for (const path of paths) {
        const key = pathKey(path);
        if (cache.has(key) || !path.length) continue;
        let wait = inFlight.get(key);
        if (!wait) {
          queue.set(key, [...path]);
          // every path asked for before the microtask runs joins the same call
          batch ??= Promise.resolve().then(flush);
          wait = batch;
          inFlight.set(key, wait);
        }
        waits.push(wait);
      }
      return Promise.all(waits).then(() => undefined);
    },
  };
}

const loaders = new WeakMap<AreaServices, AreaNameLoader>();

/** The loader shared by every area field using these services. */
export function areaNameLoader(services: AreaServices): AreaNameLoader {
  let loader = loaders.get(services);
  if (!loader) {
    loader = createAreaNameLoader(services);
    loaders.set(services, loader);
  }
  return loader;
}

export function useAreaNameLoader(): AreaNameLoader {
  return areaNameLoader(useEngineServices().areas);
}

/** How a path reads: its names joined by '/', or its ids when the names are unknown. */
export function pathText(path: readonly string[], names: readonly string[] | undefined): string {
  return (names?.length ? names : path).join(PATH_SEPARATOR);
}

/** The texts of these paths ('' while being asked for; the ids after a failure), and whether some are loading. */
export function useAreaTexts(paths: readonly AreaPath[]): { texts: string[]; loading: boolean } {
  const loader = useAreaNameLoader();
  const key = JSON.stringify(paths);
  const [, setVersion] = useState(0);
  const [settledKey, setSettledKey] = useState<string | null>(null);
  const wanted = useMemo(() => JSON.parse(key) as AreaPath[], [key]);
  const missing = wanted.some((p) => !loader.peek(p));
  const loading = missing && settledKey !== key;

  useEffect(() => {
    if (!missing) return;
    let live = true;
    void loader.load(wanted).then(() => {
      if (!live) return;
      setSettledKey(key);
      setVersion((v) => v + 1);
    });
    return () => {
      live = false;
    };
  }, [loader, key, wanted, missing]);

  return {
    texts: wanted.map((p) => (loading && !loader.peek(p) ? '' : pathText(p, loader.peek(p)))),
    loading,
  };
}
