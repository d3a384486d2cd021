import { Button, Popconfirm, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { DiffView } from './DiffView';
import { useEditorTexts, type EditorTexts } from './texts';

const actionsOf = (t: EditorTexts): Record<string, string> => ({
  save: t.actSave,
  rollback: t.actRollback,
  default: t.actDefault,
  import: t.actImport,
  original: t.actOriginal,
});

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
  const t = useEditorTexts();
  const actions = actionsOf(t);
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
          <span>{t.history}</span>
          {!props.noDefault && (
            <Popconfirm title={t.restoreDefaultConfirm} onConfirm={() => props.onRollback()}>
              <Button size="small">{t.restoreDefault}</Button>
            </Popconfirm>
          )}
        </Space>
      )}
      columns={[
        { title: t.colVersion, dataIndex: 'version', width: 70 },
        { title: t.colAction, dataIndex: 'action', width: 110, render: (a: string) => actions[a] ?? a },
        { title: t.colComment, dataIndex: 'comment' },
        { title: t.colUser, dataIndex: 'creatorUser', width: 140 },
        {
          title: t.colTime,
          dataIndex: 'creatorTime',
          width: 170,
          render: (time: number) => dayjs(time).format('YYYY-MM-DD HH:mm:ss'),
        },
        {
          title: '',
          key: 'rollback',
          width: 80,
          render: (_: unknown, row) => (
            <Popconfirm title={t.rollbackConfirm(row.version)} onConfirm={() => props.onRollback(row.id)}>
              <Button type="link" size="small">
                {t.rollback}
              </Button>
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}
