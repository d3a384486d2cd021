import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SsoLoginConfig, SsoTicketResult } from '../../../contract/sso';
import type { AppConfig, OidcConfig } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { assertUserMaySignIn, openSession, type ClientInfo } from '../login';
import { writeLoginLog } from '../loginLog';
import { SsoError } from './ssoError';
import { exchangeCode, providerMetadata, verifyIdToken } from './oidcProvider';
import { randomSecret, saveState, saveTicket, takeState, takeTicket } from './ssoStore';

/**
 * Single sign-on, OpenID Connect authorisation-code flow with PKCE (docs/sso.md): start → provider → callback
 * (code exchanged, ID token verified, account matched) → one-time ticket → /sso exchanges it for a session.
 */

export const SSO_START_PATH = '/api/oauth/sso/start';
export const SSO_CALLBACK_PATH = '/api/oauth/sso/callback';

export const ssoConfigured = (oidc: OidcConfig) => oidc.discoveryUrl !== '';

export function ssoLoginConfig(config: AppConfig): SsoLoginConfig {
  const sso = ssoConfigured(config.oidc);
  return { redirect: false, url: sso ? SSO_START_PATH : '', ticketParams: 'ticket', socialsList: [], sso };
}

/** Only a path of this app may be the target: an absolute or protocol-relative URL would be an open redirect. */
export function safeTarget(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  return /^\/(?![/\\])/.test(value) && value.length <= 1000 ? value : '';
}

/** The redirect URI registered with the provider: configured, or this app's callback at the caller's origin. */
export function redirectUriOf(config: AppConfig, requestOrigin: string): string {
  const { redirectUri, publicUrl } = config.oidc;
  return redirectUri || `${publicUrl || requestOrigin}${config.apiBase}${SSO_CALLBACK_PATH}`;
}

/** Remembers a new sign-in server-side and answers the provider's authorisation URL to send the browser to. */
export async function startSso(db: Db, config: AppConfig, redirectUri: string, target: string): Promise<string> {
  if (!ssoConfigured(config.oidc)) throw new SsoError('notConfigured');
  const metadata = await providerMetadata(config.oidc);
  const state = randomSecret();
  const nonce = randomSecret();
  const codeVerifier = randomSecret();
  await saveState(db, state, { nonce, codeVerifier, redirectUri, target: safeTarget(target) });
  const url = new URL(metadata.authorization_endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.oidc.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', config.oidc.scopes);
  url.searchParams.set('state', state);
  url.searchParams.set('nonce', nonce);
  url.searchParams.set('code_challenge', createHash('sha256').update(codeVerifier).digest('base64url'));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

/**
 * The provider's redirect back: state (one-time, unexpired), code exchange, ID token, then the account named
 * by OIDC_USER_CLAIM, which must already exist (never created silently). Answers the one-time ticket for /sso.
 */
export async function finishSso(db: Db, config: AppConfig, query: CallbackQuery, client: ClientInfo) {
  if (!ssoConfigured(config.oidc)) throw new SsoError('notConfigured');
  if (!query.state) throw new SsoError('badState', 'callback without state');
  const saved = await takeState(db, query.state);
  if (saved === null) throw new SsoError('badState', 'unknown or spent state');
  if (saved === 'expired') throw new SsoError('expired', 'state expired');
  if (query.error || !query.code) throw new SsoError('rejected', `provider error: ${query.error ?? 'no code'}`);
  const metadata = await providerMetadata(config.oidc);
  const idToken = await exchangeCode(config.oidc, metadata, {
    code: query.code,
    redirectUri: saved.redirectUri,
    codeVerifier: saved.codeVerifier,
  });
  const claims = await verifyIdToken(config.oidc, metadata, idToken, saved.nonce);
  const account = claims[config.oidc.userClaim];
  if (typeof account !== 'string' || account.trim() === '') throw new SsoError('unknownUser', 'claim missing');
  const [user] = await db.select().from(users).where(eq(users.account, account.trim())).limit(1);
  if (!user) {
    await writeLoginLog(db, {
      userId: null,
      account: account.trim().slice(0, 100),
      ...client,
      loginType: 0,
      loginMark: 0,
      abstracts: '单点登录失败：账号不存在',
    });
    throw new SsoError('unknownUser', 'no such account');
  }
  // disabled, locked or without menus: refused (and logged) exactly as a password sign-in would be
  await assertUserMaySignIn(db, user, client);
  const ticket = randomSecret();
  await saveTicket(db, ticket, { userId: user.id, target: saved.target });
  return ticket;
}

/** POST /api/oauth/sso/ticket: the ticket, once, becomes a normal session (login log 单点登录成功). */
export async function redeemTicket(
  db: Db,
  config: AppConfig,
  ticket: string,
  client: ClientInfo,
): Promise<SsoTicketResult> {
  const saved = await takeTicket(db, ticket);
  if (saved === null || saved === 'expired') throw new SsoError('badTicket');
  const [user] = await db.select().from(users).where(eq(users.id, saved.userId)).limit(1);
  if (!user) throw new SsoError('badTicket');
  await assertUserMaySignIn(db, user, client);
  const token = await openSession(db, config, user, client, '单点登录成功');
  return { token, theme: user.theme || 'classic', redirect: saved.target };
}
