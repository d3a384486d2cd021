import { eq } from 'drizzle-orm';
import type { DownloadReply, ImportDataReply, ImportPreviewReply, ImportRow } from '../../contract';
import { visualdevRecords } from '../../server/db/schema';
import { createTestServer, type TestServer } from './harness';
import { downloadSheet, OD, upload } from './modelImportFixture';
import { addLookalikes, insertKindsModel, KINDS, memberId, sheetOf, type Cells } from './modelImportKindsFixture';

/**
 * Import and export of the fields that name people, organisations, areas and other records, and of ranges:
 * the template and the export write names and paths, the import resolves them to the stored ids, an unknown
 * or ambiguous name or a reversed range refuses its whole row with the reason, and an export imports again
 * into the same values.
 */

let s: TestServer;
let admin: string;
let header: unknown[][];

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
  await insertKindsModel(s);
  const link = await s.get<DownloadReply>(`${OD}/${KINDS}/TemplateDownload`, { token: admin });
  header = (await downloadSheet(s, link.body.data)).rows.slice(0, 2);
});
afterAll(() => s.close());

const stored = async () =>
  (await s.db.select().from(visualdevRecords).where(eq(visualdevRecords.modelId, KINDS))).map((r) => r.data);
const importRows = (list: ImportRow[]) =>
  s.postJson<ImportDataReply>(`${OD}/${KINDS}/ImportData`, { list }, { token: admin });

async function previewOf(records: Cells[]) {
  const up = await upload(s, admin, sheetOf(header, records));
  return (
    await s.get<ImportPreviewReply>(`${OD}/${KINDS}/ImportPreview`, { token: admin, query: { fileName: up.data.name } })
  ).body.data;
}

const good: Cells = {
  标题: '好行',
  负责人: '张伟',
  成员: '李娜/lina, 会员部',
  所属组织: '中华学会/会员部/个人会员科',
  协办组织: '中华学会/学术部；中华学会/财务部',
  部门: '秘书处',
  岗位: '会员部主任',
  角色: 'staff',
  分组: '学术委员会,青年工作委员会',
  地区: '北京市/北京市/海淀区',
  会员: '林晓雯',
  对接会员: '王浩然',
  见证人: '李娜，王芳',
  期间: '2024-03-01 至 2024-03-15',
  时段: '08:30 ~ 17:00',
  规模: '5 ~ 20',
  附件: 'a.pdf',
  '明细.人员': 'wangfang',
  '明细.单位': '财务部',
  '明细.区间': '1~2',
};

test('the template names every picker, relation and range column, and leaves the upload field out', () => {
  expect(header[1]).toEqual([
    '标题', '负责人', '成员', '所属组织', '协办组织', '部门', '岗位', '角色', '分组', '地区', '会员', '对接会员', '见证人',
    '期间', '时段', '规模', '人员', '单位', '区间',
  ]); // prettier-ignore
  expect(header[0]!.slice(16)).toEqual(['明细', null, null]);
});

test('the preview shows names as the platform writes them; the import stores the ids', async () => {
  const [row] = (await previewOf([good])).dataRow;
  expect(row).toMatchObject({
    owner: '张伟/zhangwei',
    members: '李娜/lina,会员部',
    org: '中华学会/会员部/个人会员科',
    orgs: '中华学会/学术部;中华学会/财务部',
    role: '普通员工',
    witnesses: '李娜,王芳',
    period: '2024-03-01 至 2024-03-15',
    hours: '08:30 至 17:00',
    size: '5 ~ 20',
    lines: [{ person: '王芳/wangfang', unit: '财务部', range: '1 ~ 2' }],
  });
  const reply = await importRows([row!]);
  expect(reply.body.data).toMatchObject({ snum: 1, fnum: 0, resultType: 0 });
  const [data] = await stored();
  expect(data).toEqual({
    title: '好行',
    owner: 'user-zhangwei',
    members: ['user-lina--user', 'dept-member--department'],
    org: ['org-society', 'dept-member', 'dept-member-personal'],
    orgs: [['org-society', 'dept-academic'], ['org-society', 'dept-finance']],
    dept: 'dept-secretariat',
    post: 'pos-member-director',
    role: 'role-staff',
    group: ['grp-academic-committee', 'grp-youth'],
    area: ['110000', '110100', '110108'],
    member: await memberId(s, '林晓雯'),
    contact: await memberId(s, '王浩然'),
    witnesses: ['user-lina', 'user-wangfang'],
    period: [new Date(2024, 2, 1).getTime(), new Date(2024, 2, 15).getTime()],
    hours: ['08:30', '17:00'],
    size: [5, 20],
    lines: [{ person: 'user-wangfang', unit: 'dept-finance', range: [1, 2] }],
  }); // prettier-ignore
});

