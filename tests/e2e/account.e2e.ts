import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { CodeCertificate, CurrentUserData } from '../../contract';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn, storedToken } from './actions';
import { settle, signOutViaMenu } from './shellActions';

/**
 * The other ways in and the account's own screens, against the real server: SMS code and app-scan sign-in on
 * the login page, the forced change of an initial password, the system switch, and what a normal user may not
 * see or do.
 */
describe('account end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;

  const whoAmI = async (token: string | null) =>
    (await app.api<CurrentUserData>('GET', '/api/oauth/CurrentUser', { token })).data.userInfo.userAccount;

  /** leaves the app signed out, whatever state the previous test left */
  async function signedOut() {
    await page.goto(app.url('/login'));
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(app.url('/login'));
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: /登\s*录/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
  }

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('SMS code: ask for a code, read it "from the phone", sign in', async () => {
    await signedOut();
    const tab = page.getByTestId('tab-sms');
    expect(await tab.count(), 'the login page has no SMS tab (data-testid="tab-sms")').toBe(1);
    await tab.click();
    const form = page.getByTestId('sms-form');
    await form.getByPlaceholder('请输入手机号').fill('13800000002');
    await form.getByTestId('sms-send').click();
    await expect.poll(() => app.smsCode('13800000002')).toMatch(/^\d{6}$/);
    // the button counts down once the server accepted the request
    await expect.poll(() => form.getByTestId('sms-send').innerText()).toMatch(/\d+/);
    // a wrong code first: the server's message shows inline
    const code = app.smsCode('13800000002')!;
    await form.getByPlaceholder('请输入短信验证码').fill(code === '000000' ? '111111' : '000000');
    await form.getByRole('button', { name: /登\s*录/ }).click();
    await expect.poll(() => page.getByTestId('sms-error').innerText()).toContain('短信验证码错误');
    await screenshot(page, 'account-sms-wrong-code');
    await form.getByPlaceholder('请输入短信验证码').fill(code);
    await form.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL(/\/home$/);
    expect(await whoAmI(await storedToken(page))).toBe('zhangwei');
    await settle(page);
    await screenshot(page, 'account-sms-signed-in');
  });

  test('app-scan QR: the page polls, the app scans and confirms with its own token, the page signs in', async () => {
    await signedOut();
    const tab = page.getByTestId('tab-qr');
    expect(await tab.count(), 'the login page has no QR tab (data-testid="tab-qr")').toBe(1);
    const issued = page.waitForResponse((r) => /\/api\/oauth\/codeCertificate(\?|$)/.test(r.url()));
    await tab.click();
    const body = (await (await issued).json()) as { data: CodeCertificate };
    const ticket = typeof body.data === 'string' ? body.data : body.data.ticket;
    expect(ticket).toBeTruthy();
    await expect.poll(() => page.getByTestId('qr-code').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('qr-login').innerText()).toContain('请使用手机 App 扫描二维码登录');
    await screenshot(page, 'account-qr-waiting');

    // the platform's mobile app, signed in as lina on the phone
    const phone = await app.login('lina', 'User1234');
    const scanned = await app.api('GET', `/api/oauth/setCodeCertificateStatus/${ticket}/2`, { token: phone });
    expect(scanned.code).toBe(200);
    await expect.poll(() => page.getByTestId('qr-login').innerText()).toContain('已扫描，请在手机上确认登录');
    await screenshot(page, 'account-qr-scanned');
    expect((await app.api('GET', `/api/oauth/setCodeCertificateStatus/${ticket}/1`, { token: phone })).code).toBe(200);
    await page.waitForURL(/\/home$/);
    const token = await storedToken(page);
    expect(token).toMatch(/^Bearer /);
    expect(token).not.toBe(phone);
    expect(await whoAmI(token)).toBe('lina');
    // the ticket was spent by the page: a second collection gets nothing
    const again = await app.api<{ status: number }>('GET', `/api/oauth/codeCertificateStatus/${ticket}`);
    expect(again.data.status).toBe(4);
    await settle(page);
    await screenshot(page, 'account-qr-signed-in');
  });

  test('an initial password must be changed: mismatch message, change, sign-out, the new password works', async () => {
    await signedOut();
    await signIn(page, 'xuming', 'User1234');
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('change-password-form') });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'account-force-password');
    // it cannot be dismissed
    await page.keyboard.press('Escape');
    await settle(page);
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByTestId('old-password').fill('User1234');
    await dialog.getByTestId('new-password').fill('Xuming2026');
    await dialog.getByTestId('repeat-password').fill('Xuming2027');
    await dialog.getByTestId('change-password-submit').click();
    await expect.poll(() => dialog.innerText()).toContain('两次密码输入不一致');
    await screenshot(page, 'account-force-password-mismatch');
    await dialog.getByTestId('repeat-password').fill('Xuming2026');

    // the captcha, read the way the server stored it for this image
    const src = await dialog.locator('img[src*="/api/oauth/ImageCode/"]').getAttribute('src');
    const key = decodeURIComponent(src!.split('/').pop()!.split('?')[0]);
    await expect.poll(() => app.captchaAnswer(key)).toBeTruthy();
    await dialog.getByTestId('password-code').fill((await app.captchaAnswer(key))!);
    await dialog.getByTestId('change-password-submit').click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('修改成功，请牢记新密码。');
    await page.waitForURL(/\/login/);
    expect(await storedToken(page)).toBeNull();

    await signIn(page, 'xuming', 'User1234', { expectSuccess: false });
    await expect.poll(() => page.getByTestId('login-error').innerText()).toContain('账号或密码错误');
    await signIn(page, 'xuming', 'Xuming2026');
    await page.waitForURL(/\/home$/);
    await settle(page);
    expect(await page.getByTestId('change-password-form').count()).toBe(0);
    await screenshot(page, 'account-force-password-done');
  });

  test('system switch: 学术服务平台 puts that system’s menus in the sidebar', async () => {
    await signedOut();
    await signIn(page, 'admin', 'Admin123');
    await page.waitForURL(/\/home$/);
    const sidebar = page.locator('[data-region="sidebar"]');
    await expect.poll(() => sidebar.getByText('系统管理', { exact: true }).count()).toBeGreaterThan(0);
    await page.getByTestId('system-switch').click();
    await page.getByTestId('system-item').filter({ hasText: '学术服务平台' }).click();
    await expect.poll(() => sidebar.getByText('学术活动', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => sidebar.getByText('系统管理', { exact: true }).count()).toBe(0);
    const token = await storedToken(page);
    const me = await app.api<CurrentUserData>('GET', '/api/oauth/CurrentUser', { token });
    expect(me.data.userInfo.systemId).toBe('sys-academic');
    await settle(page);
    await screenshot(page, 'account-system-switched');
    // and back, so the administrator's default stays the main system
    await page.getByTestId('system-switch').click();
    await page.getByTestId('system-item').filter({ hasText: '学会管理平台' }).click();
    await expect.poll(() => sidebar.getByText('系统管理', { exact: true }).count()).toBeGreaterThan(0);
  });

  test('a normal user does not get the administrator’s buttons, and the server refuses the admin endpoints', async () => {
    // 会员登记 is a model list with button permissions on: 普通员工 is granted btn_add and btn_detail only
    const toolbarButtons = async () => {
      await page.goto(app.url('/model/memberService.register'));
      const table = page.locator('[data-model-table]');
      await expect.poll(() => table.getByRole('button', { name: /新\s*增/ }).count()).toBeGreaterThan(0);
      await settle(page);
      const count = (name: RegExp) => table.getByRole('button', { name }).count();
      return { add: await count(/新\s*增/), batchRemove: await count(/批量删除/) };
    };
    // the administrator (still signed in) has both toolbar buttons
    const adminButtons = await toolbarButtons();
    await screenshot(page, 'account-model-admin');
    expect(adminButtons).toEqual({ add: 1, batchRemove: 1 });
    await screenshot(page, 'account-model-admin');

    await signOutViaMenu(page);
    await signIn(page, 'zhangwei', 'User1234');
    await page.waitForURL(/\/home$/);
    // the bell shows the server's unread count
    await expect.poll(() => page.getByTestId('notification-bell').innerText()).toContain('2');
    expect(await toolbarButtons()).toEqual({ add: 1, batchRemove: 0 });
    await screenshot(page, 'account-model-staff');

    const token = await storedToken(page);
    const refused = [
      await app.api('DELETE', '/api/system/DictionaryData/dt-member-type.1', { token }),
      await app.api('GET', '/api/system/BillRule', { token }),
      await app.api('GET', '/api/system/DataInterface', { token }),
      await app.api('PUT', '/api/permission/Users/Current/major', {
        token,
        json: { majorType: 'System', majorId: 'sys-academic', menuType: 0 },
      }),
    ];
    expect(refused.map((r) => r.code)).toEqual([400, 400, 400, 400]);
    expect(refused.slice(0, 3).map((r) => r.msg)).toEqual(['没有权限', '没有权限', '没有权限']);
    // the system switch is not offered to a user with one system
    expect(await page.getByTestId('system-switch').count()).toBe(0);
  });
});
