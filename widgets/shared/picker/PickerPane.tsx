import { useEffect, useId, useRef, useState, type KeyboardEvent, type UIEvent } from 'react';
import { Empty, Spin } from 'antd';
import { CaretDownOutlined, CaretRightOutlined } from '@ant-design/icons';
import { formatMessage } from '../../../engine-core/i18n';
import { pickerMessages as m } from './messages';
import { NodeIcon } from './NodeIcon';
import type { PickerNode, PickerTab } from './types';
import { useListRows } from './useListRows';
import { useTreeRows, type TreeRow } from './useTreeRows';

/** Scrolling within this many pixels of the bottom loads the next page. */
export const SCROLL_THRESHOLD = 200;

export interface PickerPaneProps {
  tab: PickerTab;
  keyword: string;
  choosable(node: PickerNode): boolean;
  isSelected(node: PickerNode): boolean;
  onPick(node: PickerNode): void;
  /** the search box hands the keyboard over (ArrowDown) */
  focusRef?: React.RefObject<HTMLDivElement>;
}

/**
 * The left pane: the tab's tree while no keyword is typed (and the tab has one), else the flat list paged by
 * scrolling. Keyboard: ArrowUp/ArrowDown move, ArrowRight/ArrowLeft open and close a branch, Enter picks (or
 * opens a branch that cannot be picked).
 */
export function PickerPane({ tab, keyword, choosable, isSelected, onPick, focusRef }: PickerPaneProps) {
  const treeMode = Boolean(tab.children) && !keyword;
  const tree = useTreeRows(tab, treeMode);
  const list = useListRows(tab, keyword, !treeMode);
  const rows: TreeRow[] = treeMode
    ? tree.rows
    : list.rows.map((node, i) => ({ key: `${i}/${node.id}`, node, level: 0, expanded: false, loading: false }));
  const loading = treeMode ? tree.loading : list.loading;
  const [active, setActive] = useState(0);
  const baseId = useId();
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = focusRef ?? ownRef;
  useEffect(() => setActive(0), [tab, keyword]);

  const activate = (row: TreeRow) => {
    if (choosable(row.node)) onPick(row.node);
    else if (treeMode) tree.toggle(row);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const row = rows[active];
    const moves: Record<string, () => void> = {
      ArrowDown: () => setActive((i) => Math.min(i + 1, rows.length - 1)),
      ArrowUp: () => setActive((i) => Math.max(i - 1, 0)),
      ArrowRight: () => row && treeMode && tree.expand(row),
      ArrowLeft: () => row && treeMode && tree.collapse(row),
      Enter: () => row && activate(row),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    move();
  };
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    if (!treeMode && el.scrollHeight - el.scrollTop - el.clientHeight <= SCROLL_THRESHOLD) list.loadMore();
  };
  const rowId = (i: number) => `${baseId}-row-${i}`;

  return (
    <div
      ref={ref}
      role={treeMode ? 'tree' : 'listbox'}
      aria-label={formatMessage(m.candidates)}
      aria-busy={loading}
      aria-activedescendant={rows[active] ? rowId(active) : undefined}
      tabIndex={0}
      className="jnpf-picker-pane"
      data-mode={treeMode ? 'tree' : 'list'}
      onKeyDown={onKeyDown}
      onScroll={onScroll}
      style={{ height: '100%', overflowY: 'auto', outline: 'none', padding: '4px 0' }}
    >
      {rows.map((row, i) => (
        <PaneRow
          key={row.key}
          id={rowId(i)}
          row={row}
          treeMode={treeMode}
          active={i === active}
          choosable={choosable(row.node)}
          selected={isSelected(row.node)}
          onClick={() => {
            setActive(i);
            activate(row);
          }}
          onToggle={() => tree.toggle(row)}
        />
      ))}
      {loading && (
        <div style={{ textAlign: 'center', padding: 8 }}>
          <Spin size="small" aria-label={formatMessage(m.loading)} />
        </div>
      )}
      {!loading && !rows.length && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={formatMessage(m.empty)} />}
    </div>
  );
}

interface PaneRowProps {
  id: string;
  row: TreeRow;
  treeMode: boolean;
  active: boolean;
  choosable: boolean;
  selected: boolean;
  onClick(): void;
  onToggle(): void;
}

function PaneRow({ id, row, treeMode, active, choosable, selected, onClick, onToggle }: PaneRowProps) {
  const { node } = row;
  const caret = row.expanded ? <CaretDownOutlined /> : <CaretRightOutlined />;
  return (
    <div
      id={id}
      role={treeMode ? 'treeitem' : 'option'}
      aria-level={treeMode ? row.level + 1 : undefined}
      aria-expanded={treeMode && node.hasChildren ? row.expanded : undefined}
      aria-selected={selected}
      aria-disabled={!choosable && !node.hasChildren ? true : undefined}
      data-type={node.type}
      className={`jnpf-picker-row${active ? ' jnpf-picker-row-active' : ''}`}
      onClick={onClick}
      style={{
        display: 'flex',
        alignItems: 'center',
        padding: `4px 8px 4px ${8 + row.level * 18}px`,
        cursor: 'pointer',
        background: active ? '#e6f4ff' : undefined,
        color: selected ? '#1677ff' : undefined,
      }}
    >
      <span
        aria-hidden
        style={{
          width: 16,
          color: '#8c8c8c',
          fontSize: 10,
          visibility: treeMode && node.hasChildren ? undefined : 'hidden',
        }}
        onClick={(e) => {
          e.stopPropagation();
          onToggle();
        }}
      >
        {row.loading ? <Spin size="small" /> : caret}
      </span>
      <NodeIcon type={node.type} />
      <span style={{ flex: 1, minWidth: 0 }}>
        <span className="jnpf-picker-row-name">{node.fullName}</span>
        {!treeMode && node.organize && node.type === 'user' && (
          <span style={{ display: 'block', color: '#8c8c8c', fontSize: 12 }}>{node.organize}</span>
        )}
      </span>
    </div>
  );
}
