/**
 * Single sign-on through an OpenID Connect provider (docs/sso.md): the wire types and the reasons a sign-in can
 * fail. The server's callback sends the browser to `/sso?error=<reason>`: a fixed word, never free text, so a
 * crafted link cannot make the page say something the platform never said. The page words it in the user's
 * language; the Chinese sentences here are what the API answers (msg) and what the login log records.
 */

export const SSO_FAILURES = {
  notConfigured: '未配置单点登录',
  providerDown: '单点登录服务暂时无法访问，请稍后再试',
  badState: '单点登录请求无效、已过期或已使用，请重新登录',
  expired: '单点登录已过期，请重新登录',
  rejected: '单点登录未完成：身份提供方拒绝了登录请求',
  badToken: '单点登录失败：身份令牌校验未通过',
  unknownUser: '单点登录账号在本平台不存在，请联系管理员开通',
  badTicket: '登录票据无效、已过期或已使用，请重新登录',
  refused: '单点登录账号无法登录本平台',
} as const;

export type SsoFailure = keyof typeof SSO_FAILURES;

export function isSsoFailure(value: string): value is SsoFailure {
  return Object.prototype.hasOwnProperty.call(SSO_FAILURES, value);
}

/** GET /api/oauth/getLoginConfig. `url`: the path under API_BASE that starts single sign-on (empty: none). */
export interface SsoLoginConfig {
  redirect: boolean;
  url: string;
  /** the query parameter of /sso that carries the one-time ticket */
  ticketParams: string;
  socialsList: unknown[];
  /** whether an OpenID Connect provider is configured (the login page then offers 单点登录) */
  sso: boolean;
}

/** POST /api/oauth/sso/ticket body: the one-time ticket from `/sso?ticket=`. */
export interface SsoTicketBody {
  ticket: string;
}

/** The answer: a normal session token, and the page the user wanted when sign-in began (may be empty). */
export interface SsoTicketResult {
  token: string;
  theme: string;
  redirect: string;
}
