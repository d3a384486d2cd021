/**
 * The route guard as a pure function: the router adapter gathers the inputs, calls decideGuard and
 * carries out the decision. Keeping it pure lets the whole rule table be tested without a browser.
 */

/** Routes that open without a token. /redirect/* is matched by prefix, see isPublicRoute. */
export const PUBLIC_ROUTES: readonly string[] = [
  '/login',
  '/register',
  '/forget',
  '/forget1',
  '/auth-redirect',
  '/sso',
  '/formShortLink',
  '/idcode',
  '/qrcode',
  '/memberInfo',
  '/lockScreen',
  '/redirect',
  '/404',
];

/** Routes that, with a token, open without loading the user (they establish or use the session themselves). */
export const SKIP_LOAD_ROUTES: readonly string[] = ['/sso', '/formShortLink'];

export const LOGIN_PATH = '/login';
export const LOCK_SCREEN_PATH = '/lockScreen';
export const WORKFLOW_DETAIL_PATH = '/workFlowDetail';
/** Where a signed-in user lands when no (safe) redirect was asked for. */
export const DEFAULT_HOME = '/home';

export interface GuardInput {
  path: string;
  /** path plus query string, e.g. `/system/user?id=1` */
  fullPath: string;
  query: Record<string, string>;
  token: string | null;
  locked: boolean;
  /** true once CurrentUser has been fetched and the menu routes added */
  routesLoaded: boolean;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** fetch CurrentUser, add the generated routes, then run the guard again */
  | { kind: 'loadUser' }
  /** store `token` as the session token, then navigate to the same location again */
  | { kind: 'storeTokenAndReload'; token: string };

/** `/login/` and `/login` are the same route. */
function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function isPublicRoute(path: string): boolean {
  const p = normalizePath(path);
  return PUBLIC_ROUTES.includes(p) || p.startsWith('/redirect/');
}

/** Login URL that brings the user back to `fullPath` afterwards. */
export function sessionFailureRedirect(fullPath: string): string {
  if (!fullPath || normalizePath(fullPath.split('?', 1)[0]) === LOGIN_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

/**
 * Where to go after login. Only same-origin relative paths are honoured, so a crafted
 * `/login?redirect=https://evil.example` (or `//evil.example`, `/\evil.example`) cannot send the user away.
 */
export function loginRedirectTarget(query: Record<string, string | undefined>): string {
  const target = query.redirect;
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return DEFAULT_HOME;
  // eslint-disable-next-line no-control-regex -- control characters and backslashes are read differently by browsers; refuse rather than guess
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return DEFAULT_HOME;
  if (normalizePath(target.split('?', 1)[0]) === LOGIN_PATH) return DEFAULT_HOME;
  return target;
}

export function decideGuard(input: GuardInput): GuardDecision {
  const path = normalizePath(input.path);
  const { token } = input;

  // A locked screen must not be bypassed by any route, not even the public ones.
  if (input.locked && path !== LOCK_SCREEN_PATH && path !== LOGIN_PATH) {
    return { kind: 'redirect', to: LOCK_SCREEN_PATH };
  }

  // A workflow link (e.g. from an email) carries its own session; adopt it before any other check so the
  // link works in a browser that holds another user's token or none.
  const linkToken = input.query.token;
  if (path === WORKFLOW_DETAIL_PATH && linkToken && linkToken !== token) {
    return { kind: 'storeTokenAndReload', token: linkToken };
  }

  if (token && SKIP_LOAD_ROUTES.includes(path)) return { kind: 'allow' };
  if (token && path === LOGIN_PATH) return { kind: 'redirect', to: '/' };

  if (!token) {
    return isPublicRoute(path) ? { kind: 'allow' } : { kind: 'redirect', to: sessionFailureRedirect(input.fullPath) };
  }

  if (!input.routesLoaded) return { kind: 'loadUser' };
  return { kind: 'allow' };
}
