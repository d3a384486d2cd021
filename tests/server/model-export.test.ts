import { eq } from 'drizzle-orm';
import type { DownloadReply, ImportDataReply } from '../../contract';
import { visualdevRecords } from '../../server/db/schema';
import { createTestServer, type TestServer } from './harness';
import { downloadSheet, insertImportModel, MODEL, OD } from './modelImportFixture';

let s: TestServer;
let admin: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
  await insertImportModel(s);
  const list = [
    { code: 'EX001', name: '=HYPERLINK("http://evil","x")', qty: 2, level: '2', tags: ['a', 'b'], items: [{ sku: 'K1', count: 1 }, { sku: 'K2', count: 2 }] },
    { code: 'EX002', name: '+cmd', qty: 3, level: '1', day: new Date(2024, 4, 6).getTime(), active: 1 },
    { code: 'EX003', name: '@SUM(A1)', level: '1' },
  ]; // prettier-ignore
  const reply = await s.postJson<ImportDataReply>(`${OD}/${MODEL}/ImportData`, { list }, { token: admin });
  expect(reply.body.data.snum).toBe(3);
  for (const row of await s.db.select().from(visualdevRecords).where(eq(visualdevRecords.modelId, MODEL))) {
    ids[String(row.data.code)] = row.id;
  }
});
afterAll(() => s.close());

const exportData = (body: Record<string, unknown>, token = admin) =>
  s.postJson<DownloadReply>(`${OD}/${MODEL}/Actions/ExportData`, body, { token });

test('selected records with chosen columns: labels for options, child rows below their record', async () => {
  const reply = await exportData({
    selectIds: [ids.EX001, ids.EX002],
    selectKey: ['code', 'level', 'tags', 'day', 'items'],
  });
  expect(reply.body.data.name).toMatch(/^导入测试_\d{14}\.xlsx$/);
  const { rows } = await downloadSheet(s, reply.body.data);
  expect(rows).toEqual([
    ['基本信息', '等级', '标签', '日期', '明细', null],
    ['编号', '等级', '标签', '日期', '货号', '件数'],
    ['EX001', '重要', '甲,乙', null, 'K1', 1],
    [null, null, null, null, 'K2', 2],
    ['EX002', '普通', null, '2024-05-06', null, null],
  ]);
});

test('all records matching the filters; text starting with = + - @ is written as text, never a formula', async () => {
  const reply = await exportData({ dataType: '1', selectKey: ['code', 'name'], sidx: 'code' });
  const { sheet, rows } = await downloadSheet(s, reply.body.data);
  expect(rows.slice(2)).toEqual([
    ['EX001', '=HYPERLINK("http://evil","x")'],
    ['EX002', '+cmd'],
    ['EX003', '@SUM(A1)'],
  ]);
  for (const address of ['B3', 'B4', 'B5']) {
    expect(sheet[address]).toMatchObject({ t: 's' });
    expect(sheet[address]).not.toHaveProperty('f');
  }
});

test('the current page only, when dataType is 0', async () => {
  const reply = await exportData({ dataType: '0', currentPage: 2, pageSize: 2, sidx: 'code', selectKey: ['code'] });
  const { rows } = await downloadSheet(s, reply.body.data);
  expect(rows.slice(2)).toEqual([['EX003']]);
});

test('a user without the model menu, or without btn_download, is refused', async () => {
  const token = await s.login('zhangwei', 'User1234');
  expect((await exportData({ dataType: '1' }, token)).body).toMatchObject({ code: 400, msg: '没有权限' });
  const member = await s.postJson(`${OD}/vd-member-register/Actions/ExportData`, { dataType: '1' }, { token });
  expect(member.body).toMatchObject({ code: 400, msg: '没有权限' });
});
