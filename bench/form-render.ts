/**
 * Form render benchmark: our engine (FormRenderer over a designer formData) against the same form written as
 * plain @formily/antd-v5 JSON schema, in headless Chromium on production builds of bench/form-render/.
 *   npx tsx bench/form-render.ts        (BENCH_LOADS=5 page loads per variant and size; BENCH_SIZES=500,2000)
 *   BENCH_BASELINE=<commit> npx tsx bench/form-render.ts   the same, with the engine's render-path files
 *                                       (bench/form-render/vite.config.ts) as of that commit: "before" figures
 *
 * Per size and variant, in alternating order: mount → first frame with the visible fields interactive, mount →
 * every field in the DOM, and keystroke → next frame in a field near the top and one in the middle (scrolled
 * into view). Commits per keystroke come from separate loads of the React profiling build (the production
 * react-dom never calls <Profiler onRender>). Engine-only extras: keys typed while the rest is still mounting,
 * and a submit() called at the first frame, which must wait for every field and report every required one.
 */
import path from 'node:path';
import { build } from 'vite';
import type { Page } from 'playwright-core';
import { ensureChromium } from '../scripts/ensure-chromium';
import type { KeyRecord } from './form-render/probe';
import type { BenchPage, MountResult, Variant } from './form-render/protocol';
import { loadAverage, openBenchBrowser } from './form-render/benchBrowser';
import { fmt, median, table } from './form-render/stats';

const SIZES = (process.env.BENCH_SIZES ?? '500,2000').split(',').map(Number);
// at least 5 for figures worth recording; fewer only to try the bench out
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const KEYS_PER_LOAD = 5; // per field and load: 5 loads → 25 keys per field
const PROFILING_KEYS = 10;
const ALL_VARIANTS: Variant[] = ['engine', 'plain-grid', 'plain-layout', 'bare'];
// BENCH_VARIANTS to try a subset out; the engine always runs, first in the table
const VARIANTS = ALL_VARIANTS.filter(
  (v) => v === 'engine' || !process.env.BENCH_VARIANTS || process.env.BENCH_VARIANTS.split(',').includes(v),
);
const LABELS: Record<Variant, string> = {
  engine: 'engine',
  'plain-grid': 'plain FormGrid',
  'plain-layout': 'plain FormLayout',
  bare: 'bare <input>s',
};
const VIEWPORT = { width: 1280, height: 800 };

declare global {
  interface Window {
    __bench: BenchPage;
  }
}

type Flavour = 'production' | 'profiling';

async function buildPage(flavour: Flavour) {
  process.env.BENCH_FLAVOUR = flavour;
  await build({ configFile: path.resolve('bench/form-render/vite.config.ts'), mode: 'production' });
}

interface LoadResult {
  mount: MountResult;
  keys: KeyRecord[];
}

async function pressKeys(page: Page, field: string, count: number, until?: () => Promise<boolean>) {
  const focused = await page.evaluate((key) => window.__bench.focusField(key), field);
  if (!focused) throw new Error(`could not focus ${field}`);
  for (let i = 0; i < count; i++) {
    if (until && (await until())) break;
    const before = await page.evaluate(() => window.__bench.keyCount());
    await page.keyboard.press('a');
    await page.waitForFunction((n) => window.__bench.keyCount() > n, before, { polling: 'raf' });
    // let late commits (async validation…) land in this key's count before the next one
    // eslint-disable-next-line no-restricted-syntax -- a benchmark paces its keystrokes; tests never wait a fixed time
    await page.waitForTimeout(60);
  }
}

async function load(page: Page, url: string, keysPerField: number): Promise<LoadResult> {
  await page.goto(url);
  await page.waitForFunction(() => window.__bench !== undefined);
  const mount = await page.evaluate(() => window.__bench.result);
  const fields = await page.evaluate(() => window.__bench.fieldKeys);
  if (keysPerField > 0) {
    await pressKeys(page, fields.top, keysPerField);
    await pressKeys(page, fields.middle, keysPerField);
  }
  const keys = await page.evaluate(() => window.__bench.takeKeys());
  return { mount, keys };
}

/** Engine only: type into the top field from the first frame on, while the other fields are still mounting. */
async function keysWhileMounting(page: Page, url: string): Promise<KeyRecord[]> {
  await page.goto(url);
  await page.waitForFunction(() => window.__bench !== undefined);
  await page.evaluate(() => window.__bench.visible);
  const fields = await page.evaluate(() => window.__bench.fieldKeys);
  await pressKeys(page, fields.top, 40, () => page.evaluate(() => window.__bench.isAllMounted()));
  await page.evaluate(() => window.__bench.result);
  return (await page.evaluate(() => window.__bench.takeKeys())).filter((k) => !k.allMounted);
}

const max = (values: number[]) => (values.length ? Math.max(...values) : NaN);
const byField = (keys: KeyRecord[], field: string) => keys.filter((k) => k.field === field);

