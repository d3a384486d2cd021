import { eq } from 'drizzle-orm';
import type { MessageTemplateForm, MessageTemplateItem, PageResult, SendMessageConfig } from '../../contract';
import { messageTemplates } from '../../server/db/schema';
import { createTestServer, type TestServer } from './harness';

/** /api/message/MessageTemplateConfig (docs/contract.md). */

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const BASE = '/api/message/MessageTemplateConfig';
const list = async (query: Record<string, string> = {}, token = admin) =>
  (await s.get<PageResult<MessageTemplateItem>>(BASE, { token, query })).body;
const info = async (id: string) => (await s.get<Required<MessageTemplateForm>>(`${BASE}/${id}`, { token: admin })).body;
const site = {
  fullName: '会员入会欢迎',
  enCode: 'MemberWelcome',
  messageSource: '3',
  messageType: '1',
  title: '欢迎加入学会，{memberName}',
  sortCode: 5,
  enabledMark: 1,
  templateParamList: [
    { field: '@Title', fieldName: '标题' },
    { field: 'memberName', fieldName: '会员姓名' },
  ],
} satisfies MessageTemplateForm;

describe('reading', () => {
  test('the list is paged with dictionary names, creator and both lists parsed', async () => {
    const reply = await list();
    expect(reply.code).toBe(200);
    expect(reply.data.pagination).toMatchObject({ currentPage: 1, pageSize: 20, total: 7 });
    const sms = reply.data.list.find((t) => t.enCode === 'ScheduleSms');
    expect(sms).toMatchObject({
      messageType: '3',
      messageTypeName: '短信',
      messageSourceName: '日程',
      templateCode: 'SMS_276410235',
      creatorUser: '管理员/admin',
    });
    expect(sms?.smsFieldList.map((f) => f.smsField)).toEqual(['title', 'date', 'time']);
    expect(sms?.templateParamList[0]).toEqual({ field: '@Title', fieldName: '标题' });
  });

  test.each([
    [{ keyword: 'wechat' }, ['FeeWechat']],
    [{ messageType: '3' }, ['ScheduleSms']],
    [{ messageSource: '2' }, ['FlowTodoEmail']],
    [{ templateType: '1' }, ['NoticeSite', 'ScheduleRemind', 'PasswordExpire']],
    [{ enabledMark: '0' }, ['SystemDingTalk']],
  ])('filters %j', async (query, codes) => {
    expect((await list(query)).data.list.map((t) => t.enCode)).toEqual(codes);
  });

  test('GET {id} answers the full template; WeChat keeps jump mode, app id and the title flag', async () => {
    const reply = await info('mt-fee-wechat');
    expect(reply.data).toMatchObject({ messageType: '7', wxSkip: '1', xcxAppId: 'wx7e52b1c0a3d9f418' });
    expect(reply.data.smsFieldList.find((f) => f.isTitle === 1)?.smsField).toBe('first');
    expect(await info('nope')).toMatchObject({ code: 400, msg: '消息模板不存在' });
  });

  test('SendMessageConfig/{id} answers a minimal send configuration for any signed-in user', async () => {
    const token = await s.login('zhangwei', 'User1234');
    const reply = await s.get<SendMessageConfig>('/api/message/SendMessageConfig/mt-schedule-sms', { token });
    expect(reply.body.data).toMatchObject({ id: 'mt-schedule-sms', messageSource: '4' });
    expect(reply.body.data.templateList[0]).toMatchObject({ templateId: 'mt-schedule-sms', messageType: '3' });
    const missing = await s.get('/api/message/SendMessageConfig/nope', { token });
    expect(missing.body).toMatchObject({ code: 400, msg: '发送配置不存在' });
  });
});

