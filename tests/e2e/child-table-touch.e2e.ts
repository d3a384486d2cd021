import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';
import { modelPage } from './modelPage';

/**
 * The child table on a touch screen (a tablet, no mouse): a cell shows a light view until it is used, and a
 * finger has no hover to mount the widget beforehand. One tap on a select or a date cell opens its list or
 * calendar, as one tap on any select does.
 */
describe('child table on a touch screen', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;

  const { table, item } = modelPage(() => page);
  const rows = () => item('items').locator('.ant-table-row[data-row-key]');
  const cell = (row: number, column: string) => rows().nth(row).locator(`[data-field="${column}"]`);

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser({ width: 1024, height: 768 }, { hasTouch: true });
    page = browser.page;
    page.setDefaultTimeout(10_000);
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await page.goto(app.url('/model/office.purchaseOrder'));
    await table()
      .getByRole('button', { name: /新\s*增/ })
      .tap();
    await item('items').getByRole('button', { name: /添加/ }).tap();
    await rows().first().waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('one tap on 单位 opens its options; a tap on 箱 chooses it', async () => {
    await cell(0, 'unit').locator('input').tap();
    const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
      hasText: '箱',
    });
    await expect.poll(() => option.isVisible()).toBe(true);
    await screenshot(page, 'child-table-touch-select');
    await option.tap();
    await expect.poll(() => cell(0, 'unit').innerText()).toContain('箱');
  });

  test('one tap on 交货日期 opens the calendar', async () => {
    await cell(0, 'deliveryDate').locator('input').tap();
    await expect
      .poll(() => page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-panel').isVisible())
      .toBe(true);
  });
});
