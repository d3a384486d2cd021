import type { ScreenProblem, ScreenSchema } from '../../renderers';
import type { ScreenRead } from '../api/system/screen';
import { forgetScreen, resolveScreen, type ScreenResolverDeps } from './screenOverrides';

/** Which schema a screen renders when the server's copy is fresh, unchanged, broken or unreachable. */

const bundled = { schemaVersion: 2, title: 'bundled' } as unknown as ScreenSchema;
const screen = (title: string, version: number): ScreenRead => ({
  notModified: false,
  etag: `"e${version}"`,
  screen: { name: 'x.page', source: 'override', version, schema: { schemaVersion: 2, title } },
});
const title = (schema: ScreenSchema) => (schema as unknown as { title: string }).title;

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

function deps(
  replies: (ScreenRead | Error)[],
  name = 'x.page',
): ScreenResolverDeps & { etags: (string | undefined)[] } {
  const etags: (string | undefined)[] = [];
  return {
    etags,
    storage: memoryStorage(),
    bundled: () => Promise.resolve(bundled),
    check: (schema): ScreenProblem[] =>
      title(schema as ScreenSchema) === 'broken' ? [{ file: name, path: '/properties/a', message: 'unknown API' }] : [],
    read: (_name, etag) => {
      etags.push(etag);
      const next = replies.shift();
      return next instanceof Error || !next ? Promise.reject(next ?? new Error('no reply')) : Promise.resolve(next);
    },
  };
}

test('the server copy is used and then revalidated with its ETag; 304 serves the held copy', async () => {
  const d = deps([screen('v1', 1), { notModified: true }]);
  expect(await resolveScreen('a.page', d)).toMatchObject({ from: 'server', notice: null });
  const again = await resolveScreen('a.page', d);
  expect([again.from, title(again.schema)]).toEqual(['cache', 'v1']);
  expect(d.etags).toEqual([undefined, '"e1"']);
});

test('a server copy failing the meta-check falls back to the last good one, with a notice naming the place', async () => {
  const d = deps([screen('v1', 1), screen('broken', 2)]);
  await resolveScreen('b.page', d);
  const fallen = await resolveScreen('b.page', d);
  expect(title(fallen.schema)).toBe('v1');
  expect(fallen.from).toBe('cache');
  expect(fallen.notice).toContain('/properties/a');
  expect(fallen.notice).toContain('第 2 版');
});

test('with no good copy held, a broken server copy falls back to the bundled default', async () => {
  const fallen = await resolveScreen('c.page', deps([screen('broken', 3)]));
  expect([fallen.from, title(fallen.schema)]).toEqual(['bundled', 'bundled']);
  expect(fallen.notice).toContain('c.page');
});

test('an unreachable server serves the bundled default without a notice', async () => {
  const resolved = await resolveScreen('d.page', deps([new Error('offline')]));
  expect(resolved).toEqual({ schema: bundled, from: 'bundled', notice: null });
});

test('a copy that crashed while rendering is forgotten: the good copy before it is given and revalidated from', async () => {
  const d = deps([screen('v1', 1), screen('v2', 2), screen('v2', 2)]);
  await resolveScreen('e.page', d);
  const crashed = (await resolveScreen('e.page', d)).schema;
  const earlier = forgetScreen('e.page', crashed, d.storage);
  expect(earlier && title(earlier)).toBe('v1');
  await resolveScreen('e.page', d);
  expect(d.etags).toEqual([undefined, '"e1"', '"e1"']);
  // v2 crashes again: v1 is still the one before it; then nothing is left but the bundled default
  expect(title(forgetScreen('e.page', crashed, d.storage) as ScreenSchema)).toBe('v1');
  expect(forgetScreen('e.page', crashed, d.storage)).toBeUndefined();
});
