import { and, eq } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { ZipFile } from 'yazl';
import type { DownloadReply, ImportDataReply, ImportPreviewReply, ImportRow } from '../../contract';
import { visualdevRecords } from '../../server/db/schema';
import { createTestServer, type TestServer } from './harness';
import { downloadSheet, HEADER, insertImportModel, MODEL, OD, upload, xlsxOf } from './modelImportFixture';

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
  await insertImportModel(s);
});
afterAll(() => s.close());

const preview = (fileName: string, token = admin) =>
  s.get<ImportPreviewReply>(`${OD}/${MODEL}/ImportPreview`, { token, query: { fileName } });
const importRows = (list: ImportRow[], token = admin) =>
  s.postJson<ImportDataReply>(`${OD}/${MODEL}/ImportData`, { list }, { token });
const stored = async () =>
  (await s.db.select().from(visualdevRecords).where(eq(visualdevRecords.modelId, MODEL))).map((r) => r.data);

/** Uploads rows under the template's header and previews them. */
async function previewOf(rows: unknown[][], build?: (sheet: XLSX.WorkSheet) => void) {
  const up = await upload(s, admin, xlsxOf([...HEADER, ...rows], build));
  expect(up.code).toBe(200);
  return preview(up.data.name);
}

describe('template', () => {
  test('the template holds the importable fields, grouped under the complex header and the child table', async () => {
    const reply = await s.get<DownloadReply>(`${OD}/${MODEL}/TemplateDownload`, { token: admin });
    expect(reply.body.data.name).toBe('导入测试导入模板.xlsx');
    const { sheet, rows } = await downloadSheet(s, reply.body.data);
    expect(rows).toEqual(HEADER);
    const merges = (sheet['!merges'] ?? []).map((m) => XLSX.utils.encode_range(m)).sort();
    expect(merges).toEqual(['A1:B1', 'C1:C2', 'D1:D2', 'E1:E2', 'F1:F2', 'G1:G2', 'H1:I1'].sort());
  });
});

describe('upload', () => {
  test('only xls and xlsx files are taken', async () => {
    expect(await upload(s, admin, Buffer.from('a,b\n1,2'), 'data.csv')).toMatchObject({
      code: 400,
      msg: '请选择xls或xlsx类型的文件',
    });
    // named xlsx but not a spreadsheet
    expect(await upload(s, admin, Buffer.from('<html></html>'), 'data.xlsx')).toMatchObject({
      code: 400,
      msg: '文件格式不正确，无法读取',
    });
  });

  test('a file over 500 KB is refused with the wizard message', async () => {
    const big = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(501 * 1024)]);
    expect(await upload(s, admin, big, 'big.xlsx')).toMatchObject({ code: 400, msg: '文件大小不能超过500KB' });
  });

  test("another user cannot preview the caller's file", async () => {
    const up = await upload(s, admin, xlsxOf([...HEADER, ['AB001', '甲', 1, '普通', '', '', '', '', '']]));
    const other = await s.login('zhangwei', 'User1234');
    const reply = await s.get(`${OD}/vd-member-register/ImportPreview`, {
      token: other,
      query: { fileName: up.data.name },
    });
    expect(reply.body).toMatchObject({ code: 400, msg: '没有权限' });
    expect((await preview('../../etc/passwd.xlsx')).body).toMatchObject({
      code: 400,
      msg: '导入文件不存在或已过期，请重新上传',
    });
  });
});

