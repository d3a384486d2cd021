import type { ListReply, PageResult, UserPickerNode } from '../../contract';
import { createTestServer, type TestServer } from './harness';
import { loadSeedFixtures } from '../../server/db/seedFixtures';

/** The ★ user-picker reads of /api/permission/Users (docs/contract.md), for any signed-in user. */

let s: TestServer;
let staff: string;
let lina: string;

beforeAll(async () => {
  s = await createTestServer();
  staff = await s.login('zhangwei', 'User1234');
  lina = await s.login('lina', 'User1234');
});
afterAll(() => s.close());

const USERS = '/api/permission/Users';
const flatten = (nodes: UserPickerNode[]): UserPickerNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const post = async <T>(path: string, body: unknown, token = staff) =>
  (await s.postJson<T>(`${USERS}${path}`, body, { token })).body;

test('Selector: enabled organisations with their enabled users as one tree from the virtual root', async () => {
  const reply = await s.get<ListReply<UserPickerNode>>(`${USERS}/Selector`, { token: staff });
  const [root] = reply.body.data.list;
  expect(root).toMatchObject({ id: 'org-society', parentId: '-1', type: 'company', hasChildren: true });
  const nodes = flatten(reply.body.data.list);
  expect(nodes.find((n) => n.id === 'user-zhangwei')).toMatchObject({
    parentId: 'dept-member-personal',
    fullName: '张伟/zhangwei',
    type: 'user',
    icon: 'icon-ym icon-ym-tree-user2',
    isLeaf: true,
    hasChildren: false,
    organize: '中华学会/会员部/个人会员科',
  });
  expect(nodes.some((n) => n.id === 'user-gaojie')).toBe(false);
  // every enabled seeded user (all seeded organisations are enabled)
  const enabled = loadSeedFixtures().users.filter((u) => (u.enabledMark ?? 1) === 1);
  expect(nodes.filter((n) => n.type === 'user')).toHaveLength(enabled.length);
});

describe('ImUser/Selector/{organizeId}', () => {
  test('"0" and "-1" answer the top organisations as branches', async () => {
    for (const top of ['0', '-1']) {
      const reply = await post<ListReply<UserPickerNode>>(`/ImUser/Selector/${top}`, {});
      expect(reply.data.list).toEqual([
        expect.objectContaining({
          id: 'org-society',
          type: 'company',
          hasChildren: true,
          isLeaf: false,
          parentId: '-1',
        }),
      ]);
    }
  });

  test('a node answers its users first, then its sub-organisations', async () => {
    const reply = await post<ListReply<UserPickerNode>>('/ImUser/Selector/dept-member', {});
    expect(reply.data.list.map((n) => `${n.type}:${n.id}`)).toEqual([
      'user:user-wangfang',
      'department:dept-member-personal',
      'department:dept-member-unit',
    ]);
    expect(reply.data.list[1]).toMatchObject({
      organize: '中华学会/会员部/个人会员科',
      organizeIds: ['org-society', 'dept-member', 'dept-member-personal'],
    });
  });

  test('a keyword answers a flat page of users (account or name)', async () => {
    const reply = await post<PageResult<UserPickerNode>>('/ImUser/Selector/0', {
      keyword: 'zh',
      currentPage: 1,
      pageSize: 2,
    });
    expect(reply.data.pagination).toMatchObject({ currentPage: 1, pageSize: 2 });
    expect(reply.data.pagination.total).toBeGreaterThanOrEqual(3);
    expect(reply.data.list).toHaveLength(2);
    expect(reply.data.list.every((n) => n.type === 'user')).toBe(true);
    const byName = await post<PageResult<UserPickerNode>>('/ImUser/Selector/0', { keyword: '陈静' });
    expect(byName.data.list.map((n) => n.fullName)).toEqual(['陈静/chenjing']);
  });
});

test('getUserList echoes the given users in the order asked, disabled ones too (saved values keep their names)', async () => {
  const reply = await post<ListReply<UserPickerNode>>('/getUserList', {
    ids: ['user-lina', 'user-gaojie', 'user-admin'],
  });
  expect(reply.data.list.map((n) => n.id)).toEqual(['user-lina', 'user-gaojie', 'user-admin']);
  expect(reply.data.list[0]).toMatchObject({ fullName: '李娜/lina', organize: '中华学会/秘书处', headIcon: '' });
});

