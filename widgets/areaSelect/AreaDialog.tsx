import { useEffect, useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { useAreaNameLoader, useAreaTexts } from './areaNames';
import { addPath, pathKey, type AreaPath } from './areaValue';
import { AreaTree, type AreaTreeNode } from './AreaTree';
import { areaMessages, levelNames } from './messages';

export interface AreaDialogProps {
  open: boolean;
  level: number;
  multiple: boolean;
  /** the field's paths when the dialog opens: the selection starts from them */
  initial: AreaPath[];
  onCancel(): void;
  onConfirm(paths: AreaPath[]): void;
}

const PANE_HEIGHT = 360;
const paneStyle = {
  border: '1px solid #f0f0f0',
  borderRadius: 4,
  height: PANE_HEIGHT,
  overflow: 'auto',
  padding: 8,
} as const;

function SelectedList({
  paths,
  onRemove,
  onClear,
}: {
  paths: AreaPath[];
  onRemove(path: AreaPath): void;
  onClear(): void;
}) {
  const lang = useEngineLanguage();
  const { texts } = useAreaTexts(paths);
  return (
    <div className="jnpf-area-selected" style={{ ...paneStyle, flex: 1 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 8 }}>
        <Typography.Text strong>{formatMessage(areaMessages.selected, {}, lang)}</Typography.Text>
        <Button type="link" size="small" onClick={onClear} disabled={paths.length === 0}>
          {formatMessage(areaMessages.clearList, {}, lang)}
        </Button>
      </div>
      {paths.map((path, i) => (
        <div
          key={pathKey(path)}
          className="jnpf-area-selected-item"
          data-path={pathKey(path)}
          style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '4px 0' }}
        >
          <span>{texts[i] || '…'}</span>
          <Button
            type="text"
            size="small"
            aria-label={formatMessage(areaMessages.remove, {}, lang)}
            icon={<CloseOutlined />}
            onClick={() => onRemove(path)}
          />
        </div>
      ))}
    </div>
  );
}

/**
 * The area picker dialog: the lazy tree on the left, the chosen paths on the right. A click on a node at the
 * level chooses it (single mode replaces, multiple appends without duplicates); confirm hands the list back,
 * cancel drops it (the field keeps its value).
 */
export function AreaDialog({ open, level, multiple, initial, onCancel, onConfirm }: AreaDialogProps) {
  const lang = useEngineLanguage();
  const names = useAreaNameLoader();
  const [selected, setSelected] = useState<AreaPath[]>(initial);
  const initialKey = JSON.stringify(initial);

  useEffect(() => {
    if (open) setSelected(JSON.parse(initialKey) as AreaPath[]);
  }, [open, initialKey]);

  const pick = (node: AreaTreeNode) => {
    if (!node.selectable) return;
    names.prime(node.idPath, node.namePath);
    setSelected((current) => addPath(current, node.idPath, multiple));
  };

  return (
    <Modal
      open={open}
      title={formatMessage(areaMessages.title, {}, lang)}
      width={800}
      className="jnpf-area-dialog"
      destroyOnHidden
      onCancel={onCancel}
      onOk={() => onConfirm(selected)}
      okText={formatMessage(areaMessages.confirm, {}, lang)}
      cancelText={formatMessage(areaMessages.cancel, {}, lang)}
    >
      <div style={{ display: 'flex', gap: 12 }}>
        <div
          className="jnpf-area-tree-pane"
          style={{ ...paneStyle, flex: 1, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
        >
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
            {formatMessage(areaMessages.hint, { name: formatMessage(levelNames[level], {}, lang) }, lang)}
          </Typography.Text>
          <div style={{ flex: 1, overflow: 'auto' }}>
            <AreaTree level={level} selectedKeys={selected.map(pathKey)} onPick={pick} />
          </div>
        </div>
        <SelectedList
          paths={selected}
          onRemove={(path) => setSelected((current) => current.filter((p) => pathKey(p) !== pathKey(path)))}
          onClear={() => setSelected([])}
        />
      </div>
    </Modal>
  );
}
