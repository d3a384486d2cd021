import { Button, Empty } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { formatMessage } from '../../../engine-core/i18n';
import { pickerMessages as m } from './messages';
import { NodeIcon } from './NodeIcon';
import type { PickerGroup, PickerItem } from './types';

export interface SelectedPaneProps {
  items: PickerItem[];
  /** headings grouping the items by type (multiple mode of the users picker) */
  groups?: PickerGroup[];
  onRemove(key: string): void;
  onClear(): void;
}

function ItemRow({ item, onRemove }: { item: PickerItem; onRemove(key: string): void }) {
  const { node } = item;
  return (
    <li
      data-key={item.key}
      className="jnpf-picker-selected-item"
      style={{ display: 'flex', alignItems: 'center', padding: '4px 8px' }}
    >
      <NodeIcon type={node.type} />
      <span style={{ flex: 1, minWidth: 0 }}>
        <span className="jnpf-picker-selected-name">{node.fullName}</span>
        {node.organize && node.type === 'user' && (
          <span style={{ display: 'block', color: '#8c8c8c', fontSize: 12 }}>{node.organize}</span>
        )}
      </span>
      <Button
        type="text"
        size="small"
        icon={<CloseOutlined />}
        aria-label={formatMessage(m.remove, { name: node.fullName })}
        onClick={() => onRemove(item.key)}
      />
    </li>
  );
}

function ItemList({ items, onRemove }: { items: PickerItem[]; onRemove(key: string): void }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => (
        <ItemRow key={item.key} item={item} onRemove={onRemove} />
      ))}
    </ul>
  );
}

/** The right pane, 已选: what confirm will write, each item removable, and a button clearing the list. */
export function SelectedPane({ items, groups, onRemove, onClear }: SelectedPaneProps) {
  const heading = formatMessage(m.selected);
  const grouped = groups?.map((g) => ({ group: g, items: items.filter((i) => g.types.includes(i.node.type)) }));
  return (
    <section aria-label={heading} style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <div style={{ display: 'flex', alignItems: 'center', padding: '6px 8px', borderBottom: '1px solid #f0f0f0' }}>
        <span style={{ flex: 1 }}>
          {heading}
          <span style={{ color: '#8c8c8c' }}> ({items.length})</span>
        </span>
        <Button type="link" size="small" onClick={onClear} disabled={!items.length}>
          {formatMessage(m.clearList)}
        </Button>
      </div>
      <div style={{ flex: 1, overflowY: 'auto' }}>
        {!items.length && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={formatMessage(m.empty)} />}
        {grouped
          ? grouped
              .filter((g) => g.items.length)
              .map((g) => (
                <div key={g.group.types.join()} role="group" aria-label={formatMessage(g.group.label)}>
                  <div style={{ padding: '6px 8px 2px', color: '#8c8c8c', fontSize: 12 }}>
                    {formatMessage(g.group.label)}
                  </div>
                  <ItemList items={g.items} onRemove={onRemove} />
                </div>
              ))
          : items.length > 0 && <ItemList items={items} onRemove={onRemove} />}
      </div>
    </section>
  );
}
