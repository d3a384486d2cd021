import { eq } from 'drizzle-orm';
import type { DictionaryTypeInfo, DictionaryTypeNode, ListReply } from '../../contract';
import { dictionaryTypes } from '../../server/db/schema';
import { createTestServer, type TestServer } from './harness';

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const TYPE = '/api/system/DictionaryType';
const flatten = (nodes: DictionaryTypeNode[]): DictionaryTypeNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const valid = { parentId: '0', fullName: '学术荣誉', enCode: 'academicHonor', isTree: 0, sortCode: 9, description: '' };

describe('GET DictionaryType', () => {
  test('is a tree under the synthetic roots 业务字典 and 系统字典', async () => {
    const reply = await s.get<ListReply<DictionaryTypeNode>>(TYPE, { token: admin });
    expect(reply.body.code).toBe(200);
    const [business, system] = reply.body.data.list;
    expect(business).toMatchObject({ id: '0', parentId: '-1', fullName: '业务字典', hasChildren: true });
    expect(system).toMatchObject({ id: '1', parentId: '-1', fullName: '系统字典' });
    const memberType = flatten(reply.body.data.list).find((n) => n.enCode === 'memberType');
    expect(memberType).toMatchObject({ parentId: 'dt-member-related', isTree: 0, fullName: '会员类型' });
    expect(system.children?.map((c) => c.enCode)).toContain('sex');
  });

  test('Selector/{id} leaves out the category being edited and its descendants', async () => {
    const all = await s.get<ListReply<DictionaryTypeNode>>(`${TYPE}/Selector/0`, { token: admin });
    expect(flatten(all.body.data.list).some((n) => n.id === 'dt-member-type')).toBe(true);
    const reply = await s.get<ListReply<DictionaryTypeNode>>(`${TYPE}/Selector/dt-member-related`, { token: admin });
    const ids = flatten(reply.body.data.list).map((n) => n.id);
    expect(ids).toContain('0');
    expect(ids).not.toContain('dt-member-related');
    expect(ids).not.toContain('dt-member-type');
  });

  test('GET {id} returns the dialog fields', async () => {
    const reply = await s.get<DictionaryTypeInfo>(`${TYPE}/dt-discipline`, { token: admin });
    expect(reply.body.data).toEqual({
      id: 'dt-discipline',
      parentId: '0',
      fullName: '学科分类',
      enCode: 'discipline',
      isTree: 1,
      description: '',
      sortCode: 3,
      version: 0,
    });
    expect((await s.get(`${TYPE}/nope`, { token: admin })).body).toMatchObject({ code: 400, msg: '字典分类不存在' });
  });
});

