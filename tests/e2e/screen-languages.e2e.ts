import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';

/**
 * Screens follow the language picked in the settings drawer, live (docs/screen-dialect.md#languages): the
 * dictionary screen's columns, search and dialog in English, then the menus and the user screen in traditional
 * Chinese, with no simplified 组织管理 beside 組織權限.
 */
describe('screens in English and traditional Chinese', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;

  const main = () => page.locator('main');
  const sidebar = () => page.locator('[data-region="sidebar"]');
  const headers = () => main().locator('.ant-table-thead th').allInnerTexts();

  async function pickLanguage(short: string) {
    await page.getByTestId('settings-gear').click();
    const drawer = page.getByTestId('settings-drawer');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await drawer.locator('.ant-segmented-item', { hasText: short }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
  }

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

  test('the dictionary screen switches to English where it stands, its dialog too', async () => {
    await page.goto(app.url('/system/dictionary'));
    await expect.poll(() => main().getByText('学历', { exact: true }).first().isVisible()).toBe(true);
    await expect.poll(headers).toContain('名称');
    await main().getByPlaceholder('请输入关键词查询').fill('本科');
    await main().getByPlaceholder('请输入关键词查询').press('Enter');

    await pickLanguage('EN');
    await expect.poll(headers).toContain('Name');
    expect(await headers()).toContain('Status');
    expect(await headers()).not.toContain('名称');
    // the search made before the switch is still there
    expect(await main().getByPlaceholder('Search by keyword').inputValue()).toBe('本科');
    expect(
      await main()
        .getByRole('button', { name: /Search/ })
        .count(),
    ).toBeGreaterThan(0);
    await expect.poll(() => sidebar().getByText('Data dictionary', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'languages-dictionary-en');

    await main().locator('.ant-btn', { hasText: /^New$/ }).first().click();
    const dialog = page.locator('.ant-modal').last();
    await expect.poll(() => dialog.locator('.ant-modal-title').innerText()).toBe('New dictionary entry');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => dialog.locator('.ant-formily-item-error-help').allInnerTexts()).toContain('Enter the name');
    await screenshot(page, 'languages-dictionary-dialog-en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.locator('.ant-modal:visible').count()).toBe(0);
  });

  test('traditional Chinese: the user screen and its menus read traditional only', async () => {
    await pickLanguage('繁體');
    await page.goto(app.url('/permission/user'));
    await expect.poll(headers).toContain('帳戶');
    expect(await main().getByPlaceholder('請輸入帳戶、姓名或手機號').count()).toBe(1);
    await expect.poll(() => page.title()).toContain('使用者管理');
    await screenshot(page, 'languages-user-zhtw');
    // the section and its screens in the sidebar (opened as a person does when it is closed)
    const section = sidebar().getByText('組織權限', { exact: true });
    await expect.poll(() => section.isVisible()).toBe(true);
    if (!(await sidebar().getByText('組織管理', { exact: true }).isVisible())) await section.click();
    await expect.poll(() => sidebar().getByText('組織管理', { exact: true }).isVisible()).toBe(true);
    expect(await sidebar().getByText('使用者管理', { exact: true }).isVisible()).toBe(true);
    expect(await sidebar().getByText('组织管理', { exact: true }).count()).toBe(0);
    await screenshot(page, 'languages-menus-zhtw');

    await pickLanguage('EN');
    await expect.poll(headers).toContain('Account');
    await screenshot(page, 'languages-user-en');
    await page.goto(app.url('/system/dictionary'));
    await pickLanguage('繁體');
    await expect.poll(headers).toContain('名稱');
    await screenshot(page, 'languages-dictionary-zhtw');
  });
});
