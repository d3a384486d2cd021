import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Drawer, Empty, Popconfirm, Spin } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MessageFilter } from '../../api/message/records';
import { onSocketEvent } from '../bus';
import { DrawerFilters, type DrawerFilterValue } from './DrawerFilters';
import { MessageRow } from './MessageRow';
import { useMessageTypeOptions } from './messageTypes';
import { nearBottom, useMessagePages } from './useMessagePages';
import { useOpenMessage } from './useOpenMessage';
import { refreshUnreadBadge, useReadAll } from './useReadAll';
import styles from './drawer.module.css';

export const DRAWER_WIDTH = 360;

/**
 * The message drawer of the navbar bell: the user's messages newest first, filtered by keyword, source type
 * and "unread only" (on by default), 20 at a time as the list is scrolled. A message pushed over the socket
 * reloads the open list and the badge.
 */
export default function MessageDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const types = useMessageTypeOptions();
  const [value, setValue] = useState<DrawerFilterValue>({ keyword: '', type: '', unreadOnly: true });
  const filter = useMemo<MessageFilter>(
    () => ({ keyword: value.keyword, type: value.type, isRead: value.unreadOnly ? '0' : '' }),
    [value],
  );
  const pages = useMessagePages(filter, open);
  const { reload, update } = pages;
  const markRead = useCallback((id: string) => update(id, { isRead: 1 }), [update]);
  const { open: openMessage, dialog } = useOpenMessage({ onRead: markRead, onLeave: onClose });
  const readAll = useReadAll(filter, reload);

  useEffect(() => {
    if (!open) return undefined;
    return onSocketEvent('messagePush', () => {
      reload();
      void refreshUnreadBadge();
    });
  }, [open, reload]);

  return (
    <>
      <Drawer
        open={open}
        onClose={onClose}
        width={DRAWER_WIDTH}
        title={t('msgCenter.title')}
        extra={
          <Link to="/messageRecord" onClick={onClose} data-testid="message-more">
            {t('msgCenter.more')}
          </Link>
        }
        styles={{ body: { padding: 0 } }}
        footer={
          <Popconfirm title={t('msgCenter.readAllConfirm')} onConfirm={readAll}>
            <Button block data-testid="message-read-all">
              {t('msgCenter.readAll')}
            </Button>
          </Popconfirm>
        }
        data-testid="message-drawer"
      >
        <div className={styles.body}>
          <DrawerFilters value={value} types={types} onChange={setValue} />
          <div
            className={styles.scroller}
            data-testid="message-scroller"
            onScroll={(event) => nearBottom(event.currentTarget) && pages.loadMore()}
          >
            <DrawerList pages={pages} types={types} onOpen={openMessage} />
          </div>
        </div>
      </Drawer>
      {dialog}
    </>
  );
}

/** The rows, then a spinner while a page loads; the empty state only once a load found nothing. */
function DrawerList({
  pages,
  types,
  onOpen,
}: {
  pages: ReturnType<typeof useMessagePages>;
  types: ReturnType<typeof useMessageTypeOptions>;
  onOpen: Parameters<typeof MessageRow>[0]['onOpen'];
}) {
  const { t } = useTranslation();
  const { items, loading, hasMore } = pages;
  if (!items.length && !loading) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('msgCenter.empty')} style={{ marginTop: 48 }} />;
  }
  return (
    <>
      <ul className={styles.list}>
        {items.map((record) => (
          <MessageRow key={record.id} record={record} types={types} onOpen={onOpen} />
        ))}
      </ul>
      <div className={styles.state}>
        {loading ? (
          <span data-testid="message-loading">
            <Spin size="small" />
          </span>
        ) : (
          !hasMore && t('msgCenter.noMore')
        )}
      </div>
    </>
  );
}
