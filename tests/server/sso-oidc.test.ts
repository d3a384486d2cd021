import { createHash } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CurrentUserData } from '../../contract';
import type { SsoLoginConfig, SsoTicketResult } from '../../contract/sso';
import { buildApp } from '../../server/app';
import type { OidcConfig } from '../../server/config';
import { captchas, loginLogs } from '../../server/db/schema';
import { createTestServer, type TestServer } from './harness';
import { CLIENT_ID, CLIENT_SECRET, startOidcTestProvider, type OidcTestProvider } from './oidcTestProvider';

let s: TestServer;
let provider: OidcTestProvider;
const extraApps: FastifyInstance[] = [];

const oidcOf = (discoveryUrl: string, clientSecret = CLIENT_SECRET): OidcConfig => ({
  discoveryUrl,
  clientId: CLIENT_ID,
  clientSecret,
  redirectUri: '',
  publicUrl: '',
  scopes: 'openid profile email',
  userClaim: 'preferred_username',
});

beforeAll(async () => {
  provider = await startOidcTestProvider();
  s = await createTestServer({ oidc: oidcOf(provider.discoveryUrl) });
});
afterAll(async () => {
  for (const app of extraApps) await app.close();
  await s.close();
  await provider.close();
});
beforeEach(() => {
  provider.next = {};
});

/** Another app on the same database with another OIDC configuration. */
async function appWith(oidc: OidcConfig): Promise<FastifyInstance> {
  const app = buildApp({ config: { ...s.config, oidc }, db: s.db });
  await app.ready();
  extraApps.push(app);
  return app;
}

const startPath = (redirect?: string) =>
  `${s.config.apiBase}/api/oauth/sso/start${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;

/** start → the provider's authorize URL (not followed yet). */
async function start(app: FastifyInstance = s.app, redirect?: string): Promise<URL> {
  const reply = await app.inject({ method: 'GET', url: startPath(redirect) });
  expect(reply.statusCode).toBe(302);
  return new URL(String(reply.headers.location), 'http://localhost');
}

/** The provider signs in and sends the browser back: the callback URL (path and query) it redirects to. */
async function authorize(url: URL): Promise<string> {
  const reply = await fetch(url, { redirect: 'manual' });
  expect(reply.status).toBe(302);
  const back = new URL(reply.headers.get('location') ?? '');
  return back.pathname + back.search;
}

/** Our callback: where it sends the browser (always the app's /sso page). */
async function callback(path: string): Promise<URLSearchParams> {
  const reply = await s.app.inject({ method: 'GET', url: path });
  expect(reply.statusCode).toBe(302);
  expect(reply.headers['referrer-policy']).toBe('no-referrer');
  const location = new URL(String(reply.headers.location), 'http://localhost');
  expect(location.pathname).toBe('/sso');
  return location.searchParams;
}

const signIn = async (redirect?: string) => callback(await authorize(await start(s.app, redirect)));
const redeem = (ticket: string) => s.postJson<SsoTicketResult>('/api/oauth/sso/ticket', { ticket });

describe('getLoginConfig', () => {
  test('says single sign-on is configured and where it starts', async () => {
    const reply = await s.get<SsoLoginConfig>('/api/oauth/getLoginConfig');
    expect(reply.body.data).toEqual({
      redirect: false,
      url: '/api/oauth/sso/start',
      ticketParams: 'ticket',
      socialsList: [],
      sso: true,
    });
    expect(JSON.stringify(reply.body)).not.toContain(CLIENT_SECRET);
  });

  test('without configuration: sso false, no url; start and callback land on /sso?error=notConfigured', async () => {
    const app = await appWith(oidcOf(''));
    const config = await app.inject({ method: 'GET', url: `${s.config.apiBase}/api/oauth/getLoginConfig` });
    expect(config.json<{ data: SsoLoginConfig }>().data).toMatchObject({ sso: false, url: '' });
    expect((await start(app)).search).toBe('?error=notConfigured');
    const back = await app.inject({ method: 'GET', url: `${s.config.apiBase}/api/oauth/sso/callback?code=a&state=b` });
    expect(back.headers.location).toBe('/sso?error=notConfigured');
  });
});

describe('the authorisation-code flow with PKCE', () => {
  test('start sends the browser to the provider with state, nonce and an S256 code challenge', async () => {
    const url = await start();
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/authorize`);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(CLIENT_ID);
    expect(q.get('scope')).toBe('openid profile email');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('redirect_uri')).toBe(`http://localhost:80${s.config.apiBase}/api/oauth/sso/callback`);
    expect(url.toString()).not.toContain(CLIENT_SECRET);
    // the state is stored hashed, never as itself
    const stateKey = `sso-state:${createHash('sha256')
      .update(q.get('state') ?? '')
      .digest('hex')}`;
    expect(await s.db.select().from(captchas).where(eq(captchas.key, stateKey))).toHaveLength(1);
  });

  test('happy path: a one-time ticket on /sso becomes a usable session token and a login log', async () => {
    const query = await signIn('/profile');
    const ticket = query.get('ticket') ?? '';
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query.has('token')).toBe(false);

    const reply = await redeem(ticket);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ theme: expect.any(String), redirect: '/profile' });
    const token = reply.body.data.token;
    expect(token).toMatch(/^Bearer /);
    const me = await s.get<CurrentUserData>('/api/oauth/CurrentUser', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.userInfo.userAccount).toBe('admin');
    const [log] = await s.db
      .select()
      .from(loginLogs)
      .where(eq(loginLogs.account, 'admin'))
      .orderBy(desc(loginLogs.creatorTime))
      .limit(1);
    expect(log).toMatchObject({ loginType: 0, loginMark: 1, abstracts: '单点登录成功' });
  });

  test('a target outside this app is dropped (no open redirect)', async () => {
    const ticket = (await signIn('//evil.example/x')).get('ticket') ?? '';
    expect((await redeem(ticket)).body.data.redirect).toBe('');
  });
});

