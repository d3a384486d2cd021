import { useCallback, useEffect, useState } from 'react';
import { Alert, Card, Segmented, Table, Tag } from 'antd';
import { getEditableModels, getScreenList, type EditableModel, type ScreenListItem } from '../../api/system/screen';
import { ModelEditPanel } from './ModelEditPanel';
import { ScreenEditPanel } from './ScreenEditPanel';
import { ScreenTransfer } from './ScreenTransfer';
import { useEditorTexts, type EditorTexts } from './texts';

type Kind = 'screens' | 'models';
type Selected = { kind: Kind; id: string } | null;

/**
 * 页面配置: the screens and the form models with their version; pick one to edit its JSON beside a live preview.
 * Who may open it and who may save is the server's decision (the 页面配置 menu and its 修改页面配置 button).
 */
export default function ScreenEditorPage() {
  const t = useEditorTexts();
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

  if (refused) return <Alert type="warning" showIcon message={t.refused} />;
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }} data-region="screen-editor">
      <Card size="small" title={t.title} style={{ width: 300, flex: 'none', maxWidth: '100%' }}>
        <Segmented
          block
          value={kind}
          onChange={(value) => setKind(value as Kind)}
          options={[
            { label: t.tabScreens, value: 'screens' },
            { label: t.tabModels, value: 'models' },
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
            <ScreenList t={t} screens={screens} selected={selected} onSelect={(id) => setSelected({ kind, id })} />
          </>
        ) : (
          <ModelList t={t} models={models} selected={selected} onSelect={(id) => setSelected({ kind, id })} />
        )}
      </Card>
      <Card size="small" style={{ flex: 1, minWidth: 320 }}>
        {selected?.kind === 'screens' && (
          <ScreenEditPanel key={`${selected.id}:${imports}`} name={selected.id} onChanged={load} />
        )}
        {selected?.kind === 'models' && <ModelEditPanel key={selected.id} modelId={selected.id} onChanged={load} />}
        {!selected && <Alert type="info" message={t.pick} />}
      </Card>
    </div>
  );
}

interface ListProps {
  t: EditorTexts;
  selected: Selected;
  onSelect: (id: string) => void;
}

const rowClass = (selected: Selected, id: string) => (selected?.id === id ? 'ant-table-row-selected' : '');

function ScreenList({ t, screens, selected, onSelect }: ListProps & { screens: ScreenListItem[] }) {
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
        { title: t.colScreen, dataIndex: 'name', ellipsis: true },
        {
          title: t.colSource,
          dataIndex: 'source',
          width: 76,
          render: (s: string) => (s === 'override' ? <Tag color="blue">{t.custom}</Tag> : <Tag>{t.byDefault}</Tag>),
        },
        { title: t.colVersion, dataIndex: 'version', width: 56 },
      ]}
    />
  );
}

function ModelList({ t, models, selected, onSelect }: ListProps & { models: EditableModel[] }) {
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
        { title: t.colModel, dataIndex: 'fullName', ellipsis: true },
        { title: t.colCode, dataIndex: 'enCode', ellipsis: true },
        { title: t.colVersion, dataIndex: 'version', width: 56 },
      ]}
    />
  );
}
