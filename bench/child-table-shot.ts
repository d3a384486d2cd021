/**
 * Screenshots of the child-table benchmark page (the last build in .cache/bench-child-table-dist/production):
 *   npx tsx bench/child-table-shot.ts [out-prefix]   → <prefix>-mount.png, <prefix>-focused.png
 * To look at the cells as a user sees them after a change to the table (run bench/child-table.ts once first).
 */
import path from 'node:path';
import { openBenchBrowser } from './form-render/benchBrowser';

const prefix = process.argv[2] ?? '/tmp/shots/child-table';
const bench = await openBenchBrowser(path.resolve('.cache/bench-child-table-dist'), { width: 1440, height: 900 });
try {
  const { page } = bench;
  await page.goto(`${bench.baseUrl}/production/index.html?variant=engine&n=1000`);
  await page.waitForFunction(() => (window as unknown as { __bench?: unknown }).__bench !== undefined);
  await page.waitForSelector('.jnpf-input-table [data-row-index="3"] [data-field="goodsName"] input');
  await page.screenshot({ path: `${prefix}-mount.png` });
  await page.click('.jnpf-input-table [data-row-index="1"] [data-field="goodsName"] input');
  await page.keyboard.type('x');
  await page.hover('.jnpf-input-table [data-row-index="2"] [data-field="unit"]');
  await page.screenshot({ path: `${prefix}-focused.png` });
} finally {
  await bench.close();
}
