/**
 * Child-table benchmark (issue 12, Performance): 1,000 rows × 10 columns in our `table` widget (FormRenderer,
 * default registry, virtual past 30 rows) against the same rows in @formily/antd-v5's ArrayTable, in headless
 * Chromium on production builds of bench/child-table/.
 *   npx tsx bench/child-table.ts      (BENCH_LOADS=5 page loads per variant, BENCH_ROWS=1000,
 *                                      BENCH_VARIANTS=arraytable,arraytable-all to add ArrayTable with every
 *                                      row mounted — very slow at 1,000 rows, try BENCH_ROWS=200)
 *
 * Per load, in alternating variant order: mount → first frame with rows, mount → every rendered row's cells
 * ready; keystrokes in 物品名称 of row 2 and of the middle row (scrolled to) → next frame; a digit typed in 单价
 * → the frame that shows the row's 金额 and the 合计 changed (ours: calculate is debounced 100 ms, the figure
 * includes it); a click on row 2's 删除 and on 添加 → the frame that shows the change. Commits per keystroke
 * come from separate loads of the React profiling build (the production react-dom never calls onRender).
 */
import { cpus } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import type { Page } from 'playwright-core';
import { ensureChromium } from '../scripts/ensure-chromium';
import type { KeyRecord } from './form-render/probe';
import { loadAverage, openBenchBrowser } from './form-render/benchBrowser';
import { fmt, median, table } from './form-render/stats';
import type { BenchPage, CalcResult, MountResult, Variant } from './child-table/protocol';

const ROWS = Number(process.env.BENCH_ROWS ?? 1000);
// at least 5 for figures worth recording; fewer only to try the bench out
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const KEYS_PER_LOAD = 5; // per cell and load: 5 loads → 25 keys per cell
const OPS_PER_LOAD = 4; // calculate checks, removes and pairs of adds (far, near) per load
const PROFILING_KEYS = 10;
const ALL_VARIANTS: Variant[] = ['engine', 'arraytable', 'arraytable-all'];
// arraytable-all only when asked: ArrayTable with every row mounted takes seconds per 100 rows to mount
const ASKED = (process.env.BENCH_VARIANTS ?? 'arraytable').split(',');
const VARIANTS = ALL_VARIANTS.filter((v) => v === 'engine' || ASKED.includes(v));
const LABELS: Record<Variant, string> = {
  engine: 'ours (table)',
  arraytable: 'ArrayTable (pages of 10)',
  'arraytable-all': 'ArrayTable (all rows)',
};
const VIEWPORT = { width: 1440, height: 900 };
const TOP_ROW = 1;
const MIDDLE_ROW = Math.floor(ROWS / 2);
const KEY_COLUMN = 'goodsName';

/** the page's window (not declared globally: bench/form-render.ts declares its own `__bench`) */
type W = { __bench: BenchPage };

type Flavour = 'production' | 'profiling';

async function buildPage(flavour: Flavour) {
  process.env.BENCH_FLAVOUR = flavour;
  await build({ configFile: path.resolve('bench/child-table/vite.config.ts'), mode: 'production' });
}

interface LoadResult {
  mount: MountResult;
  top: KeyRecord[];
  middle: KeyRecord[];
  calc: CalcResult[];
  remove: number[];
  /** 添加 with the table scrolled to the top: the new row is at the end, out of view */
  addFar: number[];
  /** 添加 again, the table already at its end */
  addNear: number[];
}

/** Types `count` keys into the cell; [] when the variant cannot bring the row into view (another page). */
async function typeInCell(page: Page, row: number, count: number): Promise<KeyRecord[]> {
  const focused = await page.evaluate(([r, c]) => (window as unknown as W).__bench.focusCell(r, c), [
    row,
    KEY_COLUMN,
  ] as const);
  if (!focused) return [];
  for (let i = 0; i < count; i++) {
    const before = await page.evaluate(() => (window as unknown as W).__bench.keyCount());
    await page.keyboard.press('a');
    await page.waitForFunction((n) => (window as unknown as W).__bench.keyCount() > n, before, { polling: 'raf' });
    // let late commits land in this key's count before the next one
    // eslint-disable-next-line no-restricted-syntax -- a benchmark paces its keystrokes; tests never wait a fixed time
    await page.waitForTimeout(60);
  }
  return page.evaluate(() => (window as unknown as W).__bench.takeKeys());
}

async function calcAfterKey(page: Page, row: number): Promise<CalcResult | undefined> {
  if (!(await page.evaluate((r) => (window as unknown as W).__bench.armCalc(r), row))) return undefined;
  await page.keyboard.press('7');
  // the page waits 500 ms after the key for the long tasks it sets off: the next one starts clean
  return page.evaluate(() => (window as unknown as W).__bench.calcResult());
}

