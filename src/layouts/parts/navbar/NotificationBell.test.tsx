import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import zh from '../../../i18n/locales/zh';
import { session } from '../../../store/session';
import { notice, setUnreadTotal } from '../../../store/notice';
import { startMessageSocket, stopMessageSocket } from '../../../messaging/socketService';
import { FakeWebSocket, init, push } from '../../../messaging/testing/FakeWebSocket';
import { BELL_POLL_FIRST_MS, BELL_POLL_MS } from './bellPoll';
import NotificationBell from './NotificationBell';

/** The bell, fed live by the real socket service over a fake WebSocket; the poll only while the socket is down. */

const getUnreadCounts = vi.hoisted(() => vi.fn());
vi.mock('../../../api/message', () => ({ getUnreadCounts }));

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'zh', resources: { zh: { translation: zh } } });
});
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  FakeWebSocket.reset();
  getUnreadCounts.mockReset().mockResolvedValue({ unReadNum: 9 });
  session.token = 'Bearer bell-test';
  setUnreadTotal(0);
});
afterEach(() => {
  stopMessageSocket();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const bell = () => screen.getByTestId('notification-bell');
// async act: valtio tells its subscribers in a microtask
const serverSends = (event: Record<string, unknown>) => act(async () => FakeWebSocket.latest().serverSend(event));

function mountWithSocket() {
  render(
    <MemoryRouter>
      <NotificationBell />
    </MemoryRouter>,
  );
  let release: () => void = () => undefined;
  act(() => void (release = startMessageSocket()));
  return release;
}

test('the badge and the accessible name follow initMessage and each push, without a reload', async () => {
  mountWithSocket();
  expect(bell().getAttribute('aria-label')).toBe('消息通知');
  await act(async () => FakeWebSocket.latest().serverOpen());
  expect(FakeWebSocket.latest().url).toBe(`ws://localhost:3000/cloud-api2/api/message/websocket/Bearer%20bell-test`);
  expect(FakeWebSocket.latest().frames('OnConnection')).toHaveLength(1);
  await serverSends(init({ unreadTotalCount: 3, lastSeq: 5 }));
  expect(bell().textContent).toContain('3');
  expect(bell().getAttribute('aria-label')).toBe('消息通知，3 条未读');
  expect(bell().querySelector('[data-blink]')).not.toBeNull();
  await serverSends(push('m6', 6));
  await serverSends(push('m6', 6)); // the same message again is not counted twice
  await serverSends(push('m7', 7, { replay: true, unreadNoticeCount: 0 }));
  expect(bell().getAttribute('aria-label')).toBe('消息通知，4 条未读');
  expect(bell().textContent).toContain('4');
});

test('the poll runs only while the socket is down', async () => {
  mountWithSocket();
  await act(() => vi.advanceTimersByTimeAsync(BELL_POLL_FIRST_MS));
  expect(getUnreadCounts).toHaveBeenCalledTimes(1);
  expect(bell().textContent).toContain('9');
  await act(async () => FakeWebSocket.latest().serverOpen());
  await serverSends(init({ unreadTotalCount: 2 }));
  await act(() => vi.advanceTimersByTimeAsync(BELL_POLL_MS * 3));
  expect(getUnreadCounts).toHaveBeenCalledTimes(1);
  expect(bell().textContent).toContain('2');
  await act(async () => FakeWebSocket.latest().serverClose(1006));
  expect(notice.socketOnline).toBe(false);
  getUnreadCounts.mockClear();
  // the socket keeps failing: the poll takes over (first after a few seconds, then slowly)
  vi.stubGlobal('WebSocket', class extends FakeWebSocket {});
  await act(() => vi.advanceTimersByTimeAsync(BELL_POLL_FIRST_MS));
  expect(getUnreadCounts).toHaveBeenCalledTimes(1);
});

test('signing out (the token goes) closes the socket for good', async () => {
  mountWithSocket();
  const socket = FakeWebSocket.latest();
  await act(async () => socket.serverOpen());
  await serverSends(init());
  await act(async () => void (session.token = null));
  expect(socket.closedWith).toBe(1000);
  await act(() => vi.advanceTimersByTimeAsync(60_000));
  expect(FakeWebSocket.all).toHaveLength(1);
});
