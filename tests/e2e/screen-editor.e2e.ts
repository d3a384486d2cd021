import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';

/** 页面配置 (/system/screens): an administrator edits a screen's JSON, a refusal shows its place, a save is a version. */
describe('the screen editor', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  const editor = () => page.getByLabel('页面配置 JSON');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test edits deep nodes of a screen file
  const edit = async (change: (schema: any) => void) => {
    const schema = JSON.parse(await editor().inputValue()) as unknown;
    change(schema);
    await editor().fill(JSON.stringify(schema, null, 2));
  };

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser();
    page = browser.page;
    page.setDefaultTimeout(10_000);
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('a broken save shows the JSON pointer; a good one becomes version 1 in the history', async () => {
    await page.goto(app.url('/system/screens'));
    await page.getByTestId('screen-list').getByText('system/dictionary.page', { exact: true }).click();
    await expect.poll(async () => (await editor().inputValue()).includes('"schemaVersion"')).toBe(true);

    await edit((s) => (s.properties.dataTable['x-component-props'].api = 'dictionaryData.gone'));
    await page.getByRole('button', { name: '保存为新版本' }).click();
    const error = page.getByTestId('screen-save-error');
    await expect.poll(() => error.isVisible()).toBe(true);
    expect(await error.innerText()).toContain('/properties/dataTable/x-component-props/api');

    await edit((s) => {
      s.properties.dataTable['x-component-props'].api = 'dictionaryData.list';
      s.properties.dataTable['x-component-props'].columns[0].title = '字典名称';
    });
    await page.getByPlaceholder('修改说明').fill('列名改为字典名称');
    await page.getByRole('button', { name: '保存为新版本' }).click();
    const history = page.getByTestId('screen-versions');
    await expect.poll(() => history.getByText('列名改为字典名称').isVisible()).toBe(true);
    expect(await error.count()).toBe(0);
    const served = await app.api<{ version: number; source: string }>(
      'GET',
      `/api/system/Screen/${encodeURIComponent('system/dictionary.page')}`,
      { token: await app.login('admin', 'Admin123') },
    );
    expect(served.data).toMatchObject({ version: 1, source: 'override' });
    await screenshot(page, 'screen-editor');
  });

  test('errors are located as you type, the diff shows a renamed title, export downloads a file that imports back', async () => {
    await page.goto(app.url('/system/screens'));
    await page.getByTestId('screen-list').getByText('system/dictionary.page', { exact: true }).click();
    await expect.poll(async () => (await editor().inputValue()).includes('字典名称')).toBe(true);
    const saved = await editor().inputValue();

    await edit((s) => (s.properties.dataTable['x-component'] = 'NoSuchTable'));
    const live = page.getByTestId('screen-live-problems');
    await expect.poll(() => live.isVisible()).toBe(true);
    expect(await live.innerText()).toContain('/properties/dataTable/x-component');
    await screenshot(page, 'screen-editor-live-errors');

    await editor().fill(saved);
    await edit((s) => (s.properties.dataTable['x-component-props'].columns[0].title = '字典全称'));
    await expect.poll(() => live.count()).toBe(0);
    const diff = page.getByTestId('screen-diff');
    await expect
      .poll(async () => (await diff.locator('[data-diff="add"]').allInnerTexts()).join('\n'))
      .toContain('字典全称');
    expect((await diff.locator('[data-diff="del"]').allInnerTexts()).join('\n')).toContain('字典名称');
    await screenshot(page, 'screen-editor-diff');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出自定义配置' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^screens-.*\.json$/);
    type Exported = { screens: { name: string; schema: { properties: Record<string, Record<string, unknown>> } }[] };
    const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as Exported;
    expect(file.screens.map((screen) => screen.name)).toEqual(['system/dictionary.page']);

    // the file imported again with a bad component: refused, the place in the file shown
    const upload = (body: unknown) =>
      page.locator('input[type=file]').setInputFiles({
        name: 'screens.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(body)),
      });
    const good = JSON.parse(JSON.stringify(file)) as unknown;
    file.screens[0].schema.properties.dataTable['x-component'] = 'NoSuchTable';
    await upload(file);
    const refused = page.getByTestId('screen-import-error');
    await expect.poll(() => refused.isVisible()).toBe(true);
    expect(await refused.innerText()).toContain('/screens/0/schema/properties/dataTable/x-component');
    await page.getByTestId('screen-versions').locator('.ant-table-row-expand-icon').first().click();
    await expect.poll(() => page.getByTestId('version-diff').isVisible()).toBe(true);
    await screenshot(page, 'screen-editor-import-error');
    await upload(good);
    await expect.poll(() => refused.count()).toBe(0);
    await expect.poll(() => page.getByText('导入成功，共1个页面').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('system/dictionary.page（自定义 第 2 版）').isVisible()).toBe(true);
  });
});
