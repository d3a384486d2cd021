import type { ImReplyItem, UnreadCounts } from '../../contract';
import { storedFiles } from '../../server/db/schema';
import { notifyRefresh } from '../../server/services/messaging/channels';
import { chat, isChat, openSocketServer, type Event, type SocketServer, type TestSocket } from './websocketClient';

/** The message websocket (docs/messaging.md): every client frame, every pushed event, bad frames. */

let f: SocketServer;
beforeAll(async () => {
  f = await openSocketServer();
});
afterEach(() => f.closeSockets());
afterAll(() => f.close());

describe('opening the socket', () => {
  test('an unknown token is sent logout and the socket is closed with 4001', async () => {
    const socket = await f.socketOf('Bearer not-a-real-token');
    expect(await socket.next((e) => e.method === 'logout')).toMatchObject({ msg: '登录凭证无效,请重新登录' });
    expect((await socket.closed).code).toBe(4001);
  });

  test('OnConnection is answered with initMessage: the unread totals of the message centre and the last sequence', async () => {
    const counts = (await f.s.get<UnreadCounts>('/api/message/getUnReadMsgNum', { token: f.adminToken })).body.data;
    const { init } = await f.connected(f.adminToken);
    expect(init).toMatchObject({
      unreadTotalCount: counts.unReadNum,
      unreadNoticeCount: counts.unReadNotice,
      unreadMessageCount: counts.unReadMsg,
      unreadSystemMessageCount: counts.unReadSystemMsg,
      unreadScheduleCount: counts.unReadSchedule,
    });
    expect(init.onlineUserList).toContain(f.adminId);
    expect(Number.isInteger(init.lastSeq)).toBe(true);
  });

  test('a user coming online is announced to the others', async () => {
    const { socket: watcher } = await f.connected(f.zwToken);
    await f.connected(f.adminToken);
    expect(await watcher.next((e) => e.method === 'online' && e.userId === f.adminId)).toEqual({
      method: 'online',
      userId: f.adminId,
    });
  });
});

describe('pushes', () => {
  test('a message stored for a user is pushed as messagePush with its id and the next sequence', async () => {
    const { socket, init } = await f.connected(f.zwToken);
    const id = await f.insertMessage(f.zwId, 'push-one');
    expect(await socket.next((e) => e.method === 'messagePush')).toEqual({
      method: 'messagePush',
      id,
      seq: (init.lastSeq as number) + 1,
      messageType: 3,
      userId: '',
      toUserId: [f.zwId],
      title: 'push-one',
      unreadNoticeCount: 1,
    });
  });

  test('a chat message reaches the receiver (receiveMessage) and echoes to the sender (sendMessage), both numbered', async () => {
    const { socket: a } = await f.connected(f.adminToken);
    const { socket: b } = await f.connected(f.zwToken);
    a.send(chat('你好 <b>x</b>', f.zwId));
    const received = await b.next(isChat('你好 <b>x</b>'));
    expect(received).toMatchObject({ formUserId: f.adminId, messageType: 'text', account: 'admin' });
    const echo = await a.next((e) => e.method === 'sendMessage');
    expect(echo).toMatchObject({
      UserId: f.adminId,
      toUserId: f.zwId,
      toMessage: '你好 <b>x</b>',
      toAccount: 'zhangwei',
    });
    expect(echo.id).toBe(received.id);
    expect(typeof received.seq).toBe('number');
  });

  test('twenty messages sent at once arrive once each, in order, with consecutive sequences', async () => {
    const { socket: a } = await f.connected(f.adminToken);
    const { socket: b, init } = await f.connected(f.zwToken);
    for (let i = 0; i < 20; i++) a.send(chat(`burst ${i}`, f.zwId));
    const got: Event[] = [];
    for (let i = 0; i < 20; i++) got.push(await b.next(isChat(`burst ${i}`)));
    expect(got.map((e) => e.seq)).toEqual(got.map((_, i) => (init.lastSeq as number) + 1 + i));
    expect(new Set(got.map((e) => e.id)).size).toBe(20);
    // nothing is pushed twice: once the burst is in, a final marker proves no late duplicate came before it
    a.send(chat('end of the burst', f.zwId));
    await b.next(isChat('end of the burst'));
    expect(b.all('receiveMessage').filter((e) => String(e.formMessage).startsWith('burst '))).toHaveLength(20);
  });

  test('an image message carries the path of the sender’s uploaded image; someone else’s file is refused', async () => {
    await f.s.db.insert(storedFiles).values([
      {
        id: 'ws-img.png',
        type: 'IM',
        ownerId: f.adminId,
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
        ownerId: f.zwId,
        originalName: 'b.png',
        size: 10,
        extension: 'png',
        mime: 'image/png',
        md5: 'y',
        storageKey: 'k2',
      },
    ]);
    const { socket: a } = await f.connected(f.adminToken);
    const { socket: b } = await f.connected(f.zwToken);
    a.send({
      method: 'SendMessage',
      toUserId: f.zwId,
      messageType: 'image',
      messageContent: { name: 'ws-img.png', width: 4, height: 3 },
    });
    expect(await b.next((e) => e.method === 'receiveMessage' && e.messageType === 'image')).toMatchObject({
      formMessage: { name: 'ws-img.png', width: 4, height: 3, path: '/api/file/Image/IM/ws-img.png' },
    });
    a.send({ method: 'SendMessage', toUserId: f.zwId, messageType: 'image', messageContent: { name: 'ws-other.png' } });
    expect(await a.next((e) => e.method === 'error')).toEqual({ method: 'error', msg: '文件不存在' });
  });

  test('refresh is pushed to every socket of the user it names', async () => {
    const { socket } = await f.connected(f.zwToken);
    await notifyRefresh(f.s.db, f.zwId, '权限已变更');
    expect(await socket.next((e) => e.method === 'refresh')).toEqual({ method: 'refresh', msg: '权限已变更' });
  });

  test('past 20 sockets of one session the oldest is sent closeSocket and closed', async () => {
    const sockets: TestSocket[] = [];
    for (let i = 0; i < 21; i++) sockets.push((await f.connected(f.adminToken)).socket);
    expect(await sockets[0].next((e) => e.method === 'closeSocket')).toMatchObject({ method: 'closeSocket' });
    await sockets[0].closed;
    expect(sockets[20].ws.readyState).toBe(1);
  });
});

