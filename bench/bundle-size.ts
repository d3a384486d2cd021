/**
 * Bundle budget: the JavaScript and CSS a browser loads to show /login, measured in headless Chromium
 * against the production build served by the real server, with gzip sizes (level 9) computed from dist/.
 *   npx tsx bench/bundle-size.ts        (builds first when dist/ is missing)
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../server/start';
import { CHROMIUM_PATH, ensureChromium } from '../scripts/ensure-chromium';

const distDir = path.resolve('dist');
if (!existsSync(path.join(distDir, 'index.html'))) execSync('npx vite build', { stdio: 'inherit' });
ensureChromium();

const dataDir = mkdtempSync(path.join(tmpdir(), 'jnpf-bench-'));
const server = await startServer({ dataDir, port: 0, distDir, databaseUrl: '' });
const profile = mkdtempSync(path.join(tmpdir(), 'jnpf-bench-profile-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = context.pages()[0] ?? (await context.newPage());
const assets = new Set<string>();
page.on('response', (res) => {
  const url = new URL(res.url());
  if (/\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
});
await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
await page.getByRole('button').first().waitFor();
await context.close();
await server.close();
rmSync(profile, { recursive: true, force: true });
rmSync(dataDir, { recursive: true, force: true });

const rows = [...assets].sort().map((asset) => {
  const bytes = readFileSync(path.join(distDir, asset));
  return {
    asset,
    kind: asset.endsWith('.css') ? 'css' : 'js',
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
  };
});
const kb = (n: number) => (n / 1024).toFixed(1);
console.log('\nAssets loaded by /login (production build)');
for (const r of rows)
  console.log(`  ${r.kind.padEnd(4)} ${kb(r.raw).padStart(8)} KB raw ${kb(r.gzip).padStart(7)} KB gzip  ${r.asset}`);
for (const kind of ['js', 'css']) {
  const list = rows.filter((r) => r.kind === kind);
  const raw = list.reduce((n, r) => n + r.raw, 0);
  const gz = list.reduce((n, r) => n + r.gzip, 0);
  console.log(`login route ${kind.toUpperCase()}: ${list.length} files, ${kb(raw)} KB raw, ${kb(gz)} KB gzip`);
}
