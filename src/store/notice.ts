import { proxy } from 'valtio';

/**
 * Unread message counts for the navbar bell. The message socket sets them (initMessage, messagePush); the bell
 * polls only while the socket is down.
 */
export const notice = proxy({
  unreadTotal: 0,
  /** the bell blinks while true (set by the socket when there is something unread) */
  blink: false,
  /** bumped each time the bell starts blinking, so a new push restarts the animation */
  blinkSeq: 0,
  /** true between the socket's initMessage and its close: the counts are live, no polling needed */
  socketOnline: false,
});

export function setUnreadTotal(total: number): void {
  notice.unreadTotal = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  if (notice.unreadTotal === 0) notice.blink = false;
}

/** A pushed message adds its unread count (0 for a replayed or already read one). */
export function addUnread(count: number): void {
  if (Number.isFinite(count) && count > 0) setUnreadTotal(notice.unreadTotal + count);
}

export function setBlink(on: boolean): void {
  if (on && notice.unreadTotal > 0) {
    notice.blink = true;
    notice.blinkSeq += 1;
  } else notice.blink = false;
}

export function setSocketOnline(online: boolean): void {
  notice.socketOnline = online;
}
