import type { ServerEvent } from '../../contract';
import { BACKOFF_CAP_MS, BACKOFF_MIN_MS, backoffDelay } from './backoff';
import { MessageSocket, STABLE_MS, type MessageSocketOptions } from './socketClient';
import { FakeWebSocket, init } from './testing/FakeWebSocket';

/** When the socket client reconnects, how long it waits, and when it must not come back. */

function client(overrides: Partial<MessageSocketOptions> = {}) {
  const events: ServerEvent[] = [];
  const ended: string[] = [];
  const socket = new MessageSocket({
    url: () => 'ws://host/ws',
    token: () => 'Bearer t',
    hello: () => ({ systemId: '', isSeparate: false }),
    onEvent: (event) => events.push(event),
    onSessionEnded: (token) => ended.push(token),
    createSocket: (url) => new FakeWebSocket(url),
    random: () => 1,
    ...overrides,
  });
  return { socket, events, ended };
}

/** drops the current socket without it ever opening, and lets the client's retry timer fire */
function failOnce(code = 1006): void {
  FakeWebSocket.latest().serverClose(code);
  vi.runOnlyPendingTimers();
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => vi.useRealTimers());

describe('backoff', () => {
  test('full jitter: a random share of a ceiling that doubles from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 12].map((n) => backoffDelay(n, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(backoffDelay(3, () => 0.5)).toBe(4000);
    expect(backoffDelay(5, () => 0.25)).toBe(7500);
    expect(backoffDelay(4, () => 0)).toBe(BACKOFF_MIN_MS);
  });

  test('the client waits longer after each failed attempt, with the injected random share', () => {
    const shares = [1, 0.5, 1, 0.5, 1, 1, 1];
    const { socket } = client({ random: () => shares.shift() ?? 1 });
    socket.start();
    for (let i = 0; i < 7; i++) failOnce();
    expect(socket.retryDelays).toEqual([1000, 1000, 4000, 4000, 16000, BACKOFF_CAP_MS, BACKOFF_CAP_MS]);
    expect(FakeWebSocket.all).toHaveLength(8);
  });

  test('no socket is opened before the delay is over', () => {
    const { socket } = client({ random: () => 0.5 });
    socket.start();
    FakeWebSocket.latest().serverClose(1006);
    vi.advanceTimersByTime(499);
    expect(FakeWebSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.all).toHaveLength(2);
  });

  test('a connection that stayed up resets the backoff; one that dropped at once does not', () => {
    const { socket } = client();
    socket.start();
    failOnce();
    failOnce();
    const short = FakeWebSocket.latest();
    short.serverOpen();
    vi.advanceTimersByTime(STABLE_MS - 1);
    failOnce();
    const stable = FakeWebSocket.latest();
    stable.serverOpen();
    stable.serverSend(init());
    vi.advanceTimersByTime(STABLE_MS);
    failOnce(1012);
    expect(socket.retryDelays).toEqual([1000, 2000, 4000, 1000]);
  });

  test('going back online reconnects at once instead of waiting for the timer', () => {
    const { socket } = client();
    socket.start();
    failOnce();
    failOnce();
    FakeWebSocket.latest().serverClose(1006); // now waiting 4 s
    socket.wake();
    expect(FakeWebSocket.all).toHaveLength(4);
    vi.advanceTimersByTime(BACKOFF_CAP_MS); // the cancelled timer opens nothing more
    expect(FakeWebSocket.all).toHaveLength(4);
    socket.wake(); // a connecting socket is left alone
    expect(FakeWebSocket.all).toHaveLength(4);
  });
});

describe('no reconnect', () => {
  test('after close 4001 without a logout event the session is reported ended once, and nothing reopens', () => {
    const { socket, ended } = client();
    socket.start();
    FakeWebSocket.latest().serverOpen();
    FakeWebSocket.latest().serverClose(4001);
    vi.advanceTimersByTime(BACKOFF_CAP_MS * 4);
    expect(FakeWebSocket.all).toHaveLength(1);
    expect(ended).toEqual(['Bearer t']);
    socket.wake();
    expect(FakeWebSocket.all).toHaveLength(1);
  });

  test.each([
    ['logout', 4001],
    ['closeSocket', 1008],
  ])('after a %s event and the close that follows (%i)', (method, code) => {
    const { socket, events, ended } = client();
    socket.start();
    const open = FakeWebSocket.latest();
    open.serverOpen();
    open.serverSend({ method, msg: 'bye' });
    open.serverClose(code);
    vi.advanceTimersByTime(BACKOFF_CAP_MS * 4);
    expect(FakeWebSocket.all).toHaveLength(1);
    expect(events.map((e) => e.method)).toEqual([method]);
    expect(ended).toEqual([]);
  });

  test('closeSocket closes the socket from this side at once and stops sending frames', () => {
    const sender: { current: ((f: Record<string, unknown>) => boolean) | null } = { current: null };
    const { socket } = client({ setSender: (send) => (sender.current = send) });
    socket.start();
    const open = FakeWebSocket.latest();
    open.serverOpen();
    expect(sender.current).not.toBeNull();
    open.serverSend({ method: 'closeSocket', msg: '连接过多，已关闭较早的连接' });
    expect(open.closedWith).toBe(1000);
    expect(sender.current).toBeNull();
    expect(socket.connected).toBe(false);
  });

  test('after stop (the user signed out) and when there is no token', () => {
    const token = { current: 'Bearer t' as string | null };
    const { socket } = client({ token: () => token.current });
    socket.start();
    FakeWebSocket.latest().serverClose(1006);
    socket.stop();
    vi.advanceTimersByTime(BACKOFF_CAP_MS * 4);
    expect(FakeWebSocket.all).toHaveLength(1);
    token.current = null;
    socket.start();
    expect(FakeWebSocket.all).toHaveLength(1);
  });

  test('a server restart (1012) is reconnected', () => {
    const { socket } = client();
    socket.start();
    FakeWebSocket.latest().serverOpen();
    failOnce(1012);
    expect(FakeWebSocket.all).toHaveLength(2);
  });
});
