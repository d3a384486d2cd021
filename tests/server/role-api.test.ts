import type { ListReply, PageResult, RoleInfo, RoleRow, RoleTreeNode } from '../../contract';
import { createTestServer, type TestServer } from './harness';

/** /api/permission/Role (docs/contract.md): list, CRUD, state, the pickers' trees, permissions. */

let s: TestServer;
let admin: string;
let staff: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
  staff = await s.login('zhangwei', 'User1234');
});
afterAll(() => s.close());

const ROLE = '/api/permission/Role';
const list = async (query?: Record<string, string>) =>
  (await s.get<PageResult<RoleRow>>(ROLE, { token: admin, query })).body.data;
const role = (over: Record<string, unknown> = {}) => ({
  fullName: '会议专员',
  enCode: 'meetingOfficer',
  globalMark: 1,
  enabledMark: 1,
  sortCode: 10,
  description: '负责学术会议事务',
  ...over,
});
const flatten = (nodes: RoleTreeNode[]): RoleTreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe('list', () => {
  test('paged, sorted, with 全局 type and creator time in ms', async () => {
    const page = await list();
    expect(page.pagination).toMatchObject({ currentPage: 1, pageSize: 20, total: 3 });
    expect(page.list.map((r) => r.fullName)).toEqual(['系统管理员', '普通会员管理员', '普通员工']);
    expect(page.list[0]).toMatchObject({ type: '全局', globalMark: 1, organizeInfo: '', enabledMark: 1 });
    expect(typeof page.list[0].creatorTime).toBe('number');
  });

  test('keyword, type, state and paging filter', async () => {
    expect((await list({ keyword: 'staff' })).list.map((r) => r.enCode)).toEqual(['staff']);
    expect((await list({ keyword: '会员' })).list).toHaveLength(1);
    expect((await list({ type: '0' })).list).toHaveLength(0);
    expect((await list({ enabledMark: '0' })).list).toHaveLength(0);
    const second = await list({ currentPage: '2', pageSize: '2' });
    expect(second.list.map((r) => r.enCode)).toEqual(['staff']);
    expect((await s.get(ROLE, { token: admin, query: { pageSize: 'x' } })).body.code).toBe(400);
  });
});

describe('writes', () => {
  let globalId = '';
  let orgId = '';

  test('create a global and an organisation role; the org role lists its organisation path', async () => {
    expect((await s.postJson(ROLE, role(), { token: admin })).body).toMatchObject({ code: 200, msg: '新建成功' });
    const created = await s.postJson(
      ROLE,
      role({
        fullName: '分会联络员',
        enCode: 'branch.liaison',
        globalMark: 0,
        organizeIdsTree: [['org-society', 'org-shanghai']],
      }),
      { token: admin },
    );
    expect(created.body.code).toBe(200);
    const all = (await list()).list;
    globalId = all.find((r) => r.enCode === 'meetingOfficer')!.id;
    const org = all.find((r) => r.enCode === 'branch.liaison')!;
    orgId = org.id;
    expect(org).toMatchObject({
      type: '组织',
      globalMark: 0,
      organizeId: 'org-shanghai',
      organizeInfo: '中华学会/中华学会上海分会',
    });
    const info = await s.get<RoleInfo>(`${ROLE}/${orgId}`, { token: admin });
    expect(info.body.data).toMatchObject({ globalMark: 0, organizeIdsTree: [['org-society', 'org-shanghai']] });
    expect((await list({ organizeId: 'org-society' })).list.map((r) => r.id)).toEqual([orgId]);
    expect((await list({ organizeId: '0' })).list).toHaveLength(4);
  });

  test.each([
    [{ fullName: '' }, '请输入名称'],
    [{ fullName: '名'.repeat(51) }, '名称最多为50个字符！'],
    [{ fullName: '会议/专员' }, '名称不能含有特殊符号'],
    [{ enCode: '' }, '请输入编码'],
    [{ enCode: 'c'.repeat(51) }, '编码最多为50个字符！'],
    [{ enCode: '.bad' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
    [{ globalMark: 0 }, '请选择所属组织'],
    [{ globalMark: 0, organizeId: 'nope' }, '所属组织不存在'],
    [{ enCode: 'staff' }, '角色编码已存在'],
    [{ fullName: '普通员工', enCode: 'other' }, '角色名称已存在'],
    [{ sortCode: -1 }, '排序须为0到999999之间的整数'],
  ])('bad input %j: %s', async (over, message) => {
    expect(
      (await s.postJson(ROLE, role({ enCode: 'x1', fullName: '新角色', ...over }), { token: admin })).body,
    ).toMatchObject({
      code: 400,
      msg: message,
    });
  });

  test('malformed bodies are 400 (参数错误), never 500', async () => {
    for (const body of [
      { ...role(), globalMark: 2 },
      { ...role(), organizeIdsTree: 'x' },
      { ...role(), sortCode: 'a' },
    ]) {
      const reply = await s.postJson(ROLE, body, { token: admin });
      expect(reply.body.code).toBe(400);
    }
  });

  test('update; a role with members may not change scope; toggle state', async () => {
    const put = await s.api('PUT', `${ROLE}/${globalId}`, { token: admin, json: role({ fullName: '会议主管' }) });
    expect(put.body).toMatchObject({ code: 200, msg: '修改成功' });
    expect((await s.get<RoleInfo>(`${ROLE}/${globalId}`, { token: admin })).body.data.fullName).toBe('会议主管');
    const scoped = await s.api('PUT', `${ROLE}/role-staff`, {
      token: admin,
      json: role({ fullName: '普通员工', enCode: 'staff', globalMark: 0, organizeId: 'org-society' }),
    });
    expect(scoped.body).toMatchObject({ code: 400, msg: '该全局角色下有用户,不允许变更成组织角色' });
    const state = await s.api('PUT', `${ROLE}/${globalId}/Actions/State`, { token: admin });
    expect(state.body).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await list({ enabledMark: '0' })).list.map((r) => r.id)).toEqual([globalId]);
    expect((await s.api('PUT', `${ROLE}/nope/Actions/State`, { token: admin })).body.msg).toBe('该角色不存在');
  });

  test('delete: a role with members is refused; an unused one goes with its grants', async () => {
    expect((await s.api('DELETE', `${ROLE}/role-staff`, { token: admin })).body).toMatchObject({
      code: 400,
      msg: '删除失败! 已绑定用户',
    });
    expect((await s.api('DELETE', `${ROLE}/${orgId}`, { token: admin })).body).toMatchObject({
      code: 200,
      msg: '删除成功',
    });
    expect((await s.get(`${ROLE}/${orgId}`, { token: admin })).body.msg).toBe('该角色不存在');
    expect((await s.api('DELETE', `${ROLE}/${orgId}`, { token: admin })).body.code).toBe(400);
  });
});