async function rowChange(page: Page, kind: 'add' | 'remove', row = TOP_ROW): Promise<number | undefined> {
  if (!(await page.evaluate(([k, r]) => (window as unknown as W).__bench.armRowChange(k, r), [kind, row] as const)))
    return undefined;
  const selector = await page.evaluate(
    ([k, r]) =>
      k === 'add' ? (window as unknown as W).__bench.addSelector : (window as unknown as W).__bench.removeSelector(r),
    [kind, row] as const,
  );
  await page.click(selector);
  const ms = await page.evaluate(() => (window as unknown as W).__bench.rowChangeResult());
  // eslint-disable-next-line no-restricted-syntax -- let the change's trailing work settle before the next one
  await page.waitForTimeout(100);
  return ms;
}

async function load(page: Page, url: string, keys: number, ops: number): Promise<LoadResult> {
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as W).__bench !== undefined);
  const mount = await page.evaluate(() => (window as unknown as W).__bench.result);
  const top = keys ? await typeInCell(page, TOP_ROW, keys) : [];
  const middle = keys ? await typeInCell(page, MIDDLE_ROW, keys) : [];
  const result: LoadResult = { mount, top, middle, calc: [], remove: [], addFar: [], addNear: [] };
  for (let i = 0; i < ops; i++) {
    const calc = await calcAfterKey(page, TOP_ROW + 1 + i);
    if (calc) result.calc.push(calc);
  }
  for (let i = 0; i < ops; i++) {
    const ms = await rowChange(page, 'remove');
    if (ms !== undefined) result.remove.push(ms);
  }
  // each pair: back at the top, an add goes to the far end (out of view); the next one is near
  for (let i = 0; i < ops; i++) {
    await page.evaluate(() => (window as unknown as W).__bench.scrollToRow(0));
    for (const list of [result.addFar, result.addNear]) {
      const ms = await rowChange(page, 'add');
      if (ms !== undefined) list.push(ms);
    }
  }
  return result;
}

const p95 = (values: readonly number[]) => percentile(values, 95);

/** The nearest-rank percentile (p in 0..100); NaN for none. */
function percentile(values: readonly number[], p: number): number {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!finite.length) return NaN;
  return finite[Math.min(finite.length - 1, Math.ceil((p / 100) * finite.length) - 1)]!;
}

async function main() {
  ensureChromium();
  console.log('Building the benchmark page (production and profiling builds) …');
  await buildPage('production');
  await buildPage('profiling');
  const bench = await openBenchBrowser(path.resolve('.cache/bench-child-table-dist'), VIEWPORT);
  const { page } = bench;
  const url = (flavour: Flavour, variant: Variant) =>
    `${bench.baseUrl}/${flavour}/index.html?variant=${variant}&n=${ROWS}`;
  console.log(bench.machine);

  try {
    const runs = new Map<Variant, LoadResult[]>(VARIANTS.map((v) => [v, []]));
    for (const v of VARIANTS) await load(page, url('production', v), 1, 1); // warm-up, not counted
    for (let i = 0; i < LOADS; i++) {
      // alternate the order so neither side always runs first
      const order = i % 2 === 0 ? VARIANTS : [...VARIANTS].reverse();
      for (const v of order) runs.get(v)!.push(await load(page, url('production', v), KEYS_PER_LOAD, OPS_PER_LOAD));
      console.log(`  load ${i + 1}/${LOADS} done (load average ${loadAverage()})`);
    }
    const commits = new Map<Variant, KeyRecord[]>();
    for (const v of VARIANTS) {
      const r = await load(page, url('profiling', v), PROFILING_KEYS, 0);
      commits.set(v, [...r.top, ...r.middle]);
    }
    console.log(report(runs, commits));
    console.log(`(load average at the end ${loadAverage()}, ${cpus().length} CPUs)`);
  } finally {
    await bench.close();
  }
}

interface Metric {
  name: string;
  target?: string;
  digits?: number;
  value(v: Variant): number;
}

