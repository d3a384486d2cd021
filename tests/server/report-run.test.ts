import type { DownloadReply, PageResult, ReportRunReply } from '../../contract';
import { MEMBER_FEE_REPORT } from '../../server/db/seed/templates';
import { createTestServer, type TestServer } from './harness';
import { downloadSheet } from './modelImportFixture';

/**
 * Running and exporting data reports (docs/reports.md): the seeded 会费统计 runs the SQL interface
 * di-fee-by-level with the search values as parameters; a form-model source is narrowed in memory.
 */

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const BASE = '/api/report/Data';
const DAY = 86_400_000;
const run = (body: Record<string, unknown> = {}, token = admin, id = 'rpt-member-fee') =>
  s.postJson<ReportRunReply>(`${BASE}/${id}/Actions/Run`, body, { token });
const preview = (config: unknown, body: Record<string, unknown> = {}, token = admin) =>
  s.postJson<ReportRunReply>(`${BASE}/Actions/Preview`, { ...body, reportJson: JSON.stringify(config) }, { token });

async function createReport(enCode: string, config: unknown): Promise<string> {
  const reply = await s.postJson(
    BASE,
    { fullName: enCode, enCode, category: 'finance', reportJson: JSON.stringify(config), enabledMark: 1 },
    { token: admin },
  );
  expect(reply.body).toMatchObject({ code: 200 });
  const list = await s.get<PageResult<{ id: string }>>(BASE, { token: admin, query: { keyword: enCode } });
  return list.body.data.list[0]!.id;
}

test('会费统计 sums the seeded payments by member level, with totals and chart points', async () => {
  const reply = (await run()).body;
  expect(reply.code).toBe(200);
  expect(reply.data.list.map((r) => [r.levelName, r.payments, Number(r.amount)])).toEqual([
    ['学生会员', 1, 50],
    ['普通会员', 1, 360],
    ['高级会员', 1, 500],
    ['单位会员', 1, 4500],
  ]);
  expect(reply.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 4 });
  expect(reply.data.totals).toEqual({ payments: 4, discount: 540, amount: 5410 });
  expect(reply.data.chartRows).toHaveLength(4);
  expect(reply.data.chartRows[3]).toEqual({ levelName: '单位会员', amount: 4500 });
  expect(reply.data.config.columns.map((c) => c.title)).toEqual(MEMBER_FEE_REPORT.columns.map((c) => c.title));
});

test('a page of two rows still carries the totals of the whole result', async () => {
  const reply = (await run({ currentPage: 2, pageSize: 2 })).body.data;
  expect(reply.list.map((r) => r.levelName)).toEqual(['高级会员', '单位会员']);
  expect(reply.pagination).toEqual({ currentPage: 2, pageSize: 2, total: 4 });
  expect(reply.totals.amount).toBe(5410);
});

test('search values reach the interface as parameters: a payment method, a date range', async () => {
  const transfer = (await run({ searchValues: { paymentMethod: 'transfer' } })).body.data;
  expect(transfer.list.map((r) => r.levelName)).toEqual(['高级会员', '单位会员']);
  expect(transfer.totals).toEqual({ payments: 2, discount: 500, amount: 5000 });
  // the payments of the last 20 days: 18 and 9 days ago
  const recent = (await run({ searchValues: { payDate: [Date.now() - 20 * DAY, Date.now()] } })).body.data;
  expect(recent.list.map((r) => r.levelName)).toEqual(['学生会员', '单位会员']);
  expect(recent.totals.amount).toBe(4550);
});

const modelConfig = {
  source: { type: 'model', id: 'vd-fee-payment' },
  searchFields: [
    { field: 'remark', label: '备注', type: 'text' },
    { field: 'memberLevel', label: '等级', type: 'select', options: [{ value: '3', label: '高级会员' }] },
  ],
  columns: [
    { title: '备注', field: 'remark' },
    { title: '缴费日期', field: 'payDate', format: 'date' },
    { title: '金额', field: 'amount', total: true, format: 'money' },
  ],
  chart: { type: 'pie', categoryField: 'remark', valueFields: ['amount'] },
};

test('a form-model source (unsaved, through Preview) is narrowed by text and select fields', async () => {
  const all = (await preview(modelConfig)).body.data;
  expect(all.pagination.total).toBe(4);
  expect(all.totals).toEqual({ amount: 5410 });
  const unit = (await preview(modelConfig, { searchValues: { remark: '单位' } })).body.data;
  expect(unit.list.map((r) => r.amount)).toEqual([500, 4500]);
  expect(unit.totals.amount).toBe(5000);
  const senior = (await preview(modelConfig, { searchValues: { memberLevel: '3', remark: '' } })).body.data;
  expect(senior.list.map((r) => r.amount)).toEqual([500]);
});

