import { eq } from 'drizzle-orm';
import type {
  DictionaryAllEntry,
  DictionaryDataInfo,
  DictionaryDataRow,
  DictionaryOptionNode,
  ListReply,
} from '../../contract';
import { dictionaryData } from '../../server/db/schema';
import { createTestServer, type TestServer } from './harness';

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const DATA = '/api/system/DictionaryData';
const list = async (path: string, query?: Record<string, string>) =>
  (await s.get<ListReply<DictionaryDataRow>>(path, { token: admin, query })).body;
const flatten = (nodes: DictionaryDataRow[]): DictionaryDataRow[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const item = {
  dictionaryTypeId: 'dt-education',
  parentId: '0',
  fullName: '高中',
  enCode: '5',
  enabledMark: 1,
  sortCode: 6,
};

describe('reading', () => {
  test('GET {typeId} accepts the id or the enCode, flat for a flat category, disabled items included', async () => {
    const byId = await list(`${DATA}/dt-member-type`);
    const byCode = await list(`${DATA}/memberType`);
    expect(byCode.data.list).toEqual(byId.data.list);
    expect(byId.data.list.map((r) => r.fullName)).toEqual(['个人会员', '学生会员', '高级会员', '单位会员', '荣誉会员']);
    expect(byId.data.list.find((r) => r.enCode === '5')?.enabledMark).toBe(0);
  });

  test('a tree category lists a tree; isTree=0 flattens it; keyword keeps the ancestors of a match', async () => {
    const tree = (await list(`${DATA}/discipline`)).data.list;
    expect(tree.map((n) => n.fullName)).toEqual(['理学', '工学', '医学']);
    expect(tree[1].children?.[1]).toMatchObject({ fullName: '计算机科学与技术', hasChildren: true });
    expect((await list(`${DATA}/discipline`, { isTree: '0' })).data.list).toHaveLength(12);
    const found = (await list(`${DATA}/discipline`, { keyword: '软件' })).data.list;
    expect(flatten(found).map((n) => n.fullName)).toEqual(['工学', '计算机科学与技术', '计算机软件与理论']);
    expect((await list(`${DATA}/0`)).data.list).toEqual([]);
    expect((await list(`${DATA}/nope`)).msg).toBe('字典分类不存在');
  });

  test('Data/Selector gives enabled options only, a tree when the category is a tree', async () => {
    const flat = await s.get<ListReply<DictionaryOptionNode>>(`${DATA}/memberType/Data/Selector`, { token: admin });
    expect(flat.body.data.list.map((o) => o.enCode)).toEqual(['1', '2', '3', '4']);
    expect(Object.keys(flat.body.data.list[0]).sort()).toEqual(['enCode', 'fullName', 'id']);
    const tree = await s.get<ListReply<DictionaryOptionNode>>(`${DATA}/dt-discipline/Data/Selector`, { token: admin });
    expect(tree.body.data.list[0].children?.map((o) => o.fullName)).toEqual(['数学', '物理学', '化学']);
  });

  test('All lists every category with its enabled items, for any signed-in user', async () => {
    const token = await s.login('wangfang', 'User1234');
    const reply = await s.get<ListReply<DictionaryAllEntry>>(`${DATA}/All`, { token });
    const memberType = reply.body.data.list.find((e) => e.enCode === 'memberType');
    expect(memberType).toMatchObject({ id: 'dt-member-type', isTree: 0 });
    expect(memberType?.dictionaryList.map((d) => d.fullName)).not.toContain('荣誉会员');
    expect(reply.body.data.list.find((e) => e.enCode === 'discipline')?.dictionaryList[0].children).toHaveLength(3);
  });

  test('{typeId}/Selector/{id} is the category as root with the item and its subtree left out', async () => {
    const reply = await list(`${DATA}/dt-discipline/Selector/dt-discipline.0812`);
    const [root] = reply.data.list;
    expect(root).toMatchObject({ id: 'dt-discipline', fullName: '学科分类', parentId: '-1' });
    const names = flatten(root.children ?? []).map((n) => n.fullName);
    expect(names).toContain('工学');
    expect(names).not.toContain('计算机科学与技术');
    expect(names).not.toContain('计算机应用技术');
  });

  test('{id}/Info returns the dialog fields', async () => {
    const reply = await s.get<DictionaryDataInfo>(`${DATA}/dt-sex.2/Info`, { token: admin });
    expect(reply.body.data).toEqual({
      id: 'dt-sex.2',
      dictionaryTypeId: 'dt-sex',
      parentId: '0',
      fullName: '女',
      enCode: '2',
      enabledMark: 1,
      description: '',
      sortCode: 2,
      version: 0,
    });
  });
});

describe('writing', () => {
  const refusals: [string, Record<string, unknown>, string][] = [
    ['no parent', { parentId: '' }, '请选择'],
    ['no name', { fullName: '' }, '请输入名称'],
    ['a long name', { fullName: '名'.repeat(51) }, '字典名称最多为50个字符！'],
    ['no code', { enCode: '' }, '请输入编码'],
    ['a long code', { enCode: '9'.repeat(51) }, '字典编码最多为50个字符！'],
    ['a sort out of range', { sortCode: 1_000_000 }, '排序必须是0到999999之间的整数'],
    ['a root category', { dictionaryTypeId: '0' }, '请先选择字典分类'],
    ['a duplicate name', { fullName: '大学本科' }, '字典名称已存在'],
    ['a duplicate code', { enCode: '3' }, '字典编码已存在'],
    ['a parent in a flat category', { parentId: 'dt-education.1' }, '该分类不是树形分类，不能选择上级'],
    ['an unknown category', { dictionaryTypeId: 'dt-none' }, '字典分类不存在'],
  ];
  test.each(refusals)('refuses %s with the spec message', async (_case, patch, msg) => {
    expect((await s.postJson(DATA, { ...item, ...patch }, { token: admin })).body).toMatchObject({ code: 400, msg });
  });

  test('bad types are a 400, never a 500', async () => {
    for (const body of [undefined, 'text', { ...item, enabledMark: 3 }, { ...item, sortCode: 'x' }]) {
      expect((await s.api('POST', DATA, { token: admin, json: body })).body.code).toBe(400);
    }
  });

  test('create under the category itself stores parentId 0; edit, toggle and delete round trip', async () => {
    const created = await s.postJson(DATA, { ...item, parentId: 'dt-education' }, { token: admin });
    expect(created.body).toMatchObject({ code: 200, msg: '新建成功' });
    const [row] = await s.db.select().from(dictionaryData).where(eq(dictionaryData.fullName, '高中'));
    expect(row).toMatchObject({ parentId: '0', dictionaryTypeId: 'dt-education', enCode: '5' });

    const edited = await s.api('PUT', `${DATA}/${row.id}`, { token: admin, json: { ...item, fullName: '高级中学' } });
    expect(edited.body.code).toBe(200);
    expect((await s.get<DictionaryDataInfo>(`${DATA}/${row.id}/Info`, { token: admin })).body.data.fullName).toBe(
      '高级中学',
    );

    expect((await s.api('PUT', `${DATA}/${row.id}/Actions/State`, { token: admin })).body.code).toBe(200);
    expect((await s.get<DictionaryDataInfo>(`${DATA}/${row.id}/Info`, { token: admin })).body.data.enabledMark).toBe(0);
    await s.api('PUT', `${DATA}/${row.id}/Actions/State`, { token: admin });
    expect((await s.get<DictionaryDataInfo>(`${DATA}/${row.id}/Info`, { token: admin })).body.data.enabledMark).toBe(1);

    expect((await s.api('DELETE', `${DATA}/${row.id}`, { token: admin })).body).toMatchObject({ code: 200 });
    expect((await s.get(`${DATA}/${row.id}/Info`, { token: admin })).body).toMatchObject({ msg: '字典数据不存在' });
  });

  test('tree items take a parent of the same category; an item with children cannot be deleted', async () => {
    const body = { dictionaryTypeId: 'discipline', parentId: 'dt-discipline.07', fullName: '天文学', enCode: '0704' };
    expect((await s.postJson(DATA, { ...body, enabledMark: 1 }, { token: admin })).body.code).toBe(200);
    const missing = await s.postJson(
      DATA,
      { ...body, parentId: 'dt-sex.1', enCode: 'x', fullName: 'x', enabledMark: 1 },
      { token: admin },
    );
    expect(missing.body).toMatchObject({ code: 400, msg: '上级字典不存在' });
    expect((await s.api('DELETE', `${DATA}/dt-discipline.07`, { token: admin })).body).toMatchObject({
      code: 400,
      msg: '该字典下有子项，不能删除',
    });
    const cycle = await s.api('PUT', `${DATA}/dt-discipline.08`, {
      token: admin,
      json: {
        dictionaryTypeId: 'dt-discipline',
        parentId: 'dt-discipline.0812',
        fullName: '工学',
        enCode: '08',
        enabledMark: 1,
      },
    });
    expect(cycle.body).toMatchObject({ code: 400, msg: '上级字典不能是自己或自己的下级' });
  });

  test('a dictionary page menu (type 4) authorises its own category only', async () => {
    const token = await s.login('wangfang', 'User1234'); // 会员类型 page, no data dictionary screen
    expect((await s.get(`${DATA}/dt-member-type`, { token })).body.code).toBe(200);
    expect((await s.get(`${DATA}/dt-education`, { token })).body).toMatchObject({ code: 400, msg: '没有权限' });
    const added = await s.postJson(
      DATA,
      { dictionaryTypeId: 'dt-member-type', parentId: '0', fullName: '青年会员', enCode: '6', enabledMark: 1 },
      { token },
    );
    expect(added.body.code).toBe(200);
  });
});
