/**
 * The screen schemas of the app: every `schemas/**\/*.json` except the meta-schemas, loaded on demand.
 * A schema's id is its path under schemas/ without `.json` (`system/dictionary.page`), the name dialogs and
 * the page registry use.
 */
import type { ScreenSchema } from '../../renderers';

const files = import.meta.glob<ScreenSchema>(['../../schemas/**/*.json', '!../../schemas/meta/**'], {
  import: 'default',
});

const PREFIX = '../../schemas/';

const loaders = new Map(
  Object.entries(files).map(([path, load]) => [path.slice(PREFIX.length).replace(/\.json$/, ''), load]),
);

export const screenIds: string[] = [...loaders.keys()].sort();

export function hasScreen(id: string): boolean {
  return loaders.has(id);
}

export async function loadScreenSchema(id: string): Promise<ScreenSchema> {
  const load = loaders.get(id);
  if (!load) throw new Error(`no screen schema "${id}" under schemas/`);
  return load();
}

/** The page schema a type-2 menu address points at: `system/dictionary` → `system/dictionary.page`. */
export function pageScreenId(pageKey: string): string | null {
  const id = `${pageKey.replace(/^\/+|\/+$/g, '')}.page`;
  return loaders.has(id) ? id : null;
}