describe('POST / PUT / DELETE DictionaryType', () => {
  const refusals: [string, Record<string, unknown>, string][] = [
    ['parent missing', { parentId: '' }, '上级菜单不能为空'],
    ['name missing', { fullName: '  ' }, '请输入名称'],
    ['name with symbols', { fullName: '学术-荣誉' }, '名称不能含有特殊符号'],
    ['name too long', { fullName: '名'.repeat(51) }, '名称最多为50个字符！'],
    ['code missing', { enCode: '' }, '请输入编码'],
    ['code too long', { enCode: 'c'.repeat(51) }, '编码最多为50个字符！'],
    ['sort out of range', { sortCode: 1_000_000 }, '排序必须是0到999999之间的整数'],
    ['negative sort', { sortCode: -1 }, '排序必须是0到999999之间的整数'],
    ['unknown parent', { parentId: 'dt-none' }, '上级分类不存在'],
    ['duplicate name', { fullName: '学历' }, '字典分类名称已存在'],
    ['duplicate code', { enCode: 'education' }, '字典分类编码已存在'],
  ];
  test.each(refusals)('refuses %s with the spec message', async (_case, patch, msg) => {
    const reply = await s.postJson(TYPE, { ...valid, ...patch }, { token: admin });
    expect(reply.body).toMatchObject({ code: 400, msg });
  });

  test.each([
    ['no body', undefined],
    ['an array', []],
    ['a wrong type', { ...valid, isTree: 'yes' }],
    ['an isTree out of range', { ...valid, isTree: 2 }],
  ])('bad input (%s) is a 400, never a 500', async (_case, body) => {
    const reply = await s.api('POST', TYPE, { token: admin, json: body });
    expect(reply.body.code).toBe(400);
  });

  test('create, edit, delete round trip', async () => {
    const created = await s.postJson(TYPE, valid, { token: admin });
    expect(created.body).toMatchObject({ code: 200, msg: '新建成功' });
    const [row] = await s.db.select().from(dictionaryTypes).where(eq(dictionaryTypes.enCode, 'academicHonor'));
    expect(row).toMatchObject({ parentId: '0', fullName: '学术荣誉', sortCode: 9, creatorUserId: 'user-admin' });

    const edited = await s.api('PUT', `${TYPE}/${row.id}`, {
      token: admin,
      json: { ...valid, id: row.id, fullName: '学术荣誉称号', parentId: 'dt-member-related' },
    });
    expect(edited.body).toMatchObject({ code: 200, msg: '修改成功' });
    expect((await s.get<DictionaryTypeInfo>(`${TYPE}/${row.id}`, { token: admin })).body.data).toMatchObject({
      fullName: '学术荣誉称号',
      parentId: 'dt-member-related',
    });
    // editing keeps its own name and code without tripping the duplicate check
    expect((await s.api('PUT', `${TYPE}/${row.id}`, { token: admin, json: { ...valid } })).body.code).toBe(200);

    expect((await s.api('DELETE', `${TYPE}/${row.id}`, { token: admin })).body).toMatchObject({ code: 200 });
    expect(await s.db.select().from(dictionaryTypes).where(eq(dictionaryTypes.id, row.id))).toHaveLength(0);
  });

  test('a category cannot move under itself or its descendants', async () => {
    const reply = await s.api('PUT', `${TYPE}/dt-member-related`, {
      token: admin,
      json: { parentId: 'dt-member-type', fullName: '会员相关', enCode: 'memberRelated', isTree: 0 },
    });
    expect(reply.body).toMatchObject({ code: 400, msg: '上级分类不能是自己或自己的下级' });
  });

  test('the roots 0 and 1 are protected', async () => {
    for (const id of ['0', '1']) {
      expect((await s.api('PUT', `${TYPE}/${id}`, { token: admin, json: valid })).body).toMatchObject({
        code: 400,
        msg: '系统预置分类不能修改',
      });
      expect((await s.api('DELETE', `${TYPE}/${id}`, { token: admin })).body).toMatchObject({
        code: 400,
        msg: '系统预置分类不能删除',
      });
    }
  });

  test('delete is refused while the category has children or data', async () => {
    expect((await s.api('DELETE', `${TYPE}/dt-member-related`, { token: admin })).body).toMatchObject({
      code: 400,
      msg: '该分类下有子分类，不能删除',
    });
    expect((await s.api('DELETE', `${TYPE}/dt-education`, { token: admin })).body).toMatchObject({
      code: 400,
      msg: '该分类下有字典数据，不能删除',
    });
  });

  test('the tree switch cannot change once the category holds data', async () => {
    const reply = await s.api('PUT', `${TYPE}/dt-education`, {
      token: admin,
      json: { parentId: '0', fullName: '学历', enCode: 'education', isTree: 1, sortCode: 4 },
    });
    expect(reply.body).toMatchObject({ code: 400, msg: '该分类下已有字典数据，不能修改树形设置' });
  });
});

describe('permissions', () => {
  test('a user without the dictionary menu is refused', async () => {
    const token = await s.login('wangfang', 'User1234');
    expect((await s.get(TYPE, { token })).body).toMatchObject({ code: 400, msg: '没有权限' });
    expect((await s.postJson(TYPE, valid, { token })).body).toMatchObject({ code: 400, msg: '没有权限' });
  });

  test('a role granted the menu may read, and write only with the button', async () => {
    const token = await s.login('zhangwei', 'User1234');
    expect((await s.get(TYPE, { token })).body.code).toBe(200);
    // role-staff holds btn_add but not btn_remove on the dictionary screen
    expect((await s.api('DELETE', `${TYPE}/dt-education`, { token })).body).toMatchObject({
      code: 400,
      msg: '没有权限',
    });
    const created = await s.postJson(TYPE, { ...valid, fullName: '员工新增', enCode: 'staffAdded' }, { token });
    expect(created.body.code).toBe(200);
  });
});
