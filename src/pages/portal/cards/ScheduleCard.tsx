import { List, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { getScheduleList } from '../../../api/system/schedule';
import { useLoad } from '../useLoad';
import { CardState } from './CardState';

/** `schedule`: the user's occurrences of today, repeating series already expanded by the server. */
export default function ScheduleCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const today = dayjs().format('YYYY-MM-DD');
  const loaded = useLoad(
    () => getScheduleList({ startTime: `${today} 00:00`, endTime: `${today} 23:59` }).then((r) => r.list),
    [today],
  );
  return (
    <CardState loaded={loaded} isEmpty={(rows) => rows.length === 0} emptyText={t('portal.noSchedule')}>
      {(rows) => (
        <List
          size="small"
          dataSource={rows}
          renderItem={(row) => (
            <List.Item
              className="portal-row"
              data-testid="portal-schedule"
              onClick={() => navigate('/system/schedule')}
            >
              <Tag color={row.color || 'blue'}>{row.allDay ? t('portal.allDay') : row.startTime}</Tag>
              <Typography.Text ellipsis>{row.title}</Typography.Text>
            </List.Item>
          )}
        />
      )}
    </CardState>
  );
}
