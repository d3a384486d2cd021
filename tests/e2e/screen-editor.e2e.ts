import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';

/** the editor's checks wait 300 ms after the last keystroke: on a busy machine that takes longer than 1 s */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

const DICTIONARY = `/api/system/Screen/${encodeURIComponent('system/dictionary.page')}`;

/**
 * 页面配置 (/system/screens): an administrator edits a screen's JSON in the code editor (completion, errors on the
 * bad node as you type) beside a live preview, a refusal shows its place, a save is a version; a form model is
 * edited the same way and its page shows the change.
 */
describe('the screen editor', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  let token: string;
  const editor = () => page.getByLabel('页面配置 JSON');
  /** the editor draws only the lines in view: the text it holds is what the server served until edited */
  const served = async () =>
    (await app.api<{ schema: unknown }>('GET', DICTIONARY, { token })).data.schema as Record<string, unknown>;
  const editorShows = (text: string) => poll(async () => (await editor().innerText()).includes(text)).toBe(true);
  /**
   * Replaces the whole text as a person does, select all and paste: fill() selects only the lines CodeMirror has
   * drawn (it draws the ones in view), so a long file kept the lines out of view.
   */
  const replaceText = async (text: string) => {
    await editor().focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(text);
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test edits deep nodes of a screen file
  const edit = async (change: (schema: any) => void, from?: unknown) => {
    const schema = structuredClone(from ?? (await served()));
    change(schema);
    await replaceText(JSON.stringify(schema, null, 2));
  };

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser();
    page = browser.page;
    page.setDefaultTimeout(10_000);
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    token = await app.login('admin', 'Admin123');
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('a broken save shows the JSON pointer; a good one becomes version 1 in the history', async () => {
    await page.goto(app.url('/system/screens'));
    await page.getByTestId('screen-list').getByText('system/dictionary.page', { exact: true }).click();
    await editorShows('"schemaVersion"');

    await edit((s) => (s.properties.dataTable['x-component-props'].api = 'dictionaryData.gone'));
    await page.getByRole('button', { name: '保存为新版本' }).click();
    const error = page.getByTestId('screen-save-error');
    await poll(() => error.isVisible()).toBe(true);
    expect(await error.innerText()).toContain('/properties/dataTable/x-component-props/api');

    await edit((s) => {
      s.properties.dataTable['x-component-props'].api = 'dictionaryData.list';
      s.properties.dataTable['x-component-props'].columns[0].title = '字典名称';
    });
    await page.getByPlaceholder('修改说明').fill('列名改为字典名称');
    await page.getByRole('button', { name: '保存为新版本' }).click();
    const history = page.getByTestId('screen-versions');
    await poll(() => history.getByText('列名改为字典名称').isVisible()).toBe(true);
    expect(await error.count()).toBe(0);
    const saved = await app.api<{ version: number; source: string }>('GET', DICTIONARY, { token });
    expect(saved.data).toMatchObject({ version: 1, source: 'override' });
    await screenshot(page, 'screen-editor');
  });

  test('errors are located as you type, the diff shows a renamed title, export downloads a file that imports back', async () => {
    await page.goto(app.url('/system/screens'));
    await page.getByTestId('screen-list').getByText('system/dictionary.page', { exact: true }).click();
    await editorShows('"schemaVersion"');
    const saved = await served();

    await edit((s) => (s.properties.dataTable['x-component'] = 'NoSuchTable'));
    const live = page.getByTestId('screen-live-problems');
    await poll(() => live.isVisible()).toBe(true);
    expect(await live.innerText()).toContain('/properties/dataTable/x-component');
    await screenshot(page, 'screen-editor-live-errors');

    await edit((s) => (s.properties.dataTable['x-component-props'].columns[0].title = '字典全称'), saved);
    await poll(() => live.count()).toBe(0);
    const diff = page.getByTestId('screen-diff');
    await poll(async () => (await diff.locator('[data-diff="add"]').allInnerTexts()).join('\n')).toContain('字典全称');
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
    await poll(() => refused.isVisible()).toBe(true);
    expect(await refused.innerText()).toContain('/screens/0/schema/properties/dataTable/x-component');
    await page.getByTestId('screen-versions').locator('.ant-table-row-expand-icon').first().click();
    await poll(() => page.getByTestId('version-diff').isVisible()).toBe(true);
    await screenshot(page, 'screen-editor-import-error');
    await upload(good);
    await poll(() => refused.count()).toBe(0);
    await poll(() => page.getByText('导入成功，共1个页面').isVisible()).toBe(true);
    await poll(() => page.getByText('system/dictionary.page（自定义 第 2 版）').isVisible()).toBe(true);
  });
  test('typing completes a component name, marks a bad one on its node, and the preview follows before saving', async () => {
    await page.goto(app.url('/system/screens'));
    await page.getByTestId('screen-list').getByText('system/dictionary.page', { exact: true }).click();
    await editorShows('"schemaVersion"');
    // the root's component: the cursor after "Page", then a letter too many
    await page.locator('.cm-line').filter({ hasText: '"x-component": "Page"' }).first().click();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('X');
    const marked = page.locator('.cm-lintRange-error');
    await poll(() => marked.count()).toBeGreaterThan(0);
    expect(await marked.first().innerText()).toContain('PageX');
    const live = page.getByTestId('screen-live-problems');
    await poll(async () => (await live.isVisible()) && (await live.innerText())).toContain('/x-component');
    await screenshot(page, 'screen-editor-lint');

    // erase the name and type its start: the completion offers the engine's components
    for (let i = 0; i < 5; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type('Pa');
    const completion = page.locator('.cm-tooltip-autocomplete');
    await poll(async () => (await completion.isVisible()) && (await completion.innerText())).toContain('Page');
    await screenshot(page, 'screen-editor-completion');
    await page.keyboard.press('Enter');
    await poll(() => live.count()).toBe(0);
    expect(await marked.count()).toBe(0);

    // the preview renders the edited, unsaved screen
    const preview = page.getByTestId('screen-preview');
    await poll(async () => (await preview.innerText()).includes('字典全称')).toBe(false);
    await edit((s) => (s.properties.dataTable['x-component-props'].columns[0].title = '预览列名'));
    await poll(async () => (await preview.innerText()).includes('预览列名')).toBe(true);
    expect(await page.getByRole('switch', { name: '试运行' }).getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'screen-editor-preview');
    // on a narrow screen the preview moves under the editor
    await page.setViewportSize({ width: 820, height: 1000 });
    await poll(async () => {
      const [code, shown] = await Promise.all([editor().boundingBox(), preview.boundingBox()]);
      return !!code && !!shown && shown.y > code.y + code.height;
    }).toBe(true);
    await screenshot(page, 'screen-editor-narrow');
    await page.setViewportSize({ width: 1440, height: 900 });
    const versions = await app.api<{ list: unknown[] }>('GET', `${DICTIONARY}/Versions`, { token });
    expect(versions.data.list).toHaveLength(2);
  });

  test("a model's formData label edited in the same editor shows in the preview and, once saved, in the model page", async () => {
    await page.goto(app.url('/system/screens'));
    await page.getByText('表单模型', { exact: true }).click();
    await page.getByTestId('model-list').getByText('请假申请', { exact: true }).click();
    await editorShows('"formData"');
    type ModelRead = {
      document: { formData: { fields: { __config__: { children: { __config__: { label: string } }[] } }[] } };
    };
    const model = (await app.api<ModelRead>('GET', '/api/system/Screen/Models/vd-leave-request', { token })).data;
    const document = structuredClone(model.document);
    expect(document.formData.fields[0].__config__.children[0].__config__.label).toBe('请假人');
    document.formData.fields[0].__config__.children[0].__config__.label = '请假职工';
    await replaceText(JSON.stringify(document, null, 2));
    const preview = page.getByTestId('screen-preview');
    await poll(async () => (await preview.innerText()).includes('请假职工')).toBe(true);
    await screenshot(page, 'screen-editor-model');

    await page.getByPlaceholder('修改说明').fill('请假人改为请假职工');
    await page.getByRole('button', { name: '保存为新版本' }).click();
    await poll(() => page.getByTestId('screen-versions').getByText('请假人改为请假职工').isVisible()).toBe(true);

    await page.goto(app.url('/model/office.leaveRequest'));
    await page.getByRole('button', { name: '新增' }).first().click();
    const layer = page.locator('[data-model-layer="general"]');
    await poll(async () => (await layer.isVisible()) && (await layer.innerText())).toContain('请假职工');
  });
});
