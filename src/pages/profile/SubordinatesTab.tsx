import { Avatar, Table } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getSubordinates } from '../../api/currentUser';
import { useRemote } from '../../hooks/useRemote';

/** My direct reports (Subordinate/0). */
export default function SubordinatesTab() {
  const { t } = useTranslation();
  const remote = useRemote(() => getSubordinates('0', { silent: true }), []);
  return (
    <Table
      rowKey="id"
      size="small"
      loading={remote.loading}
      dataSource={remote.data ?? []}
      pagination={false}
      locale={{ emptyText: remote.failed ? t('common.unavailable') : undefined }}
      columns={[
        {
          key: 'avatar',
          width: 56,
          render: (_, r) => <Avatar size={28} src={r.avatar || undefined} icon={<UserOutlined />} />,
        },
        { title: t('profile.userName'), dataIndex: 'userName' },
        { title: t('profile.department'), dataIndex: 'department' },
        { title: t('page.position'), dataIndex: 'position' },
      ]}
    />
  );
}
