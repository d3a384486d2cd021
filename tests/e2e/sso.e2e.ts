import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { storedToken } from './actions';
import { CLIENT_ID, CLIENT_SECRET, startOidcTestProvider, type OidcTestProvider } from '../server/oidcTestProvider';

/**
 * Single sign-on in Chromium against the small OpenID Connect provider of the server tests: the login page's
 * 单点登录 button, /auth-redirect, the provider, the server's callback and /sso, ending signed in on the page the
 * user wanted; and an account the platform does not have, worded on /sso.
 */
describe('single sign-on end to end', () => {
  let provider: OidcTestProvider;
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    provider = await startOidcTestProvider();
    const settings = {
      OIDC_DISCOVERY_URL: provider.discoveryUrl,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
    };
    // the server reads its settings from the environment at start; this worker's other files must not see them
    Object.assign(process.env, settings);
    try {
      app = await startTestApp();
    } finally {
      for (const name of Object.keys(settings)) delete process.env[name];
    }
    browser = await openBrowser({ width: 1280, height: 800 });
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await provider?.close();
  });

  test('单点登录 on the login page signs in through the provider and opens the wanted page', async () => {
    await page.goto(app.url('/login?redirect=%2Fprofile'));
    const button = page.getByTestId('sso-login');
    await expect.poll(() => button.isVisible()).toBe(true);
    await screenshot(page, 'sso-login-button');
    await button.click();
    await page.waitForURL((url) => url.pathname === '/profile');
    const token = await storedToken(page);
    expect(token).toMatch(/^Bearer /);
    const me = await app.api<{ userInfo: { userAccount: string } }>('GET', '/api/oauth/CurrentUser', { token });
    expect(me.data.userInfo.userAccount).toBe('admin');
  });

  test('an account the platform does not have is refused on /sso in words', async () => {
    await page.evaluate(() => window.localStorage.clear());
    provider.next = { username: 'nobody-here' };
    await page.goto(app.url('/sso'));
    await page.getByRole('link', { name: '前往单点登录' }).click();
    await page.waitForURL((url) => url.pathname === '/sso' && url.searchParams.get('error') === 'unknownUser');
    await expect
      .poll(() => page.getByText('您的单点登录账号在本平台不存在，请联系管理员开通。').isVisible())
      .toBe(true);
    expect(await storedToken(page)).toBeNull();
    await screenshot(page, 'sso-unknown-user');
  });

  test('/sso?error=notConfigured says single sign-on is not configured', async () => {
    await page.goto(app.url('/sso?error=notConfigured'));
    await expect.poll(() => page.getByText('未配置单点登录', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'sso-not-configured');
  });
});
