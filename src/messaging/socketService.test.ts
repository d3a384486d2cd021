import type { UserInfo } from '../../contract';
import { session } from '../store/session';
import { notice } from '../store/notice';
import { onSocketEvent, sendFrame } from './bus';
import { startMessageSocket, stopMessageSocket } from './socketService';
import { signingOut } from './signOutSignal';
import { FakeWebSocket, init, push } from './testing/FakeWebSocket';

/** The page's one socket: wired to the session, the bus, the browser's online/visibility events and sign-out. */

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  FakeWebSocket.reset();
  session.token = 'Bearer service-test';
  session.userInfo = { systemId: 'sys-main' } as UserInfo;
});
afterEach(() => {
  stopMessageSocket();
  session.userInfo = null;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function connected(): FakeWebSocket {
  startMessageSocket();
  const socket = FakeWebSocket.latest();
  socket.serverOpen();
  socket.serverSend(init({ unreadTotalCount: 1 }));
  return socket;
}

test('OnConnection names the user’s system; the bus gets the events once and sends frames with the token', () => {
  const got: string[] = [];
  const off = onSocketEvent('messagePush', (e) => got.push(e.id));
  const socket = connected();
  expect(socket.frames('OnConnection')[0]).toMatchObject({ systemId: 'sys-main', isSeparate: false });
  socket.serverSend(push('p1', 1));
  socket.serverSend(push('p1', 1, { replay: true }));
  expect(got).toEqual(['p1']);
  expect(sendFrame({ method: 'MessageList', toUserId: 'u2' })).toBe(true);
  expect(socket.frames('MessageList')).toEqual([
    { method: 'MessageList', toUserId: 'u2', token: 'Bearer service-test' },
  ]);
  off();
});

test('a second holder shares the socket; the last release closes it after a grace period', () => {
  const first = startMessageSocket();
  const socket = FakeWebSocket.latest();
  socket.serverOpen();
  const second = startMessageSocket();
  expect(FakeWebSocket.all).toHaveLength(1);
  second();
  vi.advanceTimersByTime(5000);
  expect(socket.closedWith).toBeNull(); // the first holder still has it
  first();
  const remount = startMessageSocket(); // a remount within the grace keeps it
  vi.advanceTimersByTime(5000);
  expect(socket.closedWith).toBeNull();
  remount();
  vi.advanceTimersByTime(5000);
  expect(socket.closedWith).toBe(1000);
  expect(FakeWebSocket.all).toHaveLength(1);
});

test('back online after a drop: reconnects at once instead of waiting for the backoff', () => {
  connected().serverClose(1006);
  expect(FakeWebSocket.all).toHaveLength(1);
  window.dispatchEvent(new Event('online'));
  expect(FakeWebSocket.all).toHaveLength(2);
});

test('signing out closes the socket first: the server’s logout push for it cannot end the session as "expired"', () => {
  const socket = connected();
  signingOut();
  expect(socket.closedWith).toBe(1000);
  expect(notice.socketOnline).toBe(false);
  socket.serverSend({ method: 'logout', msg: '登录过期,请重新登录' });
  socket.serverClose(4001);
  expect(session.token).toBe('Bearer service-test'); // only signOut itself forgets it
  vi.advanceTimersByTime(60_000);
  expect(FakeWebSocket.all).toHaveLength(1);
});

test('switching to another system reconnects with the new systemId, from the last sequence seen', async () => {
  const socket = connected();
  socket.serverSend(push('p7', 7));
  session.userInfo = { systemId: 'sys-other' } as UserInfo;
  await vi.advanceTimersByTimeAsync(0);
  expect(socket.closedWith).toBe(1000);
  const next = FakeWebSocket.latest();
  expect(next).not.toBe(socket);
  next.serverOpen();
  expect(next.frames('OnConnection')[0]).toMatchObject({ systemId: 'sys-other', lastSeq: 7 });
  // the same system again (the user reloaded) keeps the socket
  session.userInfo = { systemId: 'sys-other' } as UserInfo;
  await vi.advanceTimersByTimeAsync(0);
  expect(FakeWebSocket.all).toHaveLength(2);
});
