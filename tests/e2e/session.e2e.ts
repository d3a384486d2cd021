import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn, storedToken } from './actions';

/** The foundation, the way a person uses it: sign in, see the server's menu, reload, deep links, sign out. */
describe('session end to end', () => {
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

  test('the login screen is what an anonymous visitor sees', async () => {
    await page.goto(app.url('/'));
    await page.waitForURL(/\/login\?redirect=/);
    await expect.poll(() => page.getByRole('button', { name: /登\s*录/ }).isVisible()).toBe(true);
    await screenshot(page, 'login');
  });

  test('wrong password shows the server message and stays on /login', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'wrong-password', { expectSuccess: false });
    await expect.poll(() => page.getByTestId('login-error').innerText()).toContain('账号或密码错误');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  test('signing in lands on /home with the sidebar menu the server returned', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await page.waitForURL(/\/home$/);
    const token = await storedToken(page);
    const menus = await app.currentUserMenus(token);
    const sidebar = page.locator('[data-region="sidebar"]');
    for (const top of menus)
      await expect.poll(() => sidebar.getByText(top.fullName, { exact: true }).count()).toBeGreaterThan(0);
    expect(await sidebar.locator('[data-menu-path]').count()).toBeGreaterThanOrEqual(menus.length + 1);
    await expect.poll(() => page.getByTestId('home-page').innerText()).toContain('欢迎回来');
    expect(await page.title()).toMatch(/首页 - /);
    await screenshot(page, 'home-classic');
  });

  test('a menu page opens from the sidebar and survives a reload', async () => {
    const sidebar = page.locator('[data-region="sidebar"]');
    await sidebar.getByText('系统管理', { exact: true }).click();
    await sidebar.getByText('数据字典', { exact: true }).click();
    await page.waitForURL(/\/system\/dictionary$/);
    await page.reload();
    await page.waitForURL(/\/system\/dictionary$/);
    await expect.poll(() => page.locator('[data-region="main"]').isVisible()).toBe(true);
    expect(await storedToken(page)).toMatch(/^Bearer /);
  });

  test('an unknown path goes to /404', async () => {
    await page.goto(app.url('/no/such/page'));
    await page.waitForURL(/\/404$/);
    await expect.poll(() => page.getByTestId('not-found').isVisible()).toBe(true);
  });

  test('signing out asks first, then returns to /login', async () => {
    await page.goto(app.url('/home'));
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-logout').click();
    const dialog = page.locator('.ant-modal-confirm');
    await expect.poll(() => dialog.locator('.ant-modal-confirm-title').innerText()).toBe('您确定要退出应用程序吗?');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('a deep link while signed out returns there after sign-in', async () => {
    await page.goto(app.url('/system/dictionary'));
    await page.waitForURL(/\/login\?redirect=%2Fsystem%2Fdictionary/);
    await signIn(page, 'admin', 'Admin123');
    await page.waitForURL(/\/system\/dictionary$/);
  });

  test('a token revoked on the server sends the next call back to /login', async () => {
    const token = await storedToken(page);
    expect(token).toMatch(/^Bearer /);
    await app.revoke(token!);
    // the toast lives 1.5 s: watch for it while the reload and the redirect happen
    const toast = page.getByText('登录过期,请重新登录').first().waitFor({ state: 'visible', timeout: 15000 });
    await page.reload();
    await toast;
    await page.waitForURL(/\/login/);
    await screenshot(page, 'revoked-token');
    expect(await storedToken(page)).toBeNull();
  });

  test('a normal user sees fewer menus than the administrator', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'zhangwei', 'User1234');
    await page.waitForURL(/\/home$/);
    const token = await storedToken(page);
    const mine = await app.currentUserMenus(token);
    const adminToken = await app.login('admin', 'Admin123');
    const admins = await app.currentUserMenus(adminToken);
    const count = (list: { children?: unknown[] | null }[]): number =>
      list.reduce((n, m) => n + 1 + count((m.children ?? []) as { children?: unknown[] | null }[]), 0);
    expect(count(mine)).toBeLessThan(count(admins));
    const sidebar = page.locator('[data-region="sidebar"]');
    await expect.poll(() => sidebar.locator('[data-menu-path]').count()).toBe(1 + mine.length);
  });
});
