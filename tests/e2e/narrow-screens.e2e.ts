import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';

type Box = { x: number; y: number; width: number; height: number };

/** The page body never scrolls sideways: wide content (tables) scrolls inside its own box. */
async function noHorizontalOverflow(page: Page): Promise<void> {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(inner);
}

function overlaps(a: Box, b: Box): boolean {
  return (
    a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5
  );
}

/** Every visible item of the navbar (hamburger, brand, tools) lies inside the viewport and on no other. */
async function navbarItemsApart(page: Page, width: number): Promise<void> {
  const items = page.locator('[data-nav-left] > *, [data-nav-tools] > *, [data-nav-fold] > *');
  const boxes: Box[] = [];
  for (const item of await items.all()) {
    if (!(await item.isVisible())) continue;
    const b = await item.boundingBox();
    if (b && b.width > 0) boxes.push(b);
  }
  expect(boxes.length).toBeGreaterThanOrEqual(3);
  for (const [i, a] of boxes.entries()) {
    expect(a.x).toBeGreaterThanOrEqual(0);
    expect(a.x + a.width).toBeLessThanOrEqual(width + 0.5);
    for (const b of boxes.slice(i + 1)) expect(overlaps(a, b), JSON.stringify([a, b])).toBe(false);
  }
}

async function visibleBox(locator: Locator): Promise<Box> {
  await locator.waitFor({ state: 'visible' });
  const b = await locator.boundingBox();
  if (!b) throw new Error('no box');
  return b;
}

for (const size of [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
]) {
  describe(`narrow screens ${size.width}×${size.height}`, () => {
    let app: TestApp;
    let browser: BrowserSession;
    let page: Page;
    const shot = (name: string) => screenshot(page, `narrow-${size.width}-${name}`);

    beforeAll(async () => {
      app = await startTestApp();
      browser = await openBrowser(size);
      page = browser.page;
    });
    afterAll(async () => {
      await browser?.close();
      await app?.close();
    });

    test('login fits the width', async () => {
      await page.goto(app.url('/login'));
      const form = await visibleBox(page.getByPlaceholder('请输入密码'));
      expect(form.x).toBeGreaterThanOrEqual(0);
      expect(form.x + form.width).toBeLessThanOrEqual(size.width);
      await noHorizontalOverflow(page);
      await shot('login');
    });

    test('home: navbar items apart, the rest under "more"', async () => {
      await signIn(page, 'admin', 'Admin123');
      await page.waitForURL(/\/home$/);
      await page.locator('[data-nav-tools]').waitFor();
      await noHorizontalOverflow(page);
      await navbarItemsApart(page, size.width);
      await shot('home');
      const more = page.getByTestId('nav-more');
      if (size.width < 576) {
        // chat, language and settings folded under "more"; the gear there opens the settings drawer
        expect(await page.locator('[data-nav-fold]').getByTestId('settings-gear').isVisible()).toBe(false);
        await more.click();
        const gear = page.getByTestId('nav-more-tools').getByTestId('settings-gear');
        await gear.waitFor();
        await shot('home-more');
        await gear.click();
        await page.locator('.ant-drawer-content').first().waitFor();
        await page.keyboard.press('Escape');
        await page.locator('.ant-drawer-content').first().waitFor({ state: 'hidden' });
      } else {
        expect(await more.isVisible()).toBe(false);
        expect(await page.locator('[data-nav-fold]').getByTestId('settings-gear').isVisible()).toBe(true);
      }
    });

    test('a screen with a tree: the tree above the table, the table scrolls inside', async () => {
      await page.goto(app.url('/system/dictionary'));
      const tree = await visibleBox(page.locator('[data-screen-component="TreePanel"]'));
      const table = await visibleBox(page.locator('[data-screen-component="CrudTable"]'));
      if (size.width < 768) expect(tree.y + tree.height).toBeLessThanOrEqual(table.y);
      else expect(tree.x + tree.width).toBeLessThanOrEqual(table.x);
      expect(table.x + table.width).toBeLessThanOrEqual(size.width);
      await noHorizontalOverflow(page);
      await navbarItemsApart(page, size.width);
      await shot('dictionary');
    });

    test('the 新建 dialog fits the viewport', async () => {
      await page.locator('[data-screen-component="TreePanel"]').getByText('会员职务', { exact: true }).click();
      await page
        .getByRole('button', { name: /新\s*建/ })
        .first()
        .click();
      const dialog = await visibleBox(page.locator('.ant-modal-content:visible').first());
      expect(dialog.x).toBeGreaterThanOrEqual(0);
      expect(dialog.x + dialog.width).toBeLessThanOrEqual(size.width);
      await noHorizontalOverflow(page);
      await shot('dictionary-dialog');
      await page.getByRole('button', { name: /取\s*消/ }).click();
    });

    test('link menus: 会员数据大屏 says no host is configured, 使用帮助 carries no token', async () => {
      const openMenu = async (title: string) => {
        await page.getByTestId('hamburger').click();
        await page.locator('.ant-drawer-content:visible').getByText(title, { exact: true }).click();
      };
      await openMenu('会员数据大屏');
      await page.waitForURL(/\/dataScreen$/);
      await page.getByTestId('data-screen-missing').getByText('未配置数据大屏服务').waitFor();
      await noHorizontalOverflow(page);
      await shot('data-screen-missing');
      await openMenu('使用帮助');
      await page.waitForURL(/\/help$/);
      const open = page.getByTestId('external-link').getByTestId('external-open').first();
      await open.waitFor();
      expect(await open.getAttribute('href')).toBe('https://www.example.org/help');
      // no outside network here: the host cannot be reached and the page says so instead of a broken frame
      await page.getByTestId('external-unreachable').waitFor();
      expect(await page.locator('iframe').count()).toBe(0);
      await noHorizontalOverflow(page);
      await shot('help-unreachable');
    });
  });
}
