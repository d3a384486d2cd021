import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { pageScreenId } from '../engine/screenCatalog';

/**
 * Menu pages (type 2) are found by their address: `system/dictionary` → `schemas/system/dictionary.page.json`
 * (a screen schema, rendered by the engine) first, else src/views/system/dictionary/index.tsx.
 * Pages load lazily so the login route stays small; an address with neither gets the fallback page.
 */
const views = import.meta.glob<{ default: ComponentType }>('../views/**/index.tsx');
const cache = new Map<string, LazyExoticComponent<ComponentType>>();

function cached(key: string, load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> {
  let component = cache.get(key);
  if (!component) {
    component = lazy(load);
    cache.set(key, component);
  }
  return component;
}

export function resolveView(pageKey: string): LazyExoticComponent<ComponentType> | null {
  const address = pageKey.replace(/^\/+|\/+$/g, '');
  const screenId = pageScreenId(address);
  if (screenId) {
    return cached(`schema:${screenId}`, () =>
      import('../engine/SchemaScreenPage').then((mod) => ({ default: mod.screenPageFor(screenId) })),
    );
  }
  const key = `../views/${address}/index.tsx`;
  const loader = views[key];
  return loader ? cached(key, loader) : null;
}
