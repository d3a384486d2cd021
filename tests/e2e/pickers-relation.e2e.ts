import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, settle, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn, storedToken } from './actions';
import { modelPage } from './modelPage';
import { storedApplication } from './staffTransfer';

/**
 * The related-form widgets against the real server, on the sample model 人事管理 → 人事调动申请 (vd-staff-transfer):
 * 关联会员 (relationForm over 会员登记, showing 姓名) and 会员工作单位 (relationFormAttr showing the member's 工作单位,
 * not stored). A new application picks a member in the dialog (keyword, paging, Enter confirms); a seeded one is
 * re-linked to another member and saved; its detail shows the member as a link that opens the member's own form
 * read-only.
 */
describe('related-form widgets end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  /** a seeded application (fixtures/models/staff-transfer.json), linked to the first seeded member 陈思远 */
  const application = '周强调入会员部';

  const sidebar = () => page.locator('[data-region="sidebar"]');
  const { table, rowOf, layer, footer } = modelPage(() => page);
  const relation = () => layer().locator('[data-field="relatedMember"]');
  const attribute = () => layer().locator('[data-jnpf-key="relationFormAttr"]');
  const picker = () => page.locator('.ant-modal-content').filter({ has: page.locator('[data-relation-picker]') });
  const pickerRows = () => picker().locator('.ant-table-tbody tr.ant-table-row');
  const pickerButton = (name: RegExp) => picker().getByRole('button', { name });
  const names = () => pickerRows().evaluateAll((rows) => rows.map((r) => r.children[2]?.textContent ?? ''));

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

  test('人事调动申请 lists the applications with their related member as a link', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await sidebar().getByText('人事管理', { exact: true }).click();
    await sidebar().getByText('人事调动申请', { exact: true }).click();
    await page.waitForURL(/\/model\/personnel\.staffTransfer$/);
    await expect.poll(() => rowOf(application).count()).toBe(1);
    await expect
      .poll(() => rowOf(application).locator('td[data-column="relatedMember"] a[data-relation-link]').innerText())
      .toBe('陈思远');
  });

  test('新增: the dialog lists the members, searches by keyword, and Enter confirms the picked row', async () => {
    await table()
      .getByRole('button', { name: /新\s*增/ })
      .click();
    await expect.poll(() => relation().locator('input').isVisible()).toBe(true);
    expect(await relation().locator('input').getAttribute('placeholder')).toBe('请选择');
    await relation().locator('input').click();
    await expect.poll(() => picker().locator('.ant-modal-title').innerText()).toBe('选择会员');
    await expect.poll(() => pickerRows().count()).toBeGreaterThanOrEqual(5);
    const headers = await picker().locator('thead th').allInnerTexts();
    expect(headers.map((h) => h.trim()).filter(Boolean)).toEqual(['序号', '姓名', '会员编号', '工作单位']);
    expect(await names()).toEqual(expect.arrayContaining(['陈思远', '林晓雯', '王浩然', '赵雅琴', '刘建国']));
    expect(await picker().locator('.ant-pagination-total-text').innerText()).toMatch(/共 \d+ 条/);

    await picker().getByRole('textbox', { name: '请输入关键词查询' }).fill('赵雅琴');
    await pickerButton(/查\s*询/).click();
    await expect.poll(() => names()).toEqual(['赵雅琴']);
    await screenshot(page, 'relation-form-picker');
    await pickerRows().first().click();
    await pickerRows().first().getByRole('radio').press('Enter');
    await expect.poll(() => relation().locator('input').inputValue()).toBe('赵雅琴');
    await expect.poll(() => attribute().innerText()).toContain('深圳先进技术研究院');
    await screenshot(page, 'relation-form-picked');

    // Esc leaves the pick as it was; the clear icon empties both fields
    await relation().locator('input').click();
    await expect.poll(() => pickerRows().count()).toBeGreaterThanOrEqual(5);
    await pickerRows().filter({ hasText: '王浩然' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => picker().isVisible()).toBe(false);
    expect(await relation().locator('input').inputValue()).toBe('赵雅琴');
    await relation().getByRole('img', { name: '清空' }).click();
    await expect.poll(() => relation().locator('input').inputValue()).toBe('');
    await expect.poll(() => attribute().innerText()).not.toContain('深圳');
    await footer()
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await expect.poll(() => layer().count()).toBe(0);
  });

  test('编辑: another member is picked, the attribute follows, and the record saves', async () => {
    await rowOf(application)
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    await expect.poll(() => relation().locator('input').inputValue()).toBe('陈思远');
    await expect.poll(() => attribute().innerText()).toContain('南京大学计算机科学与技术系');
    await relation().locator('input').click();
    await expect.poll(() => pickerRows().count()).toBeGreaterThanOrEqual(5);
    // the saved member is the selected row
    await expect.poll(() => pickerRows().filter({ hasText: '陈思远' }).getByRole('radio').isChecked()).toBe(true);
    await pickerRows().filter({ hasText: '林晓雯' }).click();
    await pickerButton(/确\s*定/).click();
    await expect.poll(() => relation().locator('input').inputValue()).toBe('林晓雯');
    await expect.poll(() => attribute().innerText()).toContain('浙江省人民医院');
    await footer()
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('修改成功');
    await expect.poll(() => layer().count()).toBe(0);
    await expect
      .poll(() => rowOf(application).locator('td[data-column="relatedMember"]').innerText())
      .toContain('林晓雯');
  });

  test('the server keeps the member id, not the display-only attribute', async () => {
    const token = await storedToken(page);
    const members = await app.api<{ list: { id: string; memberName: string }[] }>(
      'POST',
      '/api/visualdev/OnlineDev/vd-member-register/List',
      { token, json: { currentPage: 1, pageSize: 100, keyword: '林晓雯' } },
    );
    const lin = members.data.list.find((m) => m.memberName === '林晓雯');
    const data = await storedApplication(app, page, application);
    expect(lin?.id).toMatch(/\S/);
    expect(data.relatedMember).toBe(lin?.id);
    expect(Object.values(data)).not.toContain('浙江省人民医院');
  });

  test('详情: the related member is a link that opens the member read-only', async () => {
    await rowOf(application)
      .getByRole('button', { name: /详\s*情/ })
      .click();
    await expect.poll(() => layer().locator('[data-record-mode="detail"]').count()).toBe(1);
    const link = relation().getByRole('link', { name: '查看详情：林晓雯' });
    await expect.poll(() => link.isVisible()).toBe(true);
    await expect.poll(() => attribute().innerText()).toContain('浙江省人民医院');
    await screenshot(page, 'relation-form-record-detail');
    await link.click();
    const detail = page.locator('.ant-modal-content').filter({ has: page.locator('[data-relation-detail]') });
    await expect.poll(() => detail.locator('.ant-modal-title').innerText()).toBe('关联会员');
    const field = (name: string) => detail.locator(`[data-field="${name}"]`);
    await expect.poll(() => field('memberName').innerText()).toContain('林晓雯');
    await expect.poll(() => field('workUnit').innerText()).toContain('浙江省人民医院');
    expect(await detail.locator('[data-record-mode="detail"] input:not([type="hidden"]), textarea').count()).toBe(0);
    await settle(page);
    await screenshot(page, 'relation-form-detail');
    await detail.getByRole('button', { name: /关\s*闭/ }).click();
    await expect.poll(() => detail.isVisible()).toBe(false);
    await footer()
      .getByRole('button', { name: /关\s*闭/ })
      .click();
    await expect.poll(() => layer().count()).toBe(0);
  });
});
