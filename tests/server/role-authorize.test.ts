import type { AuthorizeTreeNode, AuthorizeValues, CurrentUserData, MenuItem } from '../../contract';
import { createTestServer, type TestServer } from './harness';

/** /api/permission/Authority/Data (docs/contract.md): the role permission editor's trees and its save. */

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const DATA = '/api/permission/Authority/Data';
const values = async (roleId: string, type: string, moduleIds = '', token = admin) =>
  (await s.postJson<AuthorizeValues>(`${DATA}/${roleId}/Values`, { type, moduleIds }, { token })).body;
const flatten = (nodes: AuthorizeTreeNode[]): AuthorizeTreeNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const menuNames = (items: MenuItem[]): string[] => items.flatMap((m) => [m.fullName, ...menuNames(m.children ?? [])]);
const sidebarOf = async (account: string) => {
  const token = await s.login(account, 'User1234');
  return menuNames((await s.get<CurrentUserData>('/api/oauth/CurrentUser', { token })).body.data.menuList);
};
const save = (roleId: string, body: unknown, token = admin) => s.api('PUT', `${DATA}/${roleId}`, { token, json: body });

describe('Values', () => {
  test('system: every system, ticked where the role holds a menu', async () => {
    const reply = await values('role-staff', 'system');
    expect(reply.data.list.map((n) => n.fullName)).toEqual(['学会管理平台', '学术服务平台']);
    expect(reply.data.ids).toEqual(['sys-main']);
    expect(reply.data.all).toEqual(['sys-main', 'sys-academic']);
  });

  test('module: systems → menus, with the role’s menus ticked', async () => {
    const reply = await values('role-staff', 'module', 'sys-main');
    expect(reply.data.list.map((n) => n.id)).toEqual(['sys-main']);
    const nodes = flatten(reply.data.list);
    expect(nodes.find((n) => n.id === 'm-area')).toMatchObject({
      parentId: 'm-system',
      type: 'module',
      fullName: '区域管理',
    });
    expect(reply.data.ids.sort()).toEqual(
      ['m-dictionary', 'm-member-register', 'm-member-service', 'm-member-type', 'm-system', 'm-website'].sort(),
    );
    expect(reply.data.all).toContain('m-role');
    expect((await values('role-staff', 'module', '')).data.list).toHaveLength(2);
  });

  test('button / column / form: the items of the checked menus only', async () => {
    const buttons = await values('role-staff', 'button', 'm-member-register,m-dictionary');
    const leaves = flatten(buttons.data.list).filter((n) => n.type === 'button');
    expect(leaves.every((n) => ['m-member-register', 'm-dictionary'].includes(n.parentId))).toBe(true);
    expect(leaves.find((n) => n.id === 'm-member-register.btn.btn_add')).toMatchObject({ fullName: '新增' });
    expect(buttons.data.ids.sort()).toEqual(
      [
        'm-dictionary.btn.btn_add',
        'm-dictionary.btn.btn_detail',
        'm-member-register.btn.btn_add',
        'm-member-register.btn.btn_detail',
      ].sort(),
    );
    const columns = await values('role-staff', 'column', 'm-dictionary');
    expect(
      flatten(columns.data.list)
        .filter((n) => n.type === 'column')
        .map((n) => n.fullName),
    ).toEqual(['名称', '编码', '状态', '排序']);
    expect((await values('role-staff', 'form', '')).data.list).toEqual([]);
  });

  test('bad input: an unknown kind or role, a missing type', async () => {
    expect((await values('role-staff', 'resourceX')).code).toBe(400);
    expect((await values('nope', 'module')).msg).toBe('该角色不存在');
    expect((await s.postJson(`${DATA}/role-staff/Values`, {}, { token: admin })).body.code).toBe(400);
  });
});

