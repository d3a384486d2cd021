import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { DataInterfaceForm, DataInterfaceListItem, DataInterfaceLogItem, PageResult } from '../../contract';
import { dataInterfaceLogs } from '../../server/db/schema';
import { createTestServer, type TestServer } from './harness';

/** What the 数据接口 screen adds to the interface endpoints (docs/contract.md): Copy and the run log. */

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const DI = '/api/system/DataInterface';
const logs = async (id: string, query: Record<string, string> = {}, token = admin) =>
  (await s.get<PageResult<DataInterfaceLogItem>>(`/api/system/DataInterfaceLog/${id}`, { token, query })).body;
const preview = (id: string, paramList: unknown[] = [], token = admin) =>
  s.postJson(`${DI}/${id}/Actions/Preview`, { paramList }, { token, headers: { 'user-agent': 'contract-test' } });

describe('run log', () => {
  test('each Preview, List and InfoByIds run is logged with caller, type and duration, newest first', async () => {
    expect((await logs('di-cities')).data).toMatchObject({ list: [], pagination: { total: 0 } });
    await preview('di-cities', [{ field: 'province', defaultValue: '440000' }]);
    await s.postJson(`${DI}/di-cities/Actions/List`, { currentPage: 1, pageSize: 5 }, { token: admin });
    await s.postJson(`${DI}/di-cities/Actions/InfoByIds`, { ids: ['440300'] }, { token: admin });
    const reply = await logs('di-cities');
    expect(reply.data.pagination.total).toBe(3);
    expect(reply.data.list.map((l) => l.invokType)).toEqual(['InfoByIds', 'List', 'Preview']);
    expect(reply.data.list[2]).toMatchObject({ userId: '管理员/admin', invokDevice: 'contract-test', success: 1 });
    expect(reply.data.list[2].invokWasteTime).toBeGreaterThanOrEqual(0);
    expect(typeof reply.data.list[2].invokTime).toBe('number');
  });

  test('a refused run is logged as failed with the reason; an unknown interface logs nothing', async () => {
    const token = await s.login('zhangwei', 'User1234');
    await s.api('PUT', `${DI}/di-member-levels/Actions/State`, { token: admin });
    expect((await preview('di-member-levels', [], token)).body).toMatchObject({ code: 400, msg: '数据接口已禁用' });
    const [failed] = (await logs('di-member-levels')).data.list;
    expect(failed).toMatchObject({ success: 0, message: '数据接口已禁用', userId: '张伟/zhangwei' });
    await preview('nope');
    expect(await s.db.select().from(dataInterfaceLogs).where(eq(dataInterfaceLogs.invokId, 'nope'))).toHaveLength(0);
  });

  test('the log is paged and searchable by caller', async () => {
    for (let i = 0; i < 3; i++) await preview('di-provinces');
    const page = await logs('di-provinces', { currentPage: '2', pageSize: '2' });
    expect(page.data.list).toHaveLength(1);
    expect(page.data.pagination).toMatchObject({ currentPage: 2, pageSize: 2, total: 3 });
    expect((await logs('di-provinces', { keyword: 'admin' })).data.pagination.total).toBe(3);
    expect((await logs('di-provinces', { keyword: 'zhangwei' })).data.pagination.total).toBe(0);
  });

  test('bad requests: unknown interface, bad paging, no menu', async () => {
    expect(await logs('nope')).toMatchObject({ code: 400, msg: '数据接口不存在' });
    expect((await logs('di-provinces', { currentPage: '0' })).code).toBe(400);
    expect((await logs('di-provinces', { pageSize: 'x' })).code).toBe(400);
    const staff = await s.login('zhangwei', 'User1234');
    expect(await logs('di-provinces', {}, staff)).toMatchObject({ code: 400, msg: '没有权限', data: null });
  });
});

