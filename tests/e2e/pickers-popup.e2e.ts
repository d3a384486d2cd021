import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, screenshot, settle, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';
import { screenForms } from './screenForms';
import { modelPage } from './modelPage';
import { storedApplication } from './staffTransfer';

/**
 * The popup pickers on the sample model 人事管理 → 人事调动申请 (vd-staff-transfer), against the real server and
 * its 人员名录 data interface: the seeded 交接人 (popupSelect) reads by name and its 交接人部门 (popupAttr)
 * follows it; the 选择人员 dialog pages to page 2 and searches by keyword; the pick copies the account into
 * 交接人账号 (relationOptions); 见证人 (popupTableSelect) picks in its popover; after saving, the record reopens
 * with the names and the server holds the ids.
 */
describe('popup pickers end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  const record = '陈静调往上海分会';
  const { openMenu, sidebar } = screenForms(() => page);

  const { rowOf, layer, footer, item, byKey } = modelPage(() => page);
  const shown = (field: string) => item(field).locator('.ant-select-selection-item').allInnerTexts();
  const dialog = () => page.locator('.ant-modal').filter({ has: page.locator('.jnpf-popup-body') });
  const popover = () =>
    page.locator('.ant-popover:not(.ant-popover-hidden)').filter({ has: page.locator('.jnpf-popup-body') });
  const popupRows = (scope: Locator) => scope.locator('tbody tr.ant-table-row');
  const cells = (row: Locator) => row.locator('td').allInnerTexts();
  const listResponse = () =>
    page.waitForResponse((r) => r.url().includes('/Actions/List') && r.request().method() === 'POST');
  const edit = async () => {
    await rowOf(record)
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    await expect.poll(() => item('handover').isVisible()).toBe(true);
  };

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser();
    page = browser.page;
    page.setDefaultTimeout(10_000);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('the seeded 交接人 reads by name; 交接人部门 shows the department of that row', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await expect.poll(() => sidebar().getByText('人事管理', { exact: true }).isVisible()).toBe(true);
    await openMenu('人事管理', '人事调动申请', /\/model\/personnel\.staffTransfer$/);
    await expect.poll(() => rowOf(record).count()).toBe(1);
    await edit();
    expect(await item('handover').getAttribute('data-jnpf-key')).toBe('popupSelect');
    expect(await item('witnesses').getAttribute('data-jnpf-key')).toBe('popupTableSelect');
    await expect.poll(() => shown('handover')).toEqual(['张伟']);
    await expect.poll(() => shown('witnesses')).toEqual(['王芳']);
    expect(await item('handoverAccount').locator('input').inputValue()).toBe('zhangwei');
    await expect.poll(() => byKey('popupAttr').locator('.jnpf-popup-attr').innerText()).not.toBe('—');
  });

  test('选择人员: 20 rows a page, page 2 continues; a keyword narrows the rows; 重置 brings them back', async () => {
    const first = listResponse();
    await item('handover').locator('.ant-select-selector').click();
    expect((await first).request().postDataJSON()).toMatchObject({ currentPage: 1, pageSize: 20, keyword: '' });
    await expect.poll(() => dialog().locator('.ant-modal-title').innerText()).toBe('选择人员');
    await expect.poll(() => popupRows(dialog()).count()).toBe(20);
    // the saved pick comes checked
    await expect.poll(() => dialog().locator('tr.ant-table-row-selected').innerText()).toContain('张伟');
    const headers = await dialog().locator('.ant-table-thead th').allInnerTexts();
    expect(headers.slice(1)).toEqual(['序号', '姓名', '账号', '所属部门']);
    const total = await dialog().locator('.ant-pagination-total-text').innerText();
    expect(Number(/(\d+)/.exec(total)?.[1])).toBeGreaterThanOrEqual(60);

    const second = listResponse();
    await dialog().locator('.ant-pagination-item-2').click();
    expect((await second).request().postDataJSON()).toMatchObject({ currentPage: 2, pageSize: 20 });
    await expect.poll(async () => (await cells(popupRows(dialog()).first()))[1]).toBe('21');
    await settle(page);
    await screenshot(page, 'popup-select-page-2');

    const searched = listResponse();
    await dialog().getByLabel('关键词').fill('王芳');
    await dialog()
      .getByRole('button', { name: /查\s*询/ })
      .click();
    expect((await searched).request().postDataJSON()).toMatchObject({ currentPage: 1, keyword: '王芳' });
    await expect.poll(() => popupRows(dialog()).count()).toBe(1);
    expect((await cells(popupRows(dialog()).first())).slice(2, 4)).toEqual(['王芳', 'wangfang']);

    const reset = listResponse();
    await dialog()
      .getByRole('button', { name: /重\s*置/ })
      .click();
    expect((await reset).request().postDataJSON()).toMatchObject({ currentPage: 1, keyword: '' });
    await expect.poll(() => popupRows(dialog()).count()).toBe(20);
    expect(await dialog().getByLabel('关键词').inputValue()).toBe('');
  });

  test('a pick shows the name and copies the account into 交接人账号; 交接人部门 follows', async () => {
    const searched = listResponse();
    await dialog().getByLabel('关键词').fill('王芳');
    await dialog().getByLabel('关键词').press('Enter');
    await searched;
    await expect.poll(() => popupRows(dialog()).count()).toBe(1);
    const department = (await cells(popupRows(dialog()).first()))[4];
    await popupRows(dialog()).first().click();
    await screenshot(page, 'popup-select-picked');
    await dialog()
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => dialog().isVisible()).toBe(false);
    await expect.poll(() => shown('handover')).toEqual(['王芳']);
    expect(await item('handoverAccount').locator('input').inputValue()).toBe('wangfang');
    await expect.poll(() => byKey('popupAttr').locator('.jnpf-popup-attr').innerText()).toBe(department);
  });

  test('见证人: the popover table adds a second witness', async () => {
    await item('witnesses').locator('.ant-select-selector').click();
    await expect.poll(() => popupRows(popover()).count()).toBe(20);
    await settle(page);
    const box = await popover().locator('[role="dialog"]').boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(700);
    await popover().getByLabel('关键词').fill('郑宇');
    await popover()
      .getByRole('button', { name: /查\s*询/ })
      .click();
    await expect.poll(() => popupRows(popover()).count()).toBe(1);
    await popupRows(popover()).first().click();
    await screenshot(page, 'popup-table-select');
    await popover()
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => popover().count()).toBe(0);
    await expect.poll(() => shown('witnesses')).toEqual(['王芳', '郑宇']);
  });

  test('saved, the record reopens with the names; the server keeps the ids and the copied account', async () => {
    await footer()
      .getByRole('button', { name: /^确\s*定$/ })
      .click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('修改成功');
    await expect.poll(() => layer().count()).toBe(0);
    await edit();
    await expect.poll(() => shown('handover')).toEqual(['王芳']);
    await expect.poll(() => shown('witnesses')).toEqual(['王芳', '郑宇']);
    expect(await item('handoverAccount').locator('input').inputValue()).toBe('wangfang');
    await screenshot(page, 'popup-pickers-reopened');
    await footer()
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await expect.poll(() => layer().count()).toBe(0);

    expect(await storedApplication(app, page, record)).toMatchObject({
      handover: 'user-wangfang',
      handoverAccount: 'wangfang',
      witnesses: ['user-wangfang', 'user-zhengyu'],
    });
  });

  test('详情 shows the names read-only', async () => {
    await rowOf(record)
      .getByRole('button', { name: /详\s*情/ })
      .click();
    await expect.poll(() => layer().locator('[data-record-mode="detail"]').count()).toBe(1);
    await expect.poll(() => item('handover').innerText()).toContain('王芳');
    expect(await item('witnesses').innerText()).toContain('王芳, 郑宇');
    expect(await item('handover').locator('input:not([type="hidden"])').count()).toBe(0);
    await screenshot(page, 'popup-pickers-detail');
    await footer()
      .getByRole('button', { name: /关\s*闭/ })
      .click();
  });
});
