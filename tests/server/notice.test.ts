import { and, eq } from 'drizzle-orm';
import type { NoticeInfo, NoticeItem, PageResult } from '../../contract';
import { messages, notices } from '../../server/db/schema';
import { createTestServer, type TestServer } from './harness';

/** /api/message/Notice (docs/contract.md): drafts, validation, permissions. Releasing: notice-release.test.ts. */

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const BASE = '/api/message/Notice';
const draft = {
  title: '年会通知',
  bodyText: '<p>请各位会员<strong>准时</strong>参加</p>',
  excerpt: '年会安排',
  category: '1',
  toUserIds: 'user-zhangwei--user,role-sysadmin--role',
  files: '[]',
};

async function list(body: Record<string, unknown> = {}, token = admin) {
  return (await s.api<PageResult<NoticeItem>>('POST', `${BASE}/List`, { token, json: body })).body;
}
const info = async (id: string, token = admin) => (await s.get<NoticeInfo>(`${BASE}/${id}`, { token })).body;
async function create(body: Record<string, unknown>, token = admin) {
  return (await s.postJson(BASE, body, { token })).body;
}
/** creates a draft and answers its id (found by its unique title) */
async function createDraft(title: string, extra: Record<string, unknown> = {}): Promise<string> {
  expect(await create({ ...draft, ...extra, title })).toMatchObject({ code: 200, msg: '新建成功' });
  const [row] = await s.db.select({ id: notices.id }).from(notices).where(eq(notices.title, title));
  return row.id;
}

describe('drafts', () => {
  test('create, list, read, update and delete a draft', async () => {
    const id = await createDraft('年会通知 A');
    const row = (await list({ keyword: '年会通知 A' })).data.list[0];
    expect(row).toMatchObject({
      id,
      enabledMark: 0,
      category: '1',
      categoryName: '公告',
      releaseUser: '',
      releaseTime: null,
      creatorUser: '管理员/admin',
    });
    const read = await info(id);
    expect(read.data).toMatchObject({ bodyText: draft.bodyText, excerpt: '年会安排', files: '[]', version: 0 });
    expect(read.data.toUserIds.split(',').sort()).toEqual(['role-sysadmin--role', 'user-zhangwei--user']);

    const put = await s.api('PUT', `${BASE}/${id}`, {
      token: admin,
      json: { ...draft, title: '年会通知 B', toUserIds: ['dept-member--department'], version: 0 },
    });
    expect(put.body).toMatchObject({ code: 200, msg: '修改成功' });
    expect((await info(id)).data).toMatchObject({
      title: '年会通知 B',
      toUserIds: 'dept-member--organize',
      version: 1,
    });

    const stale = await s.api('PUT', `${BASE}/${id}`, { token: admin, json: { ...draft, version: 0 } });
    expect(stale.body).toMatchObject({ code: 400, msg: '数据已被他人修改，请刷新后重试' });

    expect((await s.api('DELETE', `${BASE}/${id}`, { token: admin })).body).toMatchObject({ code: 200 });
    expect(await info(id)).toMatchObject({ code: 400, msg: '公告不存在' });
  });

  test('null expiry and null version mean none (the validator must not read them as 0)', async () => {
    const id = await createDraft('无过期时间', { expirationTime: null, version: null });
    expect((await info(id)).data.expirationTime).toBeNull();
    const put = await s.api('PUT', `${BASE}/${id}`, {
      token: admin,
      json: { ...draft, title: '无过期时间', expirationTime: '', version: null },
    });
    expect(put.body).toMatchObject({ code: 200 });
    const later = Date.now() + 86_400_000;
    await s.api('PUT', `${BASE}/${id}`, {
      token: admin,
      json: { ...draft, title: '无过期时间', expirationTime: later },
    });
    expect((await info(id)).data.expirationTime).toBe(later);
  });

  test('the list pages, searches by keyword and filters by state', async () => {
    await createDraft('会费缴纳提醒');
    await createDraft('学术论坛征稿');
    const page = await list({ currentPage: 1, pageSize: 1 });
    expect(page.data.list).toHaveLength(1);
    expect(page.data.pagination.total).toBeGreaterThanOrEqual(2);
    expect((await list({ keyword: '征稿' })).data.list.map((n) => n.title)).toEqual(['学术论坛征稿']);
    expect((await list({ keyword: '征稿', enabledMark: ['1'] })).data.list).toEqual([]);
    expect((await list({ keyword: '征稿', enabledMark: ['0'] })).data.list).toHaveLength(1);
  });
});