describe('preview', () => {
  test('cells are converted to the widgets values; continuation rows nest under the child table', async () => {
    const reply = await previewOf([
      ['AB001', '螺丝', 3, '重要', '甲,乙', '2024-03-05', '开', 'S-1', 2],
      [null, null, null, null, null, null, null, 'S-2', 5],
      ['AB002', '螺母', '7', '2', '乙', 45356, '关', null, null],
    ]);
    expect(reply.status).toBe(200);
    expect(reply.body.data.dataRow).toEqual([
      {
        code: 'AB001', name: '螺丝', qty: 3, level: '2', tags: ['a', 'b'], day: new Date(2024, 2, 5).getTime(), active: 1,
        items: [{ sku: 'S-1', count: 2 }, { sku: 'S-2', count: 5 }],
      },
      { code: 'AB002', name: '螺母', qty: 7, level: '2', tags: ['b'], day: new Date(2024, 2, 5).getTime(), active: 0, items: [] },
    ]); // prettier-ignore
    const header = reply.body.data.headerRow;
    expect(header.map((h) => [h.id, h.jnpfKey])).toEqual([
      ['complexHeader-基本信息', 'complexHeader'],
      ['qty', 'inputNumber'],
      ['level', 'select'],
      ['tags', 'checkbox'],
      ['day', 'datePicker'],
      ['active', 'switch'],
      ['items', 'table'],
    ]);
    expect(header[0]!.children!.map((c) => c.id)).toEqual(['code', 'name']);
    expect(header[2]!.options).toEqual([
      { id: '1', fullName: '普通' },
      { id: '2', fullName: '重要' },
    ]);
    expect(header[6]!.children!.map((c) => c.fullName)).toEqual(['货号', '件数']);
    expect(header[5]!.options).toEqual([
      { id: 1, fullName: '开' },
      { id: 0, fullName: '关' },
    ]);
  });

  test('more than 1,000 data rows is refused', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => [`XX${i}`, '名', 1, '普通']);
    expect((await previewOf(rows)).body).toMatchObject({ code: 400, msg: '导入数据不能超过1000条' });
    expect((await previewOf(rows.slice(0, 1000))).body.data.dataRow).toHaveLength(1000);
  });

  test('a formula cell gives its cached value and is never evaluated; typed = text stays text', async () => {
    const reply = await previewOf([['AB003', '=1+1', null, '普通']], (sheet) => {
      sheet.C3 = { t: 'n', f: 'SUM(1,2)', v: 3 };
      sheet.H3 = { t: 'n', f: 'NOW()' }; // no cached value: empty
    });
    // the empty switch is the switch left off
    expect(reply.body.data.dataRow).toEqual([
      { code: 'AB003', name: '=1+1', qty: 3, level: '1', active: 0, items: [] },
    ]);
  });

  test('an xls (BIFF8) file reads like an xlsx', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([...HEADER, ['AB004', '垫圈', 2, '重要', null, null, '关', 'W-1', 4]]);
    sheet['!merges'] = [XLSX.utils.decode_range('A1:B1'), XLSX.utils.decode_range('H1:I1')];
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
    const up = await upload(s, admin, XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer, '旧版.xls');
    expect(up.data.name).toMatch(/\.xls$/);
    expect((await preview(up.data.name)).body.data.dataRow).toEqual([
      { code: 'AB004', name: '垫圈', qty: 2, level: '2', active: 0, items: [{ sku: 'W-1', count: 4 }] },
    ]);
  });

  test('a malformed xlsx and a zip bomb are refused with a 400, not a crash', async () => {
    const truncated = xlsxOf(HEADER).subarray(0, 300);
    const up = await upload(s, admin, truncated, 'broken.xlsx');
    expect((await preview(up.data.name)).body).toMatchObject({ code: 400, msg: '文件格式不正确，无法读取' });

    const zip = new ZipFile();
    zip.addBuffer(Buffer.alloc(64 * 1024 * 1024, 0x20), 'xl/worksheets/sheet1.xml');
    zip.end();
    const parts: Buffer[] = [];
    for await (const chunk of zip.outputStream) parts.push(chunk as Buffer);
    const bomb = Buffer.concat(parts);
    expect(bomb.length).toBeLessThan(500 * 1024);
    const upBomb = await upload(s, admin, bomb, 'bomb.xlsx');
    expect((await preview(upBomb.data.name)).body).toMatchObject({ code: 400, msg: '文件内容过大，无法读取' });
  });

  test('a sheet without the template headers is refused', async () => {
    const up = await upload(
      s,
      admin,
      xlsxOf([
        ['甲', '乙'],
        [1, 2],
      ]),
    );
    expect((await preview(up.data.name)).body).toMatchObject({
      code: 400,
      msg: '导入模板不正确，请下载模板后重新导入',
    });
  });
});

