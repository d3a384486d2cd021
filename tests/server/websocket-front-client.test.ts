import WebSocket from 'ws';
import type { MessagePushEvent, ServerEvent } from '../../contract';
import { MessageSocket, type SocketLike } from '../../src/messaging/socketClient';
import { messageSocketUrl } from '../../src/messaging/socketUrl';
import { openSocketServer, type SocketServer } from './websocketClient';

/**
 * The front end's socket client (src/messaging/socketClient.ts) against the real server: it connects, is pushed
 * a stored message, loses its connection, reconnects by itself with its last sequence and receives exactly the
 * message it missed, once; after the session ends (4001) it stays away.
 */

let f: SocketServer;
beforeAll(async () => {
  f = await openSocketServer();
});
afterAll(() => f.close());

async function until(check: () => boolean, what: string, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function frontClient(token: string) {
  const events: ServerEvent[] = [];
  const sockets: WebSocket[] = [];
  const sent: Record<string, unknown>[] = [];
  const client = new MessageSocket({
    url: (t) => messageSocketUrl(f.s.config.apiBase, t, { href: `${f.base}/home` }),
    token: () => token,
    hello: () => ({ systemId: '', isSeparate: false }),
    onEvent: (event) => events.push(event),
    createSocket: (url) => {
      const ws = new WebSocket(url);
      const send = ws.send.bind(ws);
      ws.send = ((data: string) => {
        sent.push(JSON.parse(data) as Record<string, unknown>);
        send(data);
      }) as typeof ws.send;
      sockets.push(ws);
      return ws as unknown as SocketLike;
    },
    random: () => 0.5, // first retry after 500 ms
  });
  const pushes = () => events.filter((e): e is MessagePushEvent => e.method === 'messagePush');
  const inits = () => events.filter((e) => e.method === 'initMessage');
  return { client, events, sockets, sent, pushes, inits };
}

test('a drop is caught up by lastSeq: the missed message arrives once, as a replay, and live pushes go on', async () => {
  const c = frontClient(f.zwToken);
  c.client.start();
  await until(() => c.inits().length === 1, 'initMessage');
  const live = await f.insertMessage(f.zwId, 'front-live');
  await until(() => c.pushes().length === 1, 'the live push');
  expect(c.pushes()[0]).toMatchObject({ id: live, unreadNoticeCount: 1 });
  const seenSeq = c.pushes()[0].seq;

  // the connection drops (not a stop): the client reconnects on its own
  c.sockets[0].terminate();
  await until(() => !c.client.connected, 'the drop');
  const missed = await f.insertMessage(f.zwId, 'front-missed');
  await until(() => c.inits().length === 2, 'the second initMessage');
  expect(c.sockets).toHaveLength(2);
  expect(c.sent.filter((s) => s.method === 'OnConnection').map((s) => s.lastSeq)).toEqual([undefined, seenSeq]);
  await until(() => c.pushes().length === 2, 'the replayed push');
  expect(c.pushes()[1]).toMatchObject({ id: missed, seq: seenSeq + 1, replay: true, unreadNoticeCount: 0 });

  const after = await f.insertMessage(f.zwId, 'front-after');
  await until(() => c.pushes().length === 3, 'the next live push');
  expect(c.pushes().map((p) => p.id)).toEqual([live, missed, after]);
  expect(c.pushes()[2].unreadNoticeCount).toBe(1);
  c.client.stop();
});

test('signed out elsewhere: logout then close 4001, and the client does not come back', async () => {
  const token = await f.s.login('lina', 'User1234');
  const c = frontClient(token);
  c.client.start();
  await until(() => c.inits().length === 1, 'initMessage');
  expect((await f.s.get('/api/oauth/Logout', { token })).body.code).toBe(200);
  await until(() => c.events.some((e) => e.method === 'logout'), 'the logout event');
  await until(() => c.sockets[0].readyState === WebSocket.CLOSED, 'the close');
  // longer than any first retry (random 0.5 → 500 ms): still one socket
  await new Promise((resolve) => setTimeout(resolve, 1200));
  expect(c.sockets).toHaveLength(1);
  expect(c.client.connected).toBe(false);
});
