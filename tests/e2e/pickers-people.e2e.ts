import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, settle, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';
import { screenForms } from './screenForms';
import { modelPage } from './modelPage';
import { storedApplication } from './staffTransfer';

/**
 * The organisation and people pickers on the sample model 人事管理 → 人事调动申请 (vd-staff-transfer), against
 * the real server and its seeded people: the 抄送 users picker (multiple) adds a user found by keyword and a
 * group from the 分组 tab to the saved 王芳; 接收负责人 offers only the users of the department in 调入部门,
 * and again after that department changes; saved, the record reopens with names, the server holds the ids.
 */
describe('people pickers end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  const record = '陈静调往上海分会';
  const { openMenu, sidebar } = screenForms(() => page);

  const { rowOf, layer, footer, item } = modelPage(() => page);
  const fieldText = (field: string) => item(field).locator('.ant-select-selector').innerText();
  const picker = () => page.locator('.jnpf-picker-dialog');
  const rows = () => picker().locator('.jnpf-picker-row');
  const row = (name: string) => rows().filter({ has: page.locator('.jnpf-picker-row-name', { hasText: name }) });
  const chosen = () => picker().locator('.jnpf-picker-selected-name').allInnerTexts();
  const search = async (keyword: string) => {
    const box = picker().getByPlaceholder('请输入关键词查询');
    await box.fill(keyword);
    await box.press('Enter');
  };
  const openPicker = async (field: string) => {
    await item(field).locator('.jnpf-picker-field').click();
    await expect.poll(() => picker().count()).toBe(1);
  };
  const confirm = async () => {
    await picker()
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => picker().count()).toBe(0);
  };
  const edit = async () => {
    await rowOf(record)
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    await expect.poll(() => item('notifyList').isVisible()).toBe(true);
  };

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

  test('the record opens with the pickers showing names', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await expect.poll(() => sidebar().getByText('人事管理', { exact: true }).isVisible()).toBe(true);
    await openMenu('人事管理', '人事调动申请', /\/model\/personnel\.staffTransfer$/);
    await expect.poll(() => rowOf(record).count()).toBe(1);
    await edit();
    for (const [field, key] of [
      ['notifyList', 'usersSelect'],
      ['receiver', 'userSelect'],
      ['targetDept', 'depSelect'],
      ['fromOrganizes', 'organizeSelect'],
    ]) {
      expect(await item(field).getAttribute('data-jnpf-key')).toBe(key);
    }
    await expect.poll(() => fieldText('notifyList')).toBe('王芳/wangfang');
    await expect.poll(() => fieldText('receiver')).toBe('徐明/xuming');
    expect(await fieldText('targetDept')).toBe('分会办公室');
    expect(await fieldText('grantRole')).not.toMatch(/role-/);
    await screenshot(page, 'pickers-people-form');
  });

  test('抄送 (multiple): a user by keyword and a group from the 分组 tab join the saved user', async () => {
    await openPicker('notifyList');
    expect(await picker().locator('xpath=ancestor::*[@role="dialog"]').getByText('选择用户').count()).toBe(1);
    expect(await picker().getByRole('tab').allInnerTexts()).toEqual(['部门', '角色', '岗位', '分组']);
    await expect.poll(chosen).toEqual(['王芳/wangfang']);
    await search('赵磊');
    await expect.poll(() => row('赵磊/zhaolei').count()).toBe(1);
    await row('赵磊/zhaolei').click();
    await picker().getByRole('tab', { name: '分组' }).click();
    // a new tab starts without the keyword
    expect(await picker().getByPlaceholder('请输入关键词查询').inputValue()).toBe('');
    await search('学术');
    await expect.poll(() => row('学术委员会').count()).toBe(1);
    await row('学术委员会').click();
    await expect.poll(chosen).toEqual(['王芳/wangfang', '赵磊/zhaolei', '学术委员会']);
    expect(
      await picker()
        .getByRole('group')
        .evaluateAll((gs) => gs.map((g) => g.getAttribute('aria-label'))),
    ).toEqual(['用户', '分组']);
    await screenshot(page, 'pickers-people-users-dialog');
    await confirm();
    await expect.poll(() => fieldText('notifyList')).toBe('王芳/wangfang\n赵磊/zhaolei\n学术委员会');
  });

  test('接收负责人 offers only the users of 调入部门, and follows it when it changes', async () => {
    await openPicker('receiver');
    await expect.poll(() => rows().count()).toBeGreaterThan(0);
    const organizes = await picker().locator('.jnpf-picker-row').allInnerTexts();
    expect(organizes.every((text) => text.includes('分会办公室'))).toBe(true);
    expect(organizes.some((text) => text.includes('徐明/xuming'))).toBe(true);
    await screenshot(page, 'pickers-people-receiver-limited');
    await picker()
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await openPicker('targetDept');
    await search('期刊');
    await row('期刊编辑部').click();
    await confirm();
    await expect.poll(() => fieldText('targetDept')).toBe('期刊编辑部');
    // the linkage cleared the receiver of the old department
    await expect.poll(() => item('receiver').locator('.ant-select-selection-item').count()).toBe(0);
    await openPicker('receiver');
    await expect.poll(() => row('赵磊/zhaolei').count()).toBe(1);
    const again = await picker().locator('.jnpf-picker-row').allInnerTexts();
    expect(again.every((text) => text.includes('期刊编辑部'))).toBe(true);
    await row('赵磊/zhaolei').click();
    await confirm();
    await expect.poll(() => fieldText('receiver')).toBe('赵磊/zhaolei');
  });

  test('saved, the record reopens with the names; the server holds the ids', async () => {
    await footer()
      .getByRole('button', { name: /^确\s*定$/ })
      .click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('修改成功');
    await expect.poll(() => layer().count()).toBe(0);
    await edit();
    await expect.poll(() => fieldText('notifyList')).toBe('王芳/wangfang\n赵磊/zhaolei\n学术委员会');
    await expect.poll(() => fieldText('receiver')).toBe('赵磊/zhaolei');
    await settle(page);
    await screenshot(page, 'pickers-people-reopened');
    await footer()
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await expect.poll(() => layer().count()).toBe(0);

    expect(await storedApplication(app, page, record)).toMatchObject({
      notifyList: ['user-wangfang--user', 'user-zhaolei--user', 'grp-academic-committee--group'],
      targetDept: 'dept-journal',
      receiver: 'user-zhaolei',
    });
  });

  test('详情 shows the names read-only, never ids', async () => {
    await rowOf(record)
      .getByRole('button', { name: /详\s*情/ })
      .click();
    await expect.poll(() => layer().locator('[data-record-mode="detail"]').count()).toBe(1);
    await expect.poll(() => item('notifyList').innerText()).toContain('王芳/wangfang, 赵磊/zhaolei, 学术委员会');
    expect(await item('receiver').innerText()).toContain('赵磊/zhaolei');
    const text = await layer().innerText();
    expect(text).not.toMatch(/user-|dept-|grp-|role-|pos-/);
    expect(await item('notifyList').locator('input:not([type="hidden"])').count()).toBe(0);
    await screenshot(page, 'pickers-people-detail');
    await footer()
      .getByRole('button', { name: /关\s*闭/ })
      .click();
  });
});
