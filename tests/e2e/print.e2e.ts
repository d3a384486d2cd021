import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { moduleForms, visualdevModels } from '../../server/db/schema';
import { openBrowser, screenshot, SHOT_DIR, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';
import { modelPage } from './modelPage';

/**
 * Printing 物资采购单 end to end: the detail of a record shows its child rows and, with form permission on, hides
 * the field the menu does not grant; 打印 opens the preview with the child-table rows; 下载 PDF downloads a PDF
 * whose text (read with pdfjs-dist) holds the record's values; the print log of the template lists the print.
 */

const ITEM_COLUMNS = ['goodsCode', 'goodsName', 'unit', 'quantity', 'price', 'amount', 'deliveryDate'];

async function pdfText(file: string): Promise<string> {
  const cMapUrl = `${path.resolve('node_modules/pdfjs-dist/cmaps')}/`;
  const doc = await getDocument({ data: new Uint8Array(readFileSync(file)), cMapUrl, cMapPacked: true }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  return text;
}

describe('print', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  const { rowOf, layer, footer, item } = modelPage(() => page);
  const preview = () => page.locator('[data-print-preview]');

  beforeAll(async () => {
    app = await startTestApp();
    // the list designer turns form permission on; the menu grants the child-table columns but not 申请人
    const db = app.server.database.db;
    const [model] = await db.select().from(visualdevModels).where(eq(visualdevModels.id, 'vd-purchase-order'));
    const columnData = { ...JSON.parse(model.columnData), useFormPermission: true };
    await db
      .update(visualdevModels)
      .set({ columnData: JSON.stringify(columnData) })
      .where(eq(visualdevModels.id, 'vd-purchase-order'));
    await db.insert(moduleForms).values(
      ITEM_COLUMNS.map((c, i) => ({
        id: `e2e-form-items-${c}`,
        moduleId: 'm-purchase-order',
        fullName: c,
        enCode: `items-${c}`,
        sortCode: 100 + i,
      })),
    );
    browser = await openBrowser();
    page = browser.page;
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('detail with permissions, preview with the child rows, a PDF with the values, the print log', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    const sidebar = page.locator('[data-region="sidebar"]');
    await sidebar.getByText('行政办公', { exact: true }).click();
    await sidebar.getByText('物资采购单', { exact: true }).click();
    await page.waitForURL(/\/model\/office\.purchaseOrder$/);

    await rowOf('学术年会资料印刷')
      .getByRole('button', { name: /详\s*情/ })
      .click();
    const rows = item('items').locator('.ant-table-row[data-row-key]');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.nth(0).innerText()).toContain('会议手册');
    expect(await item('title').innerText()).toContain('学术年会资料印刷');
    // 申请人 (creatorUser) is not granted on the menu: the detail leaves it out
    expect(await item('creatorUser').count()).toBe(0);
    expect(await layer().innerText()).not.toContain('申请人');
    await screenshot(page, 'print-1-detail');

    await footer().locator('[data-print-action]').click();
    await expect.poll(() => preview().getAttribute('data-print-preview')).toBe('ready');
    const paper = preview().locator('[data-print-paper]');
    await expect.poll(() => paper.count()).toBe(1);
    const paperText = await paper.innerText();
    for (const value of [
      '学术年会资料印刷',
      '华文印务',
      '会议手册',
      '易拉宝海报',
      '资料袋',
      '8,713.00',
      '管理员/admin',
    ])
      expect(paperText).toContain(value);
    expect(await paper.locator('tbody tr').filter({ hasText: 'PR-' }).count()).toBe(3);
    await screenshot(page, 'print-2-preview');

    const logged = page.waitForResponse((r) => r.url().includes('/printLog/save'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /下载 PDF/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('物资采购单.pdf');
    expect((await (await logged).json()).code).toBe(200);
    const file = await download.path();
    // kept beside the screenshots, for people to look at
    copyFileSync(file, path.join(SHOT_DIR, 'print-purchase-order.pdf'));
    const text = await pdfText(file);
    for (const value of ['物资采购单', '学术年会资料印刷', '华文印务', '会议手册', '资料袋', 'PR-A4', '8,713.00'])
      expect(text).toContain(value);

    // the print log of the template, in the 打印模板 screen
    await page.locator('.ant-modal-close').last().click();
    await footer()
      .getByRole('button', { name: /关\s*闭/ })
      .click();
    await sidebar.getByText('系统管理', { exact: true }).click();
    await sidebar.getByText('打印模板', { exact: true }).click();
    await page.waitForURL(/\/system\/printDev$/);
    const templateRow = page.locator('tr.ant-table-row').filter({ hasText: 'PurchaseOrder' });
    await templateRow.getByRole('button', { name: /日\s*志/ }).click();
    const logDialog = page.locator('.ant-modal').filter({ hasText: '物资采购单的打印日志' });
    await expect.poll(() => logDialog.locator('tr.ant-table-row').count()).toBe(1);
    expect(await logDialog.locator('tr.ant-table-row').innerText()).toContain('管理员/admin');
    await screenshot(page, 'print-3-log');
  });

  test('批量打印: two ticked records in one preview, one paper each', async () => {
    await page.goto(app.url('/model/office.purchaseOrder'));
    for (const title of ['办公设备更新', '年会会务物资采购']) await rowOf(title).locator('.ant-checkbox-input').check();
    await page.getByRole('button', { name: /批量打印/ }).click();
    await expect.poll(() => preview().getAttribute('data-print-preview')).toBe('ready');
    const papers = preview().locator('[data-print-paper]');
    await expect.poll(() => papers.count()).toBe(2);
    const texts = await papers.allInnerTexts();
    // in the order of the list (newest first), as ticked
    const titles = texts.map((t) => ['办公设备更新', '年会会务物资采购'].find((title) => t.includes(title)));
    expect(titles).toEqual(['办公设备更新', '年会会务物资采购']);
    expect(texts[0]).toContain('笔记本电脑');
    await screenshot(page, 'print-4-batch');
    // 打印: the browser's print of the papers alone, with the template's @page rule, logged with both records
    const logged = page.waitForResponse((r) => r.url().includes('/printLog/save'));
    await page
      .getByRole('button', { name: /^(打印|printer 打印)$/ })
      .last()
      .click();
    const saved = (await logged).request().postDataJSON() as { printId: string; printNum: number };
    expect(saved).toMatchObject({ printId: 'pt-purchase-order', printNum: 2 });
    await page.locator('.ant-modal-close').last().click();
  });

  test('the detail in a drawer and full screen hides the field the menu does not grant', async () => {
    const db = app.server.database.db;
    for (const popupType of ['drawer', 'fullScreen']) {
      const [model] = await db.select().from(visualdevModels).where(eq(visualdevModels.id, 'vd-purchase-order'));
      const formData = { ...JSON.parse(model.formData), popupType };
      await db
        .update(visualdevModels)
        .set({ formData: JSON.stringify(formData) })
        .where(eq(visualdevModels.id, 'vd-purchase-order'));
      await page.goto(app.url('/model/office.purchaseOrder'));
      await rowOf('办公设备更新')
        .getByRole('button', { name: /详\s*情/ })
        .click();
      const shown = page.locator(`[data-model-layer="${popupType}"]`);
      await expect.poll(() => shown.locator('[data-field="items"] .ant-table-row[data-row-key]').count()).toBe(1);
      expect(await shown.locator('[data-field="supplier"]').innerText()).toContain('联想授权经销商');
      expect(await shown.locator('[data-field="creatorUser"]').count()).toBe(0);
      expect(await page.locator(`[data-model-layer-footer="${popupType}"] [data-print-action]`).count()).toBe(1);
      await screenshot(page, `print-5-detail-${popupType}`);
    }
  });
});
