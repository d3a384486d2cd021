import * as XLSX from 'xlsx';
import type { ApiEnvelope, DownloadReply } from '../../contract';
import { visualdevModels } from '../../server/db/schema';
import { multipart } from './fileHelpers';
import type { TestServer } from './harness';

/**
 * The model of the import and export suites: a unique, pattern-checked code and a name under a complex header,
 * a number, static options (single and multiple), a date, a switch, a child table, and two fields an import
 * leaves out (an upload and a system field). Stored straight into the database; only an administrator has it.
 */

export const MODEL = 'vd-import-test';
export const OD = '/api/visualdev/OnlineDev';

const input = (vModel: string, label: string, extra: Record<string, unknown> = {}) => ({
  __vModel__: vModel,
  __config__: { jnpfKey: 'input', label, required: false, regList: [], ...extra },
});

const formData = {
  fields: [
    input('code', '编号', {
      required: true,
      unique: true,
      regList: [{ pattern: '/^[A-Z]{2}\\d{3}$/', message: '编号须为两个大写字母加三位数字' }],
    }),
    input('name', '名称', { required: true }),
    { __vModel__: 'qty', __config__: { jnpfKey: 'inputNumber', label: '数量' } },
    {
      __vModel__: 'level',
      __config__: { jnpfKey: 'select', label: '等级', required: true, dataType: 'static' },
      options: [
        { id: '1', fullName: '普通' },
        { id: '2', fullName: '重要' },
      ],
    },
    {
      __vModel__: 'tags',
      __config__: { jnpfKey: 'checkbox', label: '标签', dataType: 'static' },
      options: [
        { id: 'a', fullName: '甲' },
        { id: 'b', fullName: '乙' },
      ],
    },
    { __vModel__: 'day', __config__: { jnpfKey: 'datePicker', label: '日期' }, format: 'yyyy-MM-dd' },
    { __vModel__: 'active', __config__: { jnpfKey: 'switch', label: '启用' }, activeValue: 1, inactiveValue: 0 },
    {
      __vModel__: 'items',
      __config__: {
        jnpfKey: 'table',
        label: '明细',
        children: [
          input('sku', '货号', { required: true }),
          { __vModel__: 'count', __config__: { jnpfKey: 'inputNumber', label: '件数' } },
        ],
      },
    },
    { __vModel__: 'files', __config__: { jnpfKey: 'uploadFile', label: '附件' } },
    { __vModel__: 'creator', __config__: { jnpfKey: 'createUser', label: '创建人' } },
  ],
};

const columnData = {
  complexHeaderList: [{ fullName: '基本信息', childColumns: ['code', 'name'] }],
  btnsList: [{ value: 'add' }, { value: 'upload', label: '导入' }],
  columnList: [{ prop: 'code', label: '编号' }],
};

export async function insertImportModel(s: TestServer): Promise<void> {
  await s.db.insert(visualdevModels).values({
    id: MODEL,
    fullName: '导入测试',
    enCode: 'importTest',
    formData: JSON.stringify(formData),
    columnData: JSON.stringify(columnData),
  });
}

/** The template's header rows, then the data rows given (columns as the template lays them out). */
export const HEADER = [
  ['基本信息', null, '数量', '等级', '标签', '日期', '启用', '明细', null],
  ['编号', '名称', '数量', '等级', '标签', '日期', '启用', '货号', '件数'],
];

export function xlsxOf(rows: unknown[][], build?: (sheet: XLSX.WorkSheet) => void): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  build?.(sheet);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export async function upload(s: TestServer, token: string, file: Buffer, filename = 'data.xlsx') {
  const { payload, contentType } = multipart([{ name: 'file', value: file, filename }]);
  const reply = await s.app.inject({
    method: 'POST',
    url: `${s.config.apiBase}${OD}/Uploader`,
    payload,
    headers: { authorization: token, 'content-type': contentType },
  });
  return JSON.parse(reply.body) as ApiEnvelope<DownloadReply>;
}

/** Downloads a {name,url} reply's file and parses it. */
export async function downloadSheet(s: TestServer, link: DownloadReply) {
  const reply = await s.app.inject({ method: 'GET', url: s.config.apiBase + link.url });
  expect(reply.statusCode).toBe(200);
  const book = XLSX.read(reply.rawPayload, { type: 'buffer', cellFormula: true });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return { sheet, rows: XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: null, raw: true }) };
}
