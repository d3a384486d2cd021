import { proxy } from 'valtio';
import type { UnreadChat } from '../../../contract';

/** The other person of a conversation, as the drawer lists and the window heads it. */
export interface ChatPartner {
  id: string;
  realName: string;
  account: string;
  headIcon: string;
}

/**
 * What the navbar button and the lazily loaded drawer share: whether the drawer is open, whose window is
 * open, and the unread count per partner (the badge is their sum). It lives outside the drawer's chunk so
 * the badge counts while the drawer was never opened.
 */
export const chatState = proxy({
  drawerOpen: false,
  active: null as ChatPartner | null,
  unread: {} as Record<string, number>,
  /** how often each partner's history was deleted here: an open window of theirs empties when it changes */
  cleared: {} as Record<string, number>,
});

export function unreadTotal(unread: Record<string, number>): number {
  return Object.values(unread).reduce((sum, n) => sum + n, 0);
}

/** initMessage: the server's count per sender replaces what we had (it is the truth after a (re)connect). */
export function applyUnreadNums(rows: UnreadChat[]): void {
  const next: Record<string, number> = {};
  for (const row of rows) next[row.sendUserId] = row.unreadNum;
  chatState.unread = next;
}

/** A message from `userId` arrived while its window was not open. */
export function countUnread(userId: string): void {
  chatState.unread[userId] = (chatState.unread[userId] ?? 0) + 1;
}

export function openChat(partner: ChatPartner): void {
  chatState.active = { ...partner };
  chatState.unread[partner.id] = 0;
}

/** 删除聊天记录 succeeded for `userId`. */
export function historyCleared(userId: string): void {
  chatState.cleared[userId] = (chatState.cleared[userId] ?? 0) + 1;
  chatState.unread[userId] = 0;
}

export function closeChat(): void {
  chatState.active = null;
}
