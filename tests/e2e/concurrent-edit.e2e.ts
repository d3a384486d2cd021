import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';
import { screenLocators } from './admin-organization.screen';

/**
 * Optimistic locking seen from the screens (issue 8): two pages open the same user's dialog; the first saves,
 * the second then saves what it loaded before and is told 数据已被他人修改，请刷新后重试 — nothing of it is
 * written, its dialog stays open with what was typed, and reopening shows the first page's change.
 */
describe('two administrators editing the same user', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let first: Page;
  let second: Page;
  const STALE = '数据已被他人修改，请刷新后重试';

  /** the row whose account cell is zhangwei: other rows may name 张伟 as their manager */
  const zhangwei = (page: Page) =>
    screenLocators(() => page)
      .table()
      .locator('tr.ant-table-row')
      .filter({ has: page.getByRole('cell', { name: 'zhangwei', exact: true }) });
  const open = async (page: Page) => {
    const ui = screenLocators(() => page);
    await page.goto(app.url('/permission/user'));
    await expect.poll(() => ui.table().isVisible()).toBe(true);
    await ui.search('zhangwei');
    await expect.poll(() => zhangwei(page).count()).toBe(1);
    await ui.button(zhangwei(page), '编辑').click();
    // the dialog is filled from the info GET, which carries the version
    await expect.poll(() => ui.input('姓名').inputValue()).toBe('张伟');
    return ui;
  };
  const description = (ui: ReturnType<typeof screenLocators>) => ui.field('说明').locator('textarea');
  const savedDescription = async () => {
    const token = await app.login('admin', 'Admin123');
    return (await app.api<{ description: string }>('GET', '/api/permission/Users/user-zhangwei', { token })).data
      .description;
  };

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser();
    first = browser.page;
    first.setDefaultTimeout(10_000);
    await first.goto(app.url('/login'));
    await signIn(first, 'admin', 'Admin123');
    // a second tab of the same browser: signed in through the shared storage
    second = await browser.context.newPage();
    second.setDefaultTimeout(10_000);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('the later save of an older version is refused on screen, the earlier one kept', async () => {
    const a = await open(first);
    const b = await open(second);

    await description(a).fill('第一位管理员的修改');
    await a.okButton().click();
    await expect.poll(a.toast).toContain('修改成功');
    await expect.poll(() => a.dialog().count()).toBe(0);

    await description(b).fill('第二位管理员的修改');
    await b.okButton().click();
    const refusal = second.locator('.ant-message-notice').filter({ hasText: STALE });
    // the toast slides in from above the page: shoot it once it has arrived
    await expect.poll(() => refusal.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    await screenshot(second, 'concurrent-edit-refused');
    // refused: the dialog stays with what was typed, and the server kept the first save
    expect(await description(b).inputValue()).toBe('第二位管理员的修改');
    expect(await savedDescription()).toBe('第一位管理员的修改');
  });

  test('after reopening, the second page sees the first change and can save over it', async () => {
    const b = screenLocators(() => second);
    await b.button(b.dialog(), '取消').click();
    await expect.poll(() => b.dialog().count()).toBe(0);
    await b.button(zhangwei(second), '编辑').click();
    await expect.poll(() => description(b).inputValue()).toBe('第一位管理员的修改');
    await description(b).fill('第二位管理员看过之后的修改');
    await b.okButton().click();
    await expect.poll(b.toast).toContain('修改成功');
    expect(await savedDescription()).toBe('第二位管理员看过之后的修改');
  });
});
