import { Button, Popconfirm, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { isMessageRead, type MessageRecord } from '../../api/message/records';
import { MessageTypeTag, type TypeOption } from '../../messaging/drawer/messageTypes';

/** The columns of /messageRecord: title (opens it), type, sender, time, read state, view and delete. */
export function recordColumns(
  t: TFunction,
  types: TypeOption[],
  actions: { open: (record: MessageRecord) => void; remove: (ids: string[]) => void },
): ColumnsType<MessageRecord> {
  return [
    {
      title: t('msgCenter.titleColumn'),
      dataIndex: 'title',
      key: 'title',
      ellipsis: true,
      render: (title: string, record) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => actions.open(record)}>
          {title}
        </Button>
      ),
    },
    {
      title: t('msgCenter.typeLabel'),
      dataIndex: 'type',
      key: 'type',
      width: 110,
      render: (type: number) => <MessageTypeTag type={type} options={types} />,
    },
    {
      title: t('msgCenter.releaseUser'),
      dataIndex: 'releaseUser',
      key: 'releaseUser',
      width: 160,
      render: (user: string) => user || t('msgCenter.system'),
    },
    {
      title: t('msgCenter.releaseTime'),
      dataIndex: 'releaseTime',
      key: 'releaseTime',
      width: 180,
      render: (time: number) => (time ? dayjs(time).format('YYYY-MM-DD HH:mm:ss') : ''),
    },
    {
      title: t('msgCenter.readState'),
      key: 'isRead',
      width: 90,
      render: (_: unknown, record) =>
        isMessageRead(record) ? (
          <Tag data-testid="record-state">{t('msgCenter.read')}</Tag>
        ) : (
          <Tag color="red" data-testid="record-state">
            {t('msgCenter.unread')}
          </Tag>
        ),
    },
    {
      title: t('msgCenter.action'),
      key: 'action',
      width: 130,
      render: (_: unknown, record) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => actions.open(record)}>
            {t('msgCenter.view')}
          </Button>
          <Popconfirm title={t('msgCenter.deleteOneConfirm')} onConfirm={() => actions.remove([record.id])}>
            <Button type="link" size="small" danger data-testid="record-delete">
              {t('msgCenter.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}
