import { join } from 'node:path';
import { encryptLoginPassword } from '../../server/lib/password';
import { startServer, type RunningServer } from '../../server/start';
import { TEST_AES_KEY, freshDatabase, type FreshDatabase } from './harness';

let server: RunningServer;
let fresh: FreshDatabase;

beforeAll(async () => {
  fresh = await freshDatabase();
  const dataDir = fresh.dataDir;
  server = await startServer({
    dataDir,
    databaseUrl: fresh.databaseUrl,
    port: 0,
    distDir: join(dataDir, 'no-dist'),
    aesKey: TEST_AES_KEY,
  });
});
afterAll(async () => {
  await server.close();
  await fresh.dispose();
});

test('startServer listens on a free port and answers over real HTTP', async () => {
  expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(server.config.port).toBeGreaterThan(0);
  const base = `${server.url}${server.config.apiBase}`;
  const form = new URLSearchParams({
    account: 'admin',
    password: encryptLoginPassword('Admin123', TEST_AES_KEY),
    grant_type: 'password',
  });
  const login = (await (await fetch(`${base}/api/oauth/Login`, { method: 'POST', body: form })).json()) as {
    code: number;
    data: { token: string };
  };
  expect(login.code).toBe(200);
  const me = await fetch(`${base}/api/oauth/CurrentUser`, { headers: { authorization: login.data.token } });
  expect(me.status).toBe(200);
  expect(((await me.json()) as { code: number }).code).toBe(200);
});
