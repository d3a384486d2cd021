import { useCallback, useEffect, useState } from 'react';
import { Alert, Card, Table, Tag } from 'antd';
import { useSnapshot } from 'valtio';
import { getScreenList, type ScreenListItem } from '../../api/system/screen';
import { session } from '../../store/session';
import { ScreenEditPanel } from './ScreenEditPanel';
import { ScreenTransfer } from './ScreenTransfer';

/** 页面配置: the screens with their source and version; pick one to edit its JSON (administrators only). */
export default function ScreenEditorPage() {
  const isAdministrator = useSnapshot(session).userInfo?.isAdministrator === true;
  const [screens, setScreens] = useState<ScreenListItem[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  // an import may have replaced the open screen too: its panel is read again
  const [imports, setImports] = useState(0);

  const load = useCallback(() => {
    void getScreenList().then((reply) => setScreens(reply.list));
  }, []);
  useEffect(() => {
    if (isAdministrator) load();
  }, [isAdministrator, load]);

  if (!isAdministrator) return <Alert type="warning" showIcon message="页面配置仅限管理员使用" />;
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <Card size="small" title="页面配置" style={{ width: 420, flex: 'none' }}>
        <ScreenTransfer
          onImported={() => {
            load();
            setImports((n) => n + 1);
          }}
        />
        <Table<ScreenListItem>
          size="small"
          rowKey="name"
          data-testid="screen-list"
          pagination={false}
          scroll={{ y: 640 }}
          dataSource={screens}
          onRow={(row) => ({ onClick: () => setSelected(row.name), style: { cursor: 'pointer' } })}
          rowClassName={(row) => (row.name === selected ? 'ant-table-row-selected' : '')}
          columns={[
            { title: '页面', dataIndex: 'name', ellipsis: true },
            {
              title: '来源',
              dataIndex: 'source',
              width: 80,
              render: (s: string) => (s === 'override' ? <Tag color="blue">自定义</Tag> : <Tag>默认</Tag>),
            },
            { title: '版本', dataIndex: 'version', width: 60 },
          ]}
        />
      </Card>
      <Card size="small" style={{ flex: 1, minWidth: 0 }}>
        {selected ? (
          <ScreenEditPanel key={`${selected}:${imports}`} name={selected} onChanged={load} />
        ) : (
          <Alert type="info" message="选择左侧的页面进行编辑" />
        )}
      </Card>
    </div>
  );
}
