import type { PageResult, PrintDevForm, PrintDevListItem, PrintLogItem } from '../../contract';
import { createTestServer, type TestServer } from './harness';

/** /api/system/printDev and /api/system/printLog (docs/contract.md). */

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const BASE = '/api/system/printDev';
const list = async (query: Record<string, string> = {}, token = admin) =>
  (await s.get<PageResult<PrintDevListItem>>(BASE, { token, query })).body;
const body: PrintDevForm = {
  fullName: '活动签到表',
  enCode: 'ActivitySignIn',
  category: 'academic',
  printTemplate: '<h2>签到表</h2>',
  sortCode: 3,
  enabledMark: 1,
  description: '学术活动签到',
};

describe('templates', () => {
  test('the list is paged with category names; filters by keyword, category and state', async () => {
    const reply = await list();
    expect(reply.data.pagination.total).toBe(3);
    expect(reply.data.list[0]).toMatchObject({
      id: 'pt-member-register',
      categoryName: '会员业务',
      enabledMark: 1,
      state: 1,
      creatorUser: '管理员/admin',
    });
    expect((await list({ category: 'finance' })).data.list.map((r) => r.enCode)).toEqual([
      'FeeReceipt',
      'PurchaseOrder',
    ]);
    expect((await list({ keyword: '收据' })).data.list.map((r) => r.enCode)).toEqual(['FeeReceipt']);
    expect((await list({ enabledMark: '0' })).data.list).toEqual([]);
  });

  test('create, read, update, toggle, copy, export and delete', async () => {
    expect((await s.postJson(BASE, body, { token: admin })).body).toMatchObject({ code: 200, msg: '新建成功' });
    const id = (await list({ keyword: 'ActivitySignIn' })).data.list[0].id;
    const info = await s.get<PrintDevForm>(`${BASE}/${id}`, { token: admin });
    expect(info.body.data).toMatchObject({ ...body, id });
    const put = await s.api('PUT', `${BASE}/${id}`, { token: admin, json: { ...body, fullName: '签到表（新）' } });
    expect(put.body).toMatchObject({ code: 200, msg: '修改成功' });
    const state = await s.api('PUT', `${BASE}/${id}/Actions/State`, { token: admin });
    expect(state.body).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await list({ keyword: 'ActivitySignIn' })).data.list[0]).toMatchObject({
      fullName: '签到表（新）',
      state: 0,
    });
    const copy = await s.postJson(`${BASE}/${id}/Actions/Copy`, undefined, { token: admin });
    expect(copy.body).toMatchObject({ code: 200, msg: '复制成功' });
    const copies = (await list({ keyword: '签到表（新）.副本' })).data.list;
    expect(copies).toHaveLength(1);
    const exported = await s.get<{ name: string; url: string }>(`${BASE}/${id}/Actions/Export`, { token: admin });
    expect(exported.body.data.name).toBe('签到表（新）.bp');
    const file = await s.app.inject({ method: 'GET', url: s.config.apiBase + exported.body.data.url });
    expect(JSON.parse(file.body)).toMatchObject({ enCode: 'ActivitySignIn', printTemplate: '<h2>签到表</h2>' });
    expect((await s.api('DELETE', `${BASE}/${id}`, { token: admin })).body).toMatchObject({
      code: 200,
      msg: '删除成功',
    });
    expect((await s.get(`${BASE}/${id}`, { token: admin })).body).toMatchObject({ code: 400, msg: '打印模板不存在' });
  });

  test('Selector groups enabled templates by category; getListOptions answers the named ones', async () => {
    const token = await s.login('zhangwei', 'User1234');
    const selector = await s.get<{ list: { fullName: string; children: { id: string }[] }[] }>(`${BASE}/Selector`, {
      token,
    });
    expect(selector.body.data.list.map((g) => g.fullName)).toEqual(['会员业务', '财务票据']);
    const finance = await s.get<{ list: unknown[] }>(`${BASE}/Selector`, { token, query: { type: 'finance' } });
    expect(finance.body.data.list).toHaveLength(1);
    const options = await s.postJson<{ id: string; fullName: string }[]>(
      `${BASE}/getListOptions`,
      { ids: ['pt-fee-receipt', 'nope'] },
      { token },
    );
    expect(options.body.data).toEqual([
      { id: 'pt-fee-receipt', fullName: '会费收据', enCode: 'FeeReceipt', category: 'finance', enabledMark: 1 },
    ]);
    expect((await s.postJson(`${BASE}/getListOptions`, { ids: [{}] }, { token })).body.code).toBe(400);
  });

  test.each([
    ['no name', { fullName: '' }, '请输入名称'],
    ['a long name', { fullName: 'n'.repeat(51) }, '名称最多为50个字符！'],
    ['no code', { enCode: '' }, '请输入编码'],
    ['a long code', { enCode: 'c'.repeat(51) }, '编码最多为50个字符！'],
    ['a duplicate code', { enCode: 'FeeReceipt' }, '编码已存在'],
    ['no category', { category: '' }, '请选择分类'],
    ['an unknown category', { category: 'nope' }, '分类不存在'],
    ['a sort out of range', { sortCode: -1 }, '排序必须是0到999999之间的整数'],
  ])('refuses %s', async (_name, patch, msg) => {
    const reply = await s.postJson(BASE, { ...body, enCode: 'Bad1', ...patch }, { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 400, msg });
  });

  test('wrong types get a 400 envelope; a user without the menu gets 没有权限', async () => {
    expect((await s.postJson(BASE, { ...body, sortCode: 'x' }, { token: admin })).body.code).toBe(400);
    expect((await s.postJson(BASE, { ...body, enabledMark: 5 }, { token: admin })).body.code).toBe(400);
    const staff = await s.login('zhangwei', 'User1234');
    expect(await list({}, staff)).toMatchObject({ code: 400, msg: '没有权限', data: null });
    expect((await s.postJson(`${BASE}/pt-fee-receipt/Actions/Copy`, undefined, { token: staff })).body.msg).toBe(
      '没有权限',
    );
  });
});

describe('print log', () => {
  test('save records who printed; the log lists it newest first and filters by time', async () => {
    const staff = await s.login('zhangwei', 'User1234');
    const saved = await s.postJson(
      '/api/system/printLog/save',
      { printId: 'pt-fee-receipt', printTitle: '2025会费', printNum: 3 },
      { token: staff },
    );
    expect(saved.body).toMatchObject({ code: 200 });
    await s.postJson(
      '/api/system/printLog/save',
      { printId: 'pt-fee-receipt', printTitle: '补打', printNum: 1 },
      { token: admin },
    );
    const reply = await s.get<PageResult<PrintLogItem>>('/api/system/printLog/pt-fee-receipt', { token: admin });
    expect(reply.body.data.list.map((l) => [l.printTitle, l.printMan, l.printNum])).toEqual([
      ['补打', '管理员/admin', 1],
      ['2025会费', '张伟/zhangwei', 3],
    ]);
    const future = await s.get<PageResult<PrintLogItem>>('/api/system/printLog/pt-fee-receipt', {
      token: admin,
      query: { startTime: '2099-01-01 00:00:00' },
    });
    expect(future.body.data.list).toEqual([]);
  });

  test('save refuses unknown templates and bad counts', async () => {
    const save = (b: unknown) => s.postJson('/api/system/printLog/save', b, { token: admin });
    expect((await save({ printId: 'nope', printNum: 1 })).body).toMatchObject({ code: 400, msg: '打印模板不存在' });
    expect((await save({ printId: 'pt-fee-receipt', printNum: 0 })).body.code).toBe(400);
    expect((await save({})).body.code).toBe(400);
  });
});