describe('validation', () => {
  test.each([
    [{ title: '' }, '请输入标题'],
    [{ title: '长'.repeat(51) }, '标题最多为50个字符！'],
    [{ toUserIds: '' }, '请选择接收人'],
    [{ toUserIds: [] }, '请选择接收人'],
    [{ toUserIds: 'nobody--user' }, '接收人不存在'],
    [{ toUserIds: 'dept-member--planet' }, '接收人不存在'],
    [{ bodyText: `<p>${'字'.repeat(100_001)}</p>` }, '内容最多为100000个字符！'],
    [{ excerpt: '摘'.repeat(201) }, '摘要最多为200个字符！'],
    [{ category: '9' }, '公告类型不正确'],
    [{ files: 'not json' }, '附件格式不正确'],
    [{ files: '[{"fileId":"someone-elses.pdf"}]' }, '附件不存在或没有权限'],
    [{ expirationTime: 'soon' }, '过期时间格式不正确'],
  ])('%j is refused with a clear message', async (change, msg) => {
    expect(await create({ ...draft, ...change })).toMatchObject({ code: 400, msg });
  });

  test('bad ids and bodies answer 400 envelopes, never 500', async () => {
    const replies = await Promise.all([
      s.get(`${BASE}/${'x'.repeat(101)}`, { token: admin }),
      s.get(`${BASE}/nope`, { token: admin }),
      s.api('PUT', `${BASE}/nope`, { token: admin, json: draft }),
      s.api('PUT', `${BASE}/nope/Actions/Release`, { token: admin }),
      s.api('DELETE', `${BASE}/nope`, { token: admin }),
      s.postJson(BASE, { ...draft, title: { text: 'x' } }, { token: admin }),
      s.postJson(BASE, { ...draft, toUserIds: { a: 1 } }, { token: admin }),
      s.postJson(BASE, [1, 2], { token: admin }),
      s.api('POST', `${BASE}/List`, { token: admin, json: { currentPage: 'x' } }),
      s.api('POST', `${BASE}/List`, { token: admin, json: { enabledMark: { a: 1 } } }),
    ]);
    for (const [i, reply] of replies.entries()) {
      expect(reply.status).not.toBe(500);
      expect([i, reply.body.code]).toEqual([i, 400]);
      expect(typeof reply.body.msg).toBe('string');
    }
    expect(replies[1].body.msg).toBe('公告不存在');
  });

  test('the body is stored sanitised: no scripts, event handlers or javascript: links', async () => {
    const id = await createDraft('XSS 测试', {
      bodyText:
        '<p onclick="steal()">正文<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a></p>',
    });
    const [row] = await s.db.select().from(notices).where(eq(notices.id, id));
    expect(row.bodyText).toContain('正文');
    expect(row.bodyText).toContain('链接');
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:']) expect(row.bodyText).not.toContain(bad);
  });
});

describe('permissions', () => {
  test('a user without the 通知公告 menu is refused every route', async () => {
    const token = await s.login('zhangwei', 'User1234');
    const id = await createDraft('权限测试');
    const replies = [
      await list({}, token),
      await info(id, token),
      await create(draft, token),
      (await s.api('PUT', `${BASE}/${id}`, { token, json: draft })).body,
      (await s.api('PUT', `${BASE}/${id}/Actions/Release`, { token })).body,
      (await s.api('DELETE', `${BASE}/${id}`, { token })).body,
    ];
    for (const reply of replies) expect(reply).toMatchObject({ code: 400, msg: '没有权限' });
    const delivered = await s.db
      .select()
      .from(messages)
      .where(and(eq(messages.title, '权限测试')));
    expect(delivered).toEqual([]);
    expect((await info(id)).data.enabledMark).toBe(0);
  });

  test('a granted role (系统管理员) may manage notices; without a token it is a session error', async () => {
    const token = await s.login('lina', 'User1234');
    expect((await list({}, token)).code).toBe(200);
    expect(await create({ ...draft, title: '秘书处通知' }, token)).toMatchObject({ code: 200 });
    const anonymous = await s.api('POST', `${BASE}/List`, { json: {} });
    expect(anonymous.body.code).not.toBe(200);
  });
});
