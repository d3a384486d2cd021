import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';
import { chooseLayout, openUserMenu, region, settle } from './shellActions';

/**
 * The shell's own pages, including those whose endpoints the server does not offer yet: each must render and
 * degrade to an empty or explanatory state, never a blank screen or a crash.
 */
describe('shell pages end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser({ width: 1440, height: 900 });
    page = browser.page;
    page.on('pageerror', (err) => errors.push(err.message));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('the login screen offers account, SMS and QR sign-in, and the public account screens', async () => {
    await page.goto(app.url('/login'));
    await page.getByTestId('tab-sms').click();
    await page.getByTestId('sms-send').click();
    await expect.poll(() => page.getByText('请输入手机号', { exact: true }).count()).toBeGreaterThan(0);
    await settle(page);
    await screenshot(page, 'login-sms');
    await page.getByTestId('tab-qr').click();
    // the server issues a ticket: the QR code shows it (the scan itself is covered by account.e2e.ts)
    await expect.poll(() => page.getByTestId('qr-code').isVisible()).toBe(true);
    await page.getByRole('link', { name: '注册账号' }).click();
    await page.waitForURL(/\/register$/);
    await page
      .getByTestId('register-form')
      .getByRole('button', { name: /注\s*册/ })
      .click();
    await expect.poll(() => page.getByText('请输入账号', { exact: true }).isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'register');
    await page.goto(app.url('/forget'));
    await page
      .getByTestId('forget-form')
      .getByRole('button', { name: /重置密码/ })
      .click();
    await expect.poll(() => page.getByText('新密码不能为空', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'forget');
  });

  test('dashboard, all menus and the email page render over what the server has', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await page.waitForURL(/\/home$/);
    await page.goto(app.url('/dashboard'));
    await expect.poll(() => page.getByTestId('dashboard-chart').locator('rect').count()).toBeGreaterThan(0);
    await settle(page);
    await screenshot(page, 'dashboard');
    await chooseLayout(page, 'functional');
    await region(page, 'topmenu').getByTestId('top-menu-more').hover();
    await page.getByText('全部菜单', { exact: true }).click();
    await page.waitForURL(/\/menuMore$/);
    await expect.poll(() => page.getByTestId('menu-card').count()).toBeGreaterThan(10);
    await screenshot(page, 'menu-more');
    await chooseLayout(page, 'classic');
    await page.goto(app.url('/emailDetail?id=42'));
    await expect.poll(() => page.getByTestId('email-detail-page').innerText()).toContain('42');
  });

  test('the profile tabs degrade to empty states while their endpoints are missing', async () => {
    await page.goto(app.url('/home'));
    await openUserMenu(page, 'profile');
    await expect.poll(() => page.getByTestId('base-info').innerText()).toContain('admin');
    for (const name of ['我的签名', '我的组织', '我的下属', '我的权限', '系统日志']) {
      await page.locator('.ant-tabs-tab').filter({ hasText: name }).click();
      await settle(page);
    }
    await page.locator('.ant-tabs-tab').filter({ hasText: '我的签名' }).click();
    await page.getByTestId('signature-new').click();
    const pad = page.getByTestId('signature-pad');
    await settle(page);
    expect(await pad.boundingBox()).toMatchObject({ width: 560, height: 300 });
    await page.getByTestId('signature-save').click();
    await expect.poll(() => page.getByText('请签名', { exact: true }).isVisible()).toBe(true);
    const at = (await pad.boundingBox())!;
    await page.mouse.move(at.x + 60, at.y + 150);
    await page.mouse.down();
    await page.mouse.move(at.x + 200, at.y + 80, { steps: 8 });
    await page.mouse.move(at.x + 320, at.y + 210, { steps: 8 });
    await page.mouse.up();
    await settle(page);
    await screenshot(page, 'signature-pad');
    expect(errors).toEqual([]);
  });

  test('the menu search finds a page by a fuzzy title and opens it from the keyboard', async () => {
    await page.goto(app.url('/home'));
    const box = page.getByTestId('menu-search');
    await box.fill('数据字');
    await expect.poll(() => page.getByTestId('menu-search-option').first().innerText()).toContain('数据字典');
    await box.press('ArrowDown');
    await box.press('ArrowUp');
    await box.press('Enter');
    await page.waitForURL(/\/system\/dictionary$/);
    await box.fill('billRule');
    await expect.poll(() => page.getByTestId('menu-search-option').first().innerText()).toContain('单据规则');
    await box.press('Escape');
    await expect.poll(() => page.getByTestId('menu-search-option').first().isVisible()).toBe(false);
    expect(await box.inputValue()).toBe('');
    expect(new URL(page.url()).pathname).toBe('/system/dictionary');
  });

  test('after many tabs the active tag stays in view, and the arrows scroll the strip', async () => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(app.url('/home'));
    const titles = ['数据字典', '单据规则', '菜单管理', '区域管理', '数据接口', '日程安排', '打印模板', '报表数据'];
    for (const title of [...titles, '组织管理', '用户管理', '角色管理', '岗位管理', '分组管理', '消息模板']) {
      await page.getByTestId('menu-search').fill(title);
      await expect.poll(() => page.getByTestId('menu-search-option').first().innerText()).toContain(title);
      await page.getByTestId('menu-search').press('Enter');
      await expect.poll(() => page.locator('[data-testid="tag"][data-active="true"]').innerText()).toBe(title);
    }
    const strip = page.getByTestId('tags-strip');
    const visible = async (locator: ReturnType<Page['locator']>) => {
      const [s, t] = [(await strip.boundingBox())!, (await locator.boundingBox())!];
      return t.x >= s.x - 1 && t.x + t.width <= s.x + s.width + 1;
    };
    const activeTag = page.locator('[data-testid="tag"][data-active="true"]');
    await expect.poll(() => visible(activeTag)).toBe(true);
    const home = page.locator('[data-testid="tag"][data-key="/home"]');
    expect(await visible(home)).toBe(false);
    await page.getByRole('button', { name: '向左滚动' }).click();
    await page.getByRole('button', { name: '向左滚动' }).click();
    await page.getByRole('button', { name: '向左滚动' }).click();
    await expect.poll(() => visible(home)).toBe(true);
    await settle(page);
    await screenshot(page, 'tags-scrolled-left');
    // choosing a page whose tag is off to the right brings it back into view
    await page.getByTestId('menu-search').fill('分组管理');
    await expect.poll(() => page.getByTestId('menu-search-option').first().innerText()).toContain('分组管理');
    await page.getByTestId('menu-search').press('Enter');
    await expect.poll(() => visible(activeTag)).toBe(true);
    expect(await activeTag.innerText()).toBe('分组管理');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('the system switch lists the user’s systems with the current one ticked', async () => {
    await page.goto(app.url('/home'));
    await page.getByTestId('system-switch').click();
    const items = page.getByTestId('system-item');
    await expect.poll(() => items.count()).toBe(2);
    expect(await page.locator('[data-testid="system-item"][data-current="true"]').innerText()).toContain(
      '学会管理平台',
    );
    await settle(page);
    await screenshot(page, 'system-switch');
    await page.getByPlaceholder('请输入关键词').fill('学术');
    await expect.poll(() => items.count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
