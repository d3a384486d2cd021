import type { ServerEvent } from '../../contract';
import { notice, setUnreadTotal } from '../store/notice';
import { applySessionEvent, EXPIRED_RELOAD_MAX_MS, REFRESH_DELAY_MS, type SessionEventEffects } from './sessionEvents';
import { init, push } from './testing/FakeWebSocket';

/** What initMessage, messagePush, logout and refresh do to the bell and the page (reload and toast injected). */

function effects() {
  const calls: string[] = [];
  let closeToast: () => void = () => undefined;
  const fx: SessionEventEffects = {
    reload: () => calls.push('reload'),
    errorToast: (text) => {
      calls.push(`toast:${text}`);
      return new Promise<void>((resolve) => (closeToast = resolve));
    },
    endSession: () => calls.push('endSession'),
    expiredText: () => '登录过期,请重新登录',
  };
  return { fx, calls, closeToast: () => closeToast() };
}

const ev = (e: Record<string, unknown>) => e as unknown as ServerEvent;
const TOKEN = 'Bearer mine';

beforeEach(() => {
  vi.useFakeTimers();
  setUnreadTotal(0);
});
afterEach(() => vi.useRealTimers());

describe('the bell', () => {
  test('initMessage sets the total and blinks when something is unread', () => {
    const { fx } = effects();
    applySessionEvent(ev(init({ unreadTotalCount: 7 })), TOKEN, fx);
    expect(notice.unreadTotal).toBe(7);
    expect(notice.blink).toBe(true);
    applySessionEvent(ev(init({ unreadTotalCount: 0 })), TOKEN, fx);
    expect(notice.unreadTotal).toBe(0);
    expect(notice.blink).toBe(false);
  });

  test('messagePush adds its unread count; a replayed one (0) changes nothing', () => {
    const { fx } = effects();
    applySessionEvent(ev(init({ unreadTotalCount: 2 })), TOKEN, fx);
    const seq = notice.blinkSeq;
    applySessionEvent(ev(push('a', 1)), TOKEN, fx);
    applySessionEvent(ev(push('b', 2, { unreadNoticeCount: 3 })), TOKEN, fx);
    expect(notice.unreadTotal).toBe(6);
    expect(notice.blinkSeq).toBe(seq + 2);
    applySessionEvent(ev(push('c', 3, { replay: true, unreadNoticeCount: 0 })), TOKEN, fx);
    expect(notice.unreadTotal).toBe(6);
    expect(notice.blinkSeq).toBe(seq + 2);
  });
});

describe('logout', () => {
  test('for another token (a newer sign-in) the page only reloads', () => {
    const { fx, calls } = effects();
    applySessionEvent(ev({ method: 'logout', token: 'Bearer newer' }), TOKEN, fx);
    expect(calls).toEqual(['reload']);
  });

  test('when this browser now keeps another token (a new sign-in in another tab) the page only reloads', () => {
    const { fx, calls } = effects();
    applySessionEvent(ev({ method: 'logout' }), TOKEN, { ...fx, storedToken: () => 'Bearer from-tab-2' });
    expect(calls).toEqual(['reload']);
  });

  test('for our token: the session is forgotten, the toast shown, and the page reloads once it closed', async () => {
    const { fx, calls, closeToast } = effects();
    // the stored token is ours, or gone (another tab of ours signed out)
    applySessionEvent(ev({ method: 'logout', msg: '此账号已在其他地方登录' }), TOKEN, {
      ...fx,
      storedToken: () => TOKEN,
    });
    expect(calls).toEqual(['endSession', 'toast:登录过期,请重新登录']);
    closeToast();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['endSession', 'toast:登录过期,请重新登录', 'reload']);
  });

  test('a toast that never reports closing still reloads after a while', async () => {
    const { fx, calls } = effects();
    applySessionEvent(ev({ method: 'logout', token: TOKEN }), TOKEN, { ...fx, storedToken: () => null });
    await vi.advanceTimersByTimeAsync(EXPIRED_RELOAD_MAX_MS - 1);
    expect(calls).not.toContain('reload');
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.filter((c) => c === 'reload')).toHaveLength(1);
  });
});

describe('refresh', () => {
  test('with a message: shown as an error, reload 2 seconds later', () => {
    const { fx, calls } = effects();
    applySessionEvent(ev({ method: 'refresh', msg: '权限已变更' }), TOKEN, fx);
    expect(calls).toEqual(['toast:权限已变更']);
    vi.advanceTimersByTime(REFRESH_DELAY_MS - 1);
    expect(calls).toEqual(['toast:权限已变更']);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['toast:权限已变更', 'reload']);
  });

  test('without a message: reload at once', () => {
    const { fx, calls } = effects();
    applySessionEvent(ev({ method: 'refresh' }), TOKEN, fx);
    expect(calls).toEqual(['reload']);
  });
});
