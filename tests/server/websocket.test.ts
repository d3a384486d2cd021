import type { AddressInfo } from 'node:net';
import type { ImReplyItem, PageResult, UnreadCounts } from '../../contract';
import { messages, storedFiles } from '../../server/db/schema';
import { revokeOtherSessions } from '../../server/lib/sessions';
import { notifyRefresh } from '../../server/services/messaging/channels';
import { createTestServer, type TestServer } from './harness';
import { TestSocket, userId, type Event } from './websocketClient';

/** The message websocket (docs/messaging.md): every client frame, every server event, bad frames, sessions. */

let s: TestServer;
let base: string;
let adminToken: string;
let zwToken: string;
let adminId: string;
let zwId: string;
const open: TestSocket[] = [];

beforeAll(async () => {
  s = await createTestServer();
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
  adminToken = await s.login('admin', 'Admin123');
  zwToken = await s.login('zhangwei', 'User1234');
  adminId = await userId(s.db, 'admin');
  zwId = await userId(s.db, 'zhangwei');
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(() => s.close());

async function socketOf(token: string): Promise<TestSocket> {
  const socket = await TestSocket.open(base, s.config.apiBase, token);
  open.push(socket);
  return socket;
}

async function connected(token: string, extra: Record<string, unknown> = {}) {
  const socket = await socketOf(token);
  const init = await socket.connect(token, extra);
  return { socket, init };
}

const chat = (text: string, to: string) => ({
  method: 'SendMessage',
  toUserId: to,
  messageType: 'text',
  messageContent: text,
});
const isChat = (text: string) => (e: Event) => e.method === 'receiveMessage' && e.formMessage === text;

async function insertMessage(userIdTo: string, title: string): Promise<string> {
  const id = `ws-test-${title}-${Math.random().toString(36).slice(2)}`;
  await s.db.insert(messages).values({ id, userId: userIdTo, title, type: 3 });
  return id;
}

describe('opening the socket', () => {
  test('an unknown token is sent logout and the socket is closed with 4001', async () => {
    const socket = await socketOf('Bearer not-a-real-token');
    expect(await socket.next((e) => e.method === 'logout')).toMatchObject({ msg: '登录凭证无效,请重新登录' });
    expect((await socket.closed).code).toBe(4001);
  });

  test('OnConnection is answered with initMessage: the unread totals of the message centre and the last sequence', async () => {
    const counts = (await s.get<UnreadCounts>('/api/message/getUnReadMsgNum', { token: adminToken })).body.data;
    const { init } = await connected(adminToken);
    expect(init).toMatchObject({
      unreadTotalCount: counts.unReadNum,
      unreadNoticeCount: counts.unReadNotice,
      unreadMessageCount: counts.unReadMsg,
      unreadSystemMessageCount: counts.unReadSystemMsg,
      unreadScheduleCount: counts.unReadSchedule,
    });
    expect(init.onlineUserList).toContain(adminId);
    expect(Number.isInteger(init.lastSeq)).toBe(true);
  });

  test('a user coming online is announced to the others', async () => {
    const { socket: watcher } = await connected(zwToken);
    await connected(adminToken);
    expect(await watcher.next((e) => e.method === 'online' && e.userId === adminId)).toEqual({
      method: 'online',
      userId: adminId,
    });
  });
});

describe('pushes', () => {
  test('a message stored for a user is pushed as messagePush with its id and the next sequence', async () => {
    const { socket, init } = await connected(zwToken);
    const id = await insertMessage(zwId, 'push-one');
    expect(await socket.next((e) => e.method === 'messagePush')).toEqual({
      method: 'messagePush',
      id,
      seq: (init.lastSeq as number) + 1,
      messageType: 3,
      userId: '',
      toUserId: [zwId],
      title: 'push-one',
      unreadNoticeCount: 1,
    });
  });

  test('a chat message reaches the receiver (receiveMessage) and echoes to the sender (sendMessage), both numbered', async () => {
    const { socket: a } = await connected(adminToken);
    const { socket: b } = await connected(zwToken);
    a.send(chat('你好 <b>x</b>', zwId));
    const received = await b.next(isChat('你好 <b>x</b>'));
    expect(received).toMatchObject({ formUserId: adminId, messageType: 'text', account: 'admin' });
    const echo = await a.next((e) => e.method === 'sendMessage');
    expect(echo).toMatchObject({ UserId: adminId, toUserId: zwId, toMessage: '你好 <b>x</b>', toAccount: 'zhangwei' });
    expect(echo.id).toBe(received.id);
    expect(typeof received.seq).toBe('number');
  });

  test('twenty messages sent at once arrive once each, in order, with consecutive sequences', async () => {
    const { socket: a } = await connected(adminToken);
    const { socket: b, init } = await connected(zwToken);
    for (let i = 0; i < 20; i++) a.send(chat(`burst ${i}`, zwId));
    const got: Event[] = [];
    for (let i = 0; i < 20; i++) got.push(await b.next(isChat(`burst ${i}`)));
    expect(got.map((e) => e.seq)).toEqual(got.map((_, i) => (init.lastSeq as number) + 1 + i));
    expect(new Set(got.map((e) => e.id)).size).toBe(20);
    // nothing is pushed twice: once the burst is in, a final marker proves no late duplicate came before it
    a.send(chat('end of the burst', zwId));
    await b.next(isChat('end of the burst'));
    expect(b.all('receiveMessage').filter((e) => String(e.formMessage).startsWith('burst '))).toHaveLength(20);
  });

  test('an image message carries the path of the sender’s uploaded image; someone else’s file is refused', async () => {
    await s.db.insert(storedFiles).values([
      {
        id: 'ws-img.png',
        type: 'IM',
        ownerId: adminId,
        originalName: 'a.png',
        size: 10,
        extension: 'png',
        mime: 'image/png',
        md5: 'x',
        storageKey: 'k',
      },
      {
        id: 'ws-other.png',
        type: 'IM',
        ownerId: zwId,
        originalName: 'b.png',
        size: 10,
        extension: 'png',
        mime: 'image/png',
        md5: 'y',
        storageKey: 'k2',
      },
    ]);
    const { socket: a } = await connected(adminToken);
    const { socket: b } = await connected(zwToken);
    a.send({
      method: 'SendMessage',
      toUserId: zwId,
      messageType: 'image',
      messageContent: { name: 'ws-img.png', width: 4, height: 3 },
    });
    expect(await b.next((e) => e.method === 'receiveMessage' && e.messageType === 'image')).toMatchObject({
      formMessage: { name: 'ws-img.png', width: 4, height: 3, path: '/api/file/Image/IM/ws-img.png' },
    });
    a.send({ method: 'SendMessage', toUserId: zwId, messageType: 'image', messageContent: { name: 'ws-other.png' } });
    expect(await a.next((e) => e.method === 'error')).toEqual({ method: 'error', msg: '文件不存在' });
  });

  test('refresh is pushed to every socket of the user it names', async () => {
    const { socket } = await connected(zwToken);
    await notifyRefresh(s.db, zwId, '权限已变更');
    expect(await socket.next((e) => e.method === 'refresh')).toEqual({ method: 'refresh', msg: '权限已变更' });
  });

  test('past 20 sockets of one session the oldest is sent closeSocket and closed', async () => {
    const sockets: TestSocket[] = [];
    for (let i = 0; i < 21; i++) sockets.push((await connected(adminToken)).socket);
    expect(await sockets[0].next((e) => e.method === 'closeSocket')).toMatchObject({ method: 'closeSocket' });
    await sockets[0].closed;
    expect(sockets[20].ws.readyState).toBe(1);
  });
});

describe('MessageList and UpdateReadMessage', () => {
  test('MessageList pages the conversation oldest first, with a keyword; UpdateReadMessage clears the unread count', async () => {
    const { socket: a } = await connected(adminToken);
    const { socket: b } = await connected(zwToken);
    for (const text of ['list apple', 'list pear', 'list apple pie']) {
      a.send(chat(text, zwId));
      await b.next(isChat(text));
    }
    b.send({
      method: 'MessageList',
      toUserId: adminId,
      formUserId: zwId,
      currentPage: 1,
      pageSize: 2,
      sord: 'desc',
      keyword: 'apple',
    });
    const page = await b.next((e) => e.method === 'messageList');
    expect((page.list as { content: string }[]).map((r) => r.content)).toEqual(['list apple', 'list apple pie']);
    expect(page.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 2 });

    const unread = async () =>
      (await s.get<{ list: ImReplyItem[] }>('/api/message/imreply', { token: zwToken })).body.data.list.find(
        (c) => c.id === adminId,
      );
    expect((await unread())?.unreadMessage).toBeGreaterThan(0);
    b.send({ method: 'UpdateReadMessage', formUserId: adminId });
    // no reply to UpdateReadMessage: the next frame's answer shows it was handled first
    b.send({ method: 'MessageList', toUserId: adminId, pageSize: 1 });
    await b.next((e) => e.method === 'messageList');
    expect((await unread())?.unreadMessage).toBe(0);
  });

  test('HeartCheck gets no answer and keeps the socket open', async () => {
    const { socket } = await connected(zwToken);
    socket.send({ method: 'HeartCheck' });
    socket.send({ method: 'MessageList', toUserId: adminId, pageSize: 1 });
    await socket.next((e) => e.method === 'messageList');
    expect(
      socket.events.filter((e) => e.method !== 'initMessage' && e.method !== 'messageList' && e.method !== 'online'),
    ).toEqual([]);
  });
});

describe('bad frames get an error event and the socket goes on', () => {
  test.each([
    ['not JSON', '{oops', '消息格式错误'],
    ['a JSON array', '[1,2]', '消息格式错误'],
    ['no method', '{"toUserId":"x"}', '缺少method'],
    ['an unknown method', '{"method":"DropTables"}', '不支持的method：DropTables'],
    [
      'a field of the wrong type',
      '{"method":"SendMessage","toUserId":5,"messageType":"text","messageContent":"x"}',
      '参数错误：toUserId',
    ],
    [
      'an unknown message type',
      '{"method":"SendMessage","toUserId":"u","messageType":"exe","messageContent":"x"}',
      '参数错误：messageType',
    ],
    [
      'empty text',
      `{"method":"SendMessage","toUserId":"ZW","messageType":"text","messageContent":"  "}`,
      '消息内容不能为空',
    ],
    [
      'a message to oneself',
      `{"method":"SendMessage","toUserId":"SELF","messageType":"text","messageContent":"hi"}`,
      '不能给自己发送消息',
    ],
    ['a frame over 64 KiB', JSON.stringify({ method: 'HeartCheck', pad: 'x'.repeat(70_000) }), '消息过长'],
    ['another token than the socket’s', '{"method":"HeartCheck","token":"Bearer someone-else"}', 'token与连接不一致'],
  ])('%s', async (_name, frame, msg) => {
    const { socket } = await connected(adminToken);
    socket.sendRaw(frame.replace('"ZW"', JSON.stringify(zwId)).replace('"SELF"', JSON.stringify(adminId)));
    expect(await socket.next((e) => e.method === 'error')).toEqual({ method: 'error', msg });
    socket.send({ method: 'MessageList', toUserId: zwId, pageSize: 1 });
    await socket.next((e) => e.method === 'messageList');
  });

  test('a binary frame', async () => {
    const { socket } = await connected(adminToken);
    socket.sendRaw(Buffer.from([1, 2, 3]), true);
    expect(await socket.next((e) => e.method === 'error')).toEqual({ method: 'error', msg: '不支持二进制消息' });
  });
});

describe('sessions ending close their sockets at once', () => {
  test('logout: that session’s sockets get logout and close with 4001; another user’s socket stays', async () => {
    const token = await s.login('lina', 'User1234');
    const { socket } = await connected(token);
    const { socket: other } = await connected(zwToken);
    expect((await s.get('/api/oauth/Logout', { token })).body.code).toBe(200);
    expect(await socket.next((e) => e.method === 'logout')).toEqual({ method: 'logout', msg: '登录过期,请重新登录' });
    expect((await socket.closed).code).toBe(4001);
    expect(other.ws.readyState).toBe(1);
  });

  test('a session revoked by single login is told 此账号已在其他地方登录', async () => {
    const token = await s.login('wangfang', 'User1234');
    const { socket } = await connected(token);
    await revokeOtherSessions(s.db, await userId(s.db, 'wangfang'), 'a-newer-session', 'kicked');
    expect(await socket.next((e) => e.method === 'logout')).toEqual({
      method: 'logout',
      msg: '此账号已在其他地方登录',
    });
    expect((await socket.closed).code).toBe(4001);
  });
});

describe('reconnecting with the last sequence', () => {
  test('exactly what was missed comes again, in order, marked replay; nothing seen before is repeated', async () => {
    const { socket: a } = await connected(adminToken);
    const { socket: first } = await connected(zwToken);
    a.send(chat('before the drop', zwId));
    const lastSeen = await first.next(isChat('before the drop'));
    first.close();
    await first.closed;

    const missed = ['gap 1', 'gap 2', 'gap 3'];
    for (const text of missed) a.send(chat(text, zwId));
    for (const text of missed) await a.next((e) => e.method === 'sendMessage' && e.toMessage === text);
    const noticeId = await insertMessage(zwId, 'gap-notice');

    const { socket: again, init } = await connected(zwToken, { lastSeq: lastSeen.seq });
    const replayed: Event[] = [];
    for (let i = 0; i < 4; i++)
      replayed.push(await again.next((e) => e.method === 'receiveMessage' || e.method === 'messagePush'));
    expect(replayed.map((e) => e.formMessage ?? e.id)).toEqual([...missed, noticeId]);
    expect(replayed.map((e) => e.seq)).toEqual([1, 2, 3, 4].map((i) => (lastSeen.seq as number) + i));
    expect(replayed.every((e) => e.replay === true)).toBe(true);
    // the notice is already in initMessage's totals: it does not raise the bell again
    expect(replayed[3].unreadNoticeCount).toBe(0);
    expect(init.lastSeq).toBe((lastSeen.seq as number) + 4);

    a.send(chat('after the catch-up', zwId));
    const live = await again.next(isChat('after the catch-up'));
    expect(live.seq).toBe((lastSeen.seq as number) + 5);
    expect(live.replay).toBeUndefined();
    expect(again.all('receiveMessage').map((e) => e.formMessage)).toEqual([...missed, 'after the catch-up']);
  });
});

describe('chat REST', () => {
  test('conversations, contacts, removing a conversation and deleting my side of the history', async () => {
    const { socket: a } = await connected(adminToken);
    const { socket: b } = await connected(zwToken);
    a.send(chat('rest hello', zwId));
    await b.next(isChat('rest hello'));
    const mine = async (token: string) =>
      (await s.get<{ list: ImReplyItem[] }>('/api/message/imreply', { token })).body.data.list;
    expect((await mine(zwToken)).find((c) => c.id === adminId)).toMatchObject({
      latestMessage: 'rest hello',
      account: 'admin',
    });

    const contacts = (
      await s.get<PageResult<{ account: string }>>('/api/permission/Users/ImUser', {
        token: zwToken,
        query: { keyword: 'admin' },
      })
    ).body.data;
    expect(contacts.list.map((u) => u.account)).toContain('admin');
    expect(contacts.list.map((u) => u.account)).not.toContain('zhangwei');

    expect((await s.api('DELETE', `/api/message/imreply/relocation/${adminId}`, { token: zwToken })).body.code).toBe(
      200,
    );
    expect((await mine(zwToken)).map((c) => c.id)).not.toContain(adminId);

    expect(
      (await s.api('DELETE', `/api/message/imreply/deleteChatRecord/${adminId}`, { token: zwToken })).body.code,
    ).toBe(200);
    const history = async (token: string, other: string) =>
      (
        await s.get<PageResult<{ content: string }>>(`/api/message/imreply/history/${other}`, {
          token,
          query: { pageSize: '100' },
        })
      ).body.data;
    expect((await history(zwToken, adminId)).pagination.total).toBe(0);
    expect((await history(adminToken, zwId)).list.map((r) => r.content)).toContain('rest hello');
    expect((await s.get('/api/message/imreply')).body.code).toBe(600);
  });
});