test('getSelectedList resolves id--type values of every kind and answers plain ids with their type', async () => {
  const ids = [
    'org-society,dept-member--department',
    'pos-editor--position',
    'role-staff--role',
    'grp-youth--group',
    'user-lina--user',
    '@currentOrg',
    'org-society',
    'missing--user',
    'user-lina--position',
  ];
  const reply = await post<ListReply<UserPickerNode>>('/getSelectedList', { ids });
  expect(reply.data.list.map((n) => `${n.id}--${n.type}`)).toEqual([
    'dept-member--department',
    'pos-editor--position',
    'role-staff--role',
    'grp-youth--group',
    'user-lina--user',
    '@currentOrg--system',
    'org-society--company',
  ]);
  const [dept, pos, role, group, user, system] = reply.data.list;
  expect(dept).toMatchObject({
    fullName: '会员部',
    organize: '中华学会/会员部',
    icon: 'icon-ym icon-ym-tree-department1',
  });
  expect(pos).toMatchObject({ organize: '中华学会/学术部/期刊编辑部', icon: 'icon-ym icon-ym-tree-position1' });
  expect(role).toMatchObject({ fullName: '普通员工', organize: '', icon: 'icon-ym icon-ym-generator-role' });
  expect(group).toMatchObject({ fullName: '青年工作委员会', icon: 'icon-ym icon-ym-generator-group1' });
  expect(user).toMatchObject({
    fullName: '李娜/lina',
    organize: '中华学会/秘书处',
    organizeIds: ['org-society,dept-secretariat'],
  });
  expect(system).toMatchObject({ fullName: '当前组织' });
  expect((await post('/getSelectedList', { ids: 'not-a-list-of-strings', extra: 1 })).code).toBe(200);
  expect((await post('/getSelectedList', {})).code).toBe(400);
});

test('getSelectedUserList expands organisations, positions, roles, groups and users into a page of users', async () => {
  const reply = await post<PageResult<UserPickerNode>>('/getSelectedUserList', {
    ids: ['dept-finance--department', 'pos-editor--position', 'grp-youth--group', 'user-lina--user'],
    pagination: { currentPage: 1, pageSize: 20, keyword: '' },
  });
  const accounts = reply.data.list.map((n) => n.fullName.split('/')[1]).sort();
  // gaojie holds pos-editor but is disabled
  expect(accounts).toEqual(['huangmin', 'lina', 'wuxia', 'yangfan', 'zhangwei', 'zhaolei']);
  expect(reply.data.list[0]).toMatchObject({ type: 'user', icon: 'icon-ym icon-ym-tree-user2' });
  const mine = await post<PageResult<UserPickerNode>>('/getSelectedUserList', { ids: ['@currentOrgAndSubOrg'] }, lina);
  expect(mine.data.list.map((n) => n.id).sort()).toEqual(['user-lina', 'user-liuyang']);
  const filtered = await post<PageResult<UserPickerNode>>('/getSelectedUserList', {
    ids: ['role-staff--role'],
    pagination: { keyword: '赵', pageSize: 1 },
  });
  expect(filtered.data.list.map((n) => n.fullName)).toEqual(['赵磊/zhaolei']);
});

test('UserCondition: users of the custom range; an empty range answers an empty page', async () => {
  const reply = await post<PageResult<UserPickerNode & { account: string }>>('/UserCondition', {
    departIds: ['dept-it'],
    roleIds: ['role-member-admin'],
    userIds: ['user-xuming'],
    pagination: { currentPage: 1, pageSize: 50 },
  });
  expect(reply.data.list.map((n) => n.account).sort()).toEqual([
    'admin',
    'liuyang',
    'wangfang',
    'wuxia',
    'xuming',
    'zhengyu',
    'zhouqiang',
  ]);
  const empty = await post<PageResult<UserPickerNode>>('/UserCondition', {
    pagination: { currentPage: 1, pageSize: 20 },
  });
  expect(empty.data).toEqual({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } });
  expect((await post('/UserCondition', { departIds: [{ a: 1 }] })).code).toBe(400);
});

test('getSubordinates: the enabled users whose manager is the caller, by keyword', async () => {
  const token = await s.login('wangfang', 'User1234');
  const all = await post<ListReply<UserPickerNode>>('/getSubordinates', {}, token);
  expect(all.data.list.map((n) => n.id).sort()).toEqual(['user-chenjing', 'user-wuxia', 'user-zhangwei']);
  const some = await post<ListReply<UserPickerNode>>('/getSubordinates', { keyword: '陈' }, token);
  expect(some.data.list.map((n) => n.fullName)).toEqual(['陈静/chenjing']);
});

test('the picker reads need a session', async () => {
  expect((await s.get(`${USERS}/Selector`)).body.code).toBe(600);
  expect((await s.postJson(`${USERS}/getSelectedList`, { ids: [] })).body.code).toBe(600);
});
