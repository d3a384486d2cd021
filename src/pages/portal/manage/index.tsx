import { useState } from 'react';
import { App, Button, Card, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { PortalListItem } from '../../../../contract';
import { createPortal, deletePortal, getPortalList } from '../../../api/visualdev/portal';
import { useAuth } from '../../../permission/useAuth';
import { useLoad } from '../useLoad';
import Designer from './Designer';

/**
 * 门户管理: the portals of the current system and, for one of them, the layout designer. The list is a React
 * page rather than a screen schema because the designer beside it (drag, resize, live preview) is one anyway.
 */
export default function PortalManagePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { buttons } = useAuth();
  const [keyword, setKeyword] = useState('');
  const [designing, setDesigning] = useState('');
  const loaded = useLoad(() => getPortalList(keyword).then((r) => r.list), [keyword]);
  if (designing) return <Designer id={designing} onBack={() => (setDesigning(''), loaded.reload())} />;
  const add = async () => {
    const reply = await createPortal({ fullName: t('portal.manage.add'), enabledMark: 0, layout: { cards: [] } });
    if (reply.code === 200) setDesigning(reply.data.id);
  };
  const remove = async (id: string) => {
    const reply = await deletePortal(id);
    if (reply.code === 200) {
      void message.success(reply.msg);
      loaded.reload();
    }
  };
  const m = (key: string) => t(`portal.manage.${key}`);
  return (
    <Card data-region="portal-manage" title={m('title')}>
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search allowClear onSearch={setKeyword} data-testid="portal-search" style={{ width: 220 }} />
        {buttons.btn_add && (
          <Button type="primary" onClick={() => void add()} data-testid="portal-add">
            {m('add')}
          </Button>
        )}
      </Space>
      <Table<PortalListItem>
        rowKey="id"
        size="middle"
        loading={loaded.loading}
        dataSource={loaded.data ?? []}
        pagination={false}
        columns={[
          { key: 'fullName', dataIndex: 'fullName', title: m('name') },
          { key: 'enCode', dataIndex: 'enCode', title: m('code') },
          {
            key: 'enabledMark',
            dataIndex: 'enabledMark',
            title: m('enabled'),
            render: (v: number) => (v === 1 ? <Tag color="green">✓</Tag> : <Tag>—</Tag>),
          },
          { key: 'sortCode', dataIndex: 'sortCode', title: m('sort') },
          {
            key: 'lastModifyTime',
            dataIndex: 'lastModifyTime',
            title: m('modified'),
            render: (v: number | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : ''),
          },
          {
            key: 'actions',
            title: m('actions'),
            render: (_: unknown, row) => (
              <Space>
                {buttons.btn_edit && (
                  <Button type="link" size="small" onClick={() => setDesigning(row.id)} data-testid="portal-design">
                    {m('edit')}
                  </Button>
                )}
                {buttons.btn_remove && (
                  <Popconfirm title={m('confirmRemove')} onConfirm={() => void remove(row.id)}>
                    <Button type="link" size="small" danger>
                      {m('remove')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
