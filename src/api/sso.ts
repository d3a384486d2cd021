/** Single sign-on by OpenID Connect (docs/sso.md). */
import { appConfig } from '../config';
import { get, post } from './http';
import type { SsoLoginConfig, SsoTicketResult } from '../../contract/sso';

/** GET /api/oauth/getLoginConfig: whether single sign-on is configured, and where it starts. */
export function getSsoConfig(): Promise<SsoLoginConfig> {
  return get<SsoLoginConfig>('/api/oauth/getLoginConfig', undefined, { silent: true });
}

/**
 * Where the browser goes to begin single sign-on: the server's start endpoint, which redirects to the provider.
 * `redirect` is the page to open afterwards (a path of this app; the server drops anything else).
 */
export function ssoStartUrl(redirect: string): string {
  const query = redirect ? `?${new URLSearchParams({ redirect }).toString()}` : '';
  return `${appConfig.apiBase}/api/oauth/sso/start${query}`;
}

/** POST /api/oauth/sso/ticket: the one-time ticket of /sso becomes a session token. Rejects with an ApiError. */
export function redeemSsoTicket(ticket: string): Promise<SsoTicketResult> {
  return post<SsoTicketResult>('/api/oauth/sso/ticket', { ticket }, { silent: true });
}
