import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { printTemplates, visualdevModels } from '../../server/db/schema';
import { signIn } from './actions';
import { screenHelpers } from './adminTemplatesHelpers';
import { openBrowser, screenshot, SHOT_DIR, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { modelPage } from './modelPage';

/**
 * The print-template designer end to end: an administrator builds a template for 物资采购单 by clicking fields,
 * inserting the 采购明细 loop, a barcode and a QR code, sets A5 landscape, previews it with a record and saves;
 * printing that record with it shows the values, and its PDF carries the codes as vector shapes beside the text.
 */

async function pdfOf(file: string): Promise<{ text: string; bytes: string }> {
  const data = new Uint8Array(readFileSync(file));
  const cMapUrl = `${path.resolve('node_modules/pdfjs-dist/cmaps')}/`;
  const doc = await getDocument({ data: data.slice(), cMapUrl, cMapPacked: true }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  return { text, bytes: new TextDecoder('latin1').decode(data) };
}

describe('print designer', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  let h: ReturnType<typeof screenHelpers>;
  const designer = () => h.dialog().locator('[data-print-designer]');
  /** opens an insert button's menu, picks an entry, and waits for the menu to be gone */
  const insert = async (button: string, entry: string) => {
    await designer().locator(`[data-print-insert="${button}"]`).click();
    await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item').filter({ hasText: entry }).first().click();
    await expect.poll(() => page.locator('.ant-dropdown:visible').count()).toBe(0);
  };
  const option = (text: string) =>
    page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${text}"]`).last();

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser();
    page = browser.page;
    page.setDefaultTimeout(15_000);
    h = screenHelpers(page);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('design a template by clicking, preview it with a record, save, then print with it', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await h.openMenu('系统管理', '打印模板');
    await page.waitForURL(/\/system\/printDev$/);
    await h
      .table()
      .getByRole('button', { name: /新\s*建/ })
      .click();
    await h.input('名称').fill('采购单（A5横向）');
    await h.input('编码').fill('PurchaseOrderA5');
    await h.choose('分类', '会员业务');

    await designer().locator('.ant-select').first().click();
    await option('物资采购单').click();
    const palette = designer().locator('[data-print-palette]');
    await expect.poll(() => palette.locator('[data-print-palette-field="title"]').count()).toBe(1);
    expect(await palette.locator('[data-print-group="items"]').innerText()).toContain('物品名称');
    expect(await palette.locator('[data-print-group="system"]').innerText()).toContain('打印人');

    const editable = designer().locator('[data-slate-editor]');
    await editable.click();
    await page.keyboard.type('采购事由：');
    await palette.locator('[data-print-palette-field="title"]').click();
    await page.keyboard.type(' 供应商：');
    await palette.locator('[data-print-palette-field="supplier"]').click();
    await expect.poll(() => editable.locator('[data-print-chip]').count()).toBe(2);
    await insert('loop', '采购明细');
    await expect.poll(() => editable.locator('[data-print-loop-block="items"]').count()).toBe(1);
    await insert('barcode', '采购总额');
    await insert('qrcode', '采购事由');
    await expect.poll(() => editable.locator('[data-print-code]').count()).toBe(2);

    const settings = designer().locator('[data-print-page-settings]');
    await settings.locator('.ant-select').click();
    await option('A5').click();
    await settings.getByText('横向', { exact: true }).click();
    await expect
      .poll(() => designer().locator('[data-print-designer-paper]').getAttribute('data-print-designer-paper'))
      .toBe('A5 landscape');

    const preview = designer().locator('[data-print-designer-preview]');
    await preview.locator('.ant-select').click();
    await option('学术年会资料印刷').click();
    await expect.poll(() => preview.getAttribute('data-print-designer-preview')).toBe('ready');
    const paper = preview.locator('[data-print-designer-paper]');
    await expect.poll(() => paper.innerText()).toContain('采购事由：学术年会资料印刷');
    const paperText = await paper.innerText();
    for (const value of ['华文印务', '会议手册', '易拉宝海报', '资料袋', '8,713.00'])
      expect(paperText).toContain(value);
    await expect.poll(() => paper.locator('[data-print-barcode] svg rect').count()).toBeGreaterThan(10);
    await screenshot(page, 'print-designer-1-designed');

    await h.ok().click();
    await h.toastSays('新建成功');
    await expect.poll(() => h.rowOf('PurchaseOrderA5').count()).toBe(1);

    // reopening shows the same chips and loop, and the stored body kept the page settings and the model
    const db = app.server.database.db;
    const [saved] = await db.select().from(printTemplates).where(eq(printTemplates.enCode, 'PurchaseOrderA5'));
    const body = JSON.parse(saved.printTemplate) as {
      modelId: string;
      page: { size: string; orientation: string };
      html: string;
    };
    expect(body).toMatchObject({ modelId: 'vd-purchase-order', page: { size: 'A5', orientation: 'landscape' } });
    expect(body.html).toContain('data-print-loop="items"');
    expect(body.html).toContain('{title}');
    await h
      .rowOf('PurchaseOrderA5')
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    await expect.poll(() => designer().locator('[data-slate-editor] [data-print-chip]').count()).toBe(2);
    expect(await designer().locator('[data-slate-editor] [data-print-loop-block="items"]').count()).toBe(1);
    await screenshot(page, 'print-designer-2-reopened');
    await h.ok().click();
    await h.toastSays('修改成功');
    const [again] = await db.select().from(printTemplates).where(eq(printTemplates.enCode, 'PurchaseOrderA5'));
    expect(again.printTemplate).toBe(saved.printTemplate);

    // the form prints with the new template too
    const [model] = await db.select().from(visualdevModels).where(eq(visualdevModels.id, 'vd-purchase-order'));
    const formData = { ...JSON.parse(model.formData), printId: ['pt-purchase-order', saved.id] };
    await db
      .update(visualdevModels)
      .set({ formData: JSON.stringify(formData) })
      .where(eq(visualdevModels.id, 'vd-purchase-order'));
    await printWithTemplate(page, saved.id);
  });

  async function printWithTemplate(page: Page, templateId: string) {
    const { rowOf, footer } = modelPage(() => page);
    await h.openMenu('行政办公', '物资采购单');
    await page.waitForURL(/\/model\/office\.purchaseOrder$/);
    await rowOf('学术年会资料印刷')
      .getByRole('button', { name: /详\s*情/ })
      .click();
    await footer().locator('[data-print-action]').click();
    const picker = page.locator('.ant-modal').filter({ hasText: '选择打印模板' });
    await picker
      .locator('.ant-list-item')
      .filter({ hasText: '采购单（A5横向）' })
      .getByRole('button', { name: /打\s*印/ })
      .click();
    const preview = page.locator('[data-print-preview]');
    await expect.poll(() => preview.getAttribute('data-print-preview')).toBe('ready');
    const paper = preview.locator('[data-print-paper]');
    // the barcode's value is written under its bars once the codes are drawn
    await expect.poll(() => paper.innerText()).toContain('8,713.00');
    const text = await paper.innerText();
    for (const value of ['采购事由：学术年会资料印刷', '华文印务', '会议手册', '资料袋', '8,713.00'])
      expect(text).toContain(value);
    await expect.poll(() => paper.locator('[data-print-qrcode] svg path').count()).toBeGreaterThan(0);
    await screenshot(page, 'print-designer-3-print-preview');
    expect(templateId).not.toBe('');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /下载 PDF/ }).click(),
    ]);
    const file = await download.path();
    // kept beside the screenshots, for people to look at
    copyFileSync(file, path.join(SHOT_DIR, 'print-designer-a5.pdf'));
    const pdf = await pdfOf(file);
    for (const value of ['学术年会资料印刷', '华文印务', '会议手册', '8,713.00']) expect(pdf.text).toContain(value);
    // the barcode's bars as filled rectangles, the QR code's module runs as filled paths
    expect((pdf.bytes.match(/ re f/g) ?? []).length).toBeGreaterThan(20);
    expect(pdf.bytes).toMatch(/ l h( [\d.-]+ [\d.-]+ m( [\d.-]+ [\d.-]+ l)+ h)* f/);
    expect(pdf.bytes).toMatch(/\/MediaBox \[0 0 595\.\d+ 419\.\d+\]/);
  }
});