describe('writing', () => {
  test('create, update and delete a site-message template', async () => {
    const created = await s.postJson(BASE, site, { token: admin });
    expect(created.body).toMatchObject({ code: 200, msg: '新建成功' });
    const row = (await list({ keyword: 'MemberWelcome' })).data.list[0];
    expect(row).toMatchObject({ templateType: 0, title: '欢迎加入学会，{memberName}', sortCode: 5 });
    const updated = await s.api('PUT', `${BASE}/${row.id}`, {
      token: admin,
      json: { ...site, fullName: '会员入会欢迎（新）', enabledMark: 0 },
    });
    expect(updated.body).toMatchObject({ code: 200, msg: '修改成功' });
    expect((await info(row.id)).data).toMatchObject({ fullName: '会员入会欢迎（新）', enabledMark: 0 });
    const removed = await s.api('DELETE', `${BASE}/${row.id}`, { token: admin });
    expect(removed.body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await info(row.id)).msg).toBe('消息模板不存在');
  });

  test('an SMS template keeps its code and variable table and drops title and content', async () => {
    const body = {
      ...site,
      enCode: 'WelcomeSms',
      messageType: '3',
      title: 'ignored',
      content: 'ignored',
      templateCode: 'SMS_1',
      smsFieldList: [{ smsField: 'name', field: 'memberName', isTitle: true }],
    };
    expect((await s.postJson(BASE, body, { token: admin })).body.code).toBe(200);
    const row = (await list({ keyword: 'WelcomeSms' })).data.list[0];
    expect(row).toMatchObject({ title: '', content: '', templateCode: 'SMS_1' });
    // the title flag belongs to WeChat only
    expect(row.smsFieldList).toEqual([{ smsField: 'name', field: 'memberName', isTitle: 0 }]);
  });

  test('copy makes a disabled custom template with a new name and code, system templates too', async () => {
    const copied = await s.postJson(`${BASE}/mt-notice-site/Actions/Copy`, undefined, { token: admin });
    expect(copied.body).toMatchObject({ code: 200, msg: '复制成功' });
    const copies = (await list({ keyword: 'NoticeSite' })).data.list.filter((t) => t.id !== 'mt-notice-site');
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ templateType: 0, enabledMark: 0, messageType: '1', title: '{@Title}' });
    expect(copies[0].fullName).toMatch(/^公告发布通知\.副本\d{4}$/);
    expect(copies[0].enCode).toMatch(/^NoticeSite\d{7}$/);
    expect(copies[0].templateParamList).toHaveLength(4);
    const missing = await s.postJson(`${BASE}/nope/Actions/Copy`, undefined, { token: admin });
    expect(missing.body).toMatchObject({ code: 400, msg: '消息模板不存在' });
  });

  test('system templates are neither edited nor deleted', async () => {
    const put = await s.api('PUT', `${BASE}/mt-notice-site`, { token: admin, json: { ...site, enCode: 'X1' } });
    expect(put.body).toMatchObject({ code: 400, msg: '系统模板不能修改或删除' });
    const del = await s.api('DELETE', `${BASE}/mt-notice-site`, { token: admin });
    expect(del.body).toMatchObject({ code: 400, msg: '系统模板不能修改或删除' });
  });
});

describe('bad input is refused with the spec messages, never a 500', () => {
  const long = 'x'.repeat(51);
  test.each([
    ['no name', { fullName: '' }, '请输入名称'],
    ['a long name', { fullName: long }, '名称最多为50个字符！'],
    ['no code', { enCode: ' ' }, '请输入编码'],
    ['a long code', { enCode: 'c'.repeat(51) }, '编码最多为50个字符！'],
    ['a code with symbols', { enCode: 'a-b' }, '只能输入英文、数字和小数点且小数点不能放在首尾'],
    ['a duplicate code', { enCode: 'ScheduleSms' }, '编码已存在'],
    ['no source', { messageSource: '' }, '请选择消息来源'],
    ['an unknown type', { messageType: '99' }, '消息类型不正确'],
    ['no title', { title: '' }, '请输入消息标题'],
    ['a sort out of range', { sortCode: 1_000_000 }, '排序必须是0到999999之间的整数'],
    [
      'a bad parameter name',
      { templateParamList: [{ field: '1abc', fieldName: 'x' }] },
      '只能输入大小写英文字母、数字、下划线组合，且不能数字、下划线开头',
    ],
    [
      'a repeated parameter',
      {
        templateParamList: [
          { field: 'a', fieldName: 'x' },
          { field: 'a', fieldName: 'y' },
        ],
      },
      '参数名重复，请重新输入',
    ],
    ['an SMS without code', { messageType: '3', templateCode: '' }, '请输入模板编号'],
    [
      'a repeated SMS variable',
      {
        messageType: '3',
        templateCode: 'T',
        smsFieldList: [
          { smsField: 'a', field: '' },
          { smsField: 'a', field: '' },
        ],
      },
      "第2行短信变量'a'已重复",
    ],
    [
      'WeChat mini-program without app id',
      { messageType: '7', templateCode: 'T', wxSkip: '1', xcxAppId: '' },
      '请输入关联小程序ID',
    ],
    [
      'two WeChat titles',
      {
        messageType: '7',
        templateCode: 'T',
        wxSkip: '2',
        smsFieldList: [
          { smsField: 'a', field: '', isTitle: 1 },
          { smsField: 'b', field: '', isTitle: 1 },
        ],
      },
      '只能选择一个标题',
    ],
  ])('%s', async (_name, patch, msg) => {
    const reply = await s.postJson(BASE, { ...site, enCode: 'BadOne', ...patch }, { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 400, msg });
  });

  test('malformed bodies and ids get a 400 envelope', async () => {
    for (const body of [{ templateParamList: 'x' }, { sortCode: 'abc' }, { smsFieldList: [1] }]) {
      const reply = await s.postJson(BASE, { ...site, ...body }, { token: admin });
      expect(reply.status).toBe(200);
      expect(reply.body.code).toBe(400);
    }
    const reply = await s.get(`${BASE}/${'x'.repeat(200)}`, { token: admin });
    expect(reply.body.code).toBe(400);
    expect(await s.db.select().from(messageTemplates).where(eq(messageTemplates.enCode, site.enCode))).toHaveLength(0);
  });

  test('a user without the 消息模板 menu gets 没有权限, not data', async () => {
    const token = await s.login('zhangwei', 'User1234');
    expect(await list({}, token)).toMatchObject({ code: 400, msg: '没有权限', data: null });
    const created = await s.postJson(BASE, { ...site, enCode: 'NoRight' }, { token });
    expect(created.body).toMatchObject({ code: 400, msg: '没有权限' });
    expect((await s.postJson(`${BASE}/mt-flow-email/Actions/Copy`, undefined, { token })).body.msg).toBe('没有权限');
  });
});