function report(runs: Map<Variant, LoadResult[]>, commits: Map<Variant, KeyRecord[]>): string {
  const all = <T>(v: Variant, pick: (r: LoadResult) => T[]) => runs.get(v)!.flatMap(pick);
  const keyMetrics = (where: 'top' | 'middle', row: number): Metric[] => [
    {
      name: `key → next frame, row ${row + 1} (ms, median)`,
      target: '≤ 12',
      value: (v) => median(all(v, (r) => r[where]).map((k) => k.toFrame)),
    },
    {
      name: '  p95',
      target: '≤ 12',
      value: (v) =>
        percentile(
          all(v, (r) => r[where]).map((k) => k.toFrame),
          95,
        ),
    },
    { name: '  key → input handled (median)', value: (v) => median(all(v, (r) => r[where]).map((k) => k.handled)) },
    // the page's own work for a key; the rest of "key → next frame" is waiting for the frame clock's next tick
    { name: '  key → input handled (p95)', value: (v) => p95(all(v, (r) => r[where]).map((k) => k.handled)) },
    {
      name: '  key → that frame rendered (median)',
      value: (v) => median(all(v, (r) => r[where]).map((k) => k.afterFrame)),
    },
  ];
  const metrics: Metric[] = [
    {
      name: 'mount → first frame with rows (ms)',
      target: '≤ 300',
      value: (v) => median(all(v, (r) => [r.mount.visible])),
    },
    {
      name: '  rows in the DOM at that frame',
      digits: 0,
      value: (v) => median(all(v, (r) => [r.mount.rowsAtVisible])),
    },
    { name: '  mount → rendered rows all cells ready', value: (v) => median(all(v, (r) => [r.mount.cellsReady])) },
    ...keyMetrics('top', TOP_ROW),
    ...keyMetrics('middle', MIDDLE_ROW),
    {
      name: 'React commits per key, to next frame',
      target: '1',
      digits: 0,
      value: (v) => median(commits.get(v)!.map((k) => k.commitsToFrame)),
    },
    {
      name: '  max before the next key',
      digits: 0,
      value: (v) => Math.max(...commits.get(v)!.map((k) => k.commitsTotal)),
    },
    { name: '删除 click → next frame (ms, median)', target: '≤ 50', value: (v) => median(all(v, (r) => r.remove)) },
    { name: '  p95', value: (v) => p95(all(v, (r) => r.remove)) },
    { name: '添加 at the top → new last row shown', target: '≤ 50', value: (v) => median(all(v, (r) => r.addFar)) },
    { name: '  p95', value: (v) => p95(all(v, (r) => r.addFar)) },
    { name: '添加 at the end → row shown (median)', target: '≤ 50', value: (v) => median(all(v, (r) => r.addNear)) },
    { name: '  p95', value: (v) => p95(all(v, (r) => r.addNear)) },
    {
      name: 'key in 单价 → 金额 shown (ms, median)',
      target: '100 + 1 frame',
      value: (v) => median(all(v, (r) => r.calc).map((c) => c.amount)),
    },
    {
      name: 'key in 单价 → 合计 shown (ms, median)',
      target: '100 + 1 frame',
      value: (v) => median(all(v, (r) => r.calc).map((c) => c.summary)),
    },
    {
      name: '  longest task in the 500 ms after that key',
      value: (v) => median(all(v, (r) => r.calc).map((c) => c.longestTask)),
    },
  ];
  const rows = metrics.map((m) => [m.name, m.target ?? '', ...VARIANTS.map((v) => fmt(m.value(v), m.digits ?? 1))]);
  const counts = VARIANTS.map((v) => {
    const top = all(v, (r) => r.top).length;
    const middle = all(v, (r) => r.middle).length;
    return `${LABELS[v]}: keys ${top}+${middle}, 单价 ${all(v, (r) => r.calc).length}, 删除 ${all(v, (r) => r.remove).length}, 添加 ${all(v, (r) => r.addFar).length}+${all(v, (r) => r.addNear).length}`;
  });
  const lines = [
    '',
    `== child table, ${ROWS} rows × 10 columns — medians of ${LOADS} page loads per variant`,
    `   samples: ${counts.join('; ')}`,
    table(['metric', 'target', ...VARIANTS.map((v) => LABELS[v])], rows),
    'Notes: ours recomputes 金额 100 ms after the last change (calculate debounce), and 合计 follows it: both',
    'figures include that 100 ms. ArrayTable has no 合计; its 金额 is a plain x-reactions fulfil, not debounced.',
    '添加 at the top: ours scrolls to the new row at the end (a new screenful of rows mounts); ArrayTable stays',
    'on its page and shows one more page in its pager (the row itself is not shown).',
    'Longest task: a main-thread task ≥ 50 ms (0: none) — a key typed then waits for it.',
    'Key → next frame counts the wait for the frame clock: a key handled just after a tick waits up to 16.7 ms',
    'for the next one whatever the page does; "input handled" is the page\'s own work for the key.',
    "ArrayTable (pages of 10) cannot scroll to the middle row (it is on page 51): '—'.",
  ];
  const notFilled = VARIANTS.filter((v) => runs.get(v)!.some((r) => !r.mount.viewportFilled));
  if (notFilled.length) lines.push(`WARNING: viewport not filled at the first frame for ${notFilled.join(', ')}`);
  return lines.join('\n');
}

await main();
