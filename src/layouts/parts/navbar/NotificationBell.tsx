import { useEffect } from 'react';
import { Badge, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { getUnreadCounts } from '../../../api/message';
import { notice, setUnreadTotal } from '../../../store/notice';
import styles from '../../layout.module.css';

/** Until the socket pushes counts (issue 5), the bell asks now and then, and whenever the window regains focus. */
const POLL_MS = 120_000;

function refresh(): void {
  getUnreadCounts().then(
    (counts) => setUnreadTotal(counts?.unReadNum ?? 0),
    () => undefined, // an older server without the endpoint: the badge stays empty
  );
}

/** The bell with the unread badge (at most 99 shown); opens the message records. */
export default function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { unreadTotal } = useSnapshot(notice);
  useEffect(() => {
    refresh();
    const timer = window.setInterval(refresh, POLL_MS);
    window.addEventListener('focus', refresh);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
    };
  }, []);
  return (
    <Tooltip title={t('layout.notifications')}>
      <button
        type="button"
        className={styles.tool}
        onClick={() => navigate('/messageRecord')}
        aria-label={t('layout.notifications')}
        data-testid="notification-bell"
      >
        <Badge count={unreadTotal} overflowCount={99} size="small">
          <BellOutlined style={{ fontSize: 17, color: '#4a5466' }} />
        </Badge>
      </button>
    </Tooltip>
  );
}
