/**
 * The import wizard's preview of a large file (issue 12): 1,000 rows × 20 columns (texts, numbers, selects,
 * a multiple select, dates, a switch) in headless Chromium on a production build of bench/import-preview/.
 *   npx tsx bench/import-preview.ts      (BENCH_LOADS=5 page loads, BENCH_ROWS=1000, BENCH_BASELINE=<commit>
 *                                        for the preview files as of that commit)
 * Per load: a file is chosen in the upload step (the API answers at once), then the clock runs from the click
 * on 下一步 to the first frame that shows the preview's rows (target ≤ 500 ms), and from a click on the pager's
 * next page to the frame that shows that page.
 */
import path from 'node:path';
import { build } from 'vite';
import type { Page } from 'playwright-core';
import { ensureChromium } from '../scripts/ensure-chromium';
import { loadAverage, openBenchBrowser } from './form-render/benchBrowser';
import { fmt, median, table } from './form-render/stats';
import type { Shown } from './import-preview/main';

const ROWS = Number(process.env.BENCH_ROWS ?? 1000);
// at least 5 for figures worth recording; fewer only to try the bench out
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const VIEWPORT = { width: 1440, height: 900 };

type W = { __bench: { armPreview(): void; armPage(): void; result(): Promise<Shown> } };

async function clickAndWait(page: Page, arm: 'armPreview' | 'armPage', selector: string): Promise<Shown> {
  await page.evaluate((a) => (window as unknown as W).__bench[a](), arm);
  await page.click(selector);
  return page.evaluate(() => (window as unknown as W).__bench.result());
}

async function load(page: Page, url: string) {
  await page.goto(url);
  await page.waitForSelector('[data-import-wizard-step="0"]');
  await page.setInputFiles('[data-import-wizard-step="0"] input[type="file"]', {
    name: 'bench.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('PK'),
  });
  await page.waitForSelector('text=bench.xlsx');
  const preview = await clickAndWait(page, 'armPreview', '.ant-modal-footer .ant-btn-primary');
  const next = await clickAndWait(page, 'armPage', '[data-import-step="preview"] .ant-pagination-next');
  return { preview, next };
}

async function main() {
  ensureChromium();
  console.log('Building the benchmark page …');
  await build({ configFile: path.resolve('bench/import-preview/vite.config.ts'), mode: 'production' });
  const bench = await openBenchBrowser(path.resolve('.cache/bench-import-preview-dist'), VIEWPORT);
  console.log(bench.machine);
  try {
    const url = `${bench.baseUrl}/index.html?n=${ROWS}`;
    await load(bench.page, url); // warm-up, not counted
    const runs: Awaited<ReturnType<typeof load>>[] = [];
    for (let i = 0; i < LOADS; i++) runs.push(await load(bench.page, url));
    const ms = (pick: (r: (typeof runs)[number]) => Shown) => runs.map((r) => pick(r).ms);
    const first = runs[0]!;
    console.log(`\n== import preview, ${ROWS} rows × 20 columns — ${LOADS} page loads`);
    console.log(
      table(
        ['metric', 'target', 'median', 'max', 'rows / cells in the DOM'],
        [
          [
            '下一步 → preview rows shown (ms)',
            '≤ 500',
            fmt(median(ms((r) => r.preview)), 1),
            fmt(Math.max(...ms((r) => r.preview)), 1),
            `${first.preview.rows} / ${first.preview.cells}`,
          ],
          [
            'next page → its rows shown (ms)',
            '',
            fmt(median(ms((r) => r.next)), 1),
            fmt(Math.max(...ms((r) => r.next)), 1),
            `${first.next.rows} / ${first.next.cells}`,
          ],
        ],
      ),
    );
    console.log(`(load average at the end ${loadAverage()})`);
  } finally {
    await bench.close();
  }
}

await main();
