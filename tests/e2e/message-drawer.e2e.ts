import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { messages } from '../../server/db/schema';
import { openBrowser, settle, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';

const SHOTS = '/tmp/shots';
/** what a hostile sender could paste into a notice: none of it may run in the reader's browser */
const XSS_BODY =
  '<p>请查收本季度工作安排。</p><img src="x" onerror="alert(\'img-onerror\')">' +
  '<script>alert("script-tag")</script><a href="javascript:alert(\'link\')">查看详情</a>';
const XSS_TITLE = '关于本季度工作安排的通知';

/**
 * The message centre in the browser against the real server: yangfan's 24 seeded messages (22 unread) plus a
 * message stored with a script in its body. The bell opens the drawer, the list pages as it is
 * scrolled, opening a message lowers the badge and shows the body as harmless markup, "mark all read" empties
 * the badge, and /messageRecord deletes a message.
 */
describe('message drawer end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  const dialogs: string[] = [];
  const errors: string[] = [];

  // one read in the page: the count element may leave (antd's zoom-out) between two separate reads
  const badge = () =>
    page
      .getByTestId('notification-bell')
      .evaluate((el) => el.querySelector('.ant-scroll-number')?.getAttribute('title') ?? '0');
  const drawer = () => page.getByTestId('message-drawer');
  const rows = () => page.getByTestId('message-row');
  const shot = async (name: string) => {
    await settle(page);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${name}.png` });
  };

  beforeAll(async () => {
    app = await startTestApp();
    // stored as it came, as a message template or an import would store it: the notice screen cleans what it
    // saves on the server, so this is what only the reader's own sanitising stands between
    await app.server.database.db.insert(messages).values({
      id: 'msg-e2e-xss',
      userId: 'user-yangfan',
      type: 1,
      title: XSS_TITLE,
      bodyText: XSS_BODY,
      excerpt: '请查收',
      releaseUserId: 'user-admin',
    });
    browser = await openBrowser({ width: 1440, height: 900 });
    page = browser.page;
    page.setDefaultTimeout(15_000);
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    page.on('pageerror', (err) => errors.push(err.message));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('the bell opens the drawer; scrolling loads the next page of unread messages', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'yangfan', 'User1234');
    await expect.poll(badge).toBe('23');
    await page.getByTestId('notification-bell').click();
    await expect.poll(() => rows().count()).toBe(20);
    expect(await drawer().locator('.ant-drawer-title').innerText()).toBe('消息');
    expect(await rows().first().innerText()).toContain(XSS_TITLE);
    await shot('message-drawer');
    await page.getByTestId('message-scroller').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(() => rows().count()).toBe(23);
    await expect.poll(() => drawer().getByText('没有更多了').count()).toBe(1);
  });

  test('opening the message with a script shows its text, runs nothing, and lowers the badge', async () => {
    await page.getByTestId('message-scroller').evaluate((el) => el.scrollTo(0, 0));
    await rows().first().click();
    const content = page.getByTestId('message-content');
    await expect.poll(() => content.innerText()).toContain('请查收本季度工作安排');
    await expect.poll(badge).toBe('22');
    expect(await content.locator('script').count()).toBe(0);
    expect(await content.locator('img').getAttribute('onerror')).toBeNull();
    expect(await content.locator('a').getAttribute('href')).toBeNull();
    await shot('message-detail');
    expect(dialogs).toEqual([]);
    await page.locator('.ant-modal-close').click();
    await expect.poll(() => rows().first().getAttribute('data-unread')).toBe('0');
  });

  test('mark all read asks first, then the badge is empty and the unread list too; a new message arrives live', async () => {
    await page.getByTestId('message-read-all').click();
    await page
      .locator('.ant-popconfirm:visible')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await expect.poll(badge).toBe('0');
    await expect.poll(() => drawer().getByText('暂无消息').count()).toBe(1);
    await shot('message-drawer-empty');
    // a message stored now reaches the open drawer over the socket: the list reloads, the bell goes up
    await app.server.database.db.insert(messages).values({
      id: 'msg-e2e-live',
      userId: 'user-yangfan',
      type: 4,
      title: '日程提醒：年终总结会',
      bodyText: '12月28日 14:00，学会大会议室。',
      releaseUserId: 'user-wangfang',
    });
    await expect.poll(() => rows().count()).toBe(1);
    expect(await rows().first().innerText()).toContain('日程提醒：年终总结会');
    await expect.poll(badge).toBe('1');
    await drawer().getByTestId('message-unread-only').click();
    await expect.poll(() => rows().count()).toBe(20);
    expect(await drawer().locator('[data-testid="unread-dot"]').count()).toBe(1);
  });

  test('/messageRecord lists every message and deletes one', async () => {
    await page.getByTestId('message-more').click();
    await page.waitForURL(/\/messageRecord$/);
    const table = page.getByTestId('message-record-page');
    await expect.poll(() => table.locator('.ant-table-row').count()).toBe(20);
    await expect.poll(() => table.getByText('共 26 条').count()).toBe(1);
    await shot('message-record');
    const first = table.locator('.ant-table-row').first();
    const title = await first.locator('td').nth(1).innerText();
    await first.getByTestId('record-delete').click();
    await page
      .locator('.ant-popconfirm:visible')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await expect.poll(() => table.getByText('共 25 条').count()).toBe(1);
    expect(await table.getByText(title, { exact: true }).count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  });
});