describe('save', () => {
  const staffGrant = {
    objectType: 'Role',
    module: [
      'sys-main',
      'm-system',
      'm-dictionary',
      'm-member-service',
      'm-member-register',
      'm-member-type',
      'm-website',
    ],
    button: ['m-member-register.btn.btn_add', 'm-member-register.btn.btn_detail', 'm-dictionary.btn.btn_add'],
    column: ['m-dictionary.col.fullName'],
    form: [],
  };

  test('granting 区域管理 to 普通员工 shows it in zhangwei’s sidebar after sign-in; the directory comes along', async () => {
    expect(await sidebarOf('zhangwei')).not.toContain('区域管理');
    const reply = await save('role-staff', {
      ...staffGrant,
      module: [...staffGrant.module.filter((id) => id !== 'm-system'), 'm-area'],
    });
    expect(reply.body).toMatchObject({ code: 200, msg: '保存成功' });
    const sidebar = await sidebarOf('zhangwei');
    expect(sidebar).toContain('区域管理');
    expect(sidebar).toContain('系统管理');
    const held = await values('role-staff', 'module', 'sys-main');
    expect(held.data.ids).toContain('m-system');
    // and zhangwei may now use the screen's API
    const token = await s.login('zhangwei', 'User1234');
    expect((await s.get('/api/system/Area/-1', { token })).body.code).toBe(200);
  });

  test('items of menus not granted, system ids and unknown ids are dropped', async () => {
    await save('role-staff', {
      ...staffGrant,
      module: ['m-member-register', 'nope'],
      button: ['m-dictionary.btn.btn_add', 'm-member-register.btn.btn_add', 'nope'],
      column: ['m-dictionary.col.fullName'],
    });
    const buttons = await values('role-staff', 'button', 'm-member-register,m-dictionary');
    expect(buttons.data.ids).toEqual(['m-member-register.btn.btn_add']);
    expect((await values('role-staff', 'column', 'm-dictionary')).data.ids).toEqual([]);
    expect(await sidebarOf('zhangwei')).toEqual(['会员服务', '会员登记']);
    await save('role-staff', staffGrant);
  });

  test('grants outside the editor’s scope (a disabled menu) survive a save', async () => {
    const role = {
      fullName: '临时角色',
      enCode: 'tmpRole',
      globalMark: 1,
      enabledMark: 1,
      sortCode: 0,
      description: '',
    };
    expect((await s.postJson('/api/permission/Role', role, { token: admin })).body.code).toBe(200);
    const roles = await s.get<{ list: { id: string; enCode: string }[] }>('/api/permission/Role', { token: admin });
    const roleId = roles.body.data.list.find((r) => r.enCode === 'tmpRole')!.id;
    await save(roleId, { ...staffGrant, module: ['m-help'], button: [], column: [] });
    expect((await s.api('PUT', '/api/system/Menu/m-help/Actions/State', { token: admin })).body.code).toBe(200);
    await save(roleId, { ...staffGrant, module: ['m-website'], button: [], column: [] });
    expect((await s.api('PUT', '/api/system/Menu/m-help/Actions/State', { token: admin })).body.code).toBe(200);
    const held = await values(roleId, 'module', '');
    expect(held.data.ids.sort()).toEqual(['m-help', 'm-website']);
  });

  test('bad bodies are 400; an unknown role and a non-role object are refused', async () => {
    expect((await save('role-staff', { module: [] })).body.code).toBe(400);
    expect((await save('role-staff', { ...staffGrant, module: [{}] })).body.code).toBe(400);
    expect((await save('nope', staffGrant)).body).toMatchObject({ code: 400, msg: '该角色不存在' });
    expect((await save('role-staff', { ...staffGrant, objectType: 'User' })).body).toMatchObject({
      code: 400,
      msg: '暂不支持该授权对象',
    });
  });
});

describe('permissions', () => {
  test('without 角色管理: 没有权限 on reading and saving', async () => {
    const token = await s.login('wangfang', 'User1234');
    expect((await values('role-staff', 'module', '', token)).msg).toBe('没有权限');
    expect((await save('role-staff', { module: [], button: [], column: [], form: [] }, token)).body).toMatchObject({
      code: 400,
      msg: '没有权限',
    });
  });

  test('a partial administrator (lina) only sees and hands out what she holds herself', async () => {
    const lina = await s.login('lina', 'User1234');
    const tree = await values('role-member-admin', 'module', '', lina);
    expect(tree.code).toBe(200);
    expect(flatten(tree.data.list).some((n) => n.id === 'm-role')).toBe(true);
  });
});
