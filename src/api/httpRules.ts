/**
 * URL rules of the request layer. Kept apart from the axios code so they are easy to audit and
 * to extend. Every rule is tested against the path part of the request URL (no query), case-insensitively,
 * because the server routes case-insensitively and callers mix cases (docs/contract.md).
 */

/** Default for calls the server needs long for. */
export const LONG_TIMEOUT_MS = 100_000;

/** Calls that get LONG_TIMEOUT_MS instead of the configured timeout: third-party sync, mail fetch, bulk permission and data sync. */
export const LONG_TIMEOUT_PATTERNS: readonly RegExp[] = [
  /SynThirdInfo/i,
  /extend\/Email\/Receive/i,
  /Permission\/Authority\/Data/i,
  /DataSync\/Actions\/Execute/i,
];

export interface RawEnvelopeRule {
  name: string;
  pattern: RegExp;
}

/**
 * Calls whose callers read `code` themselves, so they get the whole envelope whatever the code and no toast:
 * - dataSourceTest: `POST /api/system/DataSource/Actions/Test` – the screen shows "connection failed" itself.
 * - onlineDevConfig: `GET /api/visualdev/OnlineDev/{modelId}/Config` – the page renders "not configured" states.
 * - portalAuth: `GET /api/visualdev/Portal/{id}/auth` – a portal without access is shown as such, not as an error.
 *   `/auth` must be a whole path segment so e.g. `/Portal/x/Authorize` is not caught.
 */
export const RAW_ENVELOPE_RULES: readonly RawEnvelopeRule[] = [
  { name: 'dataSourceTest', pattern: /\/DataSource\/Actions\/Test(\/|$)/i },
  { name: 'onlineDevConfig', pattern: /\/OnlineDev\/.*\/Config(\/|$)/i },
  { name: 'portalAuth', pattern: /\/Portal\/.*\/auth(\/|$)/i },
];

/** Login and lock-screen calls: a 600-602 there means "wrong credentials", never "go back to /login". */
export const SESSION_EXEMPT_PATTERNS: readonly RegExp[] = [
  /\/api\/oauth\/Login(\/|$)/i,
  /\/api\/oauth\/LockScreen(\/|$)/i,
];

/** Session codes (docs/contract.md): expired, signed in elsewhere, invalid. */
export const SESSION_CODES: ReadonlySet<number> = new Set([600, 601, 602]);

/** Path part of a request URL; rules never look at the query. */
export function urlPath(url: string | undefined): string {
  return (url ?? '').split(/[?#]/, 1)[0];
}

export function timeoutFor(url: string | undefined, configured: number): number {
  const path = urlPath(url);
  return LONG_TIMEOUT_PATTERNS.some((p) => p.test(path)) ? LONG_TIMEOUT_MS : configured;
}

export function rawEnvelopeRule(url: string | undefined): RawEnvelopeRule | undefined {
  const path = urlPath(url);
  return RAW_ENVELOPE_RULES.find((r) => r.pattern.test(path));
}

export function isSessionExempt(url: string | undefined): boolean {
  const path = urlPath(url);
  return SESSION_EXEMPT_PATTERNS.some((p) => p.test(path));
}
