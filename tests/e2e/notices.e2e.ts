import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { PageResult, UnreadCounts } from '../../contract';
import { signIn, storedToken } from './actions';
import { screenHelpers } from './adminTemplatesHelpers';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';

/**
 * 通知公告, built only from schemas/, against the real server: an administrator writes a notice to 张伟 and
 * releases it; 张伟, signed in meanwhile in another browser, sees the bell count go up through the message
 * socket and finds the notice in his messages.
 */
describe('notices end to end', () => {
  let app: TestApp;
  let admin: BrowserSession;
  let reader: BrowserSession;
  let page: Page;
  let h: ReturnType<typeof screenHelpers>;
  const TITLE = '会员代表大会通知';
  const picker = () => page.locator('.jnpf-picker-dialog');
  const bellCount = (p: Page) =>
    p.locator('[data-testid="notification-bell"]').getAttribute('aria-label', { timeout: 10_000 });

  beforeAll(async () => {
    app = await startTestApp();
    admin = await openBrowser();
    reader = await openBrowser();
    page = admin.page;
    page.setDefaultTimeout(15_000);
    h = screenHelpers(page);
  });
  afterAll(async () => {
    await reader?.close();
    await admin?.close();
    await app?.close();
  });

  test('消息中心 → 通知公告 opens the empty list', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await h.openMenu('消息中心', '通知公告');
    await page.waitForURL(/\/msgCenter\/notice$/);
    await expect.poll(() => h.table().innerText()).toContain('暂无数据');
  });

  test('a new notice: required title and recipients, then saved as a draft', async () => {
    await h
      .table()
      .getByRole('button', { name: /新\s*建/ })
      .click();
    await expect.poll(() => h.dialog().locator('.ant-modal-title').innerText()).toBe('新建公告');
    await h.ok().click();
    await expect.poll(() => h.errorsIn('标题')).toBe('请输入标题');
    await expect.poll(() => h.errorsIn('接收用户')).toBe('请选择接收人');

    await h.input('标题').fill(TITLE);
    await h.input('摘要').fill('请各位代表准时出席');
    await h.field('接收用户').locator('.jnpf-picker-field').click();
    await expect.poll(() => picker().count()).toBe(1);
    const box = picker().getByPlaceholder('请输入关键词查询');
    await box.fill('张伟');
    await box.press('Enter');
    const row = picker().locator('.jnpf-picker-row').filter({ hasText: '张伟/zhangwei' });
    await expect.poll(() => row.count()).toBe(1);
    await row.click();
    await picker()
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => picker().count()).toBe(0);
    await expect.poll(() => h.field('接收用户').innerText()).toContain('张伟/zhangwei');

    const body = h.field('内容').locator('[contenteditable="true"]');
    await expect.poll(() => body.count()).toBe(1);
    await body.click();
    await page.keyboard.type('大会将于下周一在学会报告厅举行。');
    await screenshot(page, 'notice-dialog');
    await h.ok().click();
    await h.toastSays('新建成功');
    await expect.poll(() => h.rowOf(TITLE).innerText()).toContain('草稿');
  });

  test('released: 张伟, signed in elsewhere, gets it live on the bell and in his messages', async () => {
    await reader.page.goto(app.url('/login'));
    await signIn(reader.page, 'zhangwei', 'User1234');
    const token = (await storedToken(reader.page)) ?? '';
    const before = (await app.api<UnreadCounts>('GET', '/api/message/getUnReadMsgNum', { token })).data.unReadNum;
    const label = (n: number) => (n > 0 ? `消息通知，${n} 条未读` : '消息通知');
    // the bell shows the count from before the release: what changes next comes over the socket
    await expect.poll(() => bellCount(reader.page)).toBe(label(before));

    await h
      .rowOf(TITLE)
      .getByRole('button', { name: /发\s*布/ })
      .click();
    await h.confirm('发布后将通知所有接收人且不能再修改');
    await h.toastSays('发布成功');
    await expect.poll(() => h.rowOf(TITLE).innerText()).toContain('已发布');
    expect(await h.rowOf(TITLE).innerText()).toContain('管理员/admin');
    expect(
      await h
        .rowOf(TITLE)
        .getByRole('button', { name: /编\s*辑/ })
        .count(),
    ).toBe(0);
    await screenshot(page, 'notice-list');

    await expect.poll(() => bellCount(reader.page), { timeout: 15_000 }).toBe(label(before + 1));
    const inbox = await app.api<PageResult<{ title: string; type: number }>>('GET', '/api/message?type=1', { token });
    expect(inbox.data.list.find((m) => m.title === TITLE)).toMatchObject({ type: 1 });
    await screenshot(reader.page, 'notice-reader-bell');
  });

  test('the released notice opens as a read-only detail', async () => {
    await h
      .rowOf(TITLE)
      .getByRole('button', { name: /详\s*情/ })
      .click();
    await expect.poll(() => h.dialog().locator('.ant-modal-title').innerText()).toBe('公告详情');
    await expect.poll(() => h.field('内容').innerText()).toContain('大会将于下周一在学会报告厅举行');
    await expect.poll(() => h.field('接收用户').innerText()).toContain('张伟/zhangwei');
    await screenshot(page, 'notice-detail');
  });
});
