import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';
import { modelPage } from './modelPage';

/**
 * The list types of form models against the real server, on the seeded models: 会员登记 (a left tree of 会员类型),
 * 课题任务 (a tree table by 上级任务), 论文投稿 (grouped by 稿件类型) and 活动反馈 (inline editing); and a user
 * whose menu lacks btn_remove sees no 删除.
 */
describe('model list types end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;

  const { table, rowOf } = modelPage(() => page);
  const rows = () => table().locator('tr.ant-table-row');
  const tree = () => page.locator('[data-left-tree="memberType"]');

  async function open(path: string) {
    await page.goto(app.url(path));
    await table().waitFor();
  }

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser();
    page = browser.page;
    page.setDefaultTimeout(10_000);
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('left tree: a click on 高级会员 lists only them, a second click lists everyone again', async () => {
    await open('/model/memberService.register');
    await expect.poll(() => rows().count()).toBe(5);
    expect(await tree().getByText('会员类型', { exact: true }).count()).toBe(1);
    await tree().getByText('高级会员', { exact: true }).click();
    await expect.poll(() => rows().count()).toBe(2);
    expect(await rowOf('陈思远').count()).toBe(1);
    expect(await rowOf('赵雅琴').count()).toBe(1);
    await screenshot(page, 'list-type-left-tree');
    // 导出 writes what the list shows: the node's rows, as an xlsx
    const exported = page.waitForResponse((r) => r.url().includes('/Actions/ExportData'));
    await table()
      .getByRole('button', { name: /导\s*出/ })
      .click();
    const reply = await exported;
    expect(JSON.parse(reply.request().postData() ?? '{}')).toMatchObject({ queryJson: '{"memberType":"3"}' });
    expect(await reply.json()).toMatchObject({ code: 200, data: { name: expect.stringMatching(/\.xlsx$/) } });
    await tree().getByText('高级会员', { exact: true }).click();
    await expect.poll(() => rows().count()).toBe(5);
    // the filter box keeps the nodes whose name holds the keyword, the keyword highlighted
    const titles = () => tree().locator('.ant-tree-title').allTextContents();
    expect((await titles()).length).toBeGreaterThan(1);
    await tree().getByRole('textbox', { name: '输入关键字' }).fill('高级');
    await expect.poll(titles).toEqual(['高级会员']);
    expect(await tree().locator('[data-tree-match]').allTextContents()).toEqual(['高级']);
    await screenshot(page, 'list-type-left-tree-filter');
    await tree().locator('[data-tree-match]').click();
    await expect.poll(() => rows().count()).toBe(2);
  });

  test('a user whose menu lacks btn_remove sees no 删除, but the buttons granted', async () => {
    await open('/model/memberService.register');
    await expect.poll(() => rows().count()).toBe(5);
    expect(
      await rows()
        .first()
        .getByRole('button', { name: /删\s*除/ })
        .count(),
    ).toBe(1);
    await page.evaluate(() => localStorage.clear());
    await page.goto(app.url('/login'));
    await signIn(page, 'zhangwei', 'User1234');
    await open('/model/memberService.register');
    await expect.poll(() => rows().count()).toBe(5);
    expect(
      await table()
        .getByRole('button', { name: /删\s*除/ })
        .count(),
    ).toBe(0);
    expect(
      await table()
        .getByRole('button', { name: /编\s*辑/ })
        .count(),
    ).toBe(0);
    expect(
      await table()
        .getByRole('button', { name: /导\s*出/ })
        .count(),
    ).toBe(0);
    expect(
      await rows()
        .first()
        .getByRole('button', { name: /详\s*情/ })
        .count(),
    ).toBe(1);
    expect(
      await table()
        .getByRole('button', { name: /新\s*增/ })
        .count(),
    ).toBe(1);
    await screenshot(page, 'list-type-no-remove');
    await page.evaluate(() => localStorage.clear());
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
  });

  test('tree table: the roots are listed, expanding one shows its children', async () => {
    // the academic menus belong to the other system
    await page.getByTestId('system-switch').click();
    await page.getByTestId('system-item').filter({ hasText: '学术服务平台' }).click();
    const sidebar = page.locator('[data-region="sidebar"]');
    await expect.poll(() => sidebar.getByText('学术活动', { exact: true }).count()).toBeGreaterThan(0);
    await open('/model/academic.researchTask');
    await expect.poll(() => rowOf('学会数字化转型课题').count()).toBe(1);
    expect(await rowOf('青年学者培养计划').count()).toBe(1);
    expect(await rowOf('会员数据治理').count()).toBe(0);
    await rowOf('学会数字化转型课题')
      .getByRole('button', { name: /展开|expand/i })
      .click();
    await expect.poll(() => rowOf('会员数据治理').count()).toBe(1);
    expect(await rowOf('线上年会平台建设').count()).toBe(1);
    await rowOf('会员数据治理')
      .getByRole('button', { name: /展开|expand/i })
      .click();
    await expect.poll(() => rowOf('会员标签体系设计').count()).toBe(1);
    await screenshot(page, 'list-type-tree-table');
  });

  test('group: one header per 稿件类型 with its name and count', async () => {
    await open('/model/academic.paper');
    const header = (value: string) => table().locator(`[data-group-header="${value}"]`);
    await expect.poll(() => header('1').innerText()).toMatch(/研究论文\s*\(2 条\)/);
    expect(await header('2').innerText()).toMatch(/综述\s*\(1 条\)/);
    expect(await header('3').innerText()).toMatch(/短讯\s*\(1 条\)/);
    await screenshot(page, 'list-type-group');
    await header('1')
      .locator('xpath=ancestor::tr')
      .getByRole('button', { name: /收起|关闭|collapse/i })
      .click();
    await expect.poll(() => rows().count()).toBe(5);
  });

  test('inline edit: 编辑 turns the row into widgets, 保存 keeps the change after a reload', async () => {
    await open('/model/academic.activityFeedback');
    await expect.poll(() => rowOf('线上').count()).toBe(1);
    await rowOf('线上')
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    const editing = table()
      .locator('tr.ant-table-row')
      .filter({ has: page.locator('[data-inline-editing]') });
    await editing.locator('[data-field="attendanceMode"]').getByText('现场', { exact: true }).click();
    await screenshot(page, 'list-type-inline-edit');
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/OnlineDev/'));
    await editing.getByRole('button', { name: /保\s*存/ }).click();
    expect((await (await saved).json()) as unknown).toMatchObject({ code: 200 });
    await expect.poll(() => table().locator('[data-inline-editing]').count()).toBe(0);
    await page.reload();
    await table().waitFor();
    await expect.poll(() => rows().count()).toBe(4);
    expect(await rowOf('线上').count()).toBe(0);
  });

  test('inline edit while someone else saves the same record: both changes are kept', async () => {
    const OD = '/api/visualdev/OnlineDev/vd-activity-feedback';
    const token = await app.login('admin', 'Admin123');
    const rowsNow = await app.api<{ list: { id: string; feedbackNo: string }[] }>('POST', `${OD}/List`, {
      token,
      json: { currentPage: 1, pageSize: 20, sidx: 'feedbackNo' },
    });
    const target = rowsNow.data.list[0];
    await rowOf(target.feedbackNo)
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    const editing = table()
      .locator('tr.ant-table-row')
      .filter({ has: page.locator('[data-inline-editing]') });
    await editing.locator('[data-field="attendanceMode"]').getByText('线上', { exact: true }).click();
    // another person saves the same record (the version the row loaded) before this row is saved
    const info = await app.api<{ data: string }>('GET', `${OD}/${target.id}`, { token });
    const theirs = { ...JSON.parse(info.data.data), suggestion: '另一位管理员的修改' };
    const other = await app.api('PUT', `${OD}/${target.id}`, { token, json: { data: JSON.stringify(theirs) } });
    expect(other.code).toBe(200);
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(target.id));
    await editing.getByRole('button', { name: /保\s*存/ }).click();
    expect(await (await saved).json()).toMatchObject({ code: 200 });
    const after = await app.api<{ data: string }>('GET', `${OD}/${target.id}`, { token });
    expect(JSON.parse(after.data.data)).toMatchObject({ attendanceMode: 'online', suggestion: '另一位管理员的修改' });
  });
});
