import { Badge, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isMessageRead, type MessageRecord } from '../../api/message/records';
import { MessageTypeTag, type TypeOption } from './messageTypes';
import { relativeTime } from '../../../renderers';
import styles from './drawer.module.css';

/** One message in the drawer: type tag, title, excerpt (or sender), how long ago, and a dot while unread. */
export function MessageRow({
  record,
  types,
  onOpen,
}: {
  record: MessageRecord;
  types: TypeOption[];
  onOpen: (record: MessageRecord) => void;
}) {
  const { t } = useTranslation();
  const unread = !isMessageRead(record);
  return (
    <li>
      <button
        type="button"
        className={styles.row}
        onClick={() => onOpen(record)}
        data-testid="message-row"
        data-unread={unread ? '1' : '0'}
      >
        <span className={styles.rowHead}>
          <MessageTypeTag type={record.type} options={types} />
          <span className={styles.title} title={record.title}>
            {record.title}
          </span>
          {unread && <Badge status="error" aria-label={t('msgCenter.unread')} data-testid="unread-dot" />}
        </span>
        <Typography.Text type="secondary" className={styles.excerpt} ellipsis>
          {record.excerpt || record.releaseUser || t('msgCenter.system')}
        </Typography.Text>
        <span className={styles.time}>{relativeTime(record.releaseTime)}</span>
      </button>
    </li>
  );
}
