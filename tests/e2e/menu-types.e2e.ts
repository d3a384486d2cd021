import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn, storedToken } from './actions';
import { screenLocators } from './admin-organization.screen';

/**
 * Online-module menus that used to show the placeholder page: a dictionary page (type 4) shows the entries of
 * the dictionary its propertyJson names, with the menu's button permissions.
 */
describe('menu types with real content', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;

  const { table, dialog, rowOf, field, okButton } = screenLocators(() => page);
  const placeholder = () => page.getByText('该页面正在建设中');
  const button = (name: RegExp) => table().getByRole('button', { name });

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('会员类型 (type 4) lists the entries of its dictionary and adds one', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await page.goto(app.url('/dictionary/memberService.memberType'));
    await expect.poll(() => rowOf('个人会员').count()).toBe(1);
    expect(await rowOf('单位会员').count()).toBe(1);
    // only this dictionary: no entries of another one (学历)
    expect(await rowOf('博士研究生').count()).toBe(0);
    expect(await placeholder().count()).toBe(0);
    expect(await rowOf('个人会员').getByText('编辑').count()).toBe(1);
    await button(/新\s*建/).click();
    await expect.poll(() => dialog().locator('.ant-modal-title').innerText()).toBe('新建字典');
    await field('名称').locator('input').fill('终身会员');
    await field('编码').locator('input').fill('e2e-life');
    await okButton().click();
    await expect.poll(() => dialog().count()).toBe(0);
    await expect.poll(() => rowOf('e2e-life').count()).toBe(1);
    await screenshot(page, 'menu-type4-member-type');
    const reply = await app.api<{ list: { enCode: string }[] }>('GET', '/api/system/DictionaryData/dt-member-type', {
      token: await storedToken(page),
    });
    expect(reply.data?.list.map((r) => r.enCode) ?? ['(no list)']).toContain('e2e-life');
  });

  test('学科分类 (type 4, isTree) shows its entries as a tree table', async () => {
    // 学科分类 belongs to the other system
    await page.getByTestId('system-switch').click();
    await page.getByTestId('system-item').filter({ hasText: '学术服务平台' }).click();
    const sidebar = page.locator('[data-region="sidebar"]');
    await expect.poll(() => sidebar.getByText('学术活动', { exact: true }).count()).toBeGreaterThan(0);
    await sidebar.getByText('学术活动', { exact: true }).click();
    await sidebar.getByText('学科分类', { exact: true }).click();
    await page.waitForURL(/\/dictionary\/academic\.discipline$/);
    await expect.poll(() => rowOf('工学').count()).toBe(1);
    expect(await rowOf('机械工程').count()).toBe(0);
    await rowOf('工学').locator('.ant-table-row-expand-icon').click();
    await expect.poll(() => rowOf('机械工程').count()).toBe(1);
    await screenshot(page, 'menu-type4-discipline-tree');
  });

  test('zhangwei (新建 and 详情 on 会员类型) is offered 新建 but not 编辑 or 删除', async () => {
    await page.evaluate(() => localStorage.clear());
    await page.goto(app.url('/login'));
    await signIn(page, 'zhangwei', 'User1234');
    await page.goto(app.url('/dictionary/memberService.memberType'));
    await expect.poll(() => rowOf('个人会员').count()).toBe(1);
    expect(await button(/新\s*建/).count()).toBe(1);
    expect(await rowOf('个人会员').getByText('编辑', { exact: true }).count()).toBe(0);
    expect(await rowOf('个人会员').getByText('删除', { exact: true }).count()).toBe(0);
    // the state switch needs 编辑 too
    expect(await rowOf('个人会员').locator('.ant-switch').isDisabled()).toBe(true);
    await screenshot(page, 'menu-type4-member-type-staff');
  });
});
