/**
 * The screen schemas of the app: every `schemas/**\/*.json` except the meta-schemas. A schema's id is its path
 * under schemas/ without `.json` (`system/dictionary.page`), the name dialogs, the page registry and the Screen
 * API use. The files are the shipped defaults; a screen is loaded from the server (which serves a stored
 * override when there is one), falling back to the bundled file (./screenOverrides).
 */
import type { ScreenSchema } from '../../renderers';
import { readScreen } from '../api/system/screen';
import { resolveScreen, type ResolvedScreen } from './screenOverrides';

const files = import.meta.glob<ScreenSchema>(['../../schemas/**/*.json', '!../../schemas/meta/**'], {
  import: 'default',
});

const PREFIX = '../../schemas/';

const loaders = new Map(
  Object.entries(files).map(([path, load]) => [path.slice(PREFIX.length).replace(/\.json$/, ''), load]),
);

export const screenIds: string[] = [...loaders.keys()].sort();

/**
 * Unit tests render screens over fake transports that know nothing of the Screen API: there the bundled files
 * are the screens (the server path is tested through resolveScreen with its own fakes).
 */
const fromServer = import.meta.env.MODE !== 'test';

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

export function hasScreen(id: string): boolean {
  return loaders.has(id);
}

/** Notices for administrators about screens whose server copy could not be used, by screen id. */
export const screenNotices = new Map<string, string>();

export async function resolveScreenSchema(id: string): Promise<ResolvedScreen> {
  const load = loaders.get(id);
  if (!load) throw new Error(`no screen schema "${id}" under schemas/`);
  if (!fromServer) return { schema: await load(), from: 'bundled', notice: null };
  // the meta-check brings the widget registry: loaded with the first screen, not with the router
  const { appScreenValidator } = await import('./screenValidation');
  const resolved = await resolveScreen(id, {
    read: readScreen,
    check: (schema, name) => appScreenValidator()(schema, `schemas/${name}.json`),
    bundled: load,
    storage: storage(),
  });
  if (resolved.notice) screenNotices.set(id, resolved.notice);
  else screenNotices.delete(id);
  return resolved;
}

/** The default shipped with the app, what a server copy that crashes while rendering gives way to. */
export async function bundledScreenSchema(id: string): Promise<ScreenSchema> {
  const load = loaders.get(id);
  if (!load) throw new Error(`no screen schema "${id}" under schemas/`);
  return load();
}

export async function loadScreenSchema(id: string): Promise<ScreenSchema> {
  return (await resolveScreenSchema(id)).schema;
}

/** The page schema a type-2 menu address points at: `system/dictionary` → `system/dictionary.page`. */
export function pageScreenId(pageKey: string): string | null {
  const id = `${pageKey.replace(/^\/+|\/+$/g, '')}.page`;
  return loaders.has(id) ? id : null;
}