describe('copy', () => {
  test('copies an interface disabled, with a new name and code and the same configuration', async () => {
    const reply = await s.postJson(`${DI}/di-cities/Actions/Copy`, undefined, { token: admin });
    expect(reply.body).toMatchObject({ code: 200, msg: '复制成功' });
    const found = await s.get<PageResult<DataInterfaceListItem>>(DI, { token: admin, query: { keyword: '城市列表' } });
    const copy = found.body.data.list.find((r) => r.id !== 'di-cities');
    expect(copy).toMatchObject({ enabledMark: 0, type: 1 });
    expect(copy?.fullName).toMatch(/^城市列表（按省份）\.副本\d{4}$/);
    expect(copy?.enCode).toMatch(/^citiesByProvince\d{7}$/);
    const original = (await s.get<DataInterfaceForm>(`${DI}/di-cities`, { token: admin })).body.data;
    const copied = (await s.get<DataInterfaceForm>(`${DI}/${copy!.id}`, { token: admin })).body.data;
    expect(copied.dataConfigJson).toBe(original.dataConfigJson);
    expect(copied.parameterJson).toBe(original.parameterJson);
  });

  test('copying a SQL interface needs an administrator; unknown ids and users without the menu are refused', async () => {
    const lina = await s.login('lina', 'User1234');
    expect((await s.postJson(`${DI}/di-branches/Actions/Copy`, undefined, { token: lina })).body).toMatchObject({
      code: 400,
      msg: '只有管理员可以配置SQL数据接口',
    });
    expect((await s.postJson(`${DI}/di-provinces/Actions/Copy`, undefined, { token: lina })).body.code).toBe(200);
    expect((await s.postJson(`${DI}/nope/Actions/Copy`, undefined, { token: admin })).body).toMatchObject({
      code: 400,
      msg: '数据接口不存在',
    });
    const staff = await s.login('zhangwei', 'User1234');
    expect((await s.postJson(`${DI}/di-provinces/Actions/Copy`, undefined, { token: staff })).body).toMatchObject({
      code: 400,
      msg: '没有权限',
    });
  });
});

describe('HTTP interfaces (type 3)', () => {
  let upstream: Server;
  let origin = '';
  const saved = process.env.DATA_INTERFACE_HOSTS;
  beforeAll(async () => {
    upstream = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/experts')
        res.end(JSON.stringify({ code: 200, msg: 'ok', data: [{ id: 'e1', field: url.searchParams.get('field') }] }));
      else if (url.pathname === '/broken') res.end('<html>');
      else if (url.pathname === '/refused') res.end(JSON.stringify({ code: 401, msg: '令牌无效', data: null }));
      else {
        res.statusCode = 500;
        res.end('{}');
      }
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    process.env.DATA_INTERFACE_HOSTS = `https://api.example.org, ${origin}/`;
  });
  afterAll(async () => {
    process.env.DATA_INTERFACE_HOSTS = saved;
    await new Promise((resolve) => upstream.close(resolve));
  });

  const create = async (enCode: string, path: string) => {
    const body = {
      fullName: enCode,
      enCode,
      type: 3,
      dataConfigJson: JSON.stringify({ apiData: { url: `${origin}${path}`, method: 'GET' } }),
      parameterJson: JSON.stringify([{ field: 'field', fieldName: '研究方向', defaultValue: '材料' }]),
    };
    expect((await s.postJson(DI, body, { token: admin })).body.code).toBe(200);
    const found = await s.get<PageResult<DataInterfaceListItem>>(DI, { token: admin, query: { keyword: enCode } });
    return found.body.data.list[0].id;
  };

  test('a configured address is called with the parameters; an envelope answers its data', async () => {
    const id = await create('httpExperts', '/experts');
    expect((await preview(id)).body.data).toEqual([{ id: 'e1', field: '材料' }]);
    expect((await preview(id, [{ field: 'field', defaultValue: '化学' }])).body.data).toEqual([
      { id: 'e1', field: '化学' },
    ]);
    const list = await s.postJson<PageResult<Record<string, unknown>>>(
      `${DI}/${id}/Actions/List`,
      {},
      { token: admin },
    );
    expect(list.body.data.pagination.total).toBe(1);
  });

  test.each([
    ['/broken', '接口返回的不是JSON数据'],
    ['/refused', '令牌无效'],
    ['/missing', '接口请求失败：HTTP 500'],
  ])('%s is reported as a refusal, never a 500', async (path, msg) => {
    const id = await create(`http${path.slice(1)}`, path);
    expect((await preview(id)).body).toMatchObject({ code: 400, msg });
  });

  test('an address outside DATA_INTERFACE_HOSTS is refused before any request', async () => {
    expect((await preview('di-expert-sync')).body).toMatchObject({ code: 400, msg: '接口地址不在允许的范围内' });
  });
});
