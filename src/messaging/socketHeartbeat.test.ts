import { DEAD_AFTER_MS, HEARTBEAT_MS, MessageSocket } from './socketClient';
import { FakeWebSocket, init } from './testing/FakeWebSocket';

/** HeartCheck and the dead connection: a socket on which nothing arrives after a HeartCheck is replaced. */

function started(): { socket: MessageSocket; first: FakeWebSocket } {
  const socket = new MessageSocket({
    url: () => 'ws://host/ws',
    token: () => 'Bearer t',
    hello: () => ({ systemId: '', isSeparate: false }),
    onEvent: () => undefined,
    createSocket: (url) => new FakeWebSocket(url),
    random: () => 1,
  });
  socket.start();
  const first = FakeWebSocket.latest();
  first.serverOpen();
  first.serverSend(init({ lastSeq: 5 }));
  return { socket, first };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => vi.useRealTimers());

test('HeartCheck every 30 s asks for a pong', () => {
  const { first } = started();
  vi.advanceTimersByTime(HEARTBEAT_MS);
  expect(first.frames('HeartCheck')).toEqual([{ method: 'HeartCheck', token: 'Bearer t', pong: true }]);
});

test('a server that answers pongs: silence after a HeartCheck closes the socket and reconnects with lastSeq', () => {
  const { socket, first } = started();
  vi.advanceTimersByTime(HEARTBEAT_MS);
  first.serverSend({ method: 'pong' });
  vi.advanceTimersByTime(HEARTBEAT_MS + DEAD_AFTER_MS - 1);
  expect(FakeWebSocket.all).toHaveLength(1); // not yet: the window is not over
  vi.advanceTimersByTime(1);
  expect(first.closedWith).toBe(4000);
  expect(socket.connected).toBe(false);
  vi.advanceTimersByTime(1000); // the first backoff step
  const second = FakeWebSocket.latest();
  expect(second).not.toBe(first);
  second.serverOpen();
  expect(second.frames('OnConnection')[0]).toMatchObject({ lastSeq: 5 });
  first.serverClose(1006); // the browser's late close of the dead one changes nothing
  expect(FakeWebSocket.all).toHaveLength(2);
  expect(socket.connected).toBe(true);
});

test('any frame within the window keeps the connection', () => {
  const { first } = started();
  vi.advanceTimersByTime(HEARTBEAT_MS);
  first.serverSend({ method: 'pong' });
  for (let i = 0; i < 5; i++) {
    vi.advanceTimersByTime(DEAD_AFTER_MS / 2);
    first.serverSend({ method: 'online', userId: 'u2' }); // half way through the window after a HeartCheck
    vi.advanceTimersByTime(HEARTBEAT_MS - DEAD_AFTER_MS / 2);
  }
  expect(first.closedWith).toBeNull();
  expect(FakeWebSocket.all).toHaveLength(1);
});

test('a server that never answers HeartCheck (the contract’s no-op) is not taken for dead', () => {
  const { first } = started();
  vi.advanceTimersByTime((HEARTBEAT_MS + DEAD_AFTER_MS) * 4);
  expect(first.frames('HeartCheck')).toHaveLength(5);
  expect(first.closedWith).toBeNull();
  expect(FakeWebSocket.all).toHaveLength(1);
});
