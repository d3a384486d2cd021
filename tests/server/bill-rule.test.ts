import { desc, eq } from 'drizzle-orm';
import type { BillRuleForm, BillRuleListItem, PageResult } from '../../contract';
import { visualdevRecords } from '../../server/db/schema';
import { createTestServer, type TestServer } from './harness';

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const RULE = '/api/system/BillRule';
const valid = {
  fullName: '证书编号', enCode: 'CertNo', category: 'dt-business-type.member', prefix: 'ZS', dateFormat: 'yyyy',
  digit: 5, startNumber: '1', enabledMark: 1, sortCode: 10, description: '会员证书',
}; // prettier-ignore

describe('list and detail', () => {
  test('the paged list shows the category name, the creator and the last number', async () => {
    const reply = await s.get<PageResult<BillRuleListItem>>(RULE, {
      token: admin,
      query: { currentPage: '1', pageSize: '2' },
    });
    expect(reply.body.data.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 5 });
    // the last number: the one the newest seeded member record was given
    const [newest] = await s.db
      .select()
      .from(visualdevRecords)
      .where(eq(visualdevRecords.modelId, 'vd-member-register'))
      .orderBy(desc(visualdevRecords.creatorTime))
      .limit(1);
    expect(reply.body.data.list[0]).toMatchObject({
      fullName: '会员编号',
      enCode: 'MemberNo',
      category: '会员业务',
      categoryId: 'dt-business-type.member',
      creatorUser: '管理员/admin',
      outputNumber: newest.data.memberNo,
      digit: 4,
      startNumber: '1',
    });
  });

  test('filters by keyword, category and state; Selector lists enabled rules only', async () => {
    const byKeyword = await s.get<PageResult<BillRuleListItem>>(RULE, { token: admin, query: { keyword: '论文' } });
    expect(byKeyword.body.data.list.map((r) => r.enCode)).toEqual(['PaperNo']);
    const byCategory = await s.get<PageResult<BillRuleListItem>>(RULE, {
      token: admin,
      query: { categoryId: 'dt-business-type.academic' },
    });
    expect(byCategory.body.data.list.map((r) => r.enCode).sort()).toEqual(['ConferenceNo', 'FeedbackNo', 'PaperNo']);
    const selector = await s.get<PageResult<BillRuleListItem>>(`${RULE}/Selector`, { token: admin });
    expect(selector.body.data.pagination.total).toBe(5);
  });

  test('GET {id} has every dialog field and the example', async () => {
    const reply = await s.get<BillRuleForm>(`${RULE}/br-member-no`, { token: admin });
    expect(reply.body.data).toMatchObject({ prefix: 'HY', dateFormat: 'yyyyMMdd', digit: 4, type: 1 });
    expect(reply.body.data.example).toMatch(/^HY\d{8}0001$/);
  });
});

describe('writes', () => {
  const refusals: [string, Record<string, unknown>, string][] = [
    ['no name', { fullName: '' }, '请输入业务名称'],
    ['a long name', { fullName: '名'.repeat(51) }, '业务名称最多为50个字符！'],
    ['no code', { enCode: ' ' }, '请输入业务编码'],
    ['a long code', { enCode: 'c'.repeat(51) }, '业务编码最多为50个字符！'],
    ['no category', { category: '' }, '请选择业务分类'],
    ['an unknown category', { category: 'nope' }, '业务分类不存在'],
    ['no prefix', { prefix: '' }, '请输入流水前缀'],
    ['no date format', { dateFormat: '' }, '请选择流水日期'],
    ['a bad date format', { dateFormat: 'yyyy-MM' }, '流水日期格式不正确'],
    ['no digit', { digit: '' }, '请输入流水位数'],
    ['a zero digit', { digit: 0 }, '仅能输入正整数'],
    ['two digits', { digit: 12 }, '仅能输入正整数'],
    ['no start', { startNumber: '' }, '请输入流水起始'],
    ['a non-numeric start', { startNumber: '1a' }, '只能输入数字'],
    ['a zero start', { startNumber: '000' }, '流水起始不能为0'],
    ['a start longer than the digits', { startNumber: '123456' }, '流水起始不能超过流水位数'],
    ['a duplicate name', { fullName: '论文编号' }, '业务名称已存在'],
    ['a duplicate code', { enCode: 'PaperNo' }, '业务编码已存在'],
    ['a sort out of range', { sortCode: 1_000_000 }, '排序必须是0到999999之间的整数'],
  ];
  test.each(refusals)('refuses %s', async (_case, patch, msg) => {
    expect((await s.postJson(RULE, { ...valid, ...patch }, { token: admin })).body).toMatchObject({ code: 400, msg });
  });

  test('bad types are a 400, never a 500', async () => {
    for (const body of [undefined, [], { ...valid, type: 9 }, { ...valid, enabledMark: 'on' }]) {
      expect((await s.api('POST', RULE, { token: admin, json: body })).body.code).toBe(400);
    }
  });

  test('create, edit, toggle, delete; a used rule cannot be deleted', async () => {
    expect((await s.postJson(RULE, valid, { token: admin })).body).toMatchObject({ code: 200, msg: '新建成功' });
    const list = await s.get<PageResult<BillRuleListItem>>(RULE, { token: admin, query: { keyword: 'CertNo' } });
    const id = list.body.data.list[0].id;
    expect((await s.api('PUT', `${RULE}/${id}`, { token: admin, json: { ...valid, prefix: 'ZSH' } })).body.code).toBe(
      200,
    );
    expect((await s.get<BillRuleForm>(`${RULE}/${id}`, { token: admin })).body.data.prefix).toBe('ZSH');
    expect((await s.api('PUT', `${RULE}/${id}/Actions/State`, { token: admin })).body.code).toBe(200);
    expect((await s.get<BillRuleForm>(`${RULE}/${id}`, { token: admin })).body.data.enabledMark).toBe(0);
    expect((await s.api('DELETE', `${RULE}/${id}`, { token: admin })).body).toMatchObject({ code: 200 });

    await s.get('/api/system/BillRule/BillNumber/FeeReceipt', { token: admin });
    expect((await s.api('DELETE', `${RULE}/br-fee-receipt`, { token: admin })).body).toMatchObject({
      code: 400,
      msg: '单据规则已被使用，不能删除',
    });
  });

  test('administration needs the 单据规则 menu', async () => {
    const token = await s.login('zhangwei', 'User1234');
    expect((await s.get(RULE, { token })).body).toMatchObject({ code: 400, msg: '没有权限' });
    expect((await s.postJson(RULE, { ...valid, enCode: 'X1', fullName: '某规则' }, { token })).body).toMatchObject({
      code: 400,
      msg: '没有权限',
    });
    // the form widgets still get numbers
    expect((await s.get('/api/system/BillRule/BillNumber/MemberNo', { token })).body.code).toBe(200);
  });
});
