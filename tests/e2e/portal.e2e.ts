import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { openMenu, signIn } from './actions';

/**
 * Portals (docs/portals.md): /home shows the user's default portal with their real notices and messages, the
 * seeded 会员门户 menu (type 8) shows its cards instead of the placeholder, /memberInfo shows the member card.
 */
describe('portals', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;

  const card = (kind: string) => page.locator(`[data-testid="portal-card"][data-kind="${kind}"]`);

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('/home shows the default portal: notices, messages, today and shortcuts', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await page.waitForURL(/\/home$/);
    await expect.poll(() => card('notices').getByTestId('portal-message').count()).toBeGreaterThan(0);
    expect(await card('notices').innerText()).toContain('关于召开2026年学术年会的通知');
    await expect.poll(() => card('messages').getByTestId('portal-message').count()).toBeGreaterThan(0);
    await expect.poll(() => card('schedule').locator('[data-state="loading"]').count()).toBe(0);
    expect(await card('shortcuts').getByTestId('home-shortcut').count()).toBeGreaterThan(5);
    expect(await page.getByTestId('portal-switcher').count()).toBe(1);
    await screenshot(page, 'portal-home');
  });

  test('the 会员门户 menu shows its welcome, notices and registered members', async () => {
    await openMenu(page, '会员服务', '会员门户');
    await page.waitForURL(/\/portal\/memberService\.portal$/);
    await expect.poll(() => card('richText').innerText()).toContain('欢迎来到会员服务中心');
    await expect
      .poll(() => card('dataInterface').locator('.ant-table-tbody tr.ant-table-row').count())
      .toBeGreaterThan(0);
    expect(await page.getByText('该页面正在建设中').count()).toBe(0);
    await screenshot(page, 'portal-member-menu');
  });

  test('/memberInfo shows the signed-in member card with a QR code on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(app.url('/memberInfo'));
    await expect.poll(() => page.getByTestId('member-name').count()).toBe(1);
    expect(await page.getByTestId('member-name').innerText()).toBe('管理员');
    await expect.poll(() => page.getByTestId('member-qr').locator('svg').count()).toBe(1);
    expect(await page.getByTestId('member-no-record').count()).toBe(1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'portal-member-info-phone');
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});

describe('portal designer', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('an administrator drags a card to the right, saves, and /home shows it there after a reload', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await openMenu(page, '系统管理', '门户管理');
    await page.waitForURL(/\/system\/portal$/);
    const row = page.locator('.ant-table-row', { hasText: '默认门户' });
    await row.getByTestId('portal-design').click();
    const notices = page.locator('[data-testid="portal-design-card"][data-card="notices"]');
    await expect.poll(() => notices.count()).toBe(1);
    await screenshot(page, 'portal-designer-before');
    const grid = (await page.locator('[data-region="portal-design-grid"]').boundingBox())!;
    const handle = (await notices.locator('.portal-design-handle').boundingBox())!;
    const startX = handle.x + 20;
    const startY = handle.y + handle.height / 2;
    await page.mouse.move(startX, startY);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1)
      await page.mouse.move(startX + (grid.width / 2) * (step / 10), startY + 2);
    await page.mouse.up();
    await expect.poll(async () => (await notices.boundingBox())!.x - grid.x).toBeGreaterThan(grid.width / 2 - 20);
    const preview = page.locator('[data-region="portal-preview"] [data-testid="portal-card"][data-kind="notices"]');
    expect(await preview.getAttribute('style')).toMatch(/grid-area: \d+ \/ 7 \/ span \d+ \/ span 6;/);
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/visualdev/Portal/portal-default') && r.request().method() === 'PUT',
    );
    await page.getByTestId('portal-save').click();
    expect((await (await saved).json()).code).toBe(200);
    await screenshot(page, 'portal-designer-after');

    await page.goto(app.url('/home'));
    await page.reload();
    const homeNotices = page.locator('[data-testid="portal-card"][data-kind="notices"]');
    await expect.poll(() => homeNotices.count()).toBe(1);
    expect(await homeNotices.getAttribute('style')).toMatch(/grid-area: \d+ \/ 7 \/ span \d+ \/ span 6;/);
    await screenshot(page, 'portal-home-moved');
  });
});