async function main() {
  ensureChromium();
  console.log('Building the benchmark page (production and profiling builds) …');
  await buildPage('production');
  await buildPage('profiling');
  const bench = await openBenchBrowser(path.resolve('.cache/bench-dist'), VIEWPORT);
  const { page } = bench;
  const url = (flavour: Flavour, variant: Variant, n: number, extra = '') =>
    `${bench.baseUrl}/${flavour}/index.html?variant=${variant}&n=${n}${extra}`;
  console.log(bench.machine);

  if (process.env.BENCH_BASELINE) {
    console.log(`BASELINE: the render-path files (GridLayout, FormRenderer) as of ${process.env.BENCH_BASELINE}`);
  }
  try {
    for (const n of SIZES) {
      const runs = new Map<Variant, LoadResult[]>(VARIANTS.map((v) => [v, []]));
      for (const v of VARIANTS) await load(page, url('production', v, n), 1); // warm-up, not counted
      for (let i = 0; i < LOADS; i++) {
        // alternate the order so neither side always runs first
        const order = i % 2 === 0 ? VARIANTS : [...VARIANTS].reverse();
        for (const v of order) runs.get(v)!.push(await load(page, url('production', v, n), KEYS_PER_LOAD));
        process.stdout.write(`  ${n} fields: load ${i + 1}/${LOADS} done\n`);
      }
      const commits = new Map<Variant, KeyRecord[]>();
      for (const v of VARIANTS) commits.set(v, (await load(page, url('profiling', v, n), PROFILING_KEYS)).keys);
      const duringMount: KeyRecord[] = [];
      for (let i = 0; i < 2; i++) duringMount.push(...(await keysWhileMounting(page, url('production', 'engine', n))));
      const early = await load(page, url('production', 'engine', n, '&submitEarly'), 0);
      const fieldKeys = await page.evaluate(() => window.__bench.fieldKeys);
      const required = await page.evaluate(() => window.__bench.requiredCount);
      console.log(report(n, runs, commits, duringMount, early.mount, fieldKeys, required));
      console.log(`(load average ${loadAverage()})`);
    }
  } finally {
    await bench.close();
  }
}

function report(
  n: number,
  runs: Map<Variant, LoadResult[]>,
  commits: Map<Variant, KeyRecord[]>,
  duringMount: KeyRecord[],
  early: MountResult,
  fieldKeys: { top: string; middle: string },
  required: number,
): string {
  const m = (v: Variant, pick: (r: LoadResult) => number[]) => median(runs.get(v)!.flatMap(pick));
  const keysOf = (v: Variant, field: string) => runs.get(v)!.flatMap((r) => byField(r.keys, field));
  const keyMedian = (v: Variant, where: 'top' | 'middle', pick: (k: KeyRecord) => number) =>
    median(keysOf(v, fieldKeys[where]).map(pick));
  const metrics: { name: string; digits?: number; value: (v: Variant) => number; ratio?: boolean }[] = [
    { name: 'mount → visible fields interactive (ms)', value: (v) => m(v, (r) => [r.mount.visible]), ratio: true },
    { name: '  fields in the DOM at that frame', digits: 0, value: (v) => m(v, (r) => [r.mount.fieldsAtVisible]) },
    { name: 'mount → all fields mounted (ms)', value: (v) => m(v, (r) => [r.mount.all]), ratio: true },
    ...(['top', 'middle'] as const).flatMap((where) => [
      {
        name: `key → next frame, ${where} field (ms)`,
        value: (v: Variant) => keyMedian(v, where, (k) => k.toFrame),
        ratio: true,
      },
      {
        name: `  key → input handled, React committed (ms)`,
        value: (v: Variant) => keyMedian(v, where, (k) => k.handled),
        ratio: true,
      },
      {
        name: `  key → that frame rendered (ms)`,
        value: (v: Variant) => keyMedian(v, where, (k) => k.afterFrame),
        ratio: true,
      },
    ]),
    {
      name: 'React commits per key, to next frame',
      digits: 0,
      value: (v) => median(commits.get(v)!.map((k) => k.commitsToFrame)),
    },
    {
      name: 'React commits per key, max before next key',
      digits: 0,
      value: (v) => Math.max(...commits.get(v)!.map((k) => k.commitsTotal)),
    },
  ];
  const rows = metrics.map((metric) => {
    const values = VARIANTS.map((v) => metric.value(v));
    const engine = values[0]!;
    const d = metric.digits ?? 1;
    return [
      metric.name,
      ...values.flatMap((value, i) =>
        i === 0 ? [fmt(value, d)] : [fmt(value, d), metric.ratio ? fmt(engine / value, 2) : ''],
      ),
    ];
  });
  const keyCounts = VARIANTS.map(
    (v) => `${LABELS[v]} ${keysOf(v, fieldKeys.top).length}+${keysOf(v, fieldKeys.middle).length}`,
  );
  const lines = [
    '',
    `== ${n} input fields — medians of ${LOADS} page loads per variant (keys: ${keyCounts.join(', ')})`,
    table(['metric', ...VARIANTS.flatMap((v, i) => (i === 0 ? [LABELS[v]] : [LABELS[v], 'engine/it']))], rows),
    `engine, ${duringMount.length} keys typed in the top field while the rest was still mounting (medians / max):`,
    `  key → next frame ${fmt(median(duringMount.map((k) => k.toFrame)))} / ${fmt(max(duringMount.map((k) => k.toFrame)))} ms, ` +
      `key → input handled ${fmt(median(duringMount.map((k) => k.handled)))} / ${fmt(max(duringMount.map((k) => k.handled)))} ms, ` +
      `from the key event's own timestamp (adds the wait for a busy thread) ` +
      `${fmt(median(duringMount.map((k) => k.stampToFrame)))} / ${fmt(max(duringMount.map((k) => k.stampToFrame)))} ms`,
  ];
  const check = early.submitCheck;
  if (check) {
    const ok = check.errors === required && check.mountedAfter === n;
    lines.push(
      `engine, submit() at the first frame (${check.mountedAtCall}/${n} fields mounted): settled after ` +
        `${fmt(check.ms)} ms with ${check.errors} required-field errors (expected ${required}), ` +
        `${check.mountedAfter}/${n} mounted — ${ok ? 'OK' : 'WRONG'}`,
    );
  }
  const notFilled = VARIANTS.filter((v) => runs.get(v)!.some((r) => !r.mount.viewportFilled));
  if (notFilled.length) lines.push(`WARNING: viewport not filled at the first frame for ${notFilled.join(', ')}`);
  return lines.join('\n');
}

await main();
