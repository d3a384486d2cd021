import type { PageResult, ReportForm, ReportListItem } from '../../contract';
import { createTestServer, type TestServer } from './harness';

/** Report data under /api/report/Data (docs/contract.md). */

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const BASE = '/api/report/Data';
const list = async (query: Record<string, string> = {}, token = admin) =>
  (await s.get<PageResult<ReportListItem>>(BASE, { token, query })).body;
const body: ReportForm = {
  fullName: '会员增长统计',
  enCode: 'MemberGrowth',
  category: 'member',
  reportJson: '{"measures":[]}',
  sortCode: 2,
  enabledMark: 1,
};

test('the seeded report (the 会费统计 menu points at it) is listed with its category name', async () => {
  const reply = await list();
  expect(reply.data.list).toEqual([
    expect.objectContaining({ id: 'rpt-member-fee', fullName: '会费统计', categoryName: '财务报表', enabledMark: 1 }),
  ]);
});

test('create, read, update, state, copy, selector and delete', async () => {
  expect((await s.postJson(BASE, body, { token: admin })).body).toMatchObject({ code: 200, msg: '新建成功' });
  const id = (await list({ keyword: 'MemberGrowth' })).data.list[0].id;
  expect((await s.get<ReportForm>(`${BASE}/${id}`, { token: admin })).body.data).toMatchObject({ ...body, id });
  const put = await s.api('PUT', `${BASE}/${id}`, { token: admin, json: { ...body, fullName: '会员增长' } });
  expect(put.body).toMatchObject({ code: 200, msg: '修改成功' });
  expect((await s.api('PUT', `${BASE}/${id}/Actions/State`, { token: admin })).body.msg).toBe('更新成功');
  expect((await list({ keyword: 'MemberGrowth' })).data.list[0]).toMatchObject({
    fullName: '会员增长',
    enabledMark: 0,
  });
  // the selector lists enabled reports only
  const selector = await s.get<{ list: { id: string }[] }>(`${BASE}/Selector`, { token: admin });
  expect(selector.body.data.list.map((r) => r.id)).toEqual(['rpt-member-fee']);
  expect((await s.postJson(`${BASE}/${id}/Actions/Copy`, undefined, { token: admin })).body.msg).toBe('复制成功');
  expect((await list({ category: 'member' })).data.list).toHaveLength(2);
  expect((await s.api('DELETE', `${BASE}/${id}`, { token: admin })).body).toMatchObject({ code: 200, msg: '删除成功' });
  expect((await s.get(`${BASE}/${id}`, { token: admin })).body).toMatchObject({ code: 400, msg: '报表不存在' });
});

test.each([
  ['no name', { fullName: '' }, '请输入名称'],
  ['a long name', { fullName: 'n'.repeat(51) }, '名称最多为50个字符！'],
  ['a long code', { enCode: 'c'.repeat(51) }, '编码最多为50个字符！'],
  ['a duplicate code', { enCode: 'MemberFeeReport' }, '编码已存在'],
  ['an unknown category', { category: 'x' }, '分类不存在'],
  ['a body that is not JSON', { reportJson: '{' }, '报表内容须为JSON格式'],
])('refuses %s', async (_name, patch, msg) => {
  const reply = await s.postJson(BASE, { ...body, enCode: 'Bad2', ...patch }, { token: admin });
  expect(reply.status).toBe(200);
  expect(reply.body).toMatchObject({ code: 400, msg });
});

test('wrong types, unknown ids and users without the menu are refused, never a 500', async () => {
  expect((await s.postJson(BASE, { ...body, sortCode: [] }, { token: admin })).body.code).toBe(400);
  expect((await s.api('DELETE', `${BASE}/nope`, { token: admin })).body).toMatchObject({
    code: 400,
    msg: '报表不存在',
  });
  expect((await s.postJson(`${BASE}/nope/Actions/Copy`, undefined, { token: admin })).body.code).toBe(400);
  const staff = await s.login('zhangwei', 'User1234');
  expect(await list({}, staff)).toMatchObject({ code: 400, msg: '没有权限', data: null });
  expect((await s.api('PUT', `${BASE}/rpt-member-fee/Actions/State`, { token: staff })).body.msg).toBe('没有权限');
});
