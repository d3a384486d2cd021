import { useState } from 'react';
import { Segmented, Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { getSystemLog } from '../../api/currentUser';
import { useRemote } from '../../hooks/useRemote';

const PAGE_SIZE = 20;
/** Log categories of the contract: 1 login log, 3 operation log (screen and model changes), 5 request log. */
const CATEGORIES = [1, 3, 5] as const;

/** My own login, operation and request log, paged on the server. */
export default function SystemLogTab() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<number>(1);
  const [page, setPage] = useState(1);
  const remote = useRemote(
    () => getSystemLog({ category, currentPage: page, pageSize: PAGE_SIZE }, { silent: true }),
    [category, page],
  );
  return (
    <>
      <Segmented
        value={category}
        onChange={(v) => {
          setCategory(Number(v));
          setPage(1);
        }}
        options={CATEGORIES.map((c) => ({ value: c, label: t(`profile.logCategory.${c}`) }))}
        style={{ marginBottom: 12 }}
      />
      <Table
        rowKey="id"
        size="small"
        loading={remote.loading}
        dataSource={remote.data?.list ?? []}
        locale={{ emptyText: remote.failed ? t('common.unavailable') : undefined }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: remote.data?.pagination.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          {
            title: t('profile.log.time'),
            dataIndex: 'creatorTime',
            width: 170,
            render: (v: number) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '—'),
          },
          { title: t('profile.log.ip'), dataIndex: 'ipAddress', width: 140 },
          { title: t('profile.log.place'), dataIndex: 'ipAddressName' },
          { title: t('profile.log.browser'), dataIndex: 'browser' },
          category !== 5
            ? { title: t('profile.log.summary'), dataIndex: 'abstracts' }
            : {
                title: t('profile.log.request'),
                key: 'req',
                render: (_, r) => `${r.requestMethod ?? ''} ${r.requestURL ?? ''}`,
              },
        ]}
      />
    </>
  );
}