describe('import', () => {
  test('good rows are stored whole with exact counts; bad rows come back with every reason', async () => {
    const { body } = await previewOf([
      ['CD001', '垫片', 4, '普通', '甲', '2024-01-02', '是', 'P-1', 1],
      ['CD002', '弹簧', 5, '重要', null, null, null, 'P-2', 2],
      [null, null, null, null, null, null, null, 'P-3', 3],
      ['cd3', null, 'x', '紧急', '丙', '2024-13-40', null, null, null],
      ['CD004', '轴承', 1, '普通', null, null, null, null, 'no sku'],
    ]);
    const reply = await importRows(body.data.dataRow);
    expect(reply.body.data).toMatchObject({ snum: 2, fnum: 2, resultType: 1 });
    const reasons = reply.body.data.failResult.map((r) => [r.code, r.errorsInfo]);
    expect(reasons).toEqual([
      ['cd3', '数量应为数字；等级的值“紧急”不存在；标签的值“丙”不存在；日期日期格式不正确'],
      ['CD004', '明细第1行：件数应为数字'],
    ]);
    const rows = (await stored()).filter((r) => String(r.code).startsWith('CD'));
    expect(rows).toHaveLength(2);
    const second = rows.find((r) => r.code === 'CD002')!;
    expect(second).toMatchObject({
      name: '弹簧',
      qty: 5,
      level: '2',
      items: [
        { sku: 'P-2', count: 2 },
        { sku: 'P-3', count: 3 },
      ],
    });
    expect(second.creator).toBe('管理员/admin');
    expect(second).not.toHaveProperty('files');
  });

  test('dates of 1969 and 1970, previewed to epoch milliseconds, are imported as the same dates', async () => {
    const { body } = await previewOf([
      ['QX901', '垫圈', 1, '普通', null, '1969-12-25', null, null, null],
      ['QX902', '卡簧', 1, '普通', null, '1970-03-01', null, null, null],
    ]);
    const reply = await importRows(body.data.dataRow);
    expect(reply.body.data).toMatchObject({ snum: 2, fnum: 0 });
    const days = (await stored()).filter((r) => String(r.code).startsWith('QX')).map((r) => r.day);
    expect(days.sort()).toEqual([new Date(1969, 11, 25).getTime(), new Date(1970, 2, 1).getTime()].sort());
  });

  test('the model rules apply to every row: required, pattern, required child cells', async () => {
    const reply = await importRows([
      { code: 'EF001', level: '1' },
      { code: 'bad', name: '乙', level: '1' },
      { code: 'EF003', name: '丙', level: '1', items: [{ count: 1 }] },
      { code: 'EF004', name: '丁', level: '普通' },
    ]);
    expect(reply.body.data.snum).toBe(1);
    expect(reply.body.data.failResult.map((r) => r.errorsInfo)).toEqual([
      '名称不能为空',
      '编号须为两个大写字母加三位数字',
      '货号不能为空',
    ]);
    expect((await stored()).filter((r) => String(r.code).startsWith('EF')).map((r) => r.code)).toEqual(['EF004']);
  });

  test('a unique field may be neither stored already nor twice in the file', async () => {
    expect((await importRows([{ code: 'GH001', name: '一', level: '1' }])).body.data.snum).toBe(1);
    const reply = await importRows([
      { code: 'GH001', name: '重复已有', level: '1' },
      { code: 'GH002', name: '首次', level: '1' },
      { code: 'GH002', name: '文件内重复', level: '1' },
    ]);
    expect(reply.body.data).toMatchObject({ snum: 1, fnum: 2, resultType: 1 });
    expect(reply.body.data.failResult.map((r) => [r.name, r.errorsInfo])).toEqual([
      ['重复已有', '编号不能重复'],
      ['文件内重复', '编号不能重复'],
    ]);
    const gh = await s.db
      .select()
      .from(visualdevRecords)
      .where(and(eq(visualdevRecords.modelId, MODEL)));
    expect(
      gh
        .filter((r) => String(r.data.code).startsWith('GH'))
        .map((r) => r.data.name)
        .sort(),
    ).toEqual(['一', '首次'].sort());
  });

  test('an empty list is 导入数据为空; all good rows give resultType 0', async () => {
    expect((await importRows([])).body).toMatchObject({ code: 400, msg: '导入数据为空' });
    expect((await importRows([{ code: 'IJ001', name: '好', level: '普通' }])).body.data).toEqual({
      snum: 1,
      fnum: 0,
      resultType: 0,
      failResult: [],
    });
  });

  test('the error report lists the failed rows with 异常原因 first', async () => {
    const failed = [
      {
        code: 'cd3',
        name: '',
        qty: 'x',
        level: '紧急',
        items: [{ sku: 'A' }, { sku: 'B' }],
        errorsInfo: '数量应为数字',
      },
    ];
    const reply = await s.postJson<DownloadReply>(
      `${OD}/${MODEL}/ImportExceptionData`,
      { list: failed },
      { token: admin },
    );
    expect(reply.body.data.name).toMatch(/^导入测试导入错误报告_\d{14}\.xlsx$/);
    const { rows } = await downloadSheet(s, reply.body.data);
    expect(rows[0]).toEqual(['异常原因', ...HEADER[0]!]);
    expect(rows[1]).toEqual(['异常原因', ...HEADER[1]!]);
    expect(rows.slice(2)).toEqual([
      ['数量应为数字', 'cd3', null, 'x', '紧急', null, null, null, 'A', null],
      [null, null, null, null, null, null, null, null, 'B', null],
    ]);
  });
});

describe('permission', () => {
  test('a user without the model menu, or without btn_upload, is refused', async () => {
    const token = await s.login('zhangwei', 'User1234');
    expect((await s.get(`${OD}/${MODEL}/TemplateDownload`, { token })).body).toMatchObject({
      code: 400,
      msg: '没有权限',
    });
    expect((await importRows([{ code: 'ZZ001', name: '越权', level: '1' }], token)).body).toMatchObject({
      code: 400,
      msg: '没有权限',
    });
    // 会员登记: a menu he has, with btn_add but not btn_upload
    expect((await s.get(`${OD}/vd-member-register/TemplateDownload`, { token })).body).toMatchObject({
      code: 400,
      msg: '没有权限',
    });
    expect((await stored()).some((r) => r.code === 'ZZ001')).toBe(false);
  });
});
