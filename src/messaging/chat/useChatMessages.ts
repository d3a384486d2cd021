import { useCallback, useEffect, useRef, useState } from 'react';
import { getChatHistory, markChatRead } from '../../api/message/chat';
import { useSnapshot } from 'valtio';
import { onSocketEvent, sendFrame } from '../bus';
import { chatState } from './chatStore';
import { fromReceive, fromSend, mergeMessages, type ChatMsg } from './chatFormat';

/** The window opens on the latest 30 messages; scrolling to the top loads 30 older ones at a time. */
export const WINDOW_PAGE = 30;

export interface ChatMessagesState {
  messages: ChatMsg[];
  loading: boolean;
  loadingOlder: boolean;
  hasOlder: boolean;
  loadOlder(): void;
}

/** Tells the server I read `partnerId`'s messages: UpdateReadMessage on the socket, REST while it is down. */
function markRead(partnerId: string): void {
  chatState.unread[partnerId] = 0;
  if (sendFrame({ method: 'UpdateReadMessage', formUserId: partnerId })) return;
  markChatRead(partnerId).catch(() => undefined); // the badge is cleared; the server catches up next time
}

/** 删除聊天记录 of this partner empties the open window at once (what arrives afterwards still shows). */
function useHistoryCleared(partnerId: string, clear: () => void): void {
  const { cleared } = useSnapshot(chatState);
  const count = cleared[partnerId] ?? 0;
  const seen = useRef(count);
  useEffect(() => {
    if (count === seen.current) return;
    seen.current = count;
    clear();
  }, [count, clear]);
}

/** Live delivery into the open window: received and echoed messages appended once, read receipts applied. */
function useLiveMessages(partnerId: string, me: string, setMessages: (up: (list: ChatMsg[]) => ChatMsg[]) => void) {
  useEffect(() => {
    const offs = [
      onSocketEvent('receiveMessage', (event) => {
        if (event.formUserId !== partnerId) return;
        setMessages((list) => mergeMessages(list, [fromReceive(event, me)]));
        markRead(partnerId);
      }),
      onSocketEvent('sendMessage', (event) => {
        if (event.toUserId === partnerId) setMessages((list) => mergeMessages(list, [fromSend(event)]));
      }),
      onSocketEvent('readMessage', (event) => {
        if (event.userId !== partnerId) return;
        setMessages((list) => list.map((m) => (m.sendUserId === me && m.state !== 1 ? { ...m, state: 1 } : m)));
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [partnerId, me, setMessages]);
}

/** The messages of the conversation with `partnerId`, oldest first: REST pages plus live socket events. */
export function useChatMessages(partnerId: string, me: string): ChatMessagesState {
  const [messages, setMessages] = useState<ChatMsg[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [hasOlder, setHasOlder] = useState(false);
  const page = useRef(1);
  const busy = useRef(false);

  useEffect(() => {
    let live = true;
    page.current = 1;
    setLoading(true);
    getChatHistory(partnerId, { currentPage: 1, pageSize: WINDOW_PAGE, sord: 'desc' })
      .then((result) => {
        if (!live) return;
        setMessages((list) => mergeMessages(list, result.list));
        setHasOlder(result.list.length < result.pagination.total);
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    markRead(partnerId);
    return () => {
      live = false;
    };
  }, [partnerId]);

  useLiveMessages(partnerId, me, setMessages);
  useHistoryCleared(
    partnerId,
    useCallback(() => {
      setMessages([]);
      setHasOlder(false);
    }, []),
  );

  const loadOlder = useCallback(() => {
    if (busy.current || !hasOlder) return;
    busy.current = true;
    setLoadingOlder(true);
    const next = page.current + 1;
    getChatHistory(partnerId, { currentPage: next, pageSize: WINDOW_PAGE, sord: 'desc' })
      .then((result) => {
        page.current = next;
        // messages that arrived live shift the pages: the overlap is dropped by id
        setMessages((list) => mergeMessages(list, result.list));
        setHasOlder(next * WINDOW_PAGE < result.pagination.total);
      })
      .catch(() => undefined)
      .finally(() => {
        busy.current = false;
        setLoadingOlder(false);
      });
  }, [partnerId, hasOlder]);

  return { messages, loading, loadingOlder, hasOlder, loadOlder };
}
