import { useEffect, useState } from 'react';
import { Button, Input, Modal, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { useAreaNameLoader, useAreaTexts } from './areaNames';
import { addPath, pathKey, type AreaPath } from './areaValue';
import { AreaTree, type AreaTreeNode } from './AreaTree';
import { AreaSearchList } from './AreaSearchList';
import type { AreaSearchHit } from '../../engine-core/areaServices';
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

/** Typing waits this long before searching; Enter or the search icon searches at once. */
export const SEARCH_DELAY_MS = 300;

/**
 * The keyword box: what is typed, and the keyword searched (typing settles, Enter, the search icon). An emptied
 * box goes back to the tree at once.
 */
function useKeyword() {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const next = typed.trim();
    if (!next) return setKeyword('');
    const timer = setTimeout(() => setKeyword(next), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return {
    typed,
    keyword,
    type: setTyped,
    apply: (text: string) => {
      setTyped(text);
      setKeyword(text.trim());
    },
  };
}

/**
 * The area picker dialog: the lazy tree on the left (a flat list of matches while a keyword is typed), the
 * chosen paths on the right. A click on a node (or a match) at the level chooses it (single mode replaces,
 * multiple appends without duplicates); confirm hands the list back, cancel drops it (the field keeps its value).
 */
export function AreaDialog({ open, level, multiple, initial, onCancel, onConfirm }: AreaDialogProps) {
  const lang = useEngineLanguage();
  const names = useAreaNameLoader();
  const [selected, setSelected] = useState<AreaPath[]>(initial);
  const initialKey = JSON.stringify(initial);

  useEffect(() => {
    if (open) setSelected(JSON.parse(initialKey) as AreaPath[]);
  }, [open, initialKey]);

  const { typed, keyword, type, apply } = useKeyword();

  const pick = (node: AreaTreeNode) => {
    if (!node.selectable) return;
    names.prime(node.idPath, node.namePath);
    setSelected((current) => addPath(current, node.idPath, multiple));
  };
  const pickHit = (hit: AreaSearchHit) => {
    names.prime(hit.idPath, hit.namePath);
    setSelected((current) => addPath(current, hit.idPath, multiple));
  };
  const selectedKeys = selected.map(pathKey);

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
          <Input.Search
            className="jnpf-area-search"
            allowClear
            value={typed}
            placeholder={formatMessage(areaMessages.search, {}, lang)}
            aria-label={formatMessage(areaMessages.search, {}, lang)}
            style={{ marginBottom: 8 }}
            onChange={(event) => type(event.target.value)}
            onSearch={apply}
          />
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
            {formatMessage(areaMessages.hint, { name: formatMessage(levelNames[level], {}, lang) }, lang)}
          </Typography.Text>
          {keyword ? (
            <div style={{ flex: 1, overflow: 'auto' }}>
              <AreaSearchList keyword={keyword} level={level} selectedKeys={selectedKeys} onPick={pickHit} />
            </div>
          ) : null}
          {/* hidden, not unmounted, while searching: clearing the keyword finds the tree as it was left */}
          <div style={{ flex: 1, overflow: 'auto', display: keyword ? 'none' : undefined }}>
            <AreaTree level={level} selectedKeys={selectedKeys} onPick={pick} />
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
