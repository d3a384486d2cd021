import {
  decideGuard,
  type GuardDecision,
  type GuardInput,
  isPublicRoute,
  loginRedirectTarget,
  PUBLIC_ROUTES,
  sessionFailureRedirect,
} from './guard';

const TOKEN = 'Bearer stored';

function input(fullPath: string, state: Partial<Omit<GuardInput, 'path' | 'fullPath' | 'query'>> = {}): GuardInput {
  const [path, search = ''] = fullPath.split('?');
  return {
    path,
    fullPath,
    query: Object.fromEntries(new URLSearchParams(search)),
    token: null,
    locked: false,
    routesLoaded: false,
    ...state,
  };
}

const allow: GuardDecision = { kind: 'allow' };
const loadUser: GuardDecision = { kind: 'loadUser' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

describe('decideGuard', () => {
  const table: [string, GuardInput, GuardDecision][] = [
    // locked screen
    [
      'locked, signed in, /home',
      input('/home', { token: TOKEN, locked: true, routesLoaded: true }),
      redirect('/lockScreen'),
    ],
    ['locked, public /register', input('/register', { locked: true }), redirect('/lockScreen')],
    ['locked, /sso with token', input('/sso', { token: TOKEN, locked: true }), redirect('/lockScreen')],
    ['locked, /lockScreen itself', input('/lockScreen', { token: TOKEN, locked: true, routesLoaded: true }), allow],
    ['locked, no token, /lockScreen', input('/lockScreen', { locked: true }), allow],
    ['locked, /login without token', input('/login', { locked: true }), allow],
    ['locked, /login with token', input('/login', { token: TOKEN, locked: true }), redirect('/')],
    [
      'locked, workflow link',
      input('/workFlowDetail?token=other', { token: TOKEN, locked: true }),
      redirect('/lockScreen'),
    ],
    // signed-in user on /login
    ['token, /login', input('/login', { token: TOKEN, routesLoaded: true }), redirect('/')],
    ['token, /login/ (trailing slash)', input('/login/', { token: TOKEN }), redirect('/')],
    ['token, /login?redirect=/x', input('/login?redirect=%2Fx', { token: TOKEN }), redirect('/')],
    // sso and short links skip loading
    ['token, /sso, routes not loaded', input('/sso', { token: TOKEN }), allow],
    ['token, /formShortLink, routes not loaded', input('/formShortLink?id=1', { token: TOKEN }), allow],
    // workflow detail token hand-over
    [
      'workflow link with another token',
      input('/workFlowDetail?token=Bearer%20other&id=1', { token: TOKEN, routesLoaded: true }),
      { kind: 'storeTokenAndReload', token: 'Bearer other' },
    ],
    [
      'workflow link without a stored token',
      input('/workFlowDetail?token=Bearer%20other'),
      { kind: 'storeTokenAndReload', token: 'Bearer other' },
    ],
    [
      'workflow link with the same token, loaded',
      input('/workFlowDetail?token=Bearer%20stored', { token: TOKEN, routesLoaded: true }),
      allow,
    ],
    [
      'workflow link with the same token, not loaded',
      input('/workFlowDetail?token=Bearer%20stored', { token: TOKEN }),
      loadUser,
    ],
    ['workflow detail without token query', input('/workFlowDetail?id=1', { token: TOKEN, routesLoaded: true }), allow],
    [
      'workflow detail, no token at all',
      input('/workFlowDetail?id=1'),
      redirect('/login?redirect=%2FworkFlowDetail%3Fid%3D1'),
    ],
    // no token, private routes
    ['no token, /', input('/'), redirect('/login?redirect=%2F')],
    ['no token, /home', input('/home'), redirect('/login?redirect=%2Fhome')],
    [
      'no token, keeps the query in redirect',
      input('/system/user?id=1&tab=a b'),
      redirect(`/login?redirect=${encodeURIComponent('/system/user?id=1&tab=a b')}`),
    ],
    ['no token, /redirects is not /redirect/*', input('/redirects'), redirect('/login?redirect=%2Fredirects')],
    ['no token, /login2 is not public', input('/login2'), redirect('/login?redirect=%2Flogin2')],
    // token, first entry
    ['token, routes not loaded, /home', input('/home', { token: TOKEN }), loadUser],
    ['token, routes not loaded, public /404', input('/404', { token: TOKEN }), loadUser],
    ['token, routes not loaded, /lockScreen', input('/lockScreen', { token: TOKEN }), loadUser],
    ['token, routes loaded, /home', input('/home', { token: TOKEN, routesLoaded: true }), allow],
    ['token, routes loaded, /redirect/home', input('/redirect/home', { token: TOKEN, routesLoaded: true }), allow],
  ];

  it.each(table)('%s', (_label, guardInput, expected) => {
    expect(decideGuard(guardInput)).toEqual(expected);
  });

  const publicPaths = [...PUBLIC_ROUTES, '/redirect/home', '/redirect/system/user'];
  it.each(publicPaths)('no token, public %s is allowed', (path) => {
    expect(decideGuard(input(path))).toEqual(allow);
  });

  it('lists exactly the public routes of the spec', () => {
    expect([...PUBLIC_ROUTES].sort()).toEqual(
      [
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
      ].sort(),
    );
    expect(isPublicRoute('/redirect/a/b')).toBe(true);
    expect(isPublicRoute('/home')).toBe(false);
  });
});

describe('loginRedirectTarget', () => {
  it.each([
    [{}, '/home'],
    [{ redirect: '' }, '/home'],
    [{ redirect: '/system/user?id=1' }, '/system/user?id=1'],
    [{ redirect: '/' }, '/'],
    [{ redirect: 'https://evil.example/x' }, '/home'],
    [{ redirect: 'javascript:alert(1)' }, '/home'],
    [{ redirect: '//evil.example' }, '/home'],
    [{ redirect: '/\\evil.example' }, '/home'],
    [{ redirect: '/a\\b' }, '/home'],
    [{ redirect: '/\tevil' }, '/home'],
    [{ redirect: 'home' }, '/home'],
    [{ redirect: '/login?redirect=/x' }, '/home'],
  ])('%j → %s', (query, expected) => {
    expect(loginRedirectTarget(query)).toBe(expected);
  });
});

describe('sessionFailureRedirect', () => {
  it('keeps the wanted location', () => {
    expect(sessionFailureRedirect('/system/user?id=1')).toBe('/login?redirect=%2Fsystem%2Fuser%3Fid%3D1');
  });

  it('does not nest /login', () => {
    expect(sessionFailureRedirect('/login?redirect=%2Fx')).toBe('/login');
    expect(sessionFailureRedirect('')).toBe('/login');
  });
});
