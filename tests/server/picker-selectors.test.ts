import type {
  GroupTreeNode,
  ListReply,
  OrganizeNode,
  PageResult,
  PositionTreeNode,
  RoleTreeNode,
  UserPickerNode,
} from '../../contract';
import { loadSeedFixtures, type UserFixture } from '../../server/db/seedFixtures';
import { createTestServer, type TestServer } from './harness';

/**
 * The picker reads against the full seed (hundreds of generated people in several branches): browsing and
 * searching users page by page, echoing many ids at once, the organisation, position, role, group and area
 * selectors, and the refusals of malformed ids. Expectations come from the seed fixtures, not fixed totals.
 */

let s: TestServer;
let staff: string;
let admin: string;

const seeded = loadSeedFixtures();
const enabled = seeded.users.filter((u) => (u.enabledMark ?? 1) === 1);
const generated = enabled.filter((u) => u.generated);
const label = (u: UserFixture) => `${u.realName}/${u.account}`;
const head = generated.find((u) => u.organizeId === 'dept-jiangsu-member')!;

beforeAll(async () => {
  s = await createTestServer();
  staff = await s.login('zhangwei', 'User1234');
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const USERS = '/api/permission/Users';
const post = async <T>(path: string, body: unknown, token = staff) =>
  (await s.postJson<T>(`${USERS}${path}`, body, { token })).body;
const get = async <T>(path: string, token = staff) => (await s.get<T>(path, { token })).body;
const flatten = <T extends { children?: T[] | null }>(nodes: T[]): T[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe('ImUser/Selector/{organizeId}', () => {
  test('the top answers the root company; a department its enabled users first, then its sub-departments', async () => {
    const top = await post<ListReply<UserPickerNode>>('/ImUser/Selector/0', {});
    expect(top.data.list.map((n) => n.id)).toEqual(['org-society']);
    const root = await post<ListReply<UserPickerNode>>('/ImUser/Selector/org-society', {});
    const branches = seeded.organizes.filter((o) => o.parentId === 'org-society' && o.category === 'company');
    expect(branches.length).toBeGreaterThanOrEqual(3);
    expect(root.data.list.map((n) => n.id)).toEqual(expect.arrayContaining(branches.map((o) => o.id)));

    const reply = await post<ListReply<UserPickerNode>>('/ImUser/Selector/dept-jiangsu-member', {});
    const people = enabled.filter((u) => u.organizeId === 'dept-jiangsu-member');
    expect(people.length).toBeGreaterThan(5);
    expect(reply.data.list.map((n) => `${n.type}:${n.id}`)).toEqual([
      ...people.map((u) => `user:${u.id}`),
      'department:dept-jiangsu-member-personal',
      'department:dept-jiangsu-member-unit',
    ]);
    expect(reply.data.list[0]).toMatchObject({
      fullName: label(people[0]),
      organize: '中华学会/中华学会江苏分会/会员服务部',
      isLeaf: true,
    });
  });

  test('a keyword pages the matching users 20 at a time, the last page shorter, nobody twice', async () => {
    const matching = enabled.filter((u) => u.account.includes('ang') || u.realName.includes('ang'));
    expect(matching.length % 20).not.toBe(0);
    const pages = Math.ceil(matching.length / 20);
    expect(pages).toBeGreaterThanOrEqual(3);
    const seen: string[] = [];
    for (let currentPage = 1; currentPage <= pages; currentPage++) {
      const reply = await post<PageResult<UserPickerNode>>('/ImUser/Selector/0', { keyword: 'ang', currentPage });
      expect(reply.data.pagination).toEqual({ currentPage, pageSize: 20, total: matching.length });
      expect(reply.data.list).toHaveLength(currentPage < pages ? 20 : matching.length % 20);
      seen.push(...reply.data.list.map((n) => n.id));
    }
    expect(seen).toEqual(matching.map((u) => u.id));
  });

  test('a keyword finds people by name and by account, and never a disabled one', async () => {
    const someone = generated[123];
    const byName = await post<PageResult<UserPickerNode>>('/ImUser/Selector/0', { keyword: someone.realName });
    expect(byName.data.list.map((n) => n.fullName)).toContain(label(someone));
    const byAccount = await post<PageResult<UserPickerNode>>('/ImUser/Selector/0', { keyword: someone.account });
    expect(byAccount.data.list[0]).toMatchObject({ id: someone.id, type: 'user' });
    const disabled = seeded.users.find((u) => u.generated && u.enabledMark === 0)!;
    const none = await post<PageResult<UserPickerNode>>('/ImUser/Selector/0', { keyword: disabled.account });
    expect(none.data.list.map((n) => n.id)).not.toContain(disabled.id);
  });
});

describe('echoing values', () => {
  test('getUserList resolves 200 ids in one request, with names, in the order asked', async () => {
    const wanted = generated.slice(0, 200).reverse();
    const reply = await post<ListReply<UserPickerNode>>('/getUserList', { ids: wanted.map((u) => u.id) });
    expect(reply.data.list.map((n) => n.fullName)).toEqual(wanted.map(label));
    expect(reply.data.list.every((n) => n.type === 'user' && n.organize.startsWith('中华学会/'))).toBe(true);
  });

  test('getSelectedList resolves id--type values of the generated organisation', async () => {
    const user = generated[42];
    const ids = [
      'dept-zhejiang-finance--department',
      'pos-guangdong-academic-staff--position',
      'grp-standards--group',
      'role-staff--role',
      `${user.id}--user`,
    ];
    const reply = await post<ListReply<UserPickerNode>>('/getSelectedList', { ids });
    expect(reply.data.list.map((n) => `${n.id}--${n.type}`)).toEqual(ids);
    expect(reply.data.list.map((n) => n.fullName)).toEqual([
      '财务室',
      '学术交流部学术秘书',
      '标准化工作组',
      '普通员工',
      label(user),
    ]);
    expect(reply.data.list[0].organize).toBe('中华学会/中华学会浙江分会/财务室');
  });
});

describe('limited user lists', () => {
  test('UserCondition keeps the users of the given departments and positions, paged', async () => {
    const inFinance = enabled.filter((u) => u.organizeId === 'dept-jiangsu-finance');
    const heads = enabled.filter((u) => u.positionIds?.includes('pos-guangdong-office-head'));
    expect(heads).toHaveLength(1);
    const reply = await post<PageResult<UserPickerNode>>('/UserCondition', {
      departIds: ['dept-jiangsu-finance'],
      positionIds: ['pos-guangdong-office-head'],
      pagination: { currentPage: 1, pageSize: 20 },
    });
    expect(reply.data.list.map((n) => n.id).sort()).toEqual([...inFinance, ...heads].map((u) => u.id).sort());
    expect(reply.data.pagination.total).toBe(inFinance.length + 1);
  });

  test('getSubordinates answers the enabled people a department head manages', async () => {
    const token = await s.login(head.account, 'User1234');
    const mine = enabled.filter((u) => u.managerId === head.id);
    expect(mine.length).toBeGreaterThan(5);
    const reply = await post<ListReply<UserPickerNode>>('/getSubordinates', {}, token);
    expect(reply.data.list.map((n) => n.id).sort()).toEqual(mine.map((u) => u.id).sort());
  });
});

describe('organisation, position, role, group and area selectors', () => {
  test('Department/Selector/0 holds every organisation; SelectorByAuth keeps a member to his branch', async () => {
    const all = flatten(
      (await get<ListReply<OrganizeNode>>('/api/permission/Organize/Department/Selector/0')).data.list,
    );
    expect(all.map((n) => n.id).sort()).toEqual(seeded.organizes.map((o) => o.id).sort());
    const companies = seeded.organizes.filter((o) => o.category === 'company');
    const byAuth = await get<ListReply<OrganizeNode>>('/api/permission/Organize/SelectorByAuth/0', admin);
    expect(
      flatten(byAuth.data.list)
        .map((n) => n.id)
        .sort(),
    ).toEqual(companies.map((o) => o.id).sort());
    const token = await s.login(head.account, 'User1234');
    const mine = await get<ListReply<OrganizeNode>>('/api/permission/Organize/Department/SelectorByAuth/0', token);
    expect(flatten(mine.data.list).map((n) => n.id)).toEqual([
      'dept-jiangsu-member',
      'dept-jiangsu-member-personal',
      'dept-jiangsu-member-unit',
    ]);
  });

  test('Position, Role and Group selectors list the generated positions and groups', async () => {
    const positions = flatten((await get<ListReply<PositionTreeNode>>('/api/permission/Position/Selector')).data.list);
    const ids = positions.filter((n) => n.type === 'position').map((n) => n.id);
    expect(ids.sort()).toEqual(seeded.positions.map((p) => p.id).sort());
    expect(positions.find((n) => n.id === 'pos-zhejiang-science-head')).toMatchObject({
      parentId: 'dept-zhejiang-science',
      organize: '中华学会/中华学会浙江分会/科普部',
    });
    const roles = flatten((await get<ListReply<RoleTreeNode>>('/api/permission/Role/Selector')).data.list);
    expect(roles.map((n) => n.id)).toEqual(expect.arrayContaining(['role-staff', 'role-member-admin']));
    const groups = flatten((await get<ListReply<GroupTreeNode>>('/api/permission/Group/Selector')).data.list);
    expect(groups.map((n) => n.id)).toEqual(expect.arrayContaining(seeded.groups.map((g) => g.id)));
  });

  test('Area/-1 lists the provinces; GetAreaByIds turns id paths into names', async () => {
    const provinces = await get<ListReply<{ id: string; fullName: string }>>('/api/system/Area/-1');
    expect(provinces.data.list.map((a) => a.fullName)).toEqual(expect.arrayContaining(['北京市', '浙江省']));
    const names = await s.postJson<string[][]>(
      '/api/system/Area/GetAreaByIds',
      { idsList: [['330000', '330100', '330106'], ['110000']] },
      { token: staff },
    );
    expect(names.body.data).toEqual([['浙江省', '杭州市', '西湖区'], ['北京市']]);
  });
});

describe('refusals', () => {
  const tooMany = Array.from({ length: 1001 }, (_, i) => `user-gen-${i}`);
  test.each<[string, string, string, unknown]>([
    ['getUserList, an id too long', 'POST', `${USERS}/getUserList`, { ids: ['x'.repeat(201)] }],
    ['getUserList, ids of the wrong type', 'POST', `${USERS}/getUserList`, { ids: [{ id: 'user-lina' }] }],
    ['getUserList, more than 1000 ids', 'POST', `${USERS}/getUserList`, { ids: tooMany }],
    ['getUserList, no ids', 'POST', `${USERS}/getUserList`, {}],
    ['getSelectedList, more than 1000 ids', 'POST', `${USERS}/getSelectedList`, { ids: tooMany }],
    ['UserCondition, more than 1000 departments', 'POST', `${USERS}/UserCondition`, { departIds: tooMany }],
    ['ImUser/Selector, an organisation id too long', 'POST', `${USERS}/ImUser/Selector/${'x'.repeat(101)}`, {}],
    ['ImUser/Selector, a keyword too long', 'POST', `${USERS}/ImUser/Selector/0`, { keyword: 'k'.repeat(201) }],
    ['ImUser/Selector, page 0', 'POST', `${USERS}/ImUser/Selector/0`, { keyword: 'a', currentPage: 0 }],
    [
      'Department/Selector, an id too long',
      'GET',
      `/api/permission/Organize/Department/Selector/${'x'.repeat(101)}`,
      undefined,
    ],
    [
      'GetAreaByIds, more than 1000 paths',
      'POST',
      '/api/system/Area/GetAreaByIds',
      { idsList: tooMany.map((id) => [id]) },
    ],
    ['GetAreaByIds, paths of the wrong type', 'POST', '/api/system/Area/GetAreaByIds', { idsList: [{ a: 1 }] }],
  ])('%s: 400, never 500', async (_case, method, path, json) => {
    const reply = await s.api(method as 'POST', path, { token: staff, json });
    expect(reply.status).toBeLessThan(500);
    expect(reply.body.code).toBe(400);
  });

  test('a user without the user list sees no mobile numbers in picker replies; the administrator does', async () => {
    const ids = generated.slice(0, 50).map((u) => u.id);
    const phones = (body: unknown) => JSON.stringify(body).match(/"mobilePhone"/g)?.length ?? 0;
    expect(phones(await post('/getUserList', { ids }))).toBe(0);
    expect(phones(await post('/ImUser/Selector/0', { keyword: 'ang' }))).toBe(0);
    expect(phones(await post('/ImUser/Selector/dept-jiangsu-member', {}))).toBe(0);
    expect(phones(await post('/getUserList', { ids }, admin))).toBe(50);
  });
});
