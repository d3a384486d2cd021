import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { SsoLoginConfig, SsoTicketResult } from '../../../contract/sso';
import { ApiError } from '../../api/http';
import { initI18n, setLanguage } from '../../i18n';
import { writeStored } from '../../store/storage';
import AuthRedirectPage from './AuthRedirectPage';
import SsoLoginButton from './SsoLoginButton';
import SsoPage from './index';

const calls = vi.hoisted(() => ({
  configured: false,
  configAsked: 0,
  redeemed: [] as string[],
  redeemAnswer: null as unknown,
  finished: [] as [string, string][],
  left: [] as string[],
}));
vi.mock('../../api/sso', () => ({
  getSsoConfig: (): Promise<SsoLoginConfig> => {
    calls.configAsked += 1;
    return Promise.resolve({
      redirect: false,
      url: '',
      ticketParams: 'ticket',
      socialsList: [],
      sso: calls.configured,
    });
  },
  ssoStartUrl: (redirect: string) => `/cloud-api2/api/oauth/sso/start?redirect=${redirect}`,
  redeemSsoTicket: (ticket: string): Promise<SsoTicketResult> => {
    calls.redeemed.push(ticket);
    return calls.redeemAnswer instanceof Error
      ? Promise.reject(calls.redeemAnswer)
      : Promise.resolve(calls.redeemAnswer as SsoTicketResult);
  },
}));
vi.mock('../../session/finishLogin', () => ({
  finishLogin: (result: { token: string }, query: URLSearchParams) =>
    calls.finished.push([result.token, query.get('redirect') ?? '']),
}));
vi.mock('./leave', () => ({ leaveFor: (url: string) => calls.left.push(url) }));

beforeAll(async () => {
  writeStored('language', 'zh');
  await initI18n();
});
beforeEach(async () => {
  await setLanguage('zh');
  calls.configured = false;
  calls.configAsked = 0;
  calls.redeemed.length = 0;
  calls.finished.length = 0;
  calls.left.length = 0;
  calls.redeemAnswer = { token: 'Bearer t1', theme: 'classic', redirect: '/profile' };
});

function open(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/sso', element: <SsoPage /> },
      { path: '/auth-redirect', element: <AuthRedirectPage /> },
      { path: '/login', element: <SsoLoginButton /> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const backLink = () => screen.getByRole('link', { name: '返回登录页' }).getAttribute('href');

describe('/sso', () => {
  test('without configuration it says single sign-on is not configured, with a link back to the login page', async () => {
    open('/sso');
    expect(await screen.findByText('本系统尚未配置单点登录，请使用账号密码等方式登录。')).not.toBeNull();
    expect(screen.getByText('未配置单点登录')).not.toBeNull();
    expect(backLink()).toBe('/login');
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('in English and traditional Chinese too', async () => {
    await setLanguage('en');
    open('/sso');
    expect(await screen.findByText('Single sign-on is not configured')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the login page' }).getAttribute('href')).toBe('/login');
    await setLanguage('zhtw');
    expect(await screen.findByText('未設定單點登入')).not.toBeNull();
  });

  test('configured, without a ticket: offers single sign-on through /auth-redirect, keeping the wanted page', async () => {
    calls.configured = true;
    open('/sso?redirect=%2Fprofile');
    const start = await screen.findByRole('link', { name: '前往单点登录' });
    expect(start.getAttribute('href')).toBe('/auth-redirect?redirect=%2Fprofile');
  });

  test('a ticket is traded once for a session, which is stored like a normal login and opens the wanted page', async () => {
    open('/sso?ticket=tk-1');
    expect(await screen.findByText('正在登录…')).not.toBeNull();
    await waitFor(() => expect(calls.finished).toEqual([['Bearer t1', '/profile']]));
    expect(calls.redeemed).toEqual(['tk-1']);
  });

  test('a spent ticket says so', async () => {
    calls.redeemAnswer = new ApiError(400, '登录票据无效、已过期或已使用，请重新登录', null, '/api/oauth/sso/ticket');
    open('/sso?ticket=tk-2');
    expect(await screen.findByText('登录票据无效、已过期或已使用，请重新登录。')).not.toBeNull();
    expect(calls.finished).toEqual([]);
    expect(backLink()).toBe('/login');
  });

  test('a failure reason from the callback is worded, with a retry when configured', async () => {
    calls.configured = true;
    open('/sso?error=unknownUser');
    expect(await screen.findByText('您的单点登录账号在本平台不存在，请联系管理员开通。')).not.toBeNull();
    const retry = await screen.findByRole('link', { name: '重新单点登录' });
    expect(retry.getAttribute('href')).toBe('/auth-redirect');
  });

  test('free text in ?error= is never shown: an unknown reason gets the generic words', async () => {
    open('/sso?error=请拨打4001234567领取奖品');
    expect((await screen.findByTestId('sso-failure')).textContent).toBe('单点登录失败，请重试。');
    expect(screen.queryByText(/4001234567/)).toBeNull();
  });
});

describe('/auth-redirect and the login button', () => {
  test('/auth-redirect leaves for the server start endpoint with the wanted page', async () => {
    open('/auth-redirect?redirect=%2Fprofile');
    expect(await screen.findByText('正在跳转到单点登录…')).not.toBeNull();
    expect(calls.left).toEqual(['/cloud-api2/api/oauth/sso/start?redirect=/profile']);
  });

  test('the login page shows 单点登录 only when it is configured', async () => {
    calls.configured = true;
    const router = open('/login?redirect=%2Fprofile');
    const button = await screen.findByRole('button', { name: '单点登录' });
    act(() => button.click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth-redirect'));
    expect(router.state.location.search).toBe('?redirect=%2Fprofile');
  });

  test('without configuration the login page has no 单点登录 button', async () => {
    open('/login');
    await waitFor(() => expect(calls.configAsked).toBe(1));
    // let the answer (sso: false) settle into the component before looking
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('button', { name: '单点登录' })).toBeNull();
  });
});
