import { Button, Popconfirm, Space, Table } from 'antd';
import { DiffView } from './DiffView';

const ACTIONS: Record<string, string> = {
  save: '保存',
  rollback: '回滚',
  default: '恢复默认',
  import: '导入',
  original: '初始版本',
};

const pretty = (schema: unknown) => JSON.stringify(schema, null, 2);

/** A row of a screen's or a model's history. */
export interface VersionRow {
  id: string;
  version: number;
  action: string;
  comment: string;
  creatorTime: number;
  creatorUser: string;
}

/** The history of one screen or model, newest first, each row restorable with one click and expandable to its diff. */
export function ScreenVersions<Row extends VersionRow>(props: {
  versions: Row[];
  /** what the oldest version is compared with */
  defaultText: string;
  /** the document a version holds */
  documentOf: (row: Row) => unknown;
  onRollback: (versionId?: string) => void;
  /** a model has no shipped default to go back to: its version 0 is in the list */
  noDefault?: boolean;
}) {
  // each version against the one before it (the list is newest first), the oldest against the shipped default
  const before = (row: Row) => {
    const older = props.versions[props.versions.indexOf(row) + 1];
    return older ? pretty(props.documentOf(older)) : props.defaultText;
  };
  return (
    <Table<Row>
      expandable={{
        expandedRowRender: (row) => (
          <DiffView before={before(row)} after={pretty(props.documentOf(row))} testId="version-diff" />
        ),
      }}
      size="small"
      rowKey="id"
      pagination={false}
      data-testid="screen-versions"
      dataSource={props.versions}
      title={() => (
        <Space>
          <span>版本历史</span>
          {!props.noDefault && (
            <Popconfirm title="恢复为系统默认页面配置？" onConfirm={() => props.onRollback()}>
              <Button size="small">恢复默认</Button>
            </Popconfirm>
          )}
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
