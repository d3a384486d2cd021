import { createTestServer, type TestServer } from './harness';

/** The OpenAPI document is generated from the routes themselves: every registered API route is in it. */
let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ apiDocs: true });
});
afterAll(() => s.close());

interface OpenApiDoc {
  openapi: string;
  paths: Record<string, Record<string, { security?: unknown[]; requestBody?: unknown; parameters?: unknown[] }>>;
}

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

test('every registered API route is documented, with its schema', async () => {
  const reply = await s.app.inject({ url: '/api-docs/json' });
  expect(reply.statusCode).toBe(200);
  const doc = JSON.parse(reply.body) as OpenApiDoc;
  expect(doc.openapi).toMatch(/^3\./);
  const routes = s.app.routeList.filter((r) => r.url.startsWith(s.config.apiBase) && r.method !== 'HEAD');
  expect(routes.length).toBeGreaterThan(200);
  const missing = routes.filter((r) => !doc.paths[toOpenApiPath(r.url)]?.[r.method.toLowerCase()]);
  expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  // the schemas travel along: the login form's fields, the dictionary item's body
  const login = doc.paths[`${s.config.apiBase}/api/oauth/Login`].post;
  expect(login.security).toEqual([]); // anonymous
  expect(JSON.stringify(login.requestBody)).toContain('account');
  expect(JSON.stringify(doc.paths[`${s.config.apiBase}/api/system/DictionaryData`].post.requestBody)).toContain(
    'fullName',
  );
  // the front end's files are not part of the contract
  expect(Object.keys(doc.paths).every((p) => p.startsWith(s.config.apiBase))).toBe(true);
});

test('the browsable page is served, and API_DOCS=false turns it off', async () => {
  expect((await s.app.inject({ url: '/api-docs' })).statusCode).toBe(200);
  const off = await createTestServer({ apiDocs: false });
  try {
    expect((await off.app.inject({ url: '/api-docs/json' })).statusCode).not.toBe(200);
  } finally {
    await off.close();
  }
});
