import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Card, message, Popconfirm, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { deleteMessageRecords, isMessageRead, type MessageRecord } from '../../api/message/records';
import { onSocketEvent } from '../../messaging/bus';
import { useMessageTypeOptions } from '../../messaging/drawer/messageTypes';
import { useOpenMessage } from '../../messaging/drawer/useOpenMessage';
import { refreshUnreadBadge, useReadAll } from '../../messaging/drawer/useReadAll';
import { RecordFilters } from './RecordFilters';
import { recordColumns } from './recordColumns';
import { useRecordTable } from './useRecordTable';

/** /messageRecord: every message of the user in a paged table, with the drawer's filters plus the read state. */
export default function MessageRecordPage() {
  const { t } = useTranslation();
  const types = useMessageTypeOptions();
  const table = useRecordTable();
  const { rows, query, reload, update, setPage } = table;
  const [selected, setSelected] = useState<string[]>([]);
  const markRead = useCallback((id: string) => update(id, { isRead: 1 }), [update]);
  const { open, dialog } = useOpenMessage({ onRead: markRead });
  const readAll = useReadAll(query.filter, reload);

  useEffect(() => onSocketEvent('messagePush', reload), [reload]);
  useEffect(() => setSelected([]), [query]);

  const remove = useCallback(
    async (ids: string[]) => {
      if (!ids.length) return void message.warning(t('msgCenter.selectFirst'));
      try {
        await deleteMessageRecords(ids);
      } catch {
        return; // the request layer has said why
      }
      void message.success(t('msgCenter.deleted'), 1.5);
      setSelected((old) => old.filter((id) => !ids.includes(id)));
      // the last rows of a later page gone: show the page before it
      if (query.currentPage > 1 && rows.every((r) => ids.includes(r.id)))
        setPage(query.currentPage - 1, query.pageSize);
      else reload();
      if (rows.some((r) => ids.includes(r.id) && !isMessageRead(r))) void refreshUnreadBadge();
    },
    [query, reload, rows, setPage, t],
  );

  const columns = useMemo(() => recordColumns(t, types, { open, remove }), [t, types, open, remove]);

  return (
    <Card bordered={false} data-testid="message-record-page">
      <RecordFilters types={types} onApply={table.setFilter} />
      <Space style={{ marginBottom: 12 }}>
        <Popconfirm title={t('msgCenter.readAllConfirm')} onConfirm={readAll}>
          <Button type="primary" data-testid="record-read-all">
            {t('msgCenter.readAll')}
          </Button>
        </Popconfirm>
        <Popconfirm
          title={t('msgCenter.deleteConfirm', { count: selected.length })}
          disabled={!selected.length}
          onConfirm={() => remove(selected)}
        >
          <Button danger disabled={!selected.length} data-testid="record-delete-selected">
            {t('msgCenter.deleteSelected')}
          </Button>
        </Popconfirm>
      </Space>
      <Table<MessageRecord>
        rowKey="id"
        size="middle"
        loading={table.loading}
        dataSource={rows}
        columns={columns}
        // while a page loads the spinner alone, not the empty state under it
        locale={table.loading ? { emptyText: <span /> } : undefined}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
          // antd leaves the row's checkbox without a name: the message's title (antd's type omits aria
          // attributes, which rc-checkbox passes to the input; `disabled` keeps the object a CheckboxProps)
          getCheckboxProps: (row) => ({ disabled: false, 'aria-label': row.title }),
        }}
        pagination={{
          current: query.currentPage,
          pageSize: query.pageSize,
          total: table.total,
          showSizeChanger: true,
          showTotal: (total) => t('msgCenter.total', { total }),
          onChange: setPage,
        }}
      />
      {dialog}
    </Card>
  );
}
