import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';
import { tag } from './shellActions';
import { screenVersions } from '../../server/db/schema';

/**
 * Screens served by the server (issue 16): an administrator saves a changed dictionary screen through the Screen
 * API; zhangwei, whose app was loaded before the save, opens 数据字典 and sees the change without the app being
 * rebuilt or reloaded; a rollback restores the default on the next open; a broken save is refused with its place.
 */
describe('a stored screen override reaches another user', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  let admin: string;
  const NAME = 'system/dictionary.page';
  const URL_NAME = `/api/system/Screen/${encodeURIComponent(NAME)}`;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test edits deep nodes of a screen file
  const fileDefault = (): Record<string, any> => JSON.parse(readFileSync(`schemas/${NAME}.json`, 'utf8'));
  const header = (title: string) =>
    page.locator('[data-screen-component="CrudTable"] th').filter({ hasText: new RegExp(`^${title}$`) });
  const searchLabel = (label: string) =>
    page.locator('[data-screen-component="SearchBar"] label').filter({ hasText: new RegExp(`^${label}$`) });

  const openDictionary = async () => {
    const sidebar = page.locator('[data-region="sidebar"]');
    if (!(await sidebar.getByText('数据字典', { exact: true }).isVisible()))
      await sidebar.getByText('系统管理', { exact: true }).click();
    await sidebar.getByText('数据字典', { exact: true }).click();
    await page.waitForURL(/\/system\/dictionary$/);
  };

  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.login('admin', 'Admin123');
    browser = await openBrowser();
    page = browser.page;
    page.setDefaultTimeout(10_000);
    await page.goto(app.url('/login'));
    await signIn(page, 'zhangwei', 'User1234');
    // a reload of the app would drop this
    await page.evaluate(() => Object.assign(window, { loadedBeforeTheSave: true }));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('a saved change is what the next open shows, without reloading the app', async () => {
    const changed = fileDefault();
    changed.properties.dataTable['x-component-props'].columns[0].title = '字典名称';
    changed.properties.search.properties.enCode = {
      type: 'string',
      title: '字典编码',
      'x-decorator': 'FormItem',
      'x-component': 'Input',
    };
    const saved = await app.api('PUT', URL_NAME, { token: admin, json: { schema: changed, comment: 'e2e' } });
    expect(saved.code).toBe(200);

    await openDictionary();
    await expect.poll(() => header('字典名称').first().isVisible()).toBe(true);
    expect(await header('名称').count()).toBe(0);
    await expect.poll(() => searchLabel('字典编码').count()).toBe(1);
    expect(await page.evaluate(() => (window as { loadedBeforeTheSave?: boolean }).loadedBeforeTheSave)).toBe(true);
    await screenshot(page, 'screen-override-dictionary');
  });

  test('a rollback to the default is seen once the screen is opened again', async () => {
    const back = await app.api('POST', `${URL_NAME}/Actions/Rollback`, { token: admin, json: {} });
    expect(back.code).toBe(200);
    await tag(page, '/system/dictionary').getByTestId('tag-close').click();
    await expect.poll(() => header('字典名称').count()).toBe(0);
    await openDictionary();
    await expect.poll(() => header('名称').first().isVisible()).toBe(true);
    expect(await searchLabel('字典编码').count()).toBe(0);
    expect(await page.evaluate(() => (window as { loadedBeforeTheSave?: boolean }).loadedBeforeTheSave)).toBe(true);
  });

  test('a broken save is refused with the JSON pointer of the bad node, and the screen is unchanged', async () => {
    const broken = fileDefault();
    broken.properties.dataTable['x-component-props'].api = 'dictionaryData.gone';
    const refused = await app.api('PUT', URL_NAME, { token: admin, json: { schema: broken, comment: 'bad' } });
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain('/properties/dataTable/x-component-props/api');
    const served = await app.api<{ source: string }>('GET', URL_NAME, { token: admin });
    expect(served.data.source).toBe('default');
  });
  test('a stored schema the app cannot use falls back, with a notice for administrators only', async () => {
    // as if the app had dropped an API after the save: the server's check passed then, the app's fails now
    const broken = fileDefault();
    broken.properties.dataTable['x-component-props'].api = 'dictionaryData.gone';
    broken.properties.dataTable['x-component-props'].columns[0].title = '坏版本';
    await app.server.database.db
      .insert(screenVersions)
      .values({ id: 'e2e-broken', name: NAME, version: 100, schema: broken, comment: 'e2e', createdBy: 'admin' });

    await tag(page, '/system/dictionary').getByTestId('tag-close').click();
    await openDictionary();
    await expect.poll(() => header('名称').first().isVisible()).toBe(true);
    expect(await header('坏版本').count()).toBe(0);
    expect(await page.getByTestId('screen-fallback').count()).toBe(0);

    const adminBrowser = await openBrowser();
    try {
      const adminPage = adminBrowser.page;
      await adminPage.goto(app.url('/login'));
      await signIn(adminPage, 'admin', 'Admin123');
      await adminPage.goto(app.url('/system/dictionary'));
      const notice = adminPage.getByTestId('screen-fallback');
      await expect.poll(() => notice.isVisible()).toBe(true);
      expect(await notice.innerText()).toContain('/properties/dataTable/x-component-props/api');
      await expect
        .poll(() =>
          adminPage
            .locator('[data-screen-component="CrudTable"] th')
            .filter({ hasText: /^名称$/ })
            .count(),
        )
        .toBeGreaterThan(0);
      await screenshot(adminPage, 'screen-override-fallback-notice');
    } finally {
      await adminBrowser.close();
    }
  });
});
