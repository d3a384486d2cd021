import { Button, Popconfirm, Space, Table } from 'antd';
import type { ScreenVersion } from '../../api/system/screen';
import { DiffView } from './DiffView';

const ACTIONS: Record<string, string> = { save: '保存', rollback: '回滚', default: '恢复默认', import: '导入' };

const pretty = (schema: unknown) => JSON.stringify(schema, null, 2);

/** The history of one screen, newest first, each row restorable with one click and expandable to its diff. */
export function ScreenVersions(props: {
  versions: ScreenVersion[];
  /** what the oldest version is compared with */
  defaultText: string;
  onRollback: (versionId?: string) => void;
}) {
  // each version against the one before it (the list is newest first), the oldest against the shipped default
  const before = (row: ScreenVersion) => {
    const older = props.versions[props.versions.indexOf(row) + 1];
    return older ? pretty(older.schema) : props.defaultText;
  };
  return (
    <Table<ScreenVersion>
      expandable={{
        expandedRowRender: (row) => <DiffView before={before(row)} after={pretty(row.schema)} testId="version-diff" />,
      }}
      size="small"
      rowKey="id"
      pagination={false}
      data-testid="screen-versions"
      dataSource={props.versions}
      title={() => (
        <Space>
          <span>版本历史</span>
          <Popconfirm title="恢复为系统默认页面配置？" onConfirm={() => props.onRollback()}>
            <Button size="small">恢复默认</Button>
          </Popconfirm>
        </Space>
      )}
      columns={[
        { title: '版本', dataIndex: 'version', width: 70 },
        { title: '操作', dataIndex: 'action', width: 90, render: (a: string) => ACTIONS[a] ?? a },
        { title: '说明', dataIndex: 'comment' },
        { title: '修改人', dataIndex: 'creatorUser', width: 140 },
        {
          title: '时间',
          dataIndex: 'creatorTime',
          width: 170,
          render: (t: number) => new Date(t).toLocaleString('zh-CN'),
        },
        {
          title: '',
          key: 'rollback',
          width: 80,
          render: (_: unknown, row) => (
            <Popconfirm title={`回滚到版本 ${row.version}？`} onConfirm={() => props.onRollback(row.id)}>
              <Button type="link" size="small">
                回滚
              </Button>
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}
