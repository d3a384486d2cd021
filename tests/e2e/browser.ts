import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_PATH } from '../../scripts/ensure-chromium';

/** Flags that keep Debian's Chromium quiet on a machine without outside network (docs/testing.md). */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** A fresh browser profile per suite: no cookies or storage leak between suites. */
/** `hasTouch`: a touch screen, for page.tap() (a finger has no hover) */
export async function openBrowser(
  viewport = { width: 1440, height: 900 },
  options: { hasTouch?: boolean } = {},
): Promise<BrowserSession> {
  const dir = mkdtempSync(path.join(tmpdir(), 'jnpf-e2e-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: FLAGS,
    viewport,
    locale: 'zh-CN',
    hasTouch: options.hasTouch ?? false,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const SHOT_DIR = path.resolve('test-results/screenshots');

/**
 * Waits until the screen has settled as a person would see it: no finite CSS animation or transition still
 * running (antd's fades, zooms, ink bars, loading veils) for two frames in a row. Endless ones (spinners)
 * do not count. Motion starts a frame or two after a click, so the check begins after two frames.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const moving = () =>
      document
        .getAnimations()
        .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    await frame();
    await frame();
    const until = performance.now() + 5000;
    let calm = 0;
    while (calm < 2 && performance.now() < until) {
      calm = moving() ? 0 : calm + 1;
      await frame();
    }
  });
}

/** Screenshots are kept under test-results/ for people to look at (failures and the views we check). */
export async function screenshot(page: Page, name: string): Promise<string> {
  await settle(page);
  mkdirSync(SHOT_DIR, { recursive: true });
  const file = path.join(SHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
