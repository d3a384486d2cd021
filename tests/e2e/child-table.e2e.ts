import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn, storedToken } from './actions';
import { modelPage } from './modelPage';

/**
 * The child table against the real server, on the seeded 行政办公 → 物资采购单 (vd-purchase-order): 采购明细 has
 * a complex header over 数量 / 单价 / 金额, 金额 = 数量 × 单价 in each row, 合计 of 数量 and 金额, and 采购总额
 * outside the table sums the 金额 column. A person fills three rows, removes one, saves, reopens the record and
 * sees the same rows and totals; an empty required cell stops the save with its message.
 */
describe('child table end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  const title = '端到端采购单';

  const sidebar = () => page.locator('[data-region="sidebar"]');
  const { table, rowOf, layer, footer, item } = modelPage(() => page);
  const items = () => item('items');
  const rows = () => items().locator('.ant-table-row[data-row-key]');
  const cell = (row: number, column: string) => rows().nth(row).locator(`[data-field="${column}"]`);
  const total = (column: string) => items().locator(`[data-region="table-summary"] [data-summary="${column}"]`);
  const button = (name: RegExp) => items().getByRole('button', { name });
  const confirm = () => footer().getByRole('button', { name: /确\s*定/ });

  async function fillRow(row: number, name: string, quantity: string, price: string) {
    await cell(row, 'goodsName').locator('input').fill(name);
    await cell(row, 'quantity').locator('input').fill(quantity);
    await cell(row, 'price').locator('input').fill(price);
  }

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

  test('物资采购单 opens from the menu and lists the seeded orders', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await sidebar().getByText('行政办公', { exact: true }).click();
    await sidebar().getByText('物资采购单', { exact: true }).click();
    await page.waitForURL(/\/model\/office\.purchaseOrder$/);
    await expect.poll(() => rowOf('年会会务物资采购').count()).toBe(1);
  });

  test('three rows are filled: each row computes 金额, 合计 and 采购总额 follow; removing a row updates them', async () => {
    await table()
      .getByRole('button', { name: /新\s*增/ })
      .click();
    await item('title').locator('input').fill(title);
    for (let i = 0; i < 3; i++) await button(/添加/).click();
    await expect.poll(() => rows().count()).toBe(3);
    await fillRow(0, '白板笔', '2', '10');
    await fillRow(1, '文件夹', '3', '2.5');
    await fillRow(2, '投影幕布', '1', '100');
    // calculate cells show parseFloat(toFixed(precision)) (7.5); the 合计 row keeps toFixed(2) for non-whole totals
    await expect.poll(() => cell(1, 'amount').locator('input').inputValue()).toBe('7.5');
    await expect.poll(() => total('quantity').innerText()).toBe('6');
    await expect.poll(() => total('amount').innerText()).toBe('127.50');
    await expect.poll(() => item('totalAmount').locator('input').inputValue()).toBe('127.5');
    await screenshot(page, 'child-table-three-rows');
    await rows().nth(1).getByRole('button', { name: '删除' }).click();
    await expect.poll(() => rows().count()).toBe(2);
    expect(await cell(1, 'goodsName').locator('input').inputValue()).toBe('投影幕布');
    await expect.poll(() => total('quantity').innerText()).toBe('3');
    await expect.poll(() => total('amount').innerText()).toBe('120');
    await expect.poll(() => item('totalAmount').locator('input').inputValue()).toBe('120');
  });

  test('saved and reopened: the same rows, computed amounts and totals', async () => {
    await confirm().click();
    await expect.poll(() => layer().count()).toBe(0);
    await expect.poll(() => rowOf(title).count()).toBe(1);
    await rowOf(title)
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    await expect.poll(() => rows().count()).toBe(2);
    expect(await cell(0, 'goodsName').locator('input').inputValue()).toBe('白板笔');
    expect(await cell(1, 'goodsName').locator('input').inputValue()).toBe('投影幕布');
    expect(await cell(1, 'amount').locator('input').inputValue()).toBe('100');
    await expect.poll(() => total('amount').innerText()).toBe('120');
    await footer()
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await expect.poll(() => layer().count()).toBe(0);
  });

  test('an empty required cell stops the save with <label>不能为空; filling it clears the mark', async () => {
    await table()
      .getByRole('button', { name: /新\s*增/ })
      .click();
    await item('title').locator('input').fill('缺物品名称的采购单');
    await button(/添加/).click();
    await cell(0, 'goodsCode').locator('input').fill('bad code');
    await confirm().click();
    await expect.poll(() => cell(0, 'goodsName').getByRole('alert').innerText()).toBe('物品名称不能为空');
    expect(await cell(0, 'goodsCode').getByRole('alert').innerText()).toBe('物料编码只能包含大写字母、数字和-');
    await screenshot(page, 'child-table-cell-errors');
    expect(await layer().count()).toBe(1);
    await cell(0, 'goodsName').locator('input').fill('签字笔');
    await expect.poll(() => cell(0, 'goodsName').getByRole('alert').count()).toBe(0);
    await cell(0, 'goodsCode').locator('input').fill('PEN-01');
    await confirm().click();
    await expect.poll(() => layer().count()).toBe(0);
    await expect.poll(() => rowOf('缺物品名称的采购单').count()).toBe(1);
  });

  test('60 rows: Enter walks down a column past the rows in view; a bad off-screen cell is brought into view', async () => {
    const bigTitle = '六十行采购单';
    const lines = Array.from({ length: 60 }, (_, i) => ({ goodsName: `物品${i + 1}`, quantity: 1, price: 1 }));
    const created = await app.api('POST', '/api/visualdev/OnlineDev/vd-purchase-order', {
      token: await storedToken(page),
      json: { data: JSON.stringify({ title: bigTitle, items: lines }) },
    });
    expect(created.code).toBe(200);
    await page.reload();
    await expect.poll(() => rowOf(bigTitle).count()).toBe(1);
    await rowOf(bigTitle)
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    await expect.poll(() => items().locator('.jnpf-input-table').getAttribute('data-rows')).toBe('60');
    // fewer rows in the DOM than in the table: only those in view are mounted
    expect(await rows().count()).toBeLessThan(60);
    const activeRow = () =>
      page.evaluate(() => document.activeElement?.closest('[data-row-index]')?.getAttribute('data-row-index') ?? null);
    await cell(0, 'goodsName').locator('input').focus();
    // as a person does: press, see the focus move down, press again
    for (let i = 1; i <= 55; i++) {
      await page.keyboard.press('Enter');
      await expect.poll(activeRow).toBe(String(i));
    }
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('物品56');
    // row 56 left empty, then the table scrolled back to the top: the bad row is no longer mounted
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await items()
      .locator('.ant-table-tbody-virtual-holder')
      .evaluate((holder) => holder.scrollTo(0, 0));
    const row55 = items().locator('.ant-table-row[data-row-index="55"]');
    await expect.poll(() => row55.count()).toBe(0);
    await confirm().click();
    await expect
      .poll(() => row55.locator('[data-field="goodsName"] [role="alert"]').innerText())
      .toBe('物品名称不能为空');
    await expect.poll(activeRow).toBe('55');
    await screenshot(page, 'child-table-offscreen-error');
    await footer()
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await expect.poll(() => layer().count()).toBe(0);
  });
});
