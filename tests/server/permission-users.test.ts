import { createHash } from 'node:crypto';
import type { ListReply, PageResult, UserAdminInfo, UserAllItem, UserRow } from '../../contract';
import { createTestServer, type TestServer } from './harness';
import { loadSeedFixtures } from '../../server/db/seedFixtures';

/** /api/permission/Users administration (docs/contract.md): list, dialog record, writes, state, unlock, reset. */

let s: TestServer;
let admin: string;
let staff: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
  staff = await s.login('zhangwei', 'User1234');
});
afterAll(() => s.close());

const USERS = '/api/permission/Users';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const list = async (query: Record<string, string>, token = admin) =>
  (await s.get<PageResult<UserRow>>(USERS, { token, query })).body;
const rowOf = async (account: string) =>
  (await list({ keyword: account })).data.list.find((u) => u.account === account);

const newUser = {
  account: 'e2etester',
  realName: '测试用户',
  gender: '2',
  mobilePhone: '13900000001',
  email: 'tester@example.org',
  organizeId: 'dept-finance',
  managerId: 'user-huangmin',
  positionId: 'pos-accountant',
  roleId: 'role-staff',
  groupId: 'grp-it',
  enabledMark: 1,
  sortCode: 30,
  description: '接口测试',
};

describe('reading', () => {
  test('GET Users pages the users of an organisation and below, with names of memberships', async () => {
    const reply = await list({ organizeId: 'dept-member' });
    expect(reply.data.list.map((u) => u.account)).toEqual(['zhangwei', 'wangfang', 'chenjing', 'wuxia']);
    expect(reply.data.list[0]).toMatchObject({
      fullName: '张伟/zhangwei',
      gender: '1',
      organize: '中华学会/会员部/个人会员科',
      position: '会员专员',
      roleId: 'role-staff',
      roleName: '普通员工',
      lockMark: 0,
      isAdministrator: 0,
    });
    expect(reply.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 4 });
  });

  test('keyword covers account, name and mobile; gender and paging filter', async () => {
    expect((await list({ keyword: '13800000003' })).data.list.map((u) => u.account)).toEqual(['lina']);
    expect((await list({ keyword: '王芳' })).data.list.map((u) => u.account)).toEqual(['wangfang']);
    const women = (await list({ gender: '2', organizeId: 'org-society' })).data.list;
    expect(women.length).toBeGreaterThan(0);
    expect(women.every((u) => u.gender === '2')).toBe(true);
    const page = await list({ pageSize: '5', currentPage: '3' });
    expect(page.data.pagination.total).toBe(loadSeedFixtures().users.length);
    expect(page.data.list).toHaveLength(5);
  });

  test('GET Users/{id} gives memberships as comma-joined ids and the organisation path', async () => {
    const info = (await s.get<UserAdminInfo>(`${USERS}/user-yangfan`, { token: admin })).body.data;
    expect(info).toMatchObject({
      account: 'yangfan',
      organizeId: 'dept-academic',
      organizeIdTree: [['org-society', 'dept-academic']],
      positionId: 'pos-academic-secretary',
      roleId: 'role-staff',
      groupId: 'grp-academic-committee,grp-youth',
      managerId: 'user-lina',
    });
    expect(info).not.toHaveProperty('passwordHash');
    expect((await s.get(`${USERS}/nobody`, { token: admin })).body).toMatchObject({ code: 400, msg: '用户不存在' });
  });

  test('Users/All lists enabled users for the manager pickers', async () => {
    const all = (await s.get<ListReply<UserAllItem>>(`${USERS}/All`, { token: admin })).body.data.list;
    expect(all.find((u) => u.id === 'user-lina')).toMatchObject({ fullName: '李娜/lina', department: '秘书处' });
    expect(all.some((u) => u.account === 'gaojie')).toBe(false);
  });
});

