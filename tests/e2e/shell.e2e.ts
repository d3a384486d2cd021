import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';
import {
  box,
  chooseLayout,
  closeDrawer,
  openSettings,
  openUserMenu,
  pickLanguage,
  region,
  settle,
  storedSettings,
  signOutViaMenu,
  tag,
  tagMenuAction,
} from './shellActions';

/** The shell (issue 4) as a person uses it: layouts, tabs, language, lock screen, settings. */
describe('shell end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser({ width: 1440, height: 900 });
    page = browser.page;
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await page.waitForURL(/\/home$/);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('classic: 210px sidebar with the brand, navbar, tags and main beside it', async () => {
    await chooseLayout(page, 'classic');
    const sidebar = await box(page, 'sidebar');
    const navbar = await box(page, 'navbar');
    expect(sidebar?.width).toBe(210);
    expect(navbar?.x).toBe(210);
    expect(await box(page, 'tags')).not.toBeNull();
    expect((await box(page, 'main'))?.x).toBe(210);
    expect(await box(page, 'topmenu')).toBeNull();
    await page.getByTestId('hamburger').click();
    await expect.poll(async () => (await box(page, 'sidebar'))?.width).toBe(64);
    await page.getByTestId('hamburger').click();
    await expect.poll(async () => (await box(page, 'sidebar'))?.width).toBe(210);
    await screenshot(page, 'layout-classic');
  });

  test('functional: the whole menu on top, floor(width/116) slots with the rest under more', async () => {
    await chooseLayout(page, 'functional');
    expect(await box(page, 'sidebar')).toBeNull();
    const navbar = await box(page, 'navbar');
    expect(navbar?.x).toBe(0);
    expect(navbar?.width).toBe(1440);
    const top = await box(page, 'topmenu');
    expect(top).not.toBeNull();
    const items = region(page, 'topmenu').locator(
      '.ant-menu-root > li.ant-menu-item, .ant-menu-root > li.ant-menu-submenu',
    );
    const slots = Math.floor(top!.width / 116);
    await expect.poll(() => items.count()).toBeLessThanOrEqual(slots);
    expect(await page.getByTestId('top-menu-more').count()).toBe(1);
    await screenshot(page, 'layout-functional');
  });

  test('plain: full-width top bar and an icon column', async () => {
    await chooseLayout(page, 'plain');
    const sidebar = await box(page, 'sidebar');
    expect(sidebar?.width).toBe(64);
    expect((await box(page, 'navbar'))?.width).toBe(1440);
    expect(sidebar!.y).toBeGreaterThanOrEqual(50);
    await screenshot(page, 'layout-plain');
  });

  test('blend: first level on top, the chosen entry’s children on the left', async () => {
    await chooseLayout(page, 'blend');
    await region(page, 'topmenu').getByText('系统管理', { exact: true }).click();
    const sidebar = region(page, 'sidebar');
    await expect.poll(() => sidebar.getByText('数据字典', { exact: true }).isVisible()).toBe(true);
    expect(await sidebar.getByText('用户管理', { exact: true }).count()).toBe(0);
    await sidebar.getByText('数据字典', { exact: true }).click();
    await page.waitForURL(/\/system\/dictionary$/);
    expect((await box(page, 'sidebar'))?.width).toBe(210);
    // whatever page the dictionary is by now (placeholder or screen), let it finish loading
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => region(page, 'main').locator('.ant-spin-spinning, [data-testid="spinner"]').count())
      .toBe(0);
    await settle(page);
    await screenshot(page, 'layout-blend');
    await chooseLayout(page, 'classic');
  });

  test('below 992px the sidebar closes and opens as an overlay', async () => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(app.url('/home'));
    await page.locator('[data-device="mobile"]').waitFor();
    expect(await box(page, 'sidebar')).toBeNull();
    expect((await box(page, 'navbar'))?.x).toBe(0);
    await screenshot(page, 'layout-classic-mobile');
    await page.getByTestId('hamburger').click();
    await expect.poll(async () => (await box(page, 'sidebar'))?.width).toBe(210);
    await settle(page);
    await screenshot(page, 'layout-classic-mobile-open');
    await region(page, 'sidebar').getByText('首页', { exact: true }).click();
    await expect.poll(async () => box(page, 'sidebar')).toBeNull();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.locator('[data-device="desktop"]').waitFor();
    expect((await box(page, 'sidebar'))?.width).toBe(210);
  });

  test('a tab keeps what was typed while switching away and back, and loses it once closed', async () => {
    await openUserMenu(page, 'profile');
    await page.waitForURL(/\/profile$/);
    await page.getByTestId('profile-edit').click();
    const signature = page.getByTestId('profile-signature');
    await signature.fill('still here');
    await tag(page, '/home').click();
    await page.waitForURL(/\/home$/);
    await tag(page, '/profile').click();
    await page.waitForURL(/\/profile$/);
    expect(await signature.inputValue()).toBe('still here');
    await tag(page, '/profile').getByTestId('tag-close').click();
    await page.waitForURL(/\/home$/);
    expect(await tag(page, '/profile').count()).toBe(0);
    await openUserMenu(page, 'profile');
    await page.waitForURL(/\/profile$/);
    await expect.poll(() => page.getByTestId('profile-edit').isVisible()).toBe(true);
    await page.getByTestId('profile-edit').click();
    expect(await page.getByTestId('profile-signature').inputValue()).not.toBe('still here');
  });

  test('the tab context menu refreshes, closes others and closes all but home', async () => {
    await page.goto(app.url('/dashboard'));
    await page.getByTestId('dashboard-page').waitFor();
    const { width } = await tagMenuAction(page, '/dashboard', '关闭其他');
    expect(width).toBe(105);
    await expect.poll(() => page.getByTestId('tag').count()).toBe(2);
    // refresh mounts the view afresh (through /redirect), so a half-typed form is gone
    await openUserMenu(page, 'profile');
    await page.getByTestId('profile-edit').click();
    await page.getByTestId('profile-signature').fill('before refresh');
    await tagMenuAction(page, '/profile', '刷新');
    await page.waitForURL(/\/profile$/);
    await expect.poll(() => page.getByTestId('profile-edit').isVisible()).toBe(true);
    expect(await page.getByTestId('profile-signature').count()).toBe(0);
    await tagMenuAction(page, '/home', '关闭所有');
    await page.waitForURL(/\/home$/);
    expect(await page.getByTestId('tag').count()).toBe(1);
    expect(await tag(page, '/home').getByTestId('tag-close').count()).toBe(0);
  });

  test('switching language changes menu titles, the date picker and validation messages, without reload', async () => {
    await page.goto(app.url('/home'));
    await openUserMenu(page, 'profile');
    await page.getByTestId('profile-edit').click();
    // a marker on window proves that no switch reloads the page
    const marker = await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = Date.now()));
    // the weekday row shows dayjs's locale: Sunday first in English and zh-tw, Monday first in zh-cn
    const expectations = [
      {
        lng: 'en',
        home: 'Home',
        picker: 'Select date',
        week: 'SuMoTuWeThFrSa',
        required: 'The old password is required',
      },
      { lng: 'zhtw', home: '首頁', picker: '請選擇日期', week: '日一二三四五六', required: '舊密碼不能為空' },
      { lng: 'zh', home: '首页', picker: '请选择日期', week: '一二三四五六日', required: '旧密码不能为空' },
    ] as const;
    for (const want of expectations) {
      await pickLanguage(page, want.lng);
      const sidebar = region(page, 'sidebar');
      await expect.poll(() => sidebar.getByText(want.home, { exact: true }).count()).toBe(1);
      expect(await tag(page, '/home').innerText()).toBe(want.home);
      const picker = page
        .locator('[data-testid="profile-birthday"] input, input[data-testid="profile-birthday"]')
        .first();
      expect(await picker.getAttribute('placeholder')).toBe(want.picker);
      await picker.click();
      const weekRow = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) thead');
      await expect.poll(async () => (await weekRow.allInnerTexts()).join('').replace(/\s/g, '')).toBe(want.week);
      await page.keyboard.press('Escape');
      await weekRow.waitFor({ state: 'detached' }).catch(() => undefined);
      await page.getByTestId('profile-tab-password').click();
      await page.getByTestId('change-password-submit').click();
      await expect.poll(() => page.getByText(want.required, { exact: true }).isVisible()).toBe(true);
      await settle(page);
      await screenshot(page, `language-${want.lng}`);
      await page.locator('.ant-tabs-tab').first().click();
    }
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(marker);
  });

  test('lock screen: the wrong password shows the server message, the right one unlocks', async () => {
    await openUserMenu(page, 'lock');
    await page.waitForURL(/\/lockScreen$/);
    await expect.poll(() => page.getByTestId('lock-user').innerText()).toContain('admin');
    await page.goto(app.url('/home'));
    await page.waitForURL(/\/lockScreen$/);
    await page.getByTestId('lock-password').fill('not-the-password');
    await page.getByTestId('lock-password').press('Enter');
    await expect.poll(() => page.getByTestId('lock-error').innerText()).toContain('账号或密码错误');
    await screenshot(page, 'lock-screen-wrong-password');
    await page.getByTestId('lock-password').fill('Admin123');
    await page.getByTestId('lock-password').press('Enter');
    await page.waitForURL(/\/home$/);
    await page.goto(app.url('/dashboard'));
    await page.waitForURL(/\/dashboard$/);
  });

  test('settings persist across a reload', async () => {
    await page.goto(app.url('/home'));
    await openSettings(page);
    await page.getByTestId('layout-functional').click();
    await page.getByTestId('theme-red').click();
    await page.getByTestId('sidebar-light').click();
    await page.getByTestId('switch-tagsView').click();
    await closeDrawer(page);
    await page.reload();
    await page.locator('[data-layout="functional"]').waitFor();
    expect(await box(page, 'tags')).toBeNull();
    expect(await storedSettings(page)).toMatchObject({
      layoutType: 'functional',
      theme: 'red',
      sidebarTheme: 'light',
      tagsView: false,
    });
    await openSettings(page);
    expect(await page.getByTestId('theme-red').getAttribute('aria-pressed')).toBe('true');
    await settle(page);
    await screenshot(page, 'settings-after-reload');
    await page.getByTestId('settings-reset').click();
    await closeDrawer(page);
    await page.locator('[data-layout="classic"]').waitFor();
  });

  test('a user with incomplete identity information must complete it or sign out', async () => {
    await signOutViaMenu(page);
    await signIn(page, 'sunli', 'User1234');
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('supplement-go') });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator('.ant-modal-close').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    expect(await dialog.isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'information-supplement');
    await page.getByTestId('supplement-go').click();
    await page.waitForURL(/\/profile$/);
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  test('signing in again shows the last sign-in at the bottom right', async () => {
    await signOutViaMenu(page);
    await signIn(page, 'admin', 'Admin123');
    const reminder = page.getByTestId('login-reminder');
    await expect.poll(() => reminder.isVisible()).toBe(true);
    expect(await reminder.innerText()).toMatch(/上次登录时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    const where = await page.locator('.ant-notification-bottomRight').boundingBox();
    expect(where && where.x > 700 && where.y > 500).toBe(true);
    await screenshot(page, 'login-reminder');
  });
});
