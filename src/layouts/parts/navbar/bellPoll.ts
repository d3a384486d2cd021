import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { getUnreadCounts } from '../../../api/message';
import { notice, setUnreadTotal } from '../../../store/notice';

/** While the socket is down the bell asks now and then, and whenever the window regains focus. */
export const BELL_POLL_MS = 120_000;
/** the socket normally answers within this; only then is the first poll worth making */
export const BELL_POLL_FIRST_MS = 5000;

function refresh(): void {
  getUnreadCounts().then(
    (counts) => {
      // the socket may have come up meanwhile, and its count is the newer one
      if (!notice.socketOnline) setUnreadTotal(counts?.unReadNum ?? 0);
    },
    () => undefined, // an older server without the endpoint: the badge stays as it is
  );
}

/**
 * The slow fallback of the bell: polls only while the message socket is not live (a proxy without websocket
 * upgrades, a server restart). A live socket keeps the count itself (initMessage, messagePush).
 */
export function useBellFallbackPoll(): void {
  const { socketOnline } = useSnapshot(notice);
  useEffect(() => {
    if (socketOnline) return undefined;
    const first = window.setTimeout(refresh, BELL_POLL_FIRST_MS);
    const timer = window.setInterval(refresh, BELL_POLL_MS);
    window.addEventListener('focus', refresh);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
    };
  }, [socketOnline]);
}
