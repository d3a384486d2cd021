import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DownloadReply, NoticeInfo, NoticeItem, PageResult, StoredFile } from '../../contract';
import { messageDeliveries, messages, notices } from '../../server/db/schema';
import { postMultipart, rawGet } from './fileHelpers';
import { createTestServer, type TestServer } from './harness';

/** PUT /api/message/Notice/{id}/Actions/Release (docs/contract.md, docs/messaging.md). */

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const BASE = '/api/message/Notice';
/** 会员部 and its two sub-departments, the 系统管理员 role, and users overlapping both plus a disabled one */
const OVERLAPPING = [
  'dept-member--department',
  'role-sysadmin--role',
  'user-zhangwei--user',
  'user-lina--user',
  'user-sunli--user',
  'user-gaojie--user',
].join(',');
const EXPECTED = [
  'user-chenjing',
  'user-lina',
  'user-sunli',
  'user-wangfang',
  'user-wuxia',
  'user-zhangwei',
  'user-zhouqiang',
];

async function createDraft(title: string, extra: Record<string, unknown> = {}): Promise<string> {
  const body = { title, bodyText: `<p>${title}正文</p>`, excerpt: '摘要', toUserIds: OVERLAPPING, ...extra };
  expect((await s.postJson(BASE, body, { token: admin })).body).toMatchObject({ code: 200 });
  const [row] = await s.db.select({ id: notices.id }).from(notices).where(eq(notices.title, title));
  return row.id;
}
const release = async (id: string, token = admin) =>
  (await s.api('PUT', `${BASE}/${id}/Actions/Release`, { token })).body;
const delivered = (title: string) =>
  s.db.select().from(messages).where(eq(messages.title, title)).orderBy(asc(messages.userId));

