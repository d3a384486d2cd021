import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page, WebSocket as PageSocket } from 'playwright-core';
import type { UnreadCounts } from '../../contract';
import { openBrowser, screenshot, settle, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn, storedToken } from './actions';

/**
 * The message socket in the browser: the bell goes up live when a message is stored for the user, and signing
 * the same session out in another tab sends this one to the login page.
 */
describe('message socket end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  const received: string[] = [];
  /** the bell's fallback polls made after the socket's initMessage arrived (there must be none) */
  let pollsWhileLive = 0;

  const bellLabel = () => page.getByTestId('notification-bell').getAttribute('aria-label');
  /** an invitation to a schedule lands in the invitee's message centre (a row of messages) */
  const inviteZhangwei = async (adminToken: string, title: string) => {
    const reply = await app.api('POST', '/api/system/Schedule', {
      token: adminToken,
      json: {
        category: 'dt-schedule-type.1',
        urgent: 1,
        title,
        content: '',
        allDay: 0,
        startDay: '2026-03-02 10:00',
        startTime: '10:00',
        endDay: '2026-03-02 11:00',
        endTime: '11:00',
        duration: -1,
        reminderTime: -2,
        repetition: '1',
        toUserIds: ['user-zhangwei'],
      },
    });
    expect(reply.code).toBe(200);
  };

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser();
    page = browser.page;
    page.on('websocket', (ws: PageSocket) =>
      ws.on('framereceived', ({ payload }) => received.push(typeof payload === 'string' ? payload : '')),
    );
    page.on('request', (request) => {
      const live = received.some((f) => f.includes('"initMessage"'));
      if (live && request.url().includes('/api/message/getUnReadMsgNum')) pollsWhileLive += 1;
    });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('a message stored for the signed-in user raises the bell without a reload', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'zhangwei', 'User1234');
    await page.waitForURL(/\/home$/);
    const token = await storedToken(page);
    const counts = await app.api<UnreadCounts>('GET', '/api/message/getUnReadMsgNum', { token });
    const before = counts.data.unReadNum;
    await expect.poll(() => received.some((f) => f.includes('"initMessage"'))).toBe(true);
    await expect.poll(bellLabel).toBe(before > 0 ? `消息通知，${before} 条未读` : '消息通知');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    const admin = await app.login('admin', 'Admin123');
    await inviteZhangwei(admin, '会员大会筹备会');
    await expect.poll(bellLabel).toBe(`消息通知，${before + 1} 条未读`);
    await inviteZhangwei(admin, '理事会');
    await expect.poll(bellLabel).toBe(`消息通知，${before + 2} 条未读`);
    expect(await page.getByTestId('notification-bell').innerText()).toContain(String(before + 2));
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(received.filter((f) => f.includes('"messagePush"'))).toHaveLength(2);
    // the count came over the socket, not from the fallback poll
    expect(pollsWhileLive).toBe(0);

    await settle(page);
    mkdirSync('/tmp/shots', { recursive: true });
    await page.locator('[data-region="navbar"], header').first().screenshot({ path: '/tmp/shots/socket-bell.png' });
    await screenshot(page, 'messaging-socket-bell');
  });

  test('signing the same session out in another tab sends this tab to the login page', async () => {
    const other = await browser.context.newPage();
    await other.goto(app.url('/home'));
    await expect.poll(() => other.getByTestId('user-menu').isVisible()).toBe(true);
    await other.getByTestId('user-menu').click();
    await other.getByTestId('menu-logout').click();
    await other
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await other.waitForURL(/\/login$/);

    // this tab was told by its socket: the expired-login toast, then a reload onto the login page
    await expect.poll(() => page.getByText('登录过期,请重新登录').count()).toBeGreaterThan(0);
    // the tab that signed out closed its socket first: its own logout push did not read as "expired"
    expect(await other.getByText('登录过期,请重新登录').count()).toBe(0);
    await page.waitForURL(/\/login/);
    await expect.poll(() => page.getByRole('button', { name: /登\s*录/ }).isVisible()).toBe(true);
    expect(await storedToken(page)).toBeNull();
    await other.close();
  });

  test('a session ended while this browser already signed in anew (another tab): the tab reloads into the new one', async () => {
    const initsBefore = received.filter((f) => f.includes('"initMessage"')).length;
    await page.goto(app.url('/login'));
    await signIn(page, 'zhangwei', 'User1234');
    await page.waitForURL(/\/home$/);
    const old = await storedToken(page);
    await expect.poll(() => received.filter((f) => f.includes('"initMessage"')).length).toBeGreaterThan(initsBefore);
    // another tab of this browser signed in as lina: the shared storage now holds her token
    const lina = await app.login('lina', 'User1234');
    await page.evaluate((token) => window.localStorage.setItem('jnpf_token', JSON.stringify(token)), lina);
    await app.revoke(old as string);
    await expect.poll(() => page.getByTestId('user-menu').innerText()).toContain('李娜');
    expect(await storedToken(page)).toBe(lina);
    expect(await page.getByText('登录过期,请重新登录').count()).toBe(0);
  });

  test('switching system reconnects the socket, which says OnConnection with the new system', async () => {
    const sent: string[] = [];
    page.on('websocket', (ws: PageSocket) =>
      ws.on('framesent', ({ payload }) => sent.push(typeof payload === 'string' ? payload : '')),
    );
    // the previous test left lina signed in: forget her session so /login shows the form
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await page.waitForURL(/\/home$/);
    const hello = (systemId: string) => sent.some((f) => f.includes('"OnConnection"') && f.includes(`"${systemId}"`));
    await expect.poll(() => sent.some((f) => f.includes('"OnConnection"'))).toBe(true);
    expect(hello('sys-academic')).toBe(false);
    await page.getByTestId('system-switch').click();
    await page.getByTestId('system-item').filter({ hasText: '学术服务平台' }).click();
    await expect.poll(() => hello('sys-academic')).toBe(true);
    // and back, so the administrator's default stays the main system
    await page.getByTestId('system-switch').click();
    await page.getByTestId('system-item').filter({ hasText: '学会管理平台' }).click();
    await expect.poll(() => sent.filter((f) => f.includes('"OnConnection"')).length).toBeGreaterThan(2);
  });
});
