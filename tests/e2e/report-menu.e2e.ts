import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { openMenu, signIn } from './actions';

/**
 * 会费统计 (menu type 5) used to show the placeholder; it now runs its report: the seeded payments by member
 * level, the chart, the 合计 row, a search through the interface's parameters, and 导出 (docs/reports.md).
 */
describe('data report menu (type 5)', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;

  const view = () => page.getByTestId('report-view');
  const totals = () => page.getByTestId('report-totals');
  const rowTexts = () => view().locator('.ant-table-tbody tr.ant-table-row').allInnerTexts();
  const chart = () => page.locator('[data-region="report-chart"]');

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('opened from the menu, 会费统计 shows the figures, the chart and the totals', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'wangfang', 'User1234');
    await openMenu(page, '会员服务', '会费统计');
    await page.waitForURL(/\/report\/memberService\.feeReport$/);
    await expect.poll(() => totals().count()).toBe(1);
    expect(await page.getByText('该页面正在建设中').count()).toBe(0);
    expect((await rowTexts()).map((r) => r.split('\t').join('|'))).toEqual([
      '1|学生会员|1|0.00|50.00',
      '2|普通会员|1|40.00|360.00',
      '3|高级会员|1|0.00|500.00',
      '4|单位会员|1|500.00|4,500.00',
    ]);
    expect((await totals().innerText()).split('\t').join('|')).toBe('合计||4|540.00|5,410.00');
    // the chart is ECharts' SVG: one bar label per level
    await expect.poll(() => chart().locator('svg').count()).toBe(1);
    await expect
      .poll(() => chart().locator('svg text').allTextContents())
      .toEqual(expect.arrayContaining(['学生会员', '单位会员', '4500']));
    await screenshot(page, 'report-member-fee');
  });

  test('a search by payment method narrows the rows and the totals; the chart switches to pie', async () => {
    await view().locator('[data-field="paymentMethod"] .ant-select').click();
    await page.locator('.ant-select-dropdown').getByText('银行转账', { exact: true }).click();
    await view()
      .getByRole('button', { name: /查\s*询/ })
      .click();
    await expect.poll(() => totals().innerText()).toBe('合计\t\t2\t500.00\t5,000.00');
    expect((await rowTexts()).length).toBe(2);
    await chart().getByText('饼图', { exact: true }).click();
    await expect.poll(() => chart().getAttribute('data-chart-type')).toBe('pie');
    await expect
      .poll(() => chart().locator('svg text').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringMatching(/^单位会员: 90%$/)]));
    await screenshot(page, 'report-member-fee-pie');
  });

  test('导出 downloads the filtered result with its 合计 row', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      view()
        .getByRole('button', { name: /导\s*出/ })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^会费统计_\d{14}\.xlsx$/);
    const file = await download.path();
    const book = XLSX.read(readFileSync(file), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: null });
    expect(rows).toEqual([
      ['会员等级', '缴费笔数', '优惠金额（元）', '实收会费（元）'],
      ['高级会员', 1, 0, 500],
      ['单位会员', 1, 500, 4500],
      ['合计', 2, 500, 5000],
    ]);
  });

  test('报表数据: the dialog shows the configuration fields; 预览 runs the unsaved configuration', async () => {
    await page.evaluate(() => localStorage.clear());
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await page.goto(app.url('/system/report'));
    const row = page.locator('.ant-table-row').filter({ hasText: 'MemberFeeReport' });
    await row.getByRole('button', { name: /编\s*辑/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '编辑报表' });
    const columnsField = dialog.locator('[data-field-component="EditableTable"]').nth(1);
    await expect.poll(() => columnsField.locator('input').first().inputValue()).toBe('会员等级');
    // an unsaved edit: the first column's title
    await columnsField.locator('input').first().fill('等级');
    await dialog.getByRole('button', { name: /预\s*览/ }).click();
    const preview = page.locator('.ant-modal').filter({ hasText: '报表预览' });
    await expect
      .poll(() => preview.locator('textarea').inputValue())
      .toContain('等级 | 缴费笔数 | 优惠金额（元） | 实收会费（元）');
    expect(await preview.locator('textarea').inputValue()).toContain('合计 | 4 | 540.00 | 5,410.00');
    await screenshot(page, 'report-admin-preview');
    await preview.getByRole('button', { name: /关\s*闭/ }).click();
    await expect.poll(() => preview.count()).toBe(0);
    await screenshot(page, 'report-admin-dialog');
  });
});
