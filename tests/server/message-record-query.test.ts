import { createTestServer, type TestServer } from './harness';

/**
 * DELETE /api/message/Record takes `ids` from the body (the platform's front end) or from the query (this app's
 * request layer keeps every DELETE payload in the query, since proxies may drop DELETE bodies).
 */
let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

test('ids in the query delete the listed messages of the caller only', async () => {
  const admin = await s.login('admin', 'Admin123');
  const zhangwei = await s.login('zhangwei', 'User1234');
  const del = (ids: string, token: string) =>
    s.api('DELETE', `/api/message/Record?ids=${encodeURIComponent(ids)}`, { token });
  expect((await del('msg-admin-1', zhangwei)).body.code).toBe(400);
  expect((await del('msg-admin-1,msg-admin-2', admin)).body).toMatchObject({ code: 200, msg: '删除成功' });
  const left = await s.get<{ list: { id: string }[] }>('/api/message', { token: admin });
  expect(left.body.data.list.map((m) => m.id)).toEqual(['msg-admin-3', 'msg-admin-4', 'msg-admin-5']);
  expect((await s.api('DELETE', '/api/message/Record', { token: admin })).body.code).toBe(400);
});
