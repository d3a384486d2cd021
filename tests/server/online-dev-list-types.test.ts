import { eq } from 'drizzle-orm';
import type { OnlineListRow, PageResult } from '../../contract';
import { visualdevModels } from '../../server/db/schema';
import { createTestServer, type TestServer } from './harness';

/**
 * The List endpoint as the list types ask it (columnData.type): a tree table reads all rows and nests them by
 * its parent field, or one parent's children; a left tree adds its clicked node to queryJson as an exact value
 * of treeRelation. Checked against the seeded 课题任务 (tree table) and 会员登记 (left tree of 会员类型).
 */

let s: TestServer;
let admin: string;

const OD = '/api/visualdev/OnlineDev';
const TASKS = 'vd-research-task';
const MEMBERS = 'vd-member-register';
const ALL = 1_000_000;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const list = async (modelId: string, body: Record<string, unknown>, token = admin) =>
  (await s.postJson<PageResult<OnlineListRow>>(`${OD}/${modelId}/List`, body, { token })).body;
const rowsOf = async (modelId: string, body: Record<string, unknown>) => {
  const reply = await list(modelId, body);
  expect(reply.code).toBe(200);
  return reply.data.list;
};
const query = (q: Record<string, unknown>) => JSON.stringify(q);

test('a tree table reads every row at once, each naming its parent record', async () => {
  const rows = await rowsOf(TASKS, { currentPage: 1, pageSize: ALL });
  const byName = new Map(rows.map((r) => [r.taskName, r]));
  expect([...byName.keys()].sort()).toEqual(
    ['会员数据治理', '会员标签体系设计', '学会数字化转型课题', '线上年会平台建设', '青年学者培养计划'].sort(),
  );
  const root = byName.get('学会数字化转型课题')!;
  expect(root.parentTask ?? '').toBe('');
  expect(byName.get('会员数据治理')!.parentTask).toBe(root.id);
  expect(byName.get('线上年会平台建设')!.parentTask).toBe(root.id);
  expect(byName.get('会员标签体系设计')!.parentTask).toBe(byName.get('会员数据治理')!.id);
});

test("a parent filter answers exactly that record's children", async () => {
  const all = await rowsOf(TASKS, { currentPage: 1, pageSize: ALL });
  const root = all.find((r) => r.taskName === '学会数字化转型课题')!;
  const children = await rowsOf(TASKS, { currentPage: 1, pageSize: ALL, queryJson: query({ parentTask: root.id }) });
  expect(children.map((r) => r.taskName).sort()).toEqual(['会员数据治理', '线上年会平台建设'].sort());
  // a part of an id is no parent
  const partial = await rowsOf(TASKS, {
    currentPage: 1,
    pageSize: ALL,
    queryJson: query({ parentTask: root.id.slice(0, 6) }),
  });
  expect(partial).toEqual([]);
});

test('a left-tree node filters the relation field, together with the search', async () => {
  const senior = await rowsOf(MEMBERS, { currentPage: 1, pageSize: 20, queryJson: query({ memberType: '3' }) });
  expect(senior.map((r) => r.memberName).sort()).toEqual(['赵雅琴', '陈思远'].sort());
  const searched = await rowsOf(MEMBERS, {
    currentPage: 1,
    pageSize: 20,
    keyword: '赵',
    queryJson: query({ memberType: '3' }),
  });
  expect(searched.map((r) => r.memberName)).toEqual(['赵雅琴']);
  const none = await list(MEMBERS, { currentPage: 1, pageSize: 20, queryJson: query({ memberType: '9' }) });
  expect(none.data).toMatchObject({ list: [], pagination: { total: 0 } });
});

test('the tree relation is an exact match even on a field the search compares by "contains"', async () => {
  const [model] = await s.db.select().from(visualdevModels).where(eq(visualdevModels.id, MEMBERS));
  const columnData = JSON.parse(model.columnData) as Record<string, unknown>;
  const plain = { ...columnData, type: 1 };
  const byName = { ...columnData, type: 2, treeRelation: 'memberName' };
  try {
    await s.db
      .update(visualdevModels)
      .set({ columnData: JSON.stringify(plain) })
      .where(eq(visualdevModels.id, MEMBERS));
    const contains = await rowsOf(MEMBERS, { currentPage: 1, pageSize: 20, queryJson: query({ memberName: '思远' }) });
    expect(contains.map((r) => r.memberName)).toEqual(['陈思远']);
    await s.db
      .update(visualdevModels)
      .set({ columnData: JSON.stringify(byName) })
      .where(eq(visualdevModels.id, MEMBERS));
    expect(await rowsOf(MEMBERS, { currentPage: 1, pageSize: 20, queryJson: query({ memberName: '思远' }) })).toEqual(
      [],
    );
    const exact = await rowsOf(MEMBERS, { currentPage: 1, pageSize: 20, queryJson: query({ memberName: '陈思远' }) });
    expect(exact.map((r) => r.memberName)).toEqual(['陈思远']);
  } finally {
    await s.db.update(visualdevModels).set({ columnData: model.columnData }).where(eq(visualdevModels.id, MEMBERS));
  }
});

test('a malformed node value is refused with a message, never a 500', async () => {
  const reply = await list(MEMBERS, { currentPage: 1, pageSize: 20, queryJson: query({ memberType: { $ne: 1 } }) });
  expect(reply).toMatchObject({ code: 400, msg: '查询条件格式不正确' });
});

test('the lists are read only by users holding one of their menus', async () => {
  const staff = await s.login('zhangwei', 'User1234');
  expect((await list(MEMBERS, { currentPage: 1, pageSize: 20 }, staff)).code).toBe(200);
  expect(await list(TASKS, { currentPage: 1, pageSize: ALL }, staff)).toMatchObject({ code: 400, msg: '没有权限' });
  const anonymous = await s.postJson(`${OD}/${TASKS}/List`, { currentPage: 1, pageSize: 20 });
  expect(anonymous.body).toMatchObject({ code: 600, msg: '登录过期,请重新登录' });
});