test('an unknown name, a reversed range or a bad child cell refuses its whole row with every reason', async () => {
  const before = (await stored()).length;
  const rows = (
    await previewOf([
      { ...good, 标题: '未知', 负责人: '无名氏', 地区: '北京市/火星区', 会员: '不存在的会员' },
      { ...good, 标题: '反向', 规模: '20 ~ 5', 期间: '2024-03-15 至 2024-03-01', 时段: '8:30' },
      { ...good, 标题: '子表', '明细.人员': '路人甲', '明细.区间': '9 ~ 1' },
      { ...good, 标题: '单值', 负责人: '张伟,李娜' },
    ])
  ).dataRow;
  const reply = await importRows(rows);
  expect(reply.body.data).toMatchObject({ snum: 0, fnum: 4, resultType: 1 });
  expect(reply.body.data.failResult.map((r) => [r.title, r.errorsInfo])).toEqual([
    ['未知', '负责人的值“无名氏”不存在；地区的值“北京市/火星区”不存在；会员的值“不存在的会员”不存在'],
    ['反向', '期间开始时间不能大于结束时间；时段格式不正确，应为“开始 至 结束”；规模最小值不能大于最大值'],
    ['子表', '明细第1行：人员的值“路人甲”不存在；明细第1行：区间最小值不能大于最大值'],
    ['单值', '负责人只能填写一个值'],
  ]);
  // the failed rows come back as typed, for the error report
  expect(reply.body.data.failResult[0]!.owner).toBe('无名氏');
  expect(await stored()).toHaveLength(before);
});

test('a shared name is refused as ambiguous; the full path or 姓名/账号 names one', async () => {
  await addLookalikes(s);
  const shared = { ...good, 标题: '重名', 负责人: '张伟', 成员: '会员部', '明细.单位': '会员部' };
  const reply = await importRows((await previewOf([shared])).dataRow);
  expect(reply.body.data.failResult.map((r) => r.errorsInfo)).toEqual([
    '负责人的值“张伟”不唯一，请填写“姓名/账号”；成员的值“会员部”不唯一，请填写“姓名/账号”或组织的完整路径；' +
      '明细第1行：单位的值“会员部”不唯一，请填写完整路径，如“中华学会/会员部”',
  ]);
  const exact = {
    ...shared,
    标题: '全名',
    负责人: '张伟/zw.lookalike',
    成员: '中华学会/中华学会上海分会/会员部',
    '明细.单位': '中华学会/会员部',
  };
  const [row] = (await previewOf([exact])).dataRow;
  expect((await importRows([row!])).body.data.snum).toBe(1);
  const data = (await stored()).find((d) => d.title === '全名')!;
  expect(data).toMatchObject({ owner: 'user-zhangwei-2', members: ['dept-sh-member--department'] });
  expect(data.lines).toEqual([{ person: 'user-wangfang', unit: 'dept-member', range: [1, 2] }]);
});

test('an export imports again into the same values (the upload column is ignored)', async () => {
  const records = await s.db.select().from(visualdevRecords).where(eq(visualdevRecords.modelId, KINDS));
  const body = { selectIds: records.map((r) => r.id) };
  const link = await s.postJson<DownloadReply>(`${OD}/${KINDS}/Actions/ExportData`, body, { token: admin });
  expect(link.body.code).toBe(200);
  const { rows } = await downloadSheet(s, link.body.data);
  // the export shows what a person reads, qualified where a name is shared
  const labels = rows[1]!.map(String);
  const cell = (title: string, label: string) => rows.slice(2).find((r) => r[0] === title)![labels.indexOf(label)];
  expect([cell('全名', '负责人'), cell('全名', '成员')]).toEqual([
    '张伟/zw.lookalike',
    '中华学会/中华学会上海分会/会员部',
  ]);
  expect(['期间', '时段', '规模', '单位'].map((label) => cell('好行', label))).toEqual([
    '2024-03-01 至 2024-03-15',
    '08:30 至 17:00',
    '5 ~ 20',
    '财务部',
  ]);
  expect(cell('全名', '单位')).toBe('中华学会/会员部');

  const file = await s.app.inject({ method: 'GET', url: s.config.apiBase + link.body.data.url });
  const up = await upload(s, admin, file.rawPayload);
  const query = { fileName: up.data.name };
  const preview = await s.get<ImportPreviewReply>(`${OD}/${KINDS}/ImportPreview`, { token: admin, query });
  await s.db.delete(visualdevRecords).where(eq(visualdevRecords.modelId, KINDS));
  const again = await importRows(preview.body.data.dataRow);
  expect(again.body.data).toMatchObject({ snum: records.length, fnum: 0 });
  const byTitle = (list: Record<string, unknown>[]) => new Map(list.map((d) => [d.title, d]));
  expect(byTitle(await stored())).toEqual(byTitle(records.map((r) => r.data)));
});
