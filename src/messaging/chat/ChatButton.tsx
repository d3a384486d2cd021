import { lazy, Suspense, useEffect, useState } from 'react';
import { Badge, Tooltip } from 'antd';
import { CommentOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { onSocketEvent } from '../bus';
import styles from '../../layouts/layout.module.css';
import { applyUnreadNums, chatState, countUnread, unreadTotal } from './chatStore';

// the drawer, the window and antd's heavier parts come with the first click, not with the first page
const ChatDrawer = lazy(() => import('./ChatDrawer'));

/** Keeps the per-partner unread counts of the badge while the drawer may never have been opened. */
function useUnreadFeed(): void {
  useEffect(() => {
    const offInit = onSocketEvent('initMessage', (event) => applyUnreadNums(event.unreadNums ?? []));
    const offReceive = onSocketEvent('receiveMessage', (event) => {
      // a replayed message is already in initMessage's counts; the open window counts nothing (it reads it)
      if (event.replay || chatState.active?.id === event.formUserId) return;
      countUnread(event.formUserId);
    });
    return () => {
      offInit();
      offReceive();
    };
  }, []);
}

/** The navbar's chat icon with the unread badge (at most 99 shown); opens the chat drawer. */
export default function ChatButton() {
  const { t } = useTranslation();
  const { unread, drawerOpen } = useSnapshot(chatState);
  const [mounted, setMounted] = useState(false);
  useUnreadFeed();
  const total = unreadTotal(unread);
  const open = () => {
    setMounted(true);
    chatState.drawerOpen = true;
  };
  return (
    <>
      <Tooltip title={t('chat.title')}>
        <button
          type="button"
          onClick={open}
          aria-label={t('chat.title')}
          data-testid="chat-button"
          data-unread={total}
          className={styles.tool}
        >
          <Badge count={total} overflowCount={99} size="small">
            <CommentOutlined style={{ fontSize: 17, color: '#4a5466' }} />
          </Badge>
        </button>
      </Tooltip>
      {(mounted || drawerOpen) && (
        <Suspense fallback={null}>
          <ChatDrawer />
        </Suspense>
      )}
    </>
  );
}
