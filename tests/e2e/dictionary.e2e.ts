import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { openMenu, signIn, storedToken } from './actions';
import { screenLocators } from './admin-organization.screen';

/**
 * The dictionary data screen, built only from schemas/system/*.json, against the real server:
 * pick a category, add an item (the validation messages first), edit it, toggle its state, delete it.
 */
describe('dictionary screen end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;

  const { tree, table, dialog, confirmBox, rowOf, field, errorsIn, okButton } = screenLocators(() => page);

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('the menu entry 系统管理 → 数据字典 opens the schema screen with the category tree', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await openMenu(page, '系统管理', '数据字典');
    await page.waitForURL(/\/system\/dictionary$/);
    await expect.poll(() => tree().getByText('业务字典', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => tree().getByText('学历', { exact: true }).isVisible()).toBe(true);
    // the first leaf category is selected at once, so the table is never empty for no reason
    await expect.poll(() => rowOf('个人会员').count()).toBe(1);
    await screenshot(page, 'dictionary-screen');
  });

  test('the tree menu has refresh, expand all, collapse all and category management', async () => {
    await tree().getByTestId('tree-menu').click();
    const menu = page.locator('.ant-dropdown-menu').last();
    for (const item of ['刷新数据', '展开全部', '折叠全部', '分类管理'])
      await expect.poll(() => menu.getByText(item, { exact: true }).isVisible()).toBe(true);
    await menu.getByText('折叠全部', { exact: true }).click();
    await expect.poll(() => tree().getByText('会员类型', { exact: true }).count()).toBe(0);
    await tree().getByTestId('tree-menu').click();
    await page.locator('.ant-dropdown-menu').last().getByText('展开全部', { exact: true }).click();
    await expect.poll(() => tree().getByText('会员类型', { exact: true }).isVisible()).toBe(true);
    await tree().getByTestId('tree-menu').click();
    await page.locator('.ant-dropdown-menu').last().getByText('分类管理', { exact: true }).click();
    // the category drawer (its own suite: admin-dictionary-billrule.e2e.ts); closed again here
    const drawer = page.locator('.ant-drawer-content').filter({ hasText: '字典分类管理' });
    await expect.poll(() => drawer.locator('tr.ant-table-row').filter({ hasText: '学历' }).count()).toBe(1);
    await drawer.locator('.ant-drawer-close').click();
    await expect.poll(() => drawer.count()).toBe(0);
  });

  test('adding is disabled on the synthetic roots; the filter narrows the tree', async () => {
    await tree().getByText('业务字典', { exact: true }).click();
    const add = table().getByRole('button', { name: /新\s*建/ });
    await expect.poll(() => add.isDisabled()).toBe(true);
    await expect.poll(() => table().getByText('暂无数据').isVisible()).toBe(true);
    await tree().getByPlaceholder('输入关键字').fill('学历');
    await expect.poll(() => tree().getByText('会员类型', { exact: true }).count()).toBe(0);
    await tree().getByText('学历', { exact: true }).click();
    await expect.poll(() => add.isDisabled()).toBe(false);
    await expect.poll(() => rowOf('博士研究生').count()).toBe(1);
    await tree().getByPlaceholder('输入关键字').fill('');
  });

  test('a tree category shows its items as a tree with expand all / collapse all', async () => {
    await tree().getByText('学科分类', { exact: true }).click();
    await expect.poll(() => rowOf('工学').count()).toBe(1);
    expect(await rowOf('机械工程').count()).toBe(0);
    await table().getByRole('button', { name: '展开全部' }).click();
    await expect.poll(() => rowOf('计算机软件与理论').count()).toBe(1);
    await screenshot(page, 'dictionary-tree-expanded');
    await table().getByRole('button', { name: '折叠全部' }).click();
    await expect.poll(() => rowOf('机械工程').count()).toBe(0);
    await tree().getByText('学历', { exact: true }).click();
    await expect.poll(() => rowOf('博士研究生').count()).toBe(1);
  });

  test('the keyword search runs on Enter and reset brings every row back', async () => {
    const keyword = page.locator('[data-screen-component="SearchBar"]').getByPlaceholder('请输入关键词查询');
    await keyword.fill('硕士');
    await keyword.press('Enter');
    await expect.poll(() => rowOf('博士研究生').count()).toBe(0);
    await expect.poll(() => rowOf('硕士研究生').count()).toBe(1);
    await page
      .locator('[data-screen-component="SearchBar"]')
      .getByRole('button', { name: /重\s*置/ })
      .click();
    await expect.poll(() => rowOf('博士研究生').count()).toBe(1);
    expect(await keyword.inputValue()).toBe('');
  });

  test('a new item: empty submit and a 51-character name show the spec messages, then it saves', async () => {
    await table()
      .getByRole('button', { name: /新\s*建/ })
      .click();
    await expect.poll(() => dialog().locator('.ant-modal-title').innerText()).toBe('新建字典');
    // the parent defaults to the category itself; a flat category cannot choose another one
    await expect.poll(() => field('上级').locator('.ant-select-selection-item').innerText()).toBe('学历');
    await okButton().click();
    await expect.poll(() => errorsIn('名称')).toBe('请输入名称');
    await expect.poll(() => errorsIn('编码')).toBe('请输入编码');
    await screenshot(page, 'dictionary-dialog-required');

    await field('名称').locator('input').fill('名'.repeat(51));
    await expect.poll(() => errorsIn('名称')).toBe('字典名称最多为50个字符！');
    await field('编码').locator('input').fill('c'.repeat(51));
    await expect.poll(() => errorsIn('编码')).toBe('字典编码最多为50个字符！');
    await okButton().click();
    await screenshot(page, 'dictionary-dialog-too-long');
    expect(await dialog().isVisible()).toBe(true);

    await field('名称').locator('input').fill('博士后');
    await field('编码').locator('input').fill('e2e-postdoc');
    await field('排序').locator('input').fill('9');
    await okButton().click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('新建成功');
    await expect.poll(() => dialog().count()).toBe(0);
    await expect.poll(() => rowOf('e2e-postdoc').count()).toBe(1);
    expect(await rowOf('e2e-postdoc').innerText()).toContain('博士后');

    // the parent equal to the category went to the server as '0'
    const token = await storedToken(page);
    const reply = await app.api<{ list: { id: string; enCode: string }[] }>(
      'GET',
      '/api/system/DictionaryData/education?isTree=0',
      { token },
    );
    const saved = reply.data.list.find((r) => r.enCode === 'e2e-postdoc');
    expect(saved).toBeTruthy();
    const info = await app.api<{ parentId: string; sortCode: number; enabledMark: number }>(
      'GET',
      `/api/system/DictionaryData/${saved!.id}/Info`,
      { token },
    );
    expect(info.data).toMatchObject({ parentId: '0', sortCode: 9, enabledMark: 1 });
    await screenshot(page, 'dictionary-saved');
  });

  test('editing loads the record into the dialog and saves the change', async () => {
    await rowOf('e2e-postdoc')
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    await expect.poll(() => dialog().locator('.ant-modal-title').innerText()).toBe('编辑字典');
    await expect.poll(() => field('名称').locator('input').inputValue()).toBe('博士后');
    expect(await field('编码').locator('input').inputValue()).toBe('e2e-postdoc');
    await field('名称').locator('input').fill('博士后研究人员');
    await okButton().click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('修改成功');
    await expect.poll(() => rowOf('e2e-postdoc').innerText()).toContain('博士后研究人员');
  });

  test('the state switch asks first, then the flag flips', async () => {
    const toggle = rowOf('e2e-postdoc').getByRole('switch');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await expect.poll(() => confirmBox().innerText()).toContain('此操作将禁用该字典数据, 是否继续?');
    await screenshot(page, 'dictionary-toggle-confirm');
    await confirmBox()
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => rowOf('e2e-postdoc').getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect(await rowOf('e2e-postdoc').innerText()).toContain('禁用');
  });

  test('delete asks with the spec text and removes the row', async () => {
    await rowOf('e2e-postdoc')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await expect.poll(() => confirmBox().innerText()).toContain('此操作将永久删除该数据, 是否继续?');
    await confirmBox()
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('删除成功');
    await expect.poll(() => rowOf('e2e-postdoc').count()).toBe(0);
    await expect.poll(() => rowOf('博士研究生').count()).toBe(1);
    await screenshot(page, 'dictionary-after-delete');
  });

  test('a user with only add and detail sees 新建, but no 编辑 or 删除, and the switch is read-only', async () => {
    // a second browser profile: zhangwei's role grants btn_add and btn_detail on this menu
    const other = await openBrowser();
    try {
      const p = other.page;
      await p.goto(app.url('/login'));
      await signIn(p, 'zhangwei', 'User1234');
      await p.waitForURL(/\/home$/);
      await p.goto(app.url('/system/dictionary'));
      const row = p.locator('tr.ant-table-row').filter({ hasText: '个人会员' });
      await expect.poll(() => row.count()).toBe(1);
      expect(await p.getByRole('button', { name: /新\s*建/ }).count()).toBe(1);
      expect(await row.getByRole('button', { name: /编\s*辑/ }).count()).toBe(0);
      expect(await row.getByRole('button', { name: /删\s*除/ }).count()).toBe(0);
      expect(await row.getByRole('switch').isDisabled()).toBe(true);
      await screenshot(p, 'dictionary-add-detail-only');
    } finally {
      await other.close();
    }
  });
});
