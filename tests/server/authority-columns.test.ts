import type { ColumnPreference } from '../../contract';
import { createTestServer, type TestServer } from './harness';

/** GetColumnsByModuleId / SetColumnsByModuleId (docs/contract.md): a module's column list, validated and guarded. */

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const GET = '/api/permission/Authority/GetColumnsByModuleId';
const SET = '/api/permission/Authority/SetColumnsByModuleId';
const columns: ColumnPreference[] = [
  { label: '编码', prop: 'enCode', visible: true },
  { label: '名称', prop: 'fullName', visible: false },
];
const put = (body: unknown, token = admin) => s.api('PUT', SET, { token, json: body });

test('nothing saved reads as an empty list', async () => {
  expect((await s.get<ColumnPreference[]>(`${GET}/m-bill-rule`, { token: admin })).body).toMatchObject({
    code: 200,
    data: [],
  });
});

test('a saved list reads back in its order, with only the known keys', async () => {
  const extra = columns.map((c) => ({ ...c, width: 99 }));
  expect((await put({ moduleId: 'm-dictionary', fieldList: JSON.stringify(extra) })).body).toMatchObject({
    code: 200,
    msg: '保存成功',
  });
  expect((await s.get<ColumnPreference[]>(`${GET}/m-dictionary`, { token: admin })).body.data).toEqual(columns);
  // saving again replaces it (one row per module)
  await put({ moduleId: 'm-dictionary', fieldList: JSON.stringify([columns[1]]) });
  expect((await s.get<ColumnPreference[]>(`${GET}/m-dictionary`, { token: admin })).body.data).toEqual([columns[1]]);
});

test.each([
  ['no body', undefined],
  ['no moduleId', { fieldList: '[]' }],
  ['an empty moduleId', { moduleId: '', fieldList: '[]' }],
  ['a list that is not JSON', { moduleId: 'm-dictionary', fieldList: '[{' }],
  ['a list that is an object', { moduleId: 'm-dictionary', fieldList: '{}' }],
  ['an item without prop', { moduleId: 'm-dictionary', fieldList: '[{"label":"a","visible":true}]' }],
  ['a visible flag as text', { moduleId: 'm-dictionary', fieldList: '[{"label":"a","prop":"a","visible":"1"}]' }],
  ['a repeated prop', { moduleId: 'm-dictionary', fieldList: JSON.stringify([columns[0], columns[0]]) }],
  ['a list that is not text', { moduleId: 'm-dictionary', fieldList: columns }],
])('refuses %s with a 400', async (_case, body) => {
  const reply = await put(body);
  expect(reply.status).toBe(200);
  expect(reply.body.code).toBe(400);
});

test('the format message is the one the settings show', async () => {
  expect((await put({ moduleId: 'm-dictionary', fieldList: '[1]' })).body).toMatchObject({
    code: 400,
    msg: '列表字段格式错误',
  });
  expect((await put({ moduleId: 'no-such-menu', fieldList: '[]' })).body).toMatchObject({
    code: 400,
    msg: '菜单不存在',
  });
  expect((await s.get(`${GET}/no-such-menu`, { token: admin })).body).toMatchObject({ code: 400, msg: '菜单不存在' });
});

test('a user needs the menu to read and its edit button to save', async () => {
  const outsider = await s.login('wangfang', 'User1234');
  expect((await s.get(`${GET}/m-dictionary`, { token: outsider })).body).toMatchObject({ code: 400, msg: '没有权限' });
  // role-staff has the dictionary menu with btn_add only
  const staff = await s.login('zhangwei', 'User1234');
  expect((await s.get(`${GET}/m-dictionary`, { token: staff })).body.code).toBe(200);
  expect((await put({ moduleId: 'm-dictionary', fieldList: '[]' }, staff)).body).toMatchObject({
    code: 400,
    msg: '没有权限',
  });
  expect((await s.get(`${GET}/m-dictionary`)).body.code).not.toBe(200);
});
