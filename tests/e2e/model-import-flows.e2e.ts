import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import type { DownloadReply, PageResult } from '../../contract';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';
import { modelPage } from './modelPage';

/**
 * Bulk import into models with flows, end to end: 志愿服务登记 has two flows, so Next on the preview opens
 * 选择流程, whose filter narrows the list and whose click imports into that flow; its 负责人 (a user picker)
 * and 所属部门 (a department picker) are typed as names and stored as ids. 经费报销 has enableFlow and no flow:
 * the wizard says 流程不存在 and imports nothing.
 */
describe('model bulk import with flows', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  let token: string;
  const { table, rowOf } = modelPage(() => page);
  const wizard = () => page.locator('.ant-modal').filter({ has: page.locator('[data-import-wizard-step]') });
  const chooser = () => page.locator('.ant-modal').filter({ has: page.locator('[data-flow-chooser]') });
  const footerButton = (name: RegExp) => wizard().locator('.ant-modal-footer').getByRole('button', { name });

  /** The model's template as the server makes it, filled under its header row as a person would in Excel. */
  async function filledTemplate(modelId: string, rows: Record<string, unknown>[]): Promise<Buffer> {
    const link = await app.api<DownloadReply>('GET', `/api/visualdev/OnlineDev/${modelId}/TemplateDownload`, { token });
    const bytes = Buffer.from(await (await fetch(app.url(app.server.config.apiBase + link.data.url))).arrayBuffer());
    const book = XLSX.read(bytes, { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const header = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })[0]!;
    XLSX.utils.sheet_add_aoa(
      sheet,
      rows.map((row) => header.map((label) => row[label] ?? null)),
      { origin: -1 },
    );
    return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  }

  async function openWizard(menu: string, route: RegExp, file: Buffer) {
    await page.locator('[data-region="sidebar"]').getByText(menu, { exact: true }).click();
    await page.waitForURL(route);
    await table()
      .getByRole('button', { name: /导\s*入/ })
      .click();
    const uploaded = page.waitForResponse((r) => r.url().includes('/OnlineDev/Uploader'));
    await wizard().locator('input[type="file"]').setInputFiles({
      name: '导入.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await uploaded;
    await footerButton(/下一步/).click();
    await expect.poll(() => wizard().locator('[data-import-step="preview"] tr.ant-table-row').count()).toBe(1);
  }

  beforeAll(async () => {
    app = await startTestApp();
    token = await app.login('admin', 'Admin123');
    browser = await openBrowser();
    page = browser.page;
    page.setDefaultTimeout(15_000);
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await page.locator('[data-region="sidebar"]').getByText('行政办公', { exact: true }).click();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('several flows: 选择流程 filters and chooses; pickers typed by name are stored as ids', async () => {
    const file = await filledTemplate('vd-volunteer-service', [
      { 服务活动: '河道清洁', 负责人: '王芳', 所属部门: '会员部', 服务地区: '北京市/北京市/海淀区', 招募人数: '3 ~ 6' },
    ]);
    await openWizard('志愿服务登记', /\/model\/office\.volunteerService$/, file);
    // the preview shows the person the name was read as
    expect(await wizard().locator('[data-field="leader"] input').inputValue()).toBe('王芳/wangfang');
    expect(await wizard().locator('[data-field="region"] input').inputValue()).toBe('北京市/北京市/海淀区');
    await screenshot(page, 'model-import-flows-1-preview');

    await footerButton(/下一步/).click();
    await expect.poll(() => chooser().locator('.ant-modal-title').innerText()).toBe('选择流程');
    const flows = chooser().locator('[data-flow-id]');
    expect(await flows.allInnerTexts()).toEqual(['志愿服务审批流程', '志愿服务快速备案']);
    expect(await chooser().evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(400);
    await screenshot(page, 'model-import-flows-2-chooser');
    await chooser().locator('input').fill('快速');
    await expect.poll(() => flows.allInnerTexts()).toEqual(['志愿服务快速备案']);
    await screenshot(page, 'model-import-flows-3-filtered');

    const imported = page.waitForResponse((r) => r.url().includes('/ImportData'));
    await flows.first().click();
    expect((await imported).request().postDataJSON()).toMatchObject({ flowId: 'flow-volunteer-quick' });
    await expect
      .poll(() => wizard().locator('[data-import-step="result"]').innerText())
      .toContain('导入成功，共 1 条数据');
    await footerButton(/关\s*闭/).click();
    await expect.poll(() => rowOf('河道清洁').count()).toBe(1);
    await screenshot(page, 'model-import-flows-4-list');

    const list = await app.api<PageResult<Record<string, unknown>>>(
      'POST',
      '/api/visualdev/OnlineDev/vd-volunteer-service/List',
      { token, json: { currentPage: 1, pageSize: 50 } },
    );
    expect(list.data.list.find((r) => r.activityName === '河道清洁')).toMatchObject({
      flowId: 'flow-volunteer-quick',
      leader: 'user-wangfang',
      department: 'dept-member',
      region: ['110000', '110100', '110108'],
      headcount: [3, 6],
    });
  });

  test('enableFlow without a flow: 流程不存在 and nothing imported', async () => {
    const file = await filledTemplate('vd-expense-claim', [{ 报销事由: '会议茶歇', 报销金额: 320, 报销人: '李娜' }]);
    await openWizard('经费报销', /\/model\/office\.expenseClaim$/, file);
    await footerButton(/下一步/).click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('流程不存在');
    await screenshot(page, 'model-import-flows-5-no-flow');
    expect(await wizard().locator('[data-import-wizard-step]').getAttribute('data-import-wizard-step')).toBe('1');
    expect(await chooser().count()).toBe(0);
  });

  test('the fixed templates of /model/sdqybmd, /model/yysdqy and /model/grhjgl are served out of the box', async () => {
    for (const code of ['sdqybmd', 'yysdqy', 'grhjgl']) {
      const reply = await fetch(app.url(`/import-templates/${code}.xlsx`));
      expect(reply.status).toBe(200);
      const book = XLSX.read(Buffer.from(await reply.arrayBuffer()), { type: 'buffer' });
      expect(book.SheetNames).toEqual(['说明']);
    }
  });
});
