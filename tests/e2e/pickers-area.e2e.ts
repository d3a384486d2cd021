import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, settle, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';
import { screenForms } from './screenForms';
import { modelPage } from './modelPage';
import { storedApplication } from './staffTransfer';

/**
 * The area picker and the auto-complete on the sample model 人事管理 → 人事调动申请 (vd-staff-transfer), against
 * the real server and its seeded areas: the seeded application's 工作地点 (北京市/北京市/海淀区) reads by name;
 * 编辑 picks 浙江省 → 杭州市 → 西湖区 in the 省市区域 dialog (a province or a city cannot be confirmed at
 * level 2) and a 调入单位 suggested by the 组织名称联想 interface for what was typed; after saving, the record
 * reopens with the names and the server holds the id path.
 */
describe('area picker and auto-complete end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  const record = '周强调入会员部';
  const { openMenu, sidebar } = screenForms(() => page);

  const { rowOf, layer, footer, item } = modelPage(() => page);
  const areaDialog = () => page.locator('.jnpf-area-dialog');
  const treeNode = (title: string) =>
    areaDialog()
      .locator('.ant-tree-treenode')
      .filter({ has: page.locator('.ant-tree-title', { hasText: title }) });
  const nodeTitle = (title: string) => areaDialog().locator('.ant-tree-title').getByText(title, { exact: true });
  const chosen = () => areaDialog().locator('.jnpf-area-selected-item').allInnerTexts();
  const suggestions = () =>
    page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  const edit = async () => {
    await rowOf(record)
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    await expect.poll(() => item('workplace').isVisible()).toBe(true);
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

  test('人事调动申请 opens; the list reads the workplaces by name, asked for in one call', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await expect.poll(() => sidebar().getByText('人事管理', { exact: true }).isVisible()).toBe(true);
    const nameCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/Area/GetAreaByIds')) nameCalls.push(request.postData() ?? '');
    });
    await openMenu('人事管理', '人事调动申请', /\/model\/personnel\.staffTransfer$/);
    await expect.poll(() => rowOf(record).count()).toBe(1);
    const workplace = (title: string) => rowOf(title).locator('td[data-column="workplace"]').innerText();
    await expect.poll(() => workplace(record)).toBe('北京市/北京市/海淀区');
    expect(await workplace('陈静调往上海分会')).toBe('上海市/上海市/徐汇区');
    expect(await workplace('杨帆调入期刊编辑部')).toBe('浙江省/杭州市/西湖区');
    // the three rows' paths went out together
    expect(nameCalls).toHaveLength(1);
    expect((JSON.parse(nameCalls[0]) as { idsList: string[][] }).idsList).toHaveLength(3);
    await screenshot(page, 'area-list-cells');
    await edit();
    expect(await item('workplace').getAttribute('data-jnpf-key')).toBe('areaSelect');
    expect(await item('targetUnit').getAttribute('data-jnpf-key')).toBe('autoComplete');
    await expect
      .poll(() => item('workplace').locator('.ant-select-selection-item').innerText())
      .toBe('北京市/北京市/海淀区');
    expect(await item('targetUnit').locator('input').inputValue()).toBe('会员部');
  });

  test('省市区域: a province or a city cannot be confirmed at level 2; a district can', async () => {
    await item('workplace').locator('.ant-select-selector').click();
    await expect.poll(() => areaDialog().locator('.ant-modal-title').innerText()).toBe('省市区域');
    // the dialog starts from the field's value
    await expect.poll(chosen).toEqual(['北京市/北京市/海淀区']);
    await nodeTitle('浙江省').click();
    await nodeTitle('杭州市').click();
    await expect.poll(() => nodeTitle('西湖区').isVisible()).toBe(true);
    // neither the province nor the city replaced the choice
    expect(await chosen()).toEqual(['北京市/北京市/海淀区']);
    expect(await treeNode('西湖区').getAttribute('class')).toContain('ant-tree-treenode-leaf');
    await nodeTitle('西湖区').click();
    await expect.poll(chosen).toEqual(['浙江省/杭州市/西湖区']);
    await screenshot(page, 'area-dialog');
    await areaDialog()
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => areaDialog().count()).toBe(0);
    await expect
      .poll(() => item('workplace').locator('.ant-select-selection-item').innerText())
      .toBe('浙江省/杭州市/西湖区');
  });

  test('cancel keeps the value the field had', async () => {
    await item('workplace').locator('.ant-select-selector').click();
    await expect.poll(chosen).toEqual(['浙江省/杭州市/西湖区']);
    await areaDialog().getByRole('button', { name: '清空列表' }).click();
    await expect.poll(chosen).toEqual([]);
    await areaDialog()
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await expect.poll(() => areaDialog().count()).toBe(0);
    expect(await item('workplace').locator('.ant-select-selection-item').innerText()).toBe('浙江省/杭州市/西湖区');
  });

  test('调入单位: typing asks the interface for suggestions; one is picked', async () => {
    const input = item('targetUnit').locator('input');
    await input.fill('');
    await input.pressSequentially('学会', { delay: 30 });
    // the 组织名称联想 interface filters the organisations by its @keyword parameter
    await expect.poll(() => suggestions().allInnerTexts()).toContain('中华学会上海分会');
    const texts = await suggestions().allInnerTexts();
    expect(texts.every((t) => t.includes('学会'))).toBe(true);
    await screenshot(page, 'auto-complete-suggestions');
    await suggestions().filter({ hasText: '中华学会上海分会' }).click();
    await expect.poll(() => input.inputValue()).toBe('中华学会上海分会');
  });

  test('saved, the record reopens with the names; the server keeps the id path and the text', async () => {
    await footer()
      .getByRole('button', { name: /^确\s*定$/ })
      .click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('修改成功');
    await expect.poll(() => layer().count()).toBe(0);
    await edit();
    await expect
      .poll(() => item('workplace').locator('.ant-select-selection-item').innerText())
      .toBe('浙江省/杭州市/西湖区');
    expect(await item('targetUnit').locator('input').inputValue()).toBe('中华学会上海分会');
    await settle(page);
    await screenshot(page, 'area-autocomplete-reopened');
    await footer()
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await expect.poll(() => layer().count()).toBe(0);

    expect(await storedApplication(app, page, record)).toMatchObject({
      workplace: ['330000', '330100', '330106'],
      targetUnit: '中华学会上海分会',
    });
  });

  test('详情 shows the names read-only', async () => {
    await rowOf(record)
      .getByRole('button', { name: /详\s*情/ })
      .click();
    await expect.poll(() => layer().locator('[data-record-mode="detail"]').count()).toBe(1);
    await expect.poll(() => item('workplace').innerText()).toContain('浙江省/杭州市/西湖区');
    expect(await item('targetUnit').innerText()).toContain('中华学会上海分会');
    expect(await item('workplace').locator('input:not([type="hidden"])').count()).toBe(0);
    await screenshot(page, 'area-autocomplete-detail');
    await footer()
      .getByRole('button', { name: /关\s*闭/ })
      .click();
  });
});