describe('writing', () => {
  test.each([
    ['no account', { account: '' }, '请输入账户'],
    ['a 51-character account', { account: 'a'.repeat(51) }, '账户最多为50个字符！'],
    ['symbols in the account', { account: 'bad name!' }, '只能输入数字英文'],
    ['a taken account', { account: 'lina' }, '账户已存在'],
    ['no name', { realName: '' }, '请输入姓名'],
    ['no gender', { gender: '' }, '请选择性别'],
    ['an unknown gender', { gender: '9' }, '请选择性别'],
    ['a bad mobile', { mobilePhone: '12345' }, '请正确输入您的手机号'],
    ['a bad email', { email: 'not-mail' }, '请正确输入您的邮箱地址'],
    ['no organisation', { organizeId: '' }, '请选择所属组织'],
    ['an unknown organisation', { organizeId: 'nope' }, '所属组织不存在'],
    ['an unknown manager', { managerId: 'nobody' }, '直属主管不存在'],
    ['an unknown position', { positionId: 'pos-accountant,nope' }, '岗位不存在'],
    ['an unknown role', { roleId: 'nope' }, '角色不存在'],
    ['an unknown group', { groupId: 'nope' }, '分组不存在'],
    ['a sort out of range', { sortCode: 1_000_000 }, '排序必须是0到999999之间的整数'],
  ])('refuses %s', async (_case, patch, msg) => {
    expect((await s.postJson(USERS, { ...newUser, ...patch }, { token: admin })).body).toMatchObject({
      code: 400,
      msg,
    });
  });

  test('bad types are a 400, never a 500', async () => {
    for (const body of [undefined, 'x', { ...newUser, enabledMark: 3 }, { ...newUser, account: { a: 1 } }]) {
      expect((await s.api('POST', USERS, { token: admin, json: body })).body.code).toBe(400);
    }
  });

  test('a new user gets the default password (forced change), memberships, then edits and delete', async () => {
    expect((await s.postJson(USERS, newUser, { token: admin })).body).toMatchObject({ code: 200, msg: '新建成功' });
    const row = await rowOf('e2etester');
    expect(row).toMatchObject({ position: '会计', roleName: '普通员工', organize: '中华学会/财务部' });
    const login = await s.loginReply('e2etester', 'User1234');
    expect(login.body.code).toBe(200);
    const info = (await s.get<UserAdminInfo>(`${USERS}/${row!.id}`, { token: admin })).body.data;
    expect(info).toMatchObject({ groupId: 'grp-it', managerId: 'user-huangmin', email: 'tester@example.org' });

    const edit = { ...newUser, realName: '测试用户二', roleId: '', positionId: 'pos-accountant,pos-engineer' };
    expect((await s.api('PUT', `${USERS}/${row!.id}`, { token: admin, json: edit })).body.msg).toBe('修改成功');
    expect(await rowOf('e2etester')).toMatchObject({
      realName: '测试用户二',
      roleName: '',
      position: '会计,系统工程师',
    });
    // memberships the body leaves out stay as they are
    const { groupId: _left, ...withoutGroups } = edit;
    expect((await s.api('PUT', `${USERS}/${row!.id}`, { token: admin, json: withoutGroups })).body.code).toBe(200);
    expect((await s.get<UserAdminInfo>(`${USERS}/${row!.id}`, { token: admin })).body.data.groupId).toBe('grp-it');
    const self = await s.api('PUT', `${USERS}/${row!.id}`, { token: admin, json: { ...edit, managerId: row!.id } });
    expect(self.body.msg).toBe('直属主管不能是自己');
    const taken = await s.api('PUT', `${USERS}/${row!.id}`, { token: admin, json: { ...edit, account: 'lina' } });
    expect(taken.body.msg).toBe('账户已存在');

    expect((await s.api('DELETE', `${USERS}/${row!.id}`, { token: admin })).body.msg).toBe('删除成功');
    expect(await rowOf('e2etester')).toBeUndefined();
  });

  test('the administrator cannot be deleted or disabled, nor can oneself', async () => {
    expect((await s.api('DELETE', `${USERS}/user-admin`, { token: admin })).body.msg).toBe('管理员账号不能删除');
    expect((await s.api('PUT', `${USERS}/user-admin/Actions/State`, { token: admin })).body.msg).toBe(
      '管理员账号不能禁用',
    );
    const info = (await s.get<UserAdminInfo>(`${USERS}/user-admin`, { token: admin })).body.data;
    const disable = await s.api('PUT', `${USERS}/user-admin`, {
      token: admin,
      json: { ...info, positionId: '', roleId: '', groupId: '', enabledMark: 0 },
    });
    expect(disable.body.msg).toBe('管理员账号不能禁用');
    const lina = await s.login('lina', 'User1234');
    expect((await s.api('DELETE', `${USERS}/user-lina`, { token: lina })).body.msg).toBe('不能删除自己');
    // lina manages users (role sysAdmin) but not the administrator's account
    expect(
      (await s.postJson(`${USERS}/user-admin/Actions/ResetPassword`, pw('Abc12345'), { token: lina })).body.msg,
    ).toBe('没有权限');
  });

  test('state: a disabled user is signed out and cannot sign in until enabled again', async () => {
    const token = await s.login('sunli', 'User1234');
    expect((await s.api('PUT', `${USERS}/user-sunli/Actions/State`, { token: admin })).body.msg).toBe('更新成功');
    expect((await s.get('/api/oauth/CurrentUser', { token })).body.code).toBe(600);
    expect((await s.loginReply('sunli', 'User1234')).body.msg).toBe('账号已被禁用');
    await s.api('PUT', `${USERS}/user-sunli/Actions/State`, { token: admin });
    expect((await s.loginReply('sunli', 'User1234')).body.code).toBe(200);
  });
});

