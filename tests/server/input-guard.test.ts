import { findUnsafe, MAX_DEPTH } from '../../server/plugins/inputGuard';
import { createTestServer, type TestServer } from './harness';

/** NUL, lone surrogates and absurd nesting are refused before any handler, naming the field. */
let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

test('the anonymous routes an attacker tried first answer 400 naming the field', async () => {
  const login = await s.postForm('/api/oauth/Login', { account: 'admin\u0000', password: 'x', origin: 'password' });
  expect(login.body).toEqual({ code: 400, msg: '参数错误：account包含非法字符', data: null });
  expect((await s.get('/api/file/ImageCode/%00')).body).toMatchObject({
    code: 400,
    msg: '参数错误：timestamp包含非法字符',
  });
});

test('inside JSON: the path of the bad string, also in arrays and keys', async () => {
  const token = await s.login('admin', 'Admin123');
  const reply = await s.postJson(
    '/api/system/DictionaryData',
    { fullName: 'ok', list: [{ name: 'x\uDC00' }] },
    { token },
  );
  expect(reply.body).toMatchObject({ code: 400, msg: '参数错误：list[0].name包含非法字符' });
  expect(findUnsafe({ ['k\u0000']: 1 }, '')).toBe('k\u0000');
  expect(findUnsafe({ a: ['fine', '😀 emoji pairs are fine'] }, '')).toBeNull();
});

test('nesting deeper than any screen sends is refused', async () => {
  let value: unknown = 1;
  for (let i = 0; i <= MAX_DEPTH + 1; i++) value = { a: value };
  const token = await s.login('admin', 'Admin123');
  const reply = await s.postJson('/api/system/DictionaryData', value, { token });
  expect(reply.body).toMatchObject({ code: 400, msg: expect.stringContaining('嵌套层级过深') as string });
});
