import type { BillRuleForm, DownloadReply, PageResult, BillRuleListItem } from '../../contract';
import { billRuleExample } from '../../renderers/screen/billRuleExample';
import { createTestServer, type TestServer } from './harness';

/**
 * The dialog's example ($helpers.billRuleExample) is what the rule will really issue: the first BillNumber of
 * a new rule equals it, and so does the example the server stores. Also the .bb export → import round trip.
 */

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const RULE = '/api/system/BillRule';
const base = { category: 'dt-business-type.member', enabledMark: 1, sortCode: 0, description: '' };

const cases: [string, string, number, string][] = [
  ['EX1', 'yyyyMMdd', 4, '1'],
  ['EX2', 'yyyyMM', 5, '12'],
  ['EX3', 'yyyy', 3, '7'],
  ['EX4', 'no', 6, '1'],
  ['EX5', 'no', 4, '0012'],
  ['EX6', 'YYYYMMDD', 3, '00012'],
  ['EX7', 'no', 1, '9'],
];

test.each(cases)(
  'rule %s (%s, %i digits, start %s): first BillNumber = the example',
  async (code, fmt, digit, start) => {
    const form = {
      ...base,
      fullName: `范例${code}`,
      enCode: code,
      prefix: code,
      dateFormat: fmt,
      digit,
      startNumber: start,
    };
    expect((await s.postJson(RULE, form, { token: admin })).body).toMatchObject({ code: 200 });
    const expected = billRuleExample(form);
    const list = await s.get<PageResult<BillRuleListItem>>(RULE, { token: admin, query: { keyword: code } });
    const info = await s.get<BillRuleForm>(`${RULE}/${list.body.data.list[0].id}`, { token: admin });
    expect(info.body.data.example).toBe(expected);
    const number = await s.get<string>(`${RULE}/BillNumber/${code}`, { token: admin });
    expect(number.body).toMatchObject({ code: 200, data: expected });
  },
);

describe('.bb export and import', () => {
  async function upload(content: string, type: string, filename = 'rule.bb') {
    const boundary = '----jnpfBbBoundary';
    const payload = [
      `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}`,
      `--${boundary}--\r\n`,
    ].join('\r\n');
    const reply = await s.app.inject({
      method: 'POST',
      url: `${s.config.apiBase}${RULE}/Actions/Import`,
      payload,
      headers: { authorization: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    return JSON.parse(reply.body) as { code: number; msg: string };
  }

  test('export gives the rule as a .bb file; importing it skips (0) or copies (1)', async () => {
    const reply = await s.get<DownloadReply>(`${RULE}/br-paper-no/Actions/Export`, { token: admin });
    expect(reply.body.data.name).toMatch(/^论文编号_\d{14}\.bb$/);
    const file = await s.app.inject({ method: 'GET', url: s.config.apiBase + reply.body.data.url });
    const content = file.body;
    expect(JSON.parse(content)).toMatchObject({ enCode: 'PaperNo', prefix: 'LW', dateFormat: 'yyyyMM', digit: 5 });

    expect(await upload(content, '0')).toMatchObject({ code: 200, msg: '导入成功，已跳过1条重复数据' });
    expect(await upload(content, '1')).toMatchObject({ code: 200, msg: '导入成功' });
    const copies = await s.get<PageResult<BillRuleListItem>>(RULE, { token: admin, query: { keyword: 'PaperNo_' } });
    expect(copies.body.data.list).toHaveLength(1);
    expect(copies.body.data.list[0]).toMatchObject({ outputNumber: '', digit: 5 });
  });

  test.each([
    ['not JSON', 'nonsense', '0', 'x.bb', '导入文件格式错误'],
    ['a wrong extension', '{}', '0', 'x.bdd', '请选择.bb类型的文件'],
    ['no mode', '{}', '', 'x.bb', '请选择识别重复'],
    ['a rule without a name', '{"enCode":"X"}', '0', 'x.bb', '请输入业务名称'],
  ])('refuses %s', async (_case, content, mode, filename, msg) => {
    expect(await upload(content, mode, filename)).toMatchObject({ code: 400, msg });
  });

  test('export and import need their buttons', async () => {
    const token = await s.login('zhangwei', 'User1234');
    expect((await s.get(`${RULE}/br-paper-no/Actions/Export`, { token })).body).toMatchObject({
      code: 400,
      msg: '没有权限',
    });
  });
});
