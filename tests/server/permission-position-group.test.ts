import type {
  GroupInfo,
  GroupRow,
  GroupTreeNode,
  ListReply,
  PageResult,
  PositionInfo,
  PositionRow,
  PositionTreeNode,
} from '../../contract';
import { loadSeedFixtures } from '../../server/db/seedFixtures';
import { createTestServer, type TestServer } from './harness';

/** /api/permission/Position and Group (docs/contract.md): lists, ★ selectors and conditions, CRUD, permissions. */

let s: TestServer;
let admin: string;
let staff: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
  staff = await s.login('zhangwei', 'User1234');
});
afterAll(() => s.close());

const POS = '/api/permission/Position';
const seeded = loadSeedFixtures();
const GRP = '/api/permission/Group';
type Node = { id: string; type: string; children: Node[] | null };
const flatten = <T extends Node>(nodes: T[]): T[] => nodes.flatMap((n) => [n, ...flatten((n.children ?? []) as T[])]);

describe('positions', () => {
  test('GET Position pages one organisation and what is below it, with the organisation path', async () => {
    const reply = await s.get<PageResult<PositionRow>>(POS, { token: admin, query: { organizeId: 'dept-member' } });
    expect(reply.body.data.list.map((p) => p.enCode)).toEqual(['memberDirector', 'memberOfficer', 'unitMemberOfficer']);
    expect(reply.body.data.list[1]).toMatchObject({ department: '中华学会/会员部/个人会员科', enabledMark: 1 });
    expect(reply.body.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 3 });
    const page = await s.get<PageResult<PositionRow>>(POS, {
      token: admin,
      query: { keyword: 'memberOfficer', pageSize: '1', currentPage: '2' },
    });
    expect(page.body.data.pagination).toEqual({ currentPage: 2, pageSize: 1, total: 2 });
    expect(page.body.data.list.map((p) => p.enCode)).toEqual(['unitMemberOfficer']);
  });

  test('★ All, Selector, getListByOrgIds and PositionCondition', async () => {
    const all = await s.get<ListReply<PositionRow>>(`${POS}/All`, { token: staff });
    expect(all.body.data.list).toHaveLength(seeded.positions.length);
    const selector = (await s.get<ListReply<PositionTreeNode>>(`${POS}/Selector`, { token: staff })).body.data.list;
    expect(selector.map((n) => n.id)).toEqual(['org-society']);
    const nodes = flatten(selector);
    expect(nodes.find((n) => n.id === 'pos-editor')).toMatchObject({
      type: 'position',
      parentId: 'dept-journal',
      icon: 'icon-ym icon-ym-tree-position1',
      organize: '中华学会/学术部/期刊编辑部',
      isLeaf: true,
    });
    expect(nodes.find((n) => n.id === 'dept-journal')).toMatchObject({ type: 'department', hasChildren: true });
    // organisations without positions are left out
    expect(nodes.some((n) => n.id === 'org-shanghai' && !n.children)).toBe(false);

    const byOrg = await s.postJson<ListReply<PositionTreeNode>>(
      `${POS}/getListByOrgIds`,
      { organizeIds: ['org-society,dept-secretariat'] },
      { token: staff },
    );
    expect(
      flatten(byOrg.body.data.list)
        .filter((n) => n.type === 'position')
        .map((n) => n.id),
    ).toEqual(['pos-secretary-general', 'pos-office-clerk']);
    const condition = await s.postJson<ListReply<PositionTreeNode>>(
      `${POS}/PositionCondition`,
      { ids: ['pos-editor--position', 'pos-accountant'], keyword: '会计' },
      { token: staff },
    );
    expect(
      flatten(condition.body.data.list)
        .filter((n) => n.type === 'position')
        .map((n) => n.id),
    ).toEqual(['pos-accountant']);
    for (const body of [{}, { ids: [{}] }, { ids: ['x'], keyword: ['a', 'b'] }])
      expect((await s.postJson(`${POS}/PositionCondition`, body, { token: staff })).body.code).toBe(400);
  });

  const position = { fullName: '副秘书长', enCode: 'deputySecretary', organizeId: 'dept-secretariat', sortCode: 3 };

  test.each([
    ['no organisation', { organizeId: '' }, '请选择所属组织'],
    ['an unknown organisation', { organizeId: 'nope' }, '所属组织不存在'],
    ['no name', { fullName: '' }, '请输入名称'],
    ['a 51-character name', { fullName: '岗'.repeat(51) }, '名称最多为50个字符！'],
    ['a 51-character code', { enCode: 'p'.repeat(51) }, '编码最多为50个字符！'],
    ['a name taken in the organisation', { fullName: '秘书长' }, '名称已存在'],
    ['a code taken anywhere', { enCode: 'editor' }, '编码已存在'],
    ['a negative sort', { sortCode: -1 }, '参数错误：sortCode 不能小于0'],
  ])('refuses %s', async (_case, patch, msg) => {
    const reply = await s.postJson(POS, { ...position, ...patch }, { token: admin });
    expect(reply.body.code).toBe(400);
    if (!msg.startsWith('参数错误')) expect(reply.body.msg).toBe(msg);
  });

  test('create, read, edit (organisation path accepted), toggle, delete; a held position stays', async () => {
    expect((await s.postJson(POS, position, { token: admin })).body).toMatchObject({ code: 200, msg: '新建成功' });
    const list = await s.get<PageResult<PositionRow>>(POS, { token: admin, query: { keyword: 'deputySecretary' } });
    const id = list.body.data.list[0].id;
    const info = (await s.get<PositionInfo>(`${POS}/${id}`, { token: admin })).body.data;
    expect(info).toMatchObject({ ...position, organizeIdTree: ['org-society', 'dept-secretariat'], enabledMark: 1 });
    const moved = { ...position, organizeId: 'org-society,dept-finance', fullName: '财务副主管' };
    expect((await s.api('PUT', `${POS}/${id}`, { token: admin, json: moved })).body.msg).toBe('修改成功');
    expect((await s.get<PositionInfo>(`${POS}/${id}`, { token: admin })).body.data.organizeId).toBe('dept-finance');
    expect((await s.api('PUT', `${POS}/${id}/Actions/State`, { token: admin })).body.msg).toBe('更新成功');
    expect((await s.get<PositionInfo>(`${POS}/${id}`, { token: admin })).body.data.enabledMark).toBe(0);
    expect((await s.api('DELETE', `${POS}/${id}`, { token: admin })).body.msg).toBe('删除成功');
    expect((await s.api('DELETE', `${POS}/pos-editor`, { token: admin })).body.msg).toBe('该岗位下有用户，不能删除');
    const move = await s.api('PUT', `${POS}/pos-editor`, {
      token: admin,
      json: { fullName: '编辑', enCode: 'editor', organizeId: 'dept-finance' },
    });
    expect(move.body.msg).toBe('该岗位下有用户，不能变更所属组织');
  });

  test('a user without the menu gets 没有权限', async () => {
    for (const [method, path] of [
      ['GET', POS],
      ['GET', `${POS}/pos-editor`],
      ['POST', POS],
      ['PUT', `${POS}/pos-editor`],
      ['DELETE', `${POS}/pos-editor`],
      ['PUT', `${POS}/pos-editor/Actions/State`],
    ] as const) {
      const reply = await s.api(method, path, { token: staff, json: method === 'GET' ? undefined : position });
      expect(reply.body).toMatchObject({ code: 400, msg: '没有权限', data: null });
    }
  });
});

