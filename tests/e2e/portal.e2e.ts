import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';

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
    const sidebar = page.locator('[data-region="sidebar"]');
    await sidebar.getByText('会员服务', { exact: true }).click();
    await sidebar.getByText('会员门户', { exact: true }).click();
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
