import { App, Avatar, Badge, Dropdown, Empty, Spin } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import type { ImReplyItem } from '../../../contract';
import { chatState, openChat } from './chatStore';
import { previewText, relativeTime } from './chatFormat';
import { useConversations } from './useConversations';
import { avatarSrc } from './avatar';
import styles from './chat.module.css';

/** 消息: recent conversations; a click opens the chat, a right-click offers remove / delete history. */
export default function ConversationList({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { unread } = useSnapshot(chatState);
  const { list, loading, remove, clear } = useConversations(open);

  const confirm = (row: ImReplyItem, action: 'remove' | 'deleteRecord') =>
    modal.confirm({
      title: t(action === 'remove' ? 'chat.removeConfirm' : 'chat.deleteConfirm', { name: row.realName }),
      okText: t('chat.confirm'),
      cancelText: t('chat.cancel'),
      onOk: () => (action === 'remove' ? remove(row.id) : clear(row.id)),
    });

  return (
    <Spin spinning={loading}>
      {list.length === 0 && !loading && <Empty description={t('chat.noConversations')} />}
      <ul className={styles.list} aria-label={t('chat.tabMessages')}>
        {list.map((row) => (
          <Dropdown
            key={row.id}
            trigger={['contextMenu']}
            menu={{
              items: [
                { key: 'remove', label: t('chat.remove') },
                { key: 'deleteRecord', label: t('chat.deleteRecord'), danger: true },
              ],
              onClick: ({ key }) => confirm(row, key as 'remove' | 'deleteRecord'),
            }}
          >
            <li
              className={styles.item}
              aria-label={row.realName}
              data-testid="chat-conversation"
              tabIndex={0}
              onClick={() => openChat(row)}
              onKeyDown={(event) => event.key === 'Enter' && openChat(row)}
            >
              <Badge count={unread[row.id] ?? 0} size="small" overflowCount={99}>
                <Avatar size={38} src={avatarSrc(row.headIcon)} icon={<UserOutlined />} />
              </Badge>
              <div className={styles.itemMain}>
                <div className={styles.itemHead}>
                  <span className={styles.name}>{row.realName}</span>
                  <span className={styles.when}>{relativeTime(row.latestDate, t)}</span>
                </div>
                <div className={styles.preview}>{previewText(row.messageType, row.latestMessage, t)}</div>
              </div>
            </li>
          </Dropdown>
        ))}
      </ul>
    </Spin>
  );
}
