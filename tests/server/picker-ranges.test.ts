import { and, eq, ne } from 'drizzle-orm';
import type { ImportDataReply } from '../../contract';
import { organizes, positions, users, visualdevModels, visualdevRecords } from '../../server/db/schema';
import { createTestServer, type TestServer } from './harness';
import { OD } from './modelImportFixture';

/**
 * Pickers limited by the designer to a custom range (selectType custom, ableIds) are held to it by the server:
 * a record saved without the dialog, an edit, and a spreadsheet import are refused with
 * `<label>的值不在可选范围内` for an id outside the range; an edit that leaves such a field alone still saves.
 */

const MODEL = 'vd-picker-ranges';
let s: TestServer;
let admin: string;
let post: { in: string; out: string };
let dept: { in: string; out: string };
let person: { in: string; out: string };

const picker = (jnpfKey: string, label: string, vModel: string, ableIds: string[]) => ({
  __config__: { jnpfKey, label },
  __vModel__: vModel,
  selectType: 'custom',
  ableIds,
});

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
  const [p1, p2] = await s.db.select({ id: positions.id }).from(positions).limit(2);
  const [d1, d2] = await s.db
    .select({ id: organizes.id })
    .from(organizes)
    .where(eq(organizes.category, 'department'))
    .limit(2);
  const [u1] = await s.db.select({ id: users.id }).from(users).where(eq(users.organizeId, d1!.id)).limit(1);
  const [u2] = await s.db
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.organizeId, d1!.id), ne(users.account, 'admin')))
    .limit(1);
  post = { in: p1!.id, out: p2!.id };
  dept = { in: d1!.id, out: d2!.id };
  person = { in: u1!.id, out: u2!.id };
  const fields = [
    { __config__: { jnpfKey: 'input', label: '标题' }, __vModel__: 'title' },
    picker('posSelect', '岗位', 'post', [`${post.in}--position`]),
    picker('depSelect', '部门', 'dept', [dept.in]),
    // users of a department: the range is the department's people
    picker('userSelect', '负责人', 'owner', [`${dept.in}--department`]),
    {
      __config__: {
        jnpfKey: 'table',
        label: '明细',
        children: [picker('posSelect', '明细岗位', 'rowPost', [post.in])],
      },
      __vModel__: 'rows',
    },
  ];
  await s.db.insert(visualdevModels).values({
    id: MODEL,
    fullName: '选择范围',
    enCode: 'pickerRanges',
    formData: JSON.stringify({ fields }),
    columnData: JSON.stringify({ btnsList: [{ value: 'upload', label: '导入' }], columnList: [] }),
  });
});
afterAll(() => s.close());

const save = (data: Record<string, unknown>) =>
  s.postJson<{ id: string }>(`${OD}/${MODEL}`, { data: JSON.stringify(data) }, { token: admin });

test('values inside every range are saved', async () => {
  const reply = await save({
    title: '范围内',
    post: post.in,
    dept: dept.in,
    owner: person.in,
    rows: [{ rowPost: post.in }],
  });
  expect(reply.body.code).toBe(200);
});

test.each([
  ['a position outside', { post: 'OUT' }, '岗位的值不在可选范围内'],
  ['a department outside', { dept: 'OUT' }, '部门的值不在可选范围内'],
  ['a person of another department', { owner: 'OUT' }, '负责人的值不在可选范围内'],
  ['a child row’s position outside', { rows: [{ rowPost: 'OUT' }] }, '明细岗位的值不在可选范围内'],
])('%s is refused, nothing stored', async (_, change, message) => {
  const ids = { post: post.out, dept: dept.out, owner: person.out };
  const data = Object.fromEntries(
    Object.entries({ title: '越界', ...change }).map(([k, v]) => [k, v === 'OUT' ? ids[k as keyof typeof ids] : v]),
  );
  if ('rows' in change) data.rows = [{ rowPost: post.out }];
  const before = (await s.db.select().from(visualdevRecords).where(eq(visualdevRecords.modelId, MODEL))).length;
  const reply = await save(data);
  expect(reply.body.code).toBe(400);
  expect(reply.body.msg).toBe(message);
  expect((await s.db.select().from(visualdevRecords).where(eq(visualdevRecords.modelId, MODEL))).length).toBe(before);
});

test('an edit is held to the range for what it changes; a value stored before the range narrowed stays', async () => {
  await s.db
    .insert(visualdevRecords)
    .values({ id: 'range-old', modelId: MODEL, data: { title: '旧', post: post.out } });
  const edit = (data: Record<string, unknown>) =>
    s.api('PUT', `${OD}/${MODEL}/range-old`, { token: admin, json: { data: JSON.stringify(data) } });
  expect((await edit({ title: '改标题', post: post.out })).body.code).toBe(200);
  const refused = await edit({ title: '改标题', post: post.out, dept: dept.out });
  expect(refused.body.msg).toBe('部门的值不在可选范围内');
  const [row] = await s.db.select().from(visualdevRecords).where(eq(visualdevRecords.id, 'range-old'));
  expect(row!.data).toMatchObject({ title: '改标题', post: post.out });
  expect(row!.data).not.toHaveProperty('dept');
});

test('an import refuses the rows outside a range, with the reason, and stores the others', async () => {
  const reply = await s.postJson<ImportDataReply>(
    `${OD}/${MODEL}/ImportData`,
    {
      list: [
        { title: '导入好', post: post.in },
        { title: '导入越界', post: post.out },
      ],
    },
    { token: admin },
  );
  expect(reply.body.data).toMatchObject({ snum: 1, fnum: 1 });
  expect(reply.body.data.failResult[0]).toMatchObject({ errorsInfo: '岗位的值不在可选范围内' });
});
