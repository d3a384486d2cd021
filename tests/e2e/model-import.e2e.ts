import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import type { DownloadReply } from '../../contract';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';
import { modelPage } from './modelPage';

/**
 * Bulk import end to end on 专家库 (the seeded model whose list offers 导入): the template is downloaded through
 * the API and filled with SheetJS, as a person would fill it in Excel, with 3 good rows and 2 bad ones; the
 * wizard uploads it, previews it, imports it, shows the 2 failures with their reasons, exports them, and the list
 * shows the 3 new experts once the wizard is closed.
 */
describe('model bulk import', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  const { table, rowOf } = modelPage(() => page);
  const wizard = () => page.locator('.ant-modal').filter({ has: page.locator('[data-import-wizard-step]') });
  const footerButton = (name: RegExp) => wizard().locator('.ant-modal-footer').getByRole('button', { name });

  const good = [
    { 姓名: '林书远', 性别: '男', 出生日期: '1975-04-12', 职称: '正高级', 研究方向: '材料科学', 在库状态: '开' },
    {
      姓名: '苏映雪',
      性别: '女',
      出生日期: '1982-11-03',
      职称: '副高级',
      研究方向: '生态学',
      擅长领域: '项目评审,科普讲座',
    },
    { 姓名: '郑怀瑾', 性别: '保密', 出生日期: '1990-01-30', 职称: '中级', 研究方向: '应用数学', 年龄: 35 },
  ];
  const bad = [
    { 姓名: 'Bob1', 出生日期: '1980-02-02', 职称: '初级', 研究方向: '计算机' },
    { 姓名: '韩一鸣', 职称: '特级', 研究方向: '化学' },
  ];

  /** The template as the server makes it, filled under its own header row. */
  async function filledTemplate(): Promise<Buffer> {
    const token = await app.login('admin', 'Admin123');
    const link = await app.api<DownloadReply>('GET', '/api/visualdev/OnlineDev/vd-expert/TemplateDownload', { token });
    expect(link.data.name).toBe('专家库导入模板.xlsx');
    const bytes = Buffer.from(await (await fetch(app.url(app.server.config.apiBase + link.data.url))).arrayBuffer());
    const book = XLSX.read(bytes, { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const header = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })[0]!;
    expect(header).toEqual(expect.arrayContaining(['姓名', '性别', '出生日期', '职称', '研究方向', '擅长领域']));
    const rows = [...good, ...bad].map((row) => header.map((label) => (row as Record<string, unknown>)[label] ?? null));
    XLSX.utils.sheet_add_aoa(sheet, rows, { origin: -1 });
    return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  }

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser();
    page = browser.page;
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('3 good rows are imported, 2 bad ones reported with reasons and exported, the list refreshed', async () => {
    const file = await filledTemplate();
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await page.getByTestId('system-switch').click();
    await page.getByTestId('system-item').filter({ hasText: '学术服务平台' }).click();
    await page.locator('[data-region="sidebar"]').getByText('学术活动', { exact: true }).click();
    await page.locator('[data-region="sidebar"]').getByText('专家库', { exact: true }).click();
    await page.waitForURL(/\/model\/academic\.expert$/);
    await table()
      .getByRole('button', { name: /导\s*入/ })
      .click();

    // step 1: Next without a file, then the file
    await expect.poll(() => wizard().locator('.ant-steps-item-active').innerText()).toContain('上传文件');
    await footerButton(/下一步/).click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('请先上传文件');
    const uploaded = page.waitForResponse((r) => r.url().includes('/OnlineDev/Uploader'));
    await wizard().locator('input[type="file"]').setInputFiles({
      name: '专家导入.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await uploaded;
    await expect.poll(() => wizard().locator('[data-import-file]').innerText()).toContain('专家导入.xlsx');
    await screenshot(page, 'model-import-1-upload');

    // step 2: the five rows, editable
    await footerButton(/下一步/).click();
    const previewRows = wizard().locator('[data-import-step="preview"] tr.ant-table-row');
    await expect.poll(() => previewRows.count()).toBe(5);
    expect(await previewRows.nth(0).locator('[data-field="expertName"] input').inputValue()).toBe('林书远');
    await screenshot(page, 'model-import-2-preview');

    // step 3: counts and reasons
    const imported = page.waitForResponse((r) => r.url().includes('/ImportData'));
    await footerButton(/下一步/).click();
    await imported;
    await expect
      .poll(() => wizard().locator('[data-import-step="result"]').innerText())
      .toContain('导入成功 3 条，导入失败 2 条');
    const failures = wizard().locator('[data-import-failures] tr.ant-table-row');
    await expect.poll(() => failures.count()).toBe(2);
    expect(await failures.nth(0).innerText()).toContain('姓名只能为2-20个汉字');
    expect(await failures.nth(1).innerText()).toContain('职称的值“特级”不存在');
    await screenshot(page, 'model-import-3-result');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      wizard()
        .getByRole('button', { name: /导出错误报告/ })
        .click(),
    ]);
    const report = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
    const reportRows = XLSX.utils.sheet_to_json<unknown[]>(report.Sheets[report.SheetNames[0]!]!, { header: 1 });
    expect(reportRows[0]![0]).toBe('异常原因');
    expect(reportRows.slice(1).map((r) => r[1])).toEqual(['Bob1', '韩一鸣']);

    const listed = page.waitForResponse((r) => r.url().includes('/vd-expert/List'));
    await footerButton(/关\s*闭/).click();
    await listed;
    for (const { 姓名 } of good) await expect.poll(() => rowOf(姓名).count()).toBe(1);
    expect(await rowOf('Bob1').count()).toBe(0);
    await screenshot(page, 'model-import-4-list');
  });
});