describe('MessageList and UpdateReadMessage', () => {
  test('MessageList pages the conversation oldest first, with a keyword; UpdateReadMessage clears the unread count', async () => {
    const { socket: a } = await f.connected(f.adminToken);
    const { socket: b } = await f.connected(f.zwToken);
    for (const text of ['list apple', 'list pear', 'list apple pie']) {
      a.send(chat(text, f.zwId));
      await b.next(isChat(text));
    }
    b.send({
      method: 'MessageList',
      toUserId: f.adminId,
      formUserId: f.zwId,
      currentPage: 1,
      pageSize: 2,
      sord: 'desc',
      keyword: 'apple',
    });
    const page = await b.next((e) => e.method === 'messageList');
    expect((page.list as { content: string }[]).map((r) => r.content)).toEqual(['list apple', 'list apple pie']);
    expect(page.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 2 });

    const unread = async () =>
      (await f.s.get<{ list: ImReplyItem[] }>('/api/message/imreply', { token: f.zwToken })).body.data.list.find(
        (c) => c.id === f.adminId,
      );
    expect((await unread())?.unreadMessage).toBeGreaterThan(0);
    b.send({ method: 'UpdateReadMessage', formUserId: f.adminId });
    // no reply to UpdateReadMessage: the next frame's answer shows it was handled first
    b.send({ method: 'MessageList', toUserId: f.adminId, pageSize: 1 });
    await b.next((e) => e.method === 'messageList');
    expect((await unread())?.unreadMessage).toBe(0);
    // and the sender is told, live
    expect(await a.next((e) => e.method === 'readMessage')).toEqual({ method: 'readMessage', userId: f.zwId });
  });

  test('HeartCheck gets no answer and keeps the socket open', async () => {
    const { socket } = await f.connected(f.zwToken);
    socket.send({ method: 'HeartCheck' });
    socket.send({ method: 'MessageList', toUserId: f.adminId, pageSize: 1 });
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
      'a NUL character',
      String.raw`{"method":"SendMessage","toUserId":"ZW","messageType":"text","messageContent":"a\u0000b"}`,
      '参数错误：messageContent包含非法字符',
    ],
    [
      'a message to oneself',
      `{"method":"SendMessage","toUserId":"SELF","messageType":"text","messageContent":"hi"}`,
      '不能给自己发送消息',
    ],
    ['a frame over 64 KiB', JSON.stringify({ method: 'HeartCheck', pad: 'x'.repeat(70_000) }), '消息过长'],
    ['another token than the socket’s', '{"method":"HeartCheck","token":"Bearer someone-else"}', 'token与连接不一致'],
  ])('%s', async (_name, frame, msg) => {
    const { socket } = await f.connected(f.adminToken);
    socket.sendRaw(frame.replace('"ZW"', JSON.stringify(f.zwId)).replace('"SELF"', JSON.stringify(f.adminId)));
    expect(await socket.next((e) => e.method === 'error')).toEqual({ method: 'error', msg });
    socket.send({ method: 'MessageList', toUserId: f.zwId, pageSize: 1 });
    await socket.next((e) => e.method === 'messageList');
  });

  test('a frame over the 1 MiB hard limit closes only that socket (1009); the server goes on', async () => {
    const { socket } = await f.connected(f.adminToken);
    socket.sendRaw('x'.repeat(1024 * 1024 + 10));
    expect((await socket.closed).code).toBe(1009);
    const { socket: next } = await f.connected(f.adminToken);
    next.send({ method: 'MessageList', toUserId: f.zwId, pageSize: 1 });
    expect(await next.next((e) => e.method === 'messageList')).toHaveProperty('pagination');
  });

  test('a binary frame', async () => {
    const { socket } = await f.connected(f.adminToken);
    socket.sendRaw(Buffer.from([1, 2, 3]), true);
    expect(await socket.next((e) => e.method === 'error')).toEqual({ method: 'error', msg: '不支持二进制消息' });
  });
});
