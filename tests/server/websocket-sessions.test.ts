import type { ImReplyItem, PageResult } from '../../contract';
import { and, eq } from 'drizzle-orm';
import { messageDeliveries, sessions } from '../../server/db/schema';
import { hashToken, revokeOtherSessions, tokenFromHeader } from '../../server/lib/sessions';
import { Hub, type Client } from '../../server/services/messaging/hub';
import { deliveriesAfter, pruneDeliveries } from '../../server/services/messaging/deliveries';
import { chat, isChat, openSocketServer, userId, type Event, type SocketServer } from './websocketClient';

/** The message websocket (docs/messaging.md): sessions ending, reconnecting by sequence, and the chat REST calls. */

let f: SocketServer;
beforeAll(async () => {
  f = await openSocketServer();
});
afterEach(() => f.closeSockets());
afterAll(() => f.close());

describe('sessions ending close their sockets at once', () => {
  test('logout: that session’s sockets get logout and close with 4001; another user’s socket stays', async () => {
    const token = await f.s.login('lina', 'User1234');
    const { socket } = await f.connected(token);
    const { socket: other } = await f.connected(f.zwToken);
    expect((await f.s.get('/api/oauth/Logout', { token })).body.code).toBe(200);
    expect(await socket.next((e) => e.method === 'logout')).toEqual({ method: 'logout', msg: '登录过期,请重新登录' });
    expect((await socket.closed).code).toBe(4001);
    expect(other.ws.readyState).toBe(1);
  });

  test('a session revoked by single login is told 此账号已在其他地方登录', async () => {
    const token = await f.s.login('wangfang', 'User1234');
    const { socket } = await f.connected(token);
    await revokeOtherSessions(f.s.db, await userId(f.s.db, 'wangfang'), 'a-newer-session', 'kicked');
    expect(await socket.next((e) => e.method === 'logout')).toEqual({
      method: 'logout',
      msg: '此账号已在其他地方登录',
    });
    expect((await socket.closed).code).toBe(4001);
  });
});

describe('the periodic session check (behind the NOTIFY)', () => {
  /** a socket stand-in that records what the hub sends and how it closes it */
  const fakeClient = (token: string, userId: string) => {
    const seen = { sent: [] as unknown[], closedWith: 0 };
    const socket = {
      readyState: 1,
      send: (data: string) => seen.sent.push(JSON.parse(data)),
      close: (code: number) => void (seen.closedWith = code),
    };
    const client: Client = {
      socket: socket as unknown as Client['socket'],
      userId,
      sessionId: hashToken(tokenFromHeader(token)!),
      token: tokenFromHeader(token)!,
      ready: true,
      cursor: 0,
      initSeq: 0,
      alive: true,
    };
    return { client, seen };
  };

  test('ends the sockets of an expired session, and only those', async () => {
    const token = await f.s.login('liuyang', 'User1234');
    const expired = fakeClient(token, await userId(f.s.db, 'liuyang'));
    const live = fakeClient(f.zwToken, f.zwId);
    await f.s.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, expired.client.sessionId));
    const hub = new Hub(f.s.db, 480);
    hub.add(expired.client);
    hub.add(live.client);
    await hub.recheckAllSessions();
    expect(expired.seen).toEqual({ sent: [{ method: 'logout', msg: '登录过期,请重新登录' }], closedWith: 4001 });
    expect(live.seen).toEqual({ sent: [], closedWith: 0 });
    expect(hub.onlineUsers()).toEqual([f.zwId]);
  });
});

