import type { ListReply, OrganizeInfo, OrganizeNode } from '../../contract';
import { loadSeedFixtures } from '../../server/db/seedFixtures';
import { createTestServer, type TestServer } from './harness';

/** /api/permission/Organize (docs/contract.md): the tree, the ★ selectors, CRUD with its refusals, permissions. */

let s: TestServer;
let admin: string;
let staff: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
  staff = await s.login('zhangwei', 'User1234');
});
afterAll(() => s.close());

const ORG = '/api/permission/Organize';
const seeded = loadSeedFixtures();
const seededCompanies = seeded.organizes
  .filter((o) => o.category === 'company')
  .map((o) => o.id)
  .sort();
const flatten = (nodes: OrganizeNode[]): OrganizeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const tree = async (path: string, token = admin, query?: Record<string, string>) =>
  (await s.get<ListReply<OrganizeNode>>(path, { token, query })).body;
const NODE_FIELDS = [
  'id',
  'parentId',
  'fullName',
  'type',
  'icon',
  'isLeaf',
  'hasChildren',
  'children',
  'organize',
  'organizeIds',
  'lastFullName',
];

describe('reading', () => {
  test('GET Organize is the whole tree from the virtual root "-1", nodes in the picker shape', async () => {
    const reply = await tree(ORG);
    expect(reply.code).toBe(200);
    const [root] = reply.data.list;
    expect(root).toMatchObject({
      id: 'org-society',
      parentId: '-1',
      type: 'company',
      hasChildren: true,
      isLeaf: false,
    });
    for (const field of NODE_FIELDS) expect(root).toHaveProperty(field);
    const personal = flatten(reply.data.list).find((n) => n.id === 'dept-member-personal');
    expect(personal).toMatchObject({
      parentId: 'dept-member',
      type: 'department',
      category: 'department',
      icon: 'icon-ym icon-ym-tree-department1',
      organize: '中华学会/会员部/个人会员科',
      lastFullName: '中华学会/会员部/个人会员科',
      organizeIds: ['org-society', 'dept-member', 'dept-member-personal'],
      organizeIdTree: 'org-society,dept-member,dept-member-personal',
      isLeaf: true,
      hasChildren: false,
      children: null,
    });
  });

  test('keyword keeps the matches with their ancestors; type keeps one category', async () => {
    const found = flatten((await tree(ORG, admin, { keyword: '单位会员科' })).data.list).map((n) => n.fullName);
    expect(found).toEqual(['中华学会', '会员部', '单位会员科']);
    const companies = flatten((await tree(ORG, admin, { type: 'company' })).data.list);
    expect(companies.map((n) => n.id).sort()).toEqual(seededCompanies);
    expect(companies.find((n) => n.id === 'org-shanghai')?.parentId).toBe('org-society');
  });

  test('★ Tree holds companies and departments for any signed-in user', async () => {
    const reply = await tree(`${ORG}/Tree`, staff);
    expect(reply.code).toBe(200);
    expect(flatten(reply.data.list)).toHaveLength(seeded.organizes.length);
  });

  test('★ Selector/{id} lists companies only, without the one being edited and what is below it', async () => {
    const all = flatten((await tree(`${ORG}/Selector/0`, staff)).data.list);
    expect(all.map((n) => n.id).sort()).toEqual(seededCompanies);
    expect(all.every((n) => n.type === 'company')).toBe(true);
    const others = flatten((await tree(`${ORG}/Selector/org-shanghai`)).data.list).map((n) => n.id);
    expect(others.sort()).toEqual(seededCompanies.filter((id) => id !== 'org-shanghai'));
    expect((await tree(`${ORG}/Selector/org-society`)).data.list).toEqual([]);
  });

  test('★ Department/Selector/{id} lists both kinds without the excluded subtree', async () => {
    const nodes = flatten((await tree(`${ORG}/Department/Selector/dept-member`)).data.list);
    expect(nodes.map((n) => n.id)).not.toContain('dept-member-unit');
    expect(nodes.map((n) => n.id)).not.toContain('dept-member');
    expect(nodes.map((n) => n.id)).toContain('dept-journal');
  });

  test('★ SelectorByAuth: everything for an administrator, the own organisation and below for others', async () => {
    expect(flatten((await tree(`${ORG}/Department/SelectorByAuth/0`)).data.list)).toHaveLength(seeded.organizes.length);
    const mine = flatten((await tree(`${ORG}/Department/SelectorByAuth/0`, staff)).data.list);
    expect(mine.map((n) => n.id)).toEqual(['dept-member-personal']);
    expect(mine[0].parentId).toBe('-1');
    expect((await tree(`${ORG}/SelectorByAuth/0`, staff)).data.list).toEqual([]);
  });

  test('★ OrganizeCondition: only the given ids (paths, id--type and @currentOrg accepted), as a tree', async () => {
    const body = { departIds: ['org-society,dept-member', 'dept-member-unit--department', '@currentOrg'] };
    const reply = await s.postJson<ListReply<OrganizeNode>>(`${ORG}/OrganizeCondition`, body, { token: staff });
    const nodes = flatten(reply.body.data.list);
    expect(nodes.map((n) => n.id).sort()).toEqual(['dept-member', 'dept-member-personal', 'dept-member-unit']);
    expect(reply.body.data.list.map((n) => n.id)).toEqual(['dept-member']);
    const filtered = await s.postJson<ListReply<OrganizeNode>>(
      `${ORG}/OrganizeCondition`,
      { departIds: ['dept-member', 'dept-finance'], keyword: '财务' },
      { token: staff },
    );
    expect(flatten(filtered.body.data.list).map((n) => n.id)).toEqual(['dept-finance']);
  });

  test('GET Organize/{id} gives the dialog fields and the parent path', async () => {
    const info = (await s.get<OrganizeInfo>(`${ORG}/dept-member-unit`, { token: admin })).body.data;
    expect(info).toMatchObject({
      id: 'dept-member-unit',
      parentId: 'dept-member',
      category: 'department',
      fullName: '单位会员科',
      organizeIdTree: ['org-society', 'dept-member'],
    });
    expect((await s.get<OrganizeInfo>(`${ORG}/org-society`, { token: admin })).body.data.organizeIdTree).toEqual([
      '-1',
    ]);
    expect((await s.get(`${ORG}/nope`, { token: admin })).body).toMatchObject({ code: 400, msg: '组织不存在' });
  });
});

