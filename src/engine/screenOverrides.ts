/**
 * Which schema a screen renders: the server's (a stored override wins over the shipped default), revalidated
 * with its ETag; a reply that fails the meta-check gives way to the last good copy this tab holds, and then to
 * the default bundled with the app. A server that cannot be reached (offline, an older server) is not an error:
 * the last good copy or the bundled default is used silently.
 */
import type { ScreenProblem, ScreenSchema } from '../../renderers';
import type { ScreenRead } from '../api/system/screen';

export interface ScreenResolverDeps {
  read: (name: string, etag?: string) => Promise<ScreenRead>;
  check: (schema: unknown, name: string) => ScreenProblem[];
  bundled: () => Promise<ScreenSchema>;
  /** sessionStorage in the app: a reopened screen is revalidated, not downloaded again */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

export interface ResolvedScreen {
  schema: ScreenSchema;
  from: 'server' | 'cache' | 'bundled';
  /** for administrators: why the server's schema is not the one shown */
  notice: string | null;
}

interface Good {
  etag: string;
  schema: ScreenSchema;
}

const memory = new Map<string, Good>();
/** the good copy held before the current one, by screen: what a copy that crashes while rendering gives way to */
const previous = new Map<string, Good>();
const KEY = 'screen:';

function cached(name: string, storage: ScreenResolverDeps['storage']): Good | undefined {
  const held = memory.get(name);
  if (held) return held;
  try {
    const text = storage?.getItem(KEY + name);
    const parsed = text ? (JSON.parse(text) as Good) : undefined;
    if (parsed?.etag && parsed.schema) memory.set(name, parsed);
    return memory.get(name);
  } catch {
    return undefined;
  }
}

function remember(name: string, good: Good, storage: ScreenResolverDeps['storage']): void {
  const held = memory.get(name);
  if (held && held.etag !== good.etag) previous.set(name, held);
  memory.set(name, good);
  try {
    storage?.setItem(KEY + name, JSON.stringify(good));
  } catch {
    // a full sessionStorage only costs a download next time
  }
}

function sessionStore(): ScreenResolverDeps['storage'] {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Forgets the copy of a screen that crashed while rendering, so it is not offered as "last good" again, and
 * gives the good copy held before it (undefined: the bundled default is next). The earlier copy becomes the
 * held one, so the next read revalidates from it.
 */
export function forgetScreen(
  name: string,
  crashed?: ScreenSchema,
  storage: ScreenResolverDeps['storage'] = sessionStore(),
): ScreenSchema | undefined {
  const earlier = previous.get(name);
  previous.delete(name);
  memory.delete(name);
  try {
    storage?.removeItem(KEY + name);
  } catch {
    // nothing held
  }
  if (!earlier || earlier.schema === crashed) return undefined;
  remember(name, earlier, storage);
  return earlier.schema;
}

async function fallback(name: string, deps: ScreenResolverDeps, notice: string | null): Promise<ResolvedScreen> {
  const good = cached(name, deps.storage);
  if (good) return { schema: good.schema, from: 'cache', notice };
  return { schema: await deps.bundled(), from: 'bundled', notice };
}

export async function resolveScreen(name: string, deps: ScreenResolverDeps): Promise<ResolvedScreen> {
  const good = cached(name, deps.storage);
  let read: ScreenRead;
  try {
    read = await deps.read(name, good?.etag);
  } catch {
    return fallback(name, deps, null);
  }
  if (read.notModified) return fallback(name, deps, null);
  const schema = read.screen.schema as unknown as ScreenSchema;
  const [problem] = deps.check(schema, name);
  if (problem) {
    const where = `${problem.path || '/'}: ${problem.message}`;
    return fallback(
      name,
      deps,
      `服务器上的页面配置 ${name} 第 ${read.screen.version} 版无效（${where}），已改用上一个有效版本`,
    );
  }
  remember(name, { etag: read.etag, schema }, deps.storage);
  return { schema, from: 'server', notice: null };
}