const pw = (plain: string, again = plain) => ({ userPassword: md5(plain), validatePassword: md5(again) });

describe('password and lock', () => {
  test('ResetPassword checks both md5 values, then the user signs in with the new password only', async () => {
    const path = `${USERS}/user-chenjing/Actions/ResetPassword`;
    expect((await s.postJson(path, pw('Abc12345', 'Abc12346'), { token: admin })).body.msg).toBe('两次密码输入不一致');
    expect(
      (await s.postJson(path, { userPassword: 'plain', validatePassword: 'plain' }, { token: admin })).body.msg,
    ).toBe('密码格式不正确');
    expect((await s.postJson(path, {}, { token: admin })).body.code).toBe(400);
    const old = await s.login('chenjing', 'User1234');
    expect((await s.postJson(path, pw('Abc12345'), { token: admin })).body).toMatchObject({
      code: 200,
      msg: '重置密码成功',
    });
    expect((await s.get('/api/oauth/CurrentUser', { token: old })).body.code).toBe(600);
    expect((await s.loginReply('chenjing', 'User1234')).body.code).toBe(400);
    expect((await s.loginReply('chenjing', 'Abc12345')).body.code).toBe(200);
  });

  test('five wrong passwords lock the account; the list shows lockMark 1 and unlock lets it in again', async () => {
    for (let i = 0; i < 5; i++) await s.loginReply('yangfan', 'Wrong999');
    expect((await s.loginReply('yangfan', 'User1234')).body.msg).toMatch(/账号已被锁定/);
    expect(await rowOf('yangfan')).toMatchObject({ lockMark: 1 });
    expect((await s.api('PUT', `${USERS}/user-yangfan/Actions/unlock`, { token: admin })).body.msg).toBe(
      '解除锁定成功',
    );
    expect(await rowOf('yangfan')).toMatchObject({ lockMark: 0, unLockTime: null });
    expect((await s.loginReply('yangfan', 'User1234')).body.code).toBe(200);
  });

  test('a user without the menu gets 没有权限 from every administration endpoint', async () => {
    for (const [method, path] of [
      ['GET', USERS],
      ['GET', `${USERS}/All`],
      ['GET', `${USERS}/user-lina`],
      ['POST', USERS],
      ['PUT', `${USERS}/user-lina`],
      ['DELETE', `${USERS}/user-lina`],
      ['PUT', `${USERS}/user-lina/Actions/State`],
      ['PUT', `${USERS}/user-lina/Actions/unlock`],
      ['POST', `${USERS}/user-lina/Actions/ResetPassword`],
    ] as const) {
      const json = method === 'GET' ? undefined : path.endsWith('ResetPassword') ? pw('Abc12345') : newUser;
      const reply = await s.api(method, path, { token: staff, json });
      expect(reply.body).toMatchObject({ code: 400, msg: '没有权限', data: null });
    }
  });

  test('a member administrator (menu 用户管理 only) may list users', async () => {
    const token = await s.login('wangfang', 'User1234');
    expect((await list({ organizeId: 'dept-member' }, token)).code).toBe(200);
  });
});