describe('groups', () => {
  test('GET Group pages by keyword and type; Types lists the types in use', async () => {
    const byType = await s.get<PageResult<GroupRow>>(GRP, { token: admin, query: { type: '委员会' } });
    const committees = seeded.groups.filter((g) => g.type === '委员会').map((g) => g.enCode);
    expect(committees.slice(0, 2)).toEqual(['academicCommittee', 'youthCommittee']);
    expect(byType.body.data.list.map((g) => g.enCode)).toEqual(committees);
    const byKeyword = await s.get<PageResult<GroupRow>>(GRP, { token: admin, query: { keyword: 'itTask' } });
    expect(byKeyword.body.data.list.map((g) => g.fullName)).toEqual(['信息化工作组']);
    const types = await s.get<ListReply<{ id: string }>>(`${GRP}/Types`, { token: admin });
    expect(types.body.data.list.map((t) => t.id)).toEqual(['委员会', '工作组']);
  });

  test('★ Selector groups by type; GroupCondition keeps the given ids', async () => {
    const tree = (await s.get<ListReply<GroupTreeNode>>(`${GRP}/Selector`, { token: staff })).body.data.list;
    expect(tree.map((n) => n.fullName)).toEqual(['委员会', '工作组']);
    expect(tree[0]).toMatchObject({ disabled: true, hasChildren: true, parentId: '-1' });
    expect(tree[0].children?.[0]).toMatchObject({
      id: 'grp-academic-committee',
      type: 'group',
      icon: 'icon-ym icon-ym-generator-group1',
      isLeaf: true,
    });
    const condition = await s.postJson<ListReply<GroupTreeNode>>(
      `${GRP}/GroupCondition`,
      { ids: ['grp-it--group', 'grp-youth'] },
      { token: staff },
    );
    expect(
      flatten(condition.body.data.list)
        .filter((n) => n.type === 'group')
        .map((n) => n.id),
    ).toEqual(['grp-youth', 'grp-it']);
  });

  const group = { fullName: '会员发展工作组', enCode: 'memberGrowth', type: '工作组', sortCode: 5 };

  test.each([
    ['no type', { type: '' }, '请选择分组类型'],
    ['no name', { fullName: '' }, '请输入名称'],
    ['a 51-character name', { fullName: '组'.repeat(51) }, '名称最多为50个字符！'],
    ['a duplicate name', { fullName: '学术委员会' }, '名称已存在'],
    ['a duplicate code', { enCode: 'youthCommittee' }, '编码已存在'],
    ['a 501-character description', { description: 'd'.repeat(501) }, '说明最多为500个字符！'],
  ])('refuses %s', async (_case, patch, msg) => {
    expect((await s.postJson(GRP, { ...group, ...patch }, { token: admin })).body).toMatchObject({ code: 400, msg });
  });

  test('create, edit, toggle, delete; a group with members stays', async () => {
    expect((await s.postJson(GRP, group, { token: admin })).body.msg).toBe('新建成功');
    const id = (await s.get<PageResult<GroupRow>>(GRP, { token: admin, query: { keyword: 'memberGrowth' } })).body.data
      .list[0].id;
    expect((await s.api('PUT', `${GRP}/${id}`, { token: admin, json: { ...group, type: '委员会' } })).body.msg).toBe(
      '修改成功',
    );
    expect((await s.get<GroupInfo>(`${GRP}/${id}`, { token: admin })).body.data).toMatchObject({ type: '委员会' });
    expect((await s.api('PUT', `${GRP}/${id}/Actions/State`, { token: admin })).body.msg).toBe('更新成功');
    expect((await s.api('DELETE', `${GRP}/${id}`, { token: admin })).body.msg).toBe('删除成功');
    expect((await s.api('DELETE', `${GRP}/grp-it`, { token: admin })).body.msg).toBe('该分组下有用户，不能删除');
    expect((await s.get(`${GRP}/${id}`, { token: admin })).body.msg).toBe('分组不存在');
  });

  test('a user without the menu gets 没有权限; bad bodies are a 400', async () => {
    for (const [method, path] of [
      ['GET', GRP],
      ['GET', `${GRP}/Types`],
      ['POST', GRP],
      ['PUT', `${GRP}/grp-it`],
      ['DELETE', `${GRP}/grp-it`],
    ] as const) {
      const reply = await s.api(method, path, { token: staff, json: method === 'GET' ? undefined : group });
      expect(reply.body).toMatchObject({ code: 400, msg: '没有权限', data: null });
    }
    for (const body of ['x', { ...group, enabledMark: 2 }, { ...group, fullName: { a: 1 } }]) {
      expect((await s.api('POST', GRP, { token: admin, json: body })).body.code).toBe(400);
    }
  });
});