describe('writing', () => {
  const company = { parentId: '-1', fullName: '中华学会北京分会', enCode: 'ZHXH-BJ', sortCode: 9, enabledMark: 1 };

  test.each([
    ['no parent', { parentId: '' }, '请选择上级公司'],
    ['no name', { fullName: ' ' }, '请输入名称'],
    ['a 51-character name', { fullName: '名'.repeat(51) }, '名称最多为50个字符！'],
    ['no code', { enCode: '' }, '请输入编码'],
    ['a 51-character code', { enCode: 'c'.repeat(51) }, '编码最多为50个字符！'],
    ['a sort out of range', { sortCode: 1_000_000 }, '排序必须是0到999999之间的整数'],
    ['a duplicate sibling name', { parentId: 'org-society', fullName: '中华学会上海分会' }, '名称已存在'],
    ['a duplicate code', { enCode: 'MSC' }, '编码已存在'],
    ['a department as parent', { parentId: 'dept-member' }, '公司的上级只能是公司'],
    ['an unknown parent', { parentId: 'nope' }, '上级组织不存在'],
    ['bad property JSON', { propertyJson: '[1]' }, '扩展属性须为JSON对象'],
  ])('a company with %s is refused: %s', async (_case, patch, msg) => {
    expect((await s.postJson(ORG, { ...company, ...patch }, { token: admin })).body).toMatchObject({ code: 400, msg });
  });

  test('bad types are a 400, never a 500', async () => {
    for (const body of [undefined, 'x', { ...company, enabledMark: 5 }, { ...company, sortCode: 'x' }, [1]]) {
      expect((await s.api('POST', ORG, { token: admin, json: body })).body.code).toBe(400);
    }
  });

  test('a company and a department under it: create, edit, state, refusals, delete', async () => {
    expect((await s.postJson(ORG, company, { token: admin })).body).toMatchObject({ code: 200, msg: '新建成功' });
    const created = flatten((await tree(ORG)).data.list).find((n) => n.enCode === 'ZHXH-BJ');
    expect(created).toMatchObject({ parentId: '-1', type: 'company', fullName: '中华学会北京分会' });
    const id = created!.id;

    const dept = { parentId: id, fullName: '北京办公室', enCode: 'BJBGS', managerId: 'user-lina', sortCode: 1 };
    expect((await s.postJson(`${ORG}/Department`, { ...dept, parentId: '-1' }, { token: admin })).body.msg).toBe(
      '部门必须属于一个公司或部门',
    );
    expect((await s.postJson(`${ORG}/Department`, { ...dept, managerId: 'nobody' }, { token: admin })).body.msg).toBe(
      '主管不存在',
    );
    expect((await s.postJson(`${ORG}/Department`, dept, { token: admin })).body.code).toBe(200);
    const deptId = flatten((await tree(ORG)).data.list).find((n) => n.enCode === 'BJBGS')!.id;
    expect((await s.get<OrganizeInfo>(`${ORG}/Department/${deptId}`, { token: admin })).body.data.managerId).toBe(
      'user-lina',
    );

    // a company cannot move below its own department; the department route refuses a company
    const moved = await s.api('PUT', `${ORG}/${id}`, { token: admin, json: { ...company, parentId: deptId } });
    expect(moved.body.msg).toBe('公司的上级只能是公司');
    const wrongKind = await s.api('PUT', `${ORG}/Department/${id}`, { token: admin, json: dept });
    expect(wrongKind.body.msg).toBe('该组织不是部门');
    const renamed = await s.api('PUT', `${ORG}/Department/${deptId}`, {
      token: admin,
      json: { ...dept, fullName: '北京分会办公室' },
    });
    expect(renamed.body).toMatchObject({ code: 200, msg: '修改成功' });

    const toggled = await s.api('PUT', `${ORG}/Department/${deptId}/Actions/State`, { token: admin });
    expect(toggled.body).toMatchObject({ code: 200, msg: '更新成功' });
    expect(flatten((await tree(ORG)).data.list).find((n) => n.id === deptId)?.enabledMark).toBe(0);

    expect((await s.api('DELETE', `${ORG}/${id}`, { token: admin })).body).toMatchObject({
      code: 400,
      msg: '该组织下有子组织，不能删除',
    });
    expect((await s.api('DELETE', `${ORG}/Department/${deptId}`, { token: admin })).body.msg).toBe('删除成功');
    expect((await s.api('DELETE', `${ORG}/${id}`, { token: admin })).body.msg).toBe('删除成功');
    expect(flatten((await tree(ORG)).data.list).some((n) => n.id === id)).toBe(false);
  });

  test('an organisation with users, positions or children is not deleted', async () => {
    expect((await s.api('DELETE', `${ORG}/Department/dept-finance`, { token: admin })).body.msg).toBe(
      '该组织下有用户，不能删除',
    );
    expect((await s.api('DELETE', `${ORG}/Department/dept-shanghai-office`, { token: admin })).body.msg).toBe(
      '该组织下有用户，不能删除',
    );
    expect((await s.api('DELETE', `${ORG}/Department/dept-academic`, { token: admin })).body.msg).toBe(
      '该组织下有子组织，不能删除',
    );
    expect(flatten((await tree(ORG)).data.list)).toHaveLength(seeded.organizes.length);
  });

  test('a user without the menu gets 没有权限 and no data; ★ reads stay open', async () => {
    for (const [method, path] of [
      ['GET', ORG],
      ['GET', `${ORG}/org-society`],
      ['POST', ORG],
      ['PUT', `${ORG}/org-society`],
      ['DELETE', `${ORG}/dept-finance`],
      ['PUT', `${ORG}/dept-finance/Actions/State`],
    ] as const) {
      const reply = await s.api(method, path, { token: staff, json: method === 'GET' ? undefined : company });
      expect(reply.body).toMatchObject({ code: 400, msg: '没有权限', data: null });
    }
    expect((await s.get(`${ORG}/Tree`)).body.code).toBe(600);
  });
});