describe('release', () => {
  test('one notice message per enabled recipient: organisations with sub-organisations, roles and users, de-duplicated', async () => {
    const id = await createDraft('理事会换届公告');
    expect(await release(id)).toMatchObject({ code: 200, msg: '发布成功' });
    const rows = await delivered('理事会换届公告');
    expect(rows.map((m) => m.userId)).toEqual(EXPECTED);
    expect(rows.every((m) => m.type === 1 && m.isRead === 0 && m.releaseUserId === 'user-admin')).toBe(true);
    expect(rows[0]).toMatchObject({ bodyText: '<p>理事会换届公告正文</p>', excerpt: '摘要', files: '[]' });
    // the trigger numbered and logged each of them for the websocket
    const logged = await s.db
      .select()
      .from(messageDeliveries)
      .where(
        and(
          eq(messageDeliveries.kind, 'message'),
          inArray(
            messageDeliveries.refId,
            rows.map((m) => m.id),
          ),
        ),
      );
    expect(logged).toHaveLength(EXPECTED.length);

    const info = (await s.get<NoticeInfo>(`${BASE}/${id}`, { token: admin })).body.data;
    expect(info).toMatchObject({ enabledMark: 1, releaseUser: '管理员/admin' });
    expect(typeof info.releaseTime).toBe('number');
  });

  test('the recipient reads it in the message centre; the disabled user got nothing', async () => {
    const id = await createDraft('会员日活动');
    await release(id);
    const token = await s.login('sunli', 'User1234');
    const inbox = await s.get<PageResult<{ id: string; title: string; type: number; releaseUser: string }>>(
      '/api/message',
      { token, query: { type: '1' } },
    );
    const item = inbox.body.data.list.find((m) => m.title === '会员日活动');
    expect(item).toMatchObject({ type: 1, releaseUser: '管理员/admin' });
    const detail = await s.get<{ bodyText: string }>(`/api/message/ReadInfo/${item?.id}`, { token });
    expect(detail.body.data.bodyText).toBe('<p>会员日活动正文</p>');
    const gaojie = await s.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, 'user-gaojie'), eq(messages.title, '会员日活动')));
    expect(gaojie).toEqual([]);
  });

  test('a released notice can be neither edited nor released again; deleting it keeps the messages', async () => {
    const id = await createDraft('春节放假通知');
    expect(await release(id)).toMatchObject({ code: 200 });
    const put = await s.api('PUT', `${BASE}/${id}`, {
      token: admin,
      json: { title: '改标题', toUserIds: 'user-lina--user' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ code: 400, msg: '已发布的公告不能修改' });
    expect(await release(id)).toMatchObject({ code: 400, msg: '公告已发布，不能重复发布' });
    expect(await delivered('春节放假通知')).toHaveLength(EXPECTED.length);
    expect((await s.api('DELETE', `${BASE}/${id}`, { token: admin })).body).toMatchObject({ code: 200 });
    expect(await delivered('春节放假通知')).toHaveLength(EXPECTED.length);
  });

  test('two releases at once deliver once', async () => {
    const id = await createDraft('并发发布');
    const replies = await Promise.all([release(id), release(id)]);
    expect(replies.map((r) => r.code).sort()).toEqual([200, 400]);
    expect(await delivered('并发发布')).toHaveLength(EXPECTED.length);
  });

  test('an expired notice is not released; a released one expires in the list', async () => {
    const past = await createDraft('过期草稿', { expirationTime: Date.now() - 60_000 });
    expect(await release(past)).toMatchObject({ code: 400, msg: '公告已过期，不能发布' });
    expect(await delivered('过期草稿')).toEqual([]);

    const soon = await createDraft('即将过期', { expirationTime: Date.now() + 3_600_000 });
    expect(await release(soon)).toMatchObject({ code: 200 });
    await s.db
      .update(notices)
      .set({ expirationTime: new Date(Date.now() - 1000) })
      .where(eq(notices.id, soon));
    const list = await s.api<PageResult<NoticeItem>>('POST', `${BASE}/List`, {
      token: admin,
      json: { keyword: '即将过期', enabledMark: ['2'] },
    });
    expect(list.body.data.list.map((n) => n.enabledMark)).toEqual([2]);
    expect(await release(soon)).toMatchObject({ code: 400, msg: '公告已过期，不能发布' });
  });

  test('recipients that are all disabled: nothing is released', async () => {
    const id = await createDraft('只发给停用账号', { toUserIds: 'user-gaojie--user' });
    expect(await release(id)).toMatchObject({ code: 400, msg: '接收人中没有可用的用户' });
    const [row] = await s.db.select().from(notices).where(eq(notices.id, id));
    expect(row.status).toBe(0);
  });
});

describe('attachments', () => {
  test('a recipient may download the attachments of a released notice; someone else may not', async () => {
    const reply = await postMultipart<StoredFile>(
      s,
      '/api/file/Uploader/annex',
      [{ name: 'file', value: Buffer.from('agenda'), filename: '议程.txt' }],
      admin,
    );
    const file = reply.data;
    const files = JSON.stringify([{ name: '议程.txt', fileId: file.fileId }]);
    const id = await createDraft('带附件的公告', { toUserIds: 'user-sunli--user', files });
    const sunli = await s.login('sunli', 'User1234');
    const download = (token: string) => s.get<DownloadReply>(`/api/file/Download/annex/${file.fileId}`, { token });
    // before the release the draft reaches nobody
    expect((await download(sunli)).body).toMatchObject({ code: 400, msg: '文件不存在或没有权限' });
    await release(id);
    const link = await download(sunli);
    expect(link.body.code).toBe(200);
    expect((await rawGet(s, link.body.data.url)).body.toString()).toBe('agenda');
    const [message] = await delivered('带附件的公告');
    expect(JSON.parse(message.files)).toMatchObject([{ name: '议程.txt', fileId: file.fileId, fileExtension: 'txt' }]);
    const stranger = await s.login('zhangwei', 'User1234');
    expect((await download(stranger)).body).toMatchObject({ code: 400, msg: '文件不存在或没有权限' });
  });
});
