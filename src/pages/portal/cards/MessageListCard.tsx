import { List, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import dayjs from 'dayjs';
import { isMessageRead, listMessageRecords } from '../../../api/message/records';
import { useLoad } from '../useLoad';
import { CardState } from './CardState';
import type { CardProps } from './types';

/** `notices` and `messages`: the newest of the user's own messages (notices are messages of type 1). */
export default function MessageListCard({ card }: CardProps) {
  const navigate = useNavigate();
  const limit = Math.min(Number(card.settings.limit) || 6, 20);
  const type = card.kind === 'notices' ? 1 : '';
  const loaded = useLoad(
    () => listMessageRecords({ keyword: '', type, isRead: '' }, 1, limit).then((page) => page.list),
    [type, limit],
  );
  return (
    <CardState loaded={loaded} isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <List
          size="small"
          dataSource={rows}
          renderItem={(row) => (
            <List.Item
              className="portal-row"
              data-testid="portal-message"
              onClick={() => navigate('/messageRecord')}
              extra={<Typography.Text type="secondary">{dayjs(row.releaseTime).format('MM-DD')}</Typography.Text>}
            >
              <Typography.Text ellipsis strong={!isMessageRead(row)}>
                {row.title}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </CardState>
  );
}
