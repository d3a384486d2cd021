import { Badge, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { notice } from '../../../store/notice';
import { useMessageDrawer } from '../../../messaging/drawer/useMessageDrawer';
import { useBellFallbackPoll } from './bellPoll';
import styles from '../../layout.module.css';
import bell from './bell.module.css';

/** The bell with the unread badge (at most 99 shown); opens the message drawer. */
export default function NotificationBell() {
  const { t } = useTranslation();
  const { openDrawer, drawer } = useMessageDrawer();
  // the count is live from the message socket; the poll is the fallback while it is down
  const { unreadTotal, blink, blinkSeq } = useSnapshot(notice);
  useBellFallbackPoll();
  const label = unreadTotal > 0 ? t('socket.bellUnread', { count: unreadTotal }) : t('layout.notifications');
  return (
    <>
      <Tooltip title={t('layout.notifications')}>
        <button
          type="button"
          className={styles.tool}
          onClick={openDrawer}
          aria-label={label}
          data-testid="notification-bell"
        >
          <Badge count={unreadTotal} overflowCount={99} size="small">
            <span key={blinkSeq} className={blink ? bell.blink : undefined} data-blink={blink || undefined}>
              <BellOutlined style={{ fontSize: 17, color: '#4a5466' }} />
            </span>
          </Badge>
        </button>
      </Tooltip>
      {drawer}
    </>
  );
}
