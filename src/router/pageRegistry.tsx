import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Menu pages (type 2) are found by their address: `system/dictionary` → src/views/system/dictionary/index.tsx.
 * Pages load lazily so the login route stays small; an address without a view gets the fallback page.
 */
const views = import.meta.glob<{ default: ComponentType }>('../views/**/index.tsx');
const cache = new Map<string, LazyExoticComponent<ComponentType>>();

export function resolveView(pageKey: string): LazyExoticComponent<ComponentType> | null {
  const key = `../views/${pageKey.replace(/^\/+|\/+$/g, '')}/index.tsx`;
  const loader = views[key];
  if (!loader) return null;
  let component = cache.get(key);
  if (!component) {
    component = lazy(loader);
    cache.set(key, component);
  }
  return component;
}