test.each([
  ['no source', { ...modelConfig, source: undefined }, '请选择报表的数据来源'],
  ['no columns', { ...modelConfig, columns: [] }, '报表至少需要一列'],
  ['a column without a field', { ...modelConfig, columns: [{ title: '金额' }] }, '第1列：请输入字段'],
  ['a bad alignment', { ...modelConfig, columns: [{ title: 'a', field: 'a', align: 'middle' }] }, '第1列：对齐方式不正确'],
  ['a chart over an unknown column', { ...modelConfig, chart: { type: 'bar', categoryField: 'remark', valueFields: ['x'] } }, '图表的数值字段须为报表中的列：x'],
  ['an unknown chart type', { ...modelConfig, chart: { type: 'radar', categoryField: 'remark', valueFields: ['amount'] } }, '图表类型不正确'],
  ['a bad search type', { ...modelConfig, searchFields: [{ field: 'a', type: 'slider' }] }, '第1个查询条件：类型不正确'],
  ['a huge page size', { ...modelConfig, pageSize: 5000 }, '每页条数须为1到500之间的整数'],
])('an invalid configuration is refused with a clear message: %s', async (_name, config, msg) => {
  expect((await preview(config)).body).toMatchObject({ code: 400, msg });
  const saved = await s.postJson(
    BASE,
    { fullName: 'Bad', enCode: 'BadReport', category: 'finance', reportJson: JSON.stringify(config) },
    { token: admin },
  );
  expect(saved.body).toMatchObject({ code: 400, msg });
}); // prettier-ignore

test('unknown sources, unconfigured and disabled reports are refused, never a 500', async () => {
  const missing = await preview({ ...modelConfig, source: { type: 'interface', id: 'nope' } });
  expect(missing.body).toMatchObject({ code: 400, msg: '数据接口不存在' });
  const noModel = await preview({ ...modelConfig, source: { type: 'model', id: 'nope' } });
  expect(noModel.body).toMatchObject({ code: 400, msg: '报表的表单模型不存在' });
  const legacy = await createReport('LegacyBody', { measures: [] });
  expect((await run({}, admin, legacy)).body).toMatchObject({ code: 400, msg: '报表未配置' });
  const off = await createReport('OffReport', modelConfig);
  await s.api('PUT', `${BASE}/${off}/Actions/State`, { token: admin });
  expect((await run({}, admin, off)).body).toMatchObject({ code: 400, msg: '报表已禁用' });
  expect((await run({ searchValues: { payDate: 'x'.repeat(500) } })).body.code).toBe(400);
});

test('the report menu grants Run and Export; Preview needs 报表数据; others are refused', async () => {
  const memberAdmin = await s.login('wangfang', 'User1234');
  expect((await run({}, memberAdmin)).body.data.totals.amount).toBe(5410);
  expect((await preview(modelConfig, {}, memberAdmin)).body).toMatchObject({ code: 400, msg: '没有权限' });
  const exported = await s.postJson(`${BASE}/rpt-member-fee/Actions/Export`, {}, { token: memberAdmin });
  expect(exported.body.code).toBe(200);
  const staff = await s.login('zhangwei', 'User1234');
  expect((await run({}, staff)).body).toMatchObject({ code: 400, msg: '没有权限' });
  const refused = await s.postJson(`${BASE}/rpt-member-fee/Actions/Export`, {}, { token: staff });
  expect(refused.body).toMatchObject({ code: 400, msg: '没有权限' });
  expect((await s.postJson(`${BASE}/rpt-member-fee/Actions/Run`, {})).body).toMatchObject({ code: 600, data: null });
});

test('export: every filtered row (not one page) and the 合计 row, read back with SheetJS', async () => {
  const reply = await s.postJson<DownloadReply>(
    `${BASE}/rpt-member-fee/Actions/Export`,
    { searchValues: { paymentMethod: 'transfer' }, currentPage: 1, pageSize: 1 },
    { token: admin },
  );
  expect(reply.body.data.name).toMatch(/^会费统计_\d{14}\.xlsx$/);
  const { rows } = await downloadSheet(s, reply.body.data);
  expect(rows).toEqual([
    ['会员等级', '缴费笔数', '优惠金额（元）', '实收会费（元）'],
    ['高级会员', 1, 0, 500],
    ['单位会员', 1, 500, 4500],
    ['合计', 2, 500, 5000],
  ]);
});

test('export writes text beginning with = + - @ as text, never a formula', async () => {
  const di = await s.postJson(
    '/api/system/DataInterface',
    {
      fullName: '公式文本',
      enCode: 'formulaText',
      category: 'dt-interface-category.base',
      type: 1,
      dataConfigJson: JSON.stringify({
        staticData: [
          { name: '=HYPERLINK("http://evil","x")' },
          { name: '+cmd' },
          { name: '-2+3' },
          { name: '@SUM(A1)' },
        ],
      }),
      enabledMark: 1,
    },
    { token: admin },
  );
  expect(di.body.code).toBe(200);
  const list = await s.get<PageResult<{ id: string }>>('/api/system/DataInterface', {
    token: admin,
    query: { keyword: 'formulaText' },
  });
  const id = await createReport('FormulaText', {
    source: { type: 'interface', id: list.body.data.list[0]!.id },
    columns: [{ title: '名称', field: 'name' }],
  });
  const reply = await s.postJson<DownloadReply>(`${BASE}/${id}/Actions/Export`, {}, { token: admin });
  const { sheet, rows } = await downloadSheet(s, reply.body.data);
  expect(rows.slice(1)).toEqual([['=HYPERLINK("http://evil","x")'], ['+cmd'], ['-2+3'], ['@SUM(A1)']]);
  for (const address of ['A2', 'A3', 'A4', 'A5']) {
    expect(sheet[address]).toMatchObject({ t: 's' });
    expect(sheet[address]).not.toHaveProperty('f');
  }
});