describe('refusals are clear, never a 500', () => {
  test('wrong state', async () => {
    await start();
    expect((await callback(`${s.config.apiBase}/api/oauth/sso/callback?code=x&state=forged`)).get('error')).toBe(
      'badState',
    );
  });

  test('replayed state: the second use of the same callback is refused', async () => {
    const path = await authorize(await start());
    expect((await callback(path)).has('ticket')).toBe(true);
    expect((await callback(path)).get('error')).toBe('badState');
  });

  test('expired state', async () => {
    const url = await start();
    const state = url.searchParams.get('state') ?? '';
    const key = `sso-state:${createHash('sha256').update(state).digest('hex')}`;
    await s.db
      .update(captchas)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchas.key, key));
    expect((await callback(await authorize(url))).get('error')).toBe('expired');
  });

  test('replayed ticket: the second exchange answers code 400 in Chinese', async () => {
    const ticket = (await signIn()).get('ticket') ?? '';
    expect((await redeem(ticket)).body.code).toBe(200);
    const again = await redeem(ticket);
    expect(again.body).toEqual({ code: 400, msg: '登录票据无效、已过期或已使用，请重新登录', data: null });
    expect((await redeem('made-up')).body.msg).toBe('登录票据无效、已过期或已使用，请重新登录');
  });

  test('wrong nonce in the ID token', async () => {
    provider.next = { nonce: 'someone-elses-nonce' };
    expect((await signIn()).get('error')).toBe('badToken');
  });

  test('ID token signed by a key the provider does not publish', async () => {
    provider.next = { forgeSignature: true };
    expect((await signIn()).get('error')).toBe('badToken');
  });

  test('expired ID token', async () => {
    provider.next = { expiresIn: -600 };
    expect((await signIn()).get('error')).toBe('expired');
  });

  test('an account the platform does not have is never created: unknownUser, logged as a failure', async () => {
    provider.next = { username: 'nobody-here' };
    expect((await signIn()).get('error')).toBe('unknownUser');
    const logs = await s.db
      .select()
      .from(loginLogs)
      .where(and(eq(loginLogs.account, 'nobody-here'), like(loginLogs.abstracts, '单点登录失败%')));
    expect(logs).toHaveLength(1);
  });

  test('a disabled account is refused like a password sign-in', async () => {
    provider.next = { username: 'gaojie' };
    expect((await signIn()).get('error')).toBe('refused');
  });

  test('wrong client secret: the provider refuses the code exchange', async () => {
    const app = await appWith(oidcOf(provider.discoveryUrl, 'not-the-secret'));
    const path = await authorize(await start(app));
    const reply = await app.inject({ method: 'GET', url: path });
    expect(new URL(String(reply.headers.location), 'http://localhost').searchParams.get('error')).toBe('rejected');
    expect(provider.refusals).toContain('client');
  });

  test('provider down: start lands on /sso?error=providerDown', async () => {
    const app = await appWith(oidcOf('http://127.0.0.1:9/.well-known/openid-configuration'));
    expect((await start(app)).search).toBe('?error=providerDown');
  });
});
