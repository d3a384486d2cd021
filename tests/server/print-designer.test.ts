import { createTestServer, type TestServer } from './harness';

/** The print designer's calls: printDev/Models (the models to design for) and PreviewData (a record, no template). */

let s: TestServer;
let admin: string;
let staff: string;
beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
  staff = await s.login('zhangwei', 'User1234');
});
afterAll(() => s.close());

const BASE = '/api/system/printDev';

test('Models lists the enabled form models to whoever administers templates, and no one else', async () => {
  const reply = await s.get<{ list: { id: string; fullName: string }[] }>(`${BASE}/Models`, { token: admin });
  expect(reply.body.code).toBe(200);
  expect(reply.body.data.list).toContainEqual({ id: 'vd-purchase-order', fullName: '物资采购单' });
  expect((await s.get(`${BASE}/Models`, { token: staff })).body).toMatchObject({ code: 400, msg: '没有权限' });
});

test('PreviewData: one record filled as print fills it, guarded by the model menus; refusals are messages', async () => {
  const list = await s.postJson<{ list: { id: string; title: string }[] }>(
    '/api/visualdev/OnlineDev/vd-purchase-order/List',
    { currentPage: 1, pageSize: 20, menuId: 'm-purchase-order' },
    { token: admin },
  );
  const id = list.body.data.list.find((r) => r.title === '学术年会资料印刷')!.id;
  const reply = await s.get<{ printTemplate: string; printData: Record<string, unknown> }>(`${BASE}/PreviewData`, {
    token: admin,
    query: { formId: id },
  });
  expect(reply.body.code).toBe(200);
  expect(reply.body.data.printTemplate).toBe('');
  expect(reply.body.data.printData).toMatchObject({
    title: '学术年会资料印刷',
    supplier: '华文印务',
    totalAmount: '8,713.00',
  });
  expect((reply.body.data.printData.items as unknown[]).length).toBe(3);
  expect((await s.get(`${BASE}/PreviewData`, { token: staff, query: { formId: id } })).body).toMatchObject({
    code: 400,
    msg: '没有权限',
  });
  expect((await s.get(`${BASE}/PreviewData`, { token: admin })).body).toMatchObject({
    code: 400,
    msg: '请选择一条数据',
  });
  expect((await s.get(`${BASE}/PreviewData`, { token: admin, query: { formId: 'nope' } })).body).toMatchObject({
    code: 400,
    msg: '该数据不存在或已被删除',
  });
});
