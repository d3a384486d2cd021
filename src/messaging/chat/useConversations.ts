import { useCallback, useEffect, useState } from 'react';
import type { ImReplyItem } from '../../../contract';
import { deleteChatRecord, getConversations, removeConversation } from '../../api/message/chat';
import { onSocketEvent } from '../bus';
import { chatState, historyCleared } from './chatStore';

/** A conversation moved (or added) to the top with its new latest message. */
function upsert(list: ImReplyItem[], row: Partial<ImReplyItem> & { id: string }): ImReplyItem[] {
  const old = list.find((c) => c.id === row.id);
  const merged = { ...(old ?? EMPTY), ...row } as ImReplyItem;
  return [merged, ...list.filter((c) => c.id !== row.id)];
}

const EMPTY: ImReplyItem = {
  id: '',
  userId: '',
  sendUserId: '',
  account: '',
  realName: '',
  headIcon: '',
  latestMessage: '',
  messageType: 'text',
  latestDate: 0,
  unreadMessage: 0,
};

const bodyText = (body: unknown) => (typeof body === 'string' ? body : JSON.stringify(body));

/** Recent conversations (REST when the drawer opens) kept current by the socket's chat events. */
export function useConversations(open: boolean) {
  const [list, setList] = useState<ImReplyItem[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoading(true);
    getConversations()
      .then((rows) => {
        if (!live) return;
        setList(rows);
        // the server's counts are the truth; the open window's partner has just been read
        for (const row of rows) chatState.unread[row.id] = chatState.active?.id === row.id ? 0 : row.unreadMessage;
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [open]);

  useEffect(() => {
    const offs = [
      onSocketEvent('receiveMessage', (e) => {
        const row = { id: e.formUserId, realName: e.realName, account: e.account, headIcon: e.headIcon };
        const latest = { latestMessage: bodyText(e.formMessage), messageType: e.messageType, latestDate: e.dateTime };
        setList((l) => upsert(l, { ...row, ...latest, sendUserId: e.formUserId }));
      }),
      onSocketEvent('sendMessage', (e) => {
        const row = { id: e.toUserId, realName: e.toRealName, account: e.toAccount, headIcon: e.toHeadIcon };
        const latest = { latestMessage: bodyText(e.toMessage), messageType: e.messageType, latestDate: e.dateTime };
        setList((l) => upsert(l, { ...row, ...latest, sendUserId: e.UserId }));
      }),
    ];
    return () => offs.forEach((off) => off());
  }, []);

  const remove = useCallback(async (id: string) => {
    await removeConversation(id);
    setList((l) => l.filter((c) => c.id !== id));
    chatState.unread[id] = 0;
  }, []);
  const clear = useCallback(async (id: string) => {
    await deleteChatRecord(id);
    setList((l) => l.map((c) => (c.id === id ? { ...c, latestMessage: '', messageType: 'text' } : c)));
    historyCleared(id);
  }, []);

  return { list, loading, remove, clear };
}