describe('the pickers', () => {
  test('Selector: 全局 with the enabled global roles, for any signed-in user', async () => {
    const reply = await s.get<ListReply<RoleTreeNode>>(`${ROLE}/Selector`, { token: staff });
    const [global] = reply.body.data.list;
    expect(global).toMatchObject({ id: '1', fullName: '全局', hasChildren: true });
    expect(global.children?.map((r) => r.fullName)).toContain('普通员工');
    expect(
      flatten(reply.body.data.list)
        .filter((n) => n.type === 'role')
        .every((n) => n.isLeaf),
    ).toBe(true);
    expect((await s.get(`${ROLE}/SelectorByPermission`, { token: admin })).body.code).toBe(200);
  });

  test('getListByOrgIds and RoleCondition', async () => {
    await s.postJson(
      ROLE,
      role({ fullName: '秘书', enCode: 'secretary', globalMark: 0, organizeId: 'dept-secretariat' }),
      {
        token: admin,
      },
    );
    const byOrg = await s.postJson<ListReply<RoleTreeNode>>(
      `${ROLE}/getListByOrgIds`,
      { organizeIds: ['dept-secretariat'] },
      { token: staff },
    );
    const names = byOrg.body.data.list.map((n) => n.fullName);
    expect(names).toEqual(['中华学会/秘书处', '全局']);
    expect(byOrg.body.data.list[0].children?.map((r) => r.fullName)).toEqual(['秘书']);
    const condition = await s.postJson<ListReply<RoleTreeNode>>(
      `${ROLE}/RoleCondition`,
      { ids: ['role-staff', 'dept-secretariat'], keyword: '' },
      { token: staff },
    );
    expect(
      flatten(condition.body.data.list)
        .filter((n) => n.type === 'role')
        .map((n) => n.fullName)
        .sort(),
    ).toEqual(['普通员工', '秘书'].sort());
    const narrowed = await s.postJson<ListReply<RoleTreeNode>>(
      `${ROLE}/RoleCondition`,
      { ids: ['role-staff', 'dept-secretariat'], keyword: '秘' },
      { token: staff },
    );
    expect(
      flatten(narrowed.body.data.list)
        .filter((n) => n.type === 'role')
        .map((n) => n.fullName),
    ).toEqual(['秘书']);
    expect((await s.postJson(`${ROLE}/RoleCondition`, { ids: 'x' }, { token: staff })).body.code).toBe(200);
    expect((await s.postJson(`${ROLE}/RoleCondition`, {}, { token: staff })).body.code).toBe(400);
    expect((await s.postJson(`${ROLE}/getListByOrgIds`, { organizeIds: [{}] }, { token: staff })).body.code).toBe(400);
  });
});

describe('permissions', () => {
  test('a user without 角色管理 gets 没有权限 on the list and every write', async () => {
    for (const reply of [
      await s.get(ROLE, { token: staff }),
      await s.get(`${ROLE}/role-staff`, { token: staff }),
      await s.postJson(ROLE, role({ enCode: 'x9', fullName: '越权' }), { token: staff }),
      await s.api('PUT', `${ROLE}/role-staff`, { token: staff, json: role() }),
      await s.api('PUT', `${ROLE}/role-staff/Actions/State`, { token: staff }),
      await s.api('DELETE', `${ROLE}/role-staff`, { token: staff }),
    ]) {
      expect(reply.body).toMatchObject({ code: 400, msg: '没有权限', data: null });
    }
  });
});
