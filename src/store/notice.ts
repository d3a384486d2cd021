import { proxy } from 'valtio';

/** Unread message counts for the navbar bell; fed by polling now and by the socket's pushes later. */
export const notice = proxy({ unreadTotal: 0 });

export function setUnreadTotal(total: number): void {
  notice.unreadTotal = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
}
