import type { ServerEvent } from '../../contract';
import { addUnread, setBlink, setUnreadTotal } from '../store/notice';

/** What the session-level socket events do to the page; injected so tests replace reload and the toast. */
export interface SessionEventEffects {
  reload(): void;
  /** an error toast; settles when it closes */
  errorToast(text: string): Promise<void> | void;
  /** forget the token and the user's state (session/logout.ts) */
  endSession(): void;
  /** the token this browser keeps now (another tab may have signed in anew); null when none */
  storedToken?(): string | null;
  /** the text of the expired-login toast (translated) */
  expiredText(): string;
  /** how long a refresh message stays before the reload */
  refreshDelayMs?: number;
}

export const REFRESH_DELAY_MS = 2000;
export const EXPIRED_RELOAD_MAX_MS = 3000;

/**
 * The session's own reading of the events (the bus carries them to the screens too):
 * - initMessage: the bell's total, blinking when something is unread;
 * - messagePush: the bell goes up by the message's unread count (0 for a replay);
 * - logout: for another token (a newer sign-in, here or in another tab) just reload; for ours say so, forget
 *   the session, reload;
 * - refresh: the message as an error, then a reload after 2 s; without a message at once.
 */
export function applySessionEvent(event: ServerEvent, socketToken: string, fx: SessionEventEffects): void {
  switch (event.method) {
    case 'initMessage':
      setUnreadTotal(event.unreadTotalCount);
      setBlink(event.unreadTotalCount > 0);
      return;
    case 'messagePush':
      addUnread(event.unreadNoticeCount);
      if (event.unreadNoticeCount > 0) setBlink(true);
      return;
    case 'logout': {
      // a newer sign-in (named by the event, or kept by another tab) must not be wiped: load it instead
      const stored = fx.storedToken?.() ?? null;
      if ((event.token && event.token !== socketToken) || (stored && stored !== socketToken)) return fx.reload();
      return endedSession(fx);
    }
    case 'refresh':
      if (!event.msg) return fx.reload();
      void fx.errorToast(event.msg);
      setTimeout(() => fx.reload(), fx.refreshDelayMs ?? REFRESH_DELAY_MS);
      return;
    default:
  }
}

/** The server ended our session: tell the user, drop the token, and reload (the guard then shows /login). */
export function endedSession(fx: SessionEventEffects): void {
  fx.endSession();
  // reload once the toast was read; a toast that never reports closing must not keep the dead page
  const shown = Promise.resolve(fx.errorToast(fx.expiredText()));
  const atLatest = new Promise<void>((resolve) => setTimeout(resolve, EXPIRED_RELOAD_MAX_MS));
  void Promise.race([shown, atLatest]).then(() => fx.reload());
}
