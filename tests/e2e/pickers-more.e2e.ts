import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, screenshot, settle, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn, storedToken } from './actions';
import { screenForms } from './screenForms';
import { modelPage } from './modelPage';
import { storedApplication } from './staffTransfer';

/**
 * More picker behaviours on the sample model 人事管理 → 人事调动申请 (vd-staff-transfer), against the real server:
 * the 省市区域 dialog's keyword search at level 2 (工作地点), a related form opened in a drawer (前次调动申请,
 * popupType 'drawer', over the model's own applications) and a popup select whose rows are the records of
 * another form model (对接会员, dataSource 'model' over 会员登记). The record is saved, the server holds the
 * ids, and the record reopens with the names.
 */
describe('area keyword, relation drawer and popup over a form model, end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  const record = '周强调入会员部';
  const earlier = '杨帆调入期刊编辑部';
  const { openMenu, sidebar } = screenForms(() => page);
  const { rowOf, layer, footer, item } = modelPage(() => page);

  const areaDialog = () => page.locator('.jnpf-area-dialog');
  const areaHits = () => areaDialog().getByRole('option').allInnerTexts();
  const chosenAreas = () => areaDialog().locator('.jnpf-area-selected-item').allInnerTexts();
  const drawer = () => page.locator('.ant-drawer-content').filter({ has: page.locator('[data-relation-picker]') });
  const popupDialog = () => page.locator('.ant-modal').filter({ has: page.locator('.jnpf-popup-body') });
  const rows = (scope: Locator) => scope.locator('tbody tr.ant-table-row');
  const shown = (field: string) => item(field).locator('.ant-select-selection-item').allInnerTexts();
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

  test('省市区域 at level 2: a keyword lists only matching districts by their whole path', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await expect.poll(() => sidebar().getByText('人事管理', { exact: true }).isVisible()).toBe(true);
    await openMenu('人事管理', '人事调动申请', /\/model\/personnel\.staffTransfer$/);
    await expect.poll(() => rowOf(record).count()).toBe(1);
    await edit();
    await item('workplace').locator('.ant-select-selector').click();
    await expect.poll(chosenAreas).toEqual(['北京市/北京市/海淀区']);
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/system/Area/-1') && r.url().includes('keyword='),
    );
    await areaDialog().getByRole('searchbox', { name: '请输入关键词查询' }).fill('山');
    await searched;
    await expect.poll(areaHits).toContain('浙江省/杭州市/萧山区');
    const hits = await areaHits();
    // 山西省 (a province) and 舟山市 (a city) match too, but only districts can be chosen at level 2
    expect(hits).toEqual(expect.arrayContaining(['北京市/北京市/石景山区', '广东省/深圳市/南山区']));
    expect(hits.every((h) => h.split('/').length === 3 && h.split('/')[2].includes('山'))).toBe(true);
    await areaDialog().getByRole('option', { name: '浙江省/杭州市/萧山区' }).click();
    await expect.poll(chosenAreas).toEqual(['浙江省/杭州市/萧山区']);
    await screenshot(page, 'area-keyword-search');

    // an emptied box brings the lazy tree back
    await areaDialog().getByRole('searchbox', { name: '请输入关键词查询' }).fill('');
    await expect.poll(() => areaDialog().getByRole('listbox').count()).toBe(0);
    await expect
      .poll(() => areaDialog().locator('.ant-tree-title').getByText('浙江省', { exact: true }).isVisible())
      .toBe(true);
    await areaDialog()
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => areaDialog().count()).toBe(0);
    await expect
      .poll(() => item('workplace').locator('.ant-select-selection-item').innerText())
      .toBe('浙江省/杭州市/萧山区');
  });

  test('前次调动申请 opens its record picker in a drawer titled popupTitle, popupWidth wide', async () => {
    await item('previousTransfer').locator('input').click();
    await expect.poll(() => drawer().locator('.ant-drawer-title').innerText()).toBe('选择调动申请');
    expect(
      await page
        .locator('.ant-modal')
        .filter({ has: page.locator('[data-relation-picker]') })
        .count(),
    ).toBe(0);
    const width = await drawer().evaluate(
      (el) => (el.closest('.ant-drawer-content-wrapper') as HTMLElement).style.width,
    );
    expect(width).toBe('720px');
    await expect.poll(() => rows(drawer()).filter({ hasText: earlier }).count()).toBe(1);
    const headers = await drawer().locator('thead th').allInnerTexts();
    expect(headers.map((h) => h.trim()).filter(Boolean)).toEqual(['序号', '申请标题', '调动原因']);
    await rows(drawer()).filter({ hasText: earlier }).click();
    await settle(page);
    await screenshot(page, 'relation-form-drawer');
    await drawer()
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => drawer().count()).toBe(0);
    await expect.poll(() => item('previousTransfer').locator('input').inputValue()).toBe(earlier);
  });

  test('对接会员 lists the 会员登记 records under its columns; a keyword narrows them; a pick shows the name', async () => {
    const listed = page.waitForResponse(
      (r) => r.url().includes('/OnlineDev/vd-member-register/List') && r.request().method() === 'POST',
    );
    await item('contactMember').locator('.ant-select-selector').click();
    expect((await listed).request().postDataJSON()).toMatchObject({ currentPage: 1, pageSize: 20 });
    await expect.poll(() => popupDialog().locator('.ant-modal-title').innerText()).toBe('选择对接会员');
    await expect.poll(() => rows(popupDialog()).count()).toBeGreaterThanOrEqual(5);
    const headers = await popupDialog().locator('.ant-table-thead th').allInnerTexts();
    expect(headers.slice(1)).toEqual(['序号', '姓名', '会员编号', '工作单位']);
    const names = await rows(popupDialog()).evaluateAll((trs) => trs.map((tr) => tr.children[2]?.textContent ?? ''));
    expect(names).toEqual(expect.arrayContaining(['陈思远', '林晓雯', '赵雅琴']));

    const searched = page.waitForResponse((r) => r.url().includes('/OnlineDev/vd-member-register/List'));
    await popupDialog().getByLabel('关键词').fill('赵雅琴');
    await popupDialog().getByLabel('关键词').press('Enter');
    expect((await searched).request().postDataJSON()).toMatchObject({ currentPage: 1, keyword: '赵雅琴' });
    await expect.poll(() => rows(popupDialog()).count()).toBe(1);
    await rows(popupDialog()).first().click();
    await screenshot(page, 'popup-select-model-source');
    await popupDialog()
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => popupDialog().isVisible()).toBe(false);
    await expect.poll(() => shown('contactMember')).toEqual(['赵雅琴']);
  });

  test('saved: the server holds the ids, and the record reopens with the names', async () => {
    await footer()
      .getByRole('button', { name: /^确\s*定$/ })
      .click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('修改成功');
    await expect.poll(() => layer().count()).toBe(0);

    const token = await storedToken(page);
    const members = await app.api<{ list: { id: string; memberName: string }[] }>(
      'POST',
      '/api/visualdev/OnlineDev/vd-member-register/List',
      { token, json: { currentPage: 1, pageSize: 100, keyword: '赵雅琴' } },
    );
    const zhao = members.data.list.find((m) => m.memberName === '赵雅琴');
    const applications = await app.api<{ list: { id: string; title: string }[] }>(
      'POST',
      '/api/visualdev/OnlineDev/vd-staff-transfer/List',
      { token, json: { currentPage: 1, pageSize: 100, menuId: 'm-staff-transfer' } },
    );
    const yang = applications.data.list.find((a) => a.title === earlier);
    const data = await storedApplication(app, page, record);
    expect(zhao?.id).toMatch(/\S/);
    expect(data.contactMember).toBe(zhao?.id);
    expect(yang?.id).toMatch(/\S/);
    expect(data.previousTransfer).toBe(yang?.id);
    expect(data.workplace).toEqual(['330000', '330100', '330109']);

    await edit();
    await expect.poll(() => shown('contactMember')).toEqual(['赵雅琴']);
    await expect.poll(() => item('previousTransfer').locator('input').inputValue()).toBe(earlier);
    await expect
      .poll(() => item('workplace').locator('.ant-select-selection-item').innerText())
      .toBe('浙江省/杭州市/萧山区');
    await item('contactMember').scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'pickers-more-reopened');
    await footer()
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await expect.poll(() => layer().count()).toBe(0);
  });
});
