import { useCallback, useEffect, useState } from 'react';
import { Alert, Card, Segmented, Table, Tag } from 'antd';
import { getEditableModels, getScreenList, type EditableModel, type ScreenListItem } from '../../api/system/screen';
import { ModelEditPanel } from './ModelEditPanel';
import { ScreenEditPanel } from './ScreenEditPanel';
import { ScreenTransfer } from './ScreenTransfer';

type Kind = 'screens' | 'models';
type Selected = { kind: Kind; id: string } | null;

/**
 * 页面配置: the screens and the form models with their version; pick one to edit its JSON beside a live preview.
 * Who may open it and who may save is the server's decision (the 页面配置 menu and its 修改页面配置 button).
 */
export default function ScreenEditorPage() {
  const [kind, setKind] = useState<Kind>('screens');
  const [screens, setScreens] = useState<ScreenListItem[]>([]);
  const [models, setModels] = useState<EditableModel[]>([]);
  const [refused, setRefused] = useState(false);
  const [selected, setSelected] = useState<Selected>(null);
  // an import may have replaced the open screen too: its panel is read again
  const [imports, setImports] = useState(0);

  const load = useCallback(() => {
    getScreenList()
      .then((reply) => setScreens(reply.list))
      .catch(() => setRefused(true));
    getEditableModels()
      .then((reply) => setModels(reply.list))
      .catch(() => setRefused(true));
  }, []);
  useEffect(load, [load]);

  if (refused) return <Alert type="warning" showIcon message="没有页面配置的权限" />;
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }} data-region="screen-editor">
      <Card size="small" title="页面配置" style={{ width: 300, flex: 'none', maxWidth: '100%' }}>
        <Segmented
          block
          value={kind}
          onChange={(value) => setKind(value as Kind)}
          options={[
            { label: '页面', value: 'screens' },
            { label: '表单模型', value: 'models' },
          ]}
          style={{ marginBottom: 8 }}
        />
        {kind === 'screens' ? (
          <>
            <ScreenTransfer
              onImported={() => {
                load();
                setImports((n) => n + 1);
              }}
            />
            <ScreenList screens={screens} selected={selected} onSelect={(id) => setSelected({ kind, id })} />
          </>
        ) : (
          <ModelList models={models} selected={selected} onSelect={(id) => setSelected({ kind, id })} />
        )}
      </Card>
      <Card size="small" style={{ flex: 1, minWidth: 320 }}>
        {selected?.kind === 'screens' && (
          <ScreenEditPanel key={`${selected.id}:${imports}`} name={selected.id} onChanged={load} />
        )}
        {selected?.kind === 'models' && <ModelEditPanel key={selected.id} modelId={selected.id} onChanged={load} />}
        {!selected && <Alert type="info" message="选择左侧的页面或表单模型进行编辑" />}
      </Card>
    </div>
  );
}

interface ListProps {
  selected: Selected;
  onSelect: (id: string) => void;
}

const rowClass = (selected: Selected, id: string) => (selected?.id === id ? 'ant-table-row-selected' : '');

function ScreenList({ screens, selected, onSelect }: ListProps & { screens: ScreenListItem[] }) {
  return (
    <Table<ScreenListItem>
      size="small"
      rowKey="name"
      data-testid="screen-list"
      pagination={false}
      scroll={{ y: 640 }}
      dataSource={screens}
      onRow={(row) => ({ onClick: () => onSelect(row.name), style: { cursor: 'pointer' } })}
      rowClassName={(row) => rowClass(selected, row.name)}
      columns={[
        { title: '页面', dataIndex: 'name', ellipsis: true },
        {
          title: '来源',
          dataIndex: 'source',
          width: 76,
          render: (s: string) => (s === 'override' ? <Tag color="blue">自定义</Tag> : <Tag>默认</Tag>),
        },
        { title: '版本', dataIndex: 'version', width: 56 },
      ]}
    />
  );
}

function ModelList({ models, selected, onSelect }: ListProps & { models: EditableModel[] }) {
  return (
    <Table<EditableModel>
      size="small"
      rowKey="id"
      data-testid="model-list"
      pagination={false}
      scroll={{ y: 640 }}
      dataSource={models}
      onRow={(row) => ({ onClick: () => onSelect(row.id), style: { cursor: 'pointer' } })}
      rowClassName={(row) => rowClass(selected, row.id)}
      columns={[
        { title: '表单模型', dataIndex: 'fullName', ellipsis: true },
        { title: '编码', dataIndex: 'enCode', ellipsis: true },
        { title: '版本', dataIndex: 'version', width: 56 },
      ]}
    />
  );
}
