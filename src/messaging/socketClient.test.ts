import type { ServerEvent } from '../../contract';
import { BACKOFF_CAP_MS } from './backoff';
import { HEARTBEAT_MS, MessageSocket, type MessageSocketOptions } from './socketClient';
import { FakeWebSocket, init, push } from './testing/FakeWebSocket';

/** The message socket client against a fake WebSocket and fake timers: no network. */

interface Harness {
  client: MessageSocket;
  events: ServerEvent[];
  status: boolean[];
  sender: { current: ((frame: Record<string, unknown>) => boolean) | null };
  ended: string[];
  token: { current: string | null };
}

function harness(overrides: Partial<MessageSocketOptions> = {}): Harness {
  const h: Omit<Harness, 'client'> = {
    events: [],
    status: [],
    sender: { current: null },
    ended: [],
    token: { current: 'Bearer t/1' },
  };
  const client = new MessageSocket({
    url: (token) => `ws://host/cloud-api2/api/message/websocket/${encodeURIComponent(token)}`,
    token: () => h.token.current,
    hello: () => ({ systemId: 'sys-1', isSeparate: false }),
    onEvent: (event) => h.events.push(event),
    onStatus: (online) => h.status.push(online),
    setSender: (send) => (h.sender.current = send),
    onSessionEnded: (token) => h.ended.push(token),
    createSocket: (url) => new FakeWebSocket(url),
    random: () => 1,
    ...overrides,
  });
  return { ...h, client };
}

/** opens the latest socket and answers OnConnection the way the server does */
function connect(lastSeq = 0, extra: Record<string, unknown> = {}): FakeWebSocket {
  const socket = FakeWebSocket.latest();
  socket.serverOpen();
  socket.serverSend(init({ lastSeq, ...extra }));
  return socket;
}

const ids = (events: ServerEvent[]) => events.map((e) => ('id' in e ? e.id : e.method));

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => vi.useRealTimers());

describe('connecting', () => {
  test('opens the URL of the token and says OnConnection with the token, systemId and no lastSeq', () => {
    const h = harness();
    h.client.start();
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('ws://host/cloud-api2/api/message/websocket/Bearer%20t%2F1');
    expect(socket.sent).toEqual([]);
    socket.serverOpen();
    expect(socket.sent).toEqual([
      { method: 'OnConnection', token: 'Bearer t/1', mobileDevice: false, systemId: 'sys-1', isSeparate: false },
    ]);
    expect(h.status).toEqual([]);
    socket.serverSend(init({ lastSeq: 4, unreadTotalCount: 3 }));
    expect(h.status).toEqual([true]);
    expect(h.events.map((e) => e.method)).toEqual(['initMessage']);
  });

  test('while open the bus sender sends frames with the token; after the close it answers false', () => {
    const h = harness();
    h.client.start();
    const socket = connect();
    expect(h.sender.current?.({ method: 'SendMessage', toUserId: 'u2' })).toBe(true);
    expect(socket.frames('SendMessage')).toEqual([{ method: 'SendMessage', toUserId: 'u2', token: 'Bearer t/1' }]);
    const send = h.sender.current;
    socket.serverClose(1006);
    expect(h.sender.current).toBeNull();
    expect(send?.({ method: 'SendMessage' })).toBe(false);
    expect(h.status).toEqual([true, false]);
  });

  test('a HeartCheck leaves every 30 seconds while the socket is open, and stops with it', () => {
    const h = harness();
    h.client.start();
    const socket = connect();
    vi.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(socket.frames('HeartCheck')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(socket.frames('HeartCheck')).toEqual([{ method: 'HeartCheck', token: 'Bearer t/1', pong: true }]);
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(socket.frames('HeartCheck')).toHaveLength(3);
    h.client.stop();
    vi.advanceTimersByTime(HEARTBEAT_MS * 3);
    expect(socket.frames('HeartCheck')).toHaveLength(3);
    expect(socket.closedWith).toBe(1000);
  });

  test('frames that are not events are ignored and the socket goes on', () => {
    const h = harness();
    h.client.start();
    const socket = connect();
    for (const bad of ['{not json', '42', 'null', '[]', '{"no":"method"}', '{"method":"messagePush","seq":"x"}'])
      socket.serverSend(bad);
    socket.onmessage?.({ data: new ArrayBuffer(4) });
    socket.serverSend(push('m1', 1));
    expect(ids(h.events)).toEqual(['initMessage', 'm1']);
    expect(h.client.connected).toBe(true);
  });
});

describe('replay and de-duplication', () => {
  test('after a drop the reconnect sends the highest seq seen; a replayed or repeated id is published once', () => {
    const h = harness();
    h.client.start();
    const first = connect(10);
    first.serverSend(push('m11', 11));
    first.serverSend(push('m12', 12));
    first.serverSend(push('m12', 12)); // the same delivery twice on one socket
    first.serverClose(1006);
    vi.advanceTimersByTime(BACKOFF_CAP_MS);
    const second = FakeWebSocket.latest();
    expect(second).not.toBe(first);
    second.serverOpen();
    expect(second.frames('OnConnection')[0]).toMatchObject({ lastSeq: 12, token: 'Bearer t/1' });
    second.serverSend(init({ lastSeq: 13 }));
    // a server that replays from an older point than asked: m11 and m12 again, then the missed m13
    for (const [id, seq] of [
      ['m11', 11],
      ['m12', 12],
      ['m13', 13],
    ] as const)
      second.serverSend(push(id, seq, { replay: true, unreadNoticeCount: 0 }));
    second.serverSend(push('m14', 14));
    expect(ids(h.events)).toEqual(['initMessage', 'm11', 'm12', 'initMessage', 'm13', 'm14']);
    expect(h.client.highestSeq).toBe(14);
  });

  test('the first connection starts from initMessage.lastSeq, so what arrives during a drop is asked for', () => {
    const h = harness();
    h.client.start();
    connect(41).serverClose(1012);
    vi.advanceTimersByTime(BACKOFF_CAP_MS);
    const again = FakeWebSocket.latest();
    again.serverOpen();
    expect(again.frames('OnConnection')[0].lastSeq).toBe(41);
    expect(h.events).toHaveLength(1);
  });

  test('a chat message and its echo with one id are both kept (different events)', () => {
    const h = harness();
    h.client.start();
    const socket = connect();
    socket.serverSend({ method: 'receiveMessage', id: 'c1', seq: 1, formMessage: 'hi' });
    socket.serverSend({ method: 'sendMessage', id: 'c1', seq: 2, toMessage: 'hi' });
    socket.serverSend({ method: 'receiveMessage', id: 'c1', seq: 1, formMessage: 'hi', replay: true });
    expect(h.events.map((e) => e.method)).toEqual(['initMessage', 'receiveMessage', 'sendMessage']);
  });
});
