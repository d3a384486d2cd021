import { eq } from 'drizzle-orm';
import type { PageResult, UnreadCounts } from '../../contract';
import { messages } from '../../server/db/schema';
import type { MessageDetail, MessageListItem } from '../../server/services/messages';
import { createTestServer, type TestServer } from './harness';

let s: TestServer;
let admin: string;
let zhangwei: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
  zhangwei = await s.login('zhangwei', 'User1234');
});
afterAll(() => s.close());

const counts = async (token: string) => (await s.get<UnreadCounts>('/api/message/getUnReadMsgNum', { token })).body;
const list = async (token: string, query: Record<string, string> = {}) =>
  (await s.get<PageResult<MessageListItem>>('/api/message', { token, query })).body;

describe('unread counts', () => {
  test('per type from the seeded messages (1 notice, 2 flow, 3 system, 4 schedule)', async () => {
    expect(await counts(admin)).toEqual({
      code: 200,
      msg: '操作成功',
      data: { unReadMsg: 1, unReadNotice: 1, unReadSystemMsg: 1, unReadSchedule: 1, unReadNum: 4 },
    });
    expect((await counts(zhangwei)).data).toEqual({
      unReadMsg: 1,
      unReadNotice: 1,
      unReadSystemMsg: 0,
      unReadSchedule: 0,
      unReadNum: 2,
    });
    expect((await s.get('/api/message/getUnReadMsgNum')).body.code).toBe(600);
  });
});

describe('GET /api/message', () => {
  test('my messages only, newest first, paged, with the sender as real/account', async () => {
    const page = await list(admin, { currentPage: '1', pageSize: '2' });
    expect(page.data.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 5 });
    expect(page.data.list.map((m) => m.id)).toEqual(['msg-admin-1', 'msg-admin-2']);
    expect(page.data.list[0]).toEqual({
      id: 'msg-admin-1',
      title: '关于召开2026年学术年会的通知',
      type: 1,
      releaseUser: '李娜/lina',
      releaseTime: expect.any(Number),
      isRead: 0,
      flowType: null,
    });
    const second = await list(admin, { currentPage: '3', pageSize: '2' });
    expect(second.data.list.map((m) => m.id)).toEqual(['msg-admin-5']);
    expect((await list(zhangwei)).data.list.every((m) => m.id.startsWith('msg-zhangwei'))).toBe(true);
  });

  test('type, isRead and keyword filters', async () => {
    expect((await list(admin, { type: '3' })).data.list.map((m) => m.id)).toEqual(['msg-admin-3', 'msg-admin-5']);
    expect((await list(admin, { isRead: '1' })).data.list.map((m) => m.id)).toEqual(['msg-admin-5']);
    expect((await list(admin, { keyword: '年会' })).data.list.map((m) => m.id)).toEqual(['msg-admin-1']);
    expect((await list(admin, { keyword: '%' })).data.list).toEqual([]);
    expect((await list(admin, { type: '' })).data.pagination.total).toBe(5);
    const bad: Record<string, string>[] = [{ type: '9' }, { isRead: 'yes' }, { pageSize: '0' }, { currentPage: 'x' }];
    for (const query of bad) {
      expect((await list(admin, query)).code, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('ReadInfo', () => {
  test('opens my message with body and files and marks it read', async () => {
    const reply = await s.get<MessageDetail>('/api/message/ReadInfo/msg-zhangwei-1', { token: zhangwei });
    expect(reply.body.data).toMatchObject({
      id: 'msg-zhangwei-1',
      type: 1,
      releaseUser: '李娜/lina',
      excerpt: '年会定于10月在北京举行，请各部门做好准备。',
      files: '[]',
    });
    expect(reply.body.data.bodyText).toContain('学术年会');
    expect((await counts(zhangwei)).data).toMatchObject({ unReadNotice: 0, unReadNum: 1 });
  });

  test('someone else’s message reads as an empty object and stays unread', async () => {
    const reply = await s.get('/api/message/ReadInfo/msg-admin-2', { token: zhangwei });
    expect(reply.body).toEqual({ code: 200, msg: '操作成功', data: {} });
    const [row] = await s.db.select().from(messages).where(eq(messages.id, 'msg-admin-2'));
    expect(row.isRead).toBe(0);
  });
});

describe('Actions/ReadAll and Record', () => {
  test('marks only what matches the filter (body or query), then all', async () => {
    const lina = await s.login('lina', 'User1234');
    await s.db.insert(messages).values([
      { id: 'm-l-1', userId: 'user-lina', type: 3, title: '系统升级' },
      { id: 'm-l-2', userId: 'user-lina', type: 3, title: '账号安全提醒' },
      { id: 'm-l-3', userId: 'user-lina', type: 1, title: '通知公告' },
      { id: 'm-l-4', userId: 'user-lina', type: 4, title: '日程' },
    ]);
    const read = (json?: unknown, query?: Record<string, string>) =>
      s.api('POST', '/api/message/Actions/ReadAll', { token: lina, json, query });
    expect((await read({ type: 3, keyword: '升级' })).body.code).toBe(200);
    expect((await counts(lina)).data).toMatchObject({ unReadSystemMsg: 1, unReadNum: 3 });
    expect((await read(undefined, { type: '1' })).body.code).toBe(200);
    expect((await counts(lina)).data).toMatchObject({ unReadNotice: 0, unReadNum: 2 });
    expect((await read({ keyword: '', type: '', isRead: '0' })).body.code).toBe(200);
    expect((await counts(lina)).data.unReadNum).toBe(0);
    expect((await read({ type: 'x' })).body.code).toBe(400);
    // nobody else's messages were touched
    expect((await counts(admin)).data.unReadNum).toBe(4);
  });

  test('Record deletes my own messages only', async () => {
    const del = (ids: string, token: string) => s.api('DELETE', '/api/message/Record', { token, json: { ids } });
    expect((await del('msg-admin-5', zhangwei)).body).toEqual({ code: 400, msg: '删除失败，记录不存在', data: null });
    expect((await del('msg-zhangwei-3,unknown', zhangwei)).body.code).toBe(200);
    expect((await list(zhangwei)).data.list.map((m) => m.id)).not.toContain('msg-zhangwei-3');
    expect((await s.api('DELETE', '/api/message/Record', { token: zhangwei, json: {} })).body.code).toBe(400);
  });

  test('odd bodies never answer 500', async () => {
    for (const json of [undefined, {}, [], 'text', 42, { type: { a: 1 } }, { keyword: ['x'] }]) {
      const reply = await s.api('POST', '/api/message/Actions/ReadAll', { token: zhangwei, json });
      expect(reply.body.code, JSON.stringify(json)).not.toBe(500);
    }
    for (const id of ['%E4%B8%AD', 'x'.repeat(101), '..', "'%20or%201=1"]) {
      expect((await s.get(`/api/message/ReadInfo/${id}`, { token: zhangwei })).body.code).not.toBe(500);
    }
  });
});
