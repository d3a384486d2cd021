import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_PATH } from '../../scripts/ensure-chromium';
import { serveStatic } from './staticServer';

/** The machine's load average now, as the benches print it next to every figure. */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

export interface BenchBrowser {
  page: Page;
  /** where the built bench page is served */
  baseUrl: string;
  /** Chromium's version, the viewport, the CPUs and the load at start, for the report's first line */
  machine: string;
  close(): Promise<void>;
}

/**
 * What the in-browser benches share: their built page served statically and one headless Chromium with a
 * throw-away profile (no background networking to disturb the timings); page errors are printed.
 */
export async function openBenchBrowser(distDir: string, viewport: { width: number; height: number }) {
  const server = await serveStatic(distDir);
  const profile = mkdtempSync(path.join(tmpdir(), 'jnpf-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (error) => console.error('page error:', error.message));
  const version = execFileSync(CHROMIUM_PATH, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  const machine =
    `${version} headless, viewport ${viewport.width}×${viewport.height}, ` +
    `${cpus().length} CPUs, load average at start ${loadAverage()}`;
  const browser: BenchBrowser = {
    page,
    baseUrl: server.url,
    machine,
    async close() {
      await context.close();
      await server.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
  return browser;
}
