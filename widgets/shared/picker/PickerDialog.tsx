import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Input, Modal, Tabs } from 'antd';
import { formatMessage, useEngineLanguage } from '../../../engine-core/i18n';
import { useEngineServices } from '../../../engine-core/services';
import { pickerMessages as m } from './messages';
import { PickerPane } from './PickerPane';
import { SelectedPane } from './SelectedPane';
import { addItem, removeItem } from './selection';
import type { PickerGroup, PickerItem, PickerNode, PickerTab } from './types';

export interface PickerDialogProps {
  open: boolean;
  title: string;
  multiple: boolean;
  /** one or more; tab headers show when there are several */
  tabs: PickerTab[];
  /** nodes a click selects (others only open and close) */
  choosable(node: PickerNode): boolean;
  /** the value unit a node stands for: id, `id--type` or the id path */
  keyOf(node: PickerNode): string;
  /** the selection when the dialog opens */
  value: PickerItem[];
  groups?: PickerGroup[];
  /** set: confirming with nothing picked warns with it and keeps the dialog open (请选择审批人) */
  requiredMessage?: string;
  onConfirm(items: PickerItem[]): void;
  onCancel(): void;
}

/**
 * The one picker dialog of the organisation, department, position, role, group and user fields (800px): a
 * search box, the selection pane (tabs, tree or paged list) on the left, 已选 with its clear button on the
 * right, cancel and confirm. It edits a copy: confirm hands it back, cancel (and Esc) drops it.
 */
export function PickerDialog(props: PickerDialogProps) {
  useEngineLanguage();
  // mounted only while open: a closed dialog leaves nothing behind (antd keeps a closing one's content)
  if (!props.open) return null;
  return (
    <Modal
      open={props.open}
      title={props.title}
      width={800}
      centered
      maskClosable={false}
      onCancel={props.onCancel}
      footer={null}
      styles={{ body: { padding: 0 } }}
    >
      <DialogBody {...props} />
    </Modal>
  );
}

/**
 * The dialog's own copy of the selection. Names still resolving when the dialog opened join it until the user
 * changes it.
 */
function useDialogSelection(value: PickerItem[]) {
  const [items, setItemsState] = useState<PickerItem[]>(value);
  const touched = useRef(false);
  const setItems = (update: (list: PickerItem[]) => PickerItem[]) => {
    touched.current = true;
    setItemsState(update);
  };
  const valueKeys = value.map((i) => i.key).join('\u0000');
  useEffect(() => {
    if (!touched.current) setItemsState(value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the keys stand for the value
  }, [valueKeys]);
  return [items, setItems] as const;
}

function DialogBody(props: PickerDialogProps) {
  const { multiple, tabs, choosable, keyOf, value, groups, requiredMessage, onConfirm, onCancel } = props;
  const services = useEngineServices();
  const [items, setItems] = useDialogSelection(value);
  const [tabKey, setTabKey] = useState(tabs[0]?.key ?? '');
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const paneRef = useRef<HTMLDivElement>(null);
  const tab = tabs.find((t) => t.key === tabKey) ?? tabs[0];
  const selectedKeys = useMemo(() => new Set(items.map((i) => i.key)), [items]);
  const pick = (node: PickerNode) => setItems((list) => addItem(list, { key: keyOf(node), node }, multiple));
  const changeTab = (key: string) => {
    // a new tab starts without a keyword and loads afresh
    setDraft('');
    setKeyword('');
    setTabKey(key);
  };

  return (
    <div className="jnpf-picker-dialog" style={{ padding: '8px 16px 12px' }}>
      <div style={{ display: 'flex', gap: 12, height: 420 }}>
        <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', border: '1px solid #f0f0f0' }}>
          {tabs.length > 1 && (
            <Tabs
              size="small"
              activeKey={tab?.key}
              onChange={changeTab}
              items={tabs.map((t) => ({ key: t.key, label: formatMessage(t.label) }))}
              tabBarStyle={{ margin: 0, padding: '0 8px' }}
            />
          )}
          <div style={{ padding: 8 }}>
            <Input.Search
              allowClear
              value={draft}
              placeholder={formatMessage(m.search)}
              aria-label={formatMessage(m.search)}
              onChange={(e) => setDraft(e.target.value)}
              onSearch={(text) => setKeyword(text.trim())}
              onKeyDown={(e) => {
                if (e.key !== 'ArrowDown') return;
                e.preventDefault();
                paneRef.current?.focus();
              }}
            />
          </div>
          <div style={{ flex: 1, minHeight: 0, borderTop: '1px solid #f0f0f0' }}>
            {tab && (
              <PickerPane
                tab={tab}
                keyword={keyword}
                choosable={tab.choosable ?? choosable}
                isSelected={(node) => selectedKeys.has(keyOf(node))}
                onPick={pick}
                focusRef={paneRef}
              />
            )}
          </div>
        </div>
        <div style={{ flex: 1, minWidth: 0, border: '1px solid #f0f0f0' }}>
          <SelectedPane
            items={items}
            groups={multiple ? groups : undefined}
            onRemove={(key) => setItems((list) => removeItem(list, key))}
            onClear={() => setItems(() => [])}
          />
        </div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12 }}>
        <Button onClick={onCancel}>{formatMessage(m.cancel)}</Button>
        <Button
          type="primary"
          onClick={() =>
            requiredMessage && !items.length ? services.toast(requiredMessage, 'warning') : onConfirm(items)
          }
        >
          {formatMessage(m.confirm)}
        </Button>
      </div>
    </div>
  );
}