describe('reconnecting with the last sequence', () => {
  test('exactly what was missed comes again, in order, marked replay; nothing seen before is repeated', async () => {
    const { socket: a } = await f.connected(f.adminToken);
    const { socket: first } = await f.connected(f.zwToken);
    a.send(chat('before the drop', f.zwId));
    const lastSeen = await first.next(isChat('before the drop'));
    first.close();
    await first.closed;

    const missed = ['gap 1', 'gap 2', 'gap 3'];
    for (const text of missed) a.send(chat(text, f.zwId));
    for (const text of missed) await a.next((e) => e.method === 'sendMessage' && e.toMessage === text);
    const noticeId = await f.insertMessage(f.zwId, 'gap-notice');

    const { socket: again, init } = await f.connected(f.zwToken, { lastSeq: lastSeen.seq });
    const replayed: Event[] = [];
    for (let i = 0; i < 4; i++)
      replayed.push(await again.next((e) => e.method === 'receiveMessage' || e.method === 'messagePush'));
    expect(replayed.map((e) => e.formMessage ?? e.id)).toEqual([...missed, noticeId]);
    expect(replayed.map((e) => e.seq)).toEqual([1, 2, 3, 4].map((i) => (lastSeen.seq as number) + i));
    expect(replayed.every((e) => e.replay === true)).toBe(true);
    // the notice is already in initMessage's totals: it does not raise the bell again
    expect(replayed[3].unreadNoticeCount).toBe(0);
    expect(init.lastSeq).toBe((lastSeen.seq as number) + 4);

    a.send(chat('after the catch-up', f.zwId));
    const live = await again.next(isChat('after the catch-up'));
    expect(live.seq).toBe((lastSeen.seq as number) + 5);
    expect(live.replay).toBeUndefined();
    expect(again.all('receiveMessage').map((e) => e.formMessage)).toEqual([...missed, 'after the catch-up']);
  });
});

describe('chat REST', () => {
  test('conversations, contacts, removing a conversation and deleting my side of the history', async () => {
    const { socket: a } = await f.connected(f.adminToken);
    const { socket: b } = await f.connected(f.zwToken);
    a.send(chat('rest hello', f.zwId));
    await b.next(isChat('rest hello'));
    const mine = async (token: string) =>
      (await f.s.get<{ list: ImReplyItem[] }>('/api/message/imreply', { token })).body.data.list;
    expect((await mine(f.zwToken)).find((c) => c.id === f.adminId)).toMatchObject({
      latestMessage: 'rest hello',
      account: 'admin',
    });

    const contacts = (
      await f.s.get<PageResult<{ account: string }>>('/api/permission/Users/ImUser', {
        token: f.zwToken,
        query: { keyword: 'admin' },
      })
    ).body.data;
    expect(contacts.list.map((u) => u.account)).toContain('admin');
    expect(contacts.list.map((u) => u.account)).not.toContain('zhangwei');

    expect(
      (await f.s.api('DELETE', `/api/message/imreply/relocation/${f.adminId}`, { token: f.zwToken })).body.code,
    ).toBe(200);
    expect((await mine(f.zwToken)).map((c) => c.id)).not.toContain(f.adminId);

    expect(
      (await f.s.api('DELETE', `/api/message/imreply/deleteChatRecord/${f.adminId}`, { token: f.zwToken })).body.code,
    ).toBe(200);
    const history = async (token: string, other: string) =>
      (
        await f.s.get<PageResult<{ content: string }>>(`/api/message/imreply/history/${other}`, {
          token,
          query: { pageSize: '100' },
        })
      ).body.data;
    expect((await history(f.zwToken, f.adminId)).pagination.total).toBe(0);
    expect((await history(f.adminToken, f.zwId)).list.map((r) => r.content)).toContain('rest hello');
    expect((await f.s.get('/api/message/imreply')).body.code).toBe(600);
  });
});

describe('the delivery log', () => {
  test('rows older than 30 days are pruned, newer ones stay', async () => {
    const oldId = await f.insertMessage(f.zwId, 'old-delivery');
    const newId = await f.insertMessage(f.zwId, 'new-delivery');
    await f.s.db
      .update(messageDeliveries)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(and(eq(messageDeliveries.userId, f.zwId), eq(messageDeliveries.refId, oldId)));
    expect(await pruneDeliveries(f.s.db)).toBeGreaterThanOrEqual(1);
    const left = (await deliveriesAfter(f.s.db, f.zwId, 0)).map((d) => d.refId);
    expect(left).toContain(newId);
    expect(left).not.toContain(oldId);
  });
});
