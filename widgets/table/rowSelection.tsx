import { memo, useSyncExternalStore } from 'react';
import { Checkbox } from 'antd';
import { formatMessage, type EngineLanguage } from '../../engine-core/i18n';
import { tableMessages } from './messages';
import type { RowRef } from './rowKeys';

/** the selection column's width, as antd's own */
export const SELECTION_WIDTH = 48;

/**
 * The selected rows of the table, by row key. The table's own store rather than antd's rowSelection: antd
 * re-renders every row's checkbox and walks all 1,000 rows whenever the table renders (a row added or
 * removed), while here each checkbox subscribes to its own row and re-renders only when that row's state
 * changes.
 */
export class RowSelectionStore {
  private keys = new Set<string>();
  private rowKeys: readonly string[] = [];
  private listeners = new Set<() => void>();
  /** the selected keys as an array, replaced on every change (a stable snapshot for React) */
  selected: readonly string[] = [];

  has = (key: string): boolean => this.keys.has(key);

  /** how many of the table's rows are selected, and how many rows there are */
  get counts(): string {
    return `${this.selected.length}/${this.rowKeys.length}`;
  }

  /** The table's rows now (after a render, never during one): keys of rows that are gone leave the selection. */
  setRows(rowKeys: readonly string[]): void {
    const counts = this.counts;
    this.rowKeys = rowKeys;
    const present = new Set(rowKeys);
    const kept = this.selected.filter((key) => present.has(key));
    if (kept.length !== this.selected.length) this.commit(kept);
    else if (this.counts !== counts) this.emit();
  }

  toggle(key: string, on: boolean): void {
    const next = new Set(this.keys);
    if (on) next.add(key);
    else next.delete(key);
    this.commit([...next]);
  }

  /** 全选: every row, or none when every row already is */
  toggleAll(): void {
    const all = this.rowKeys.length > 0 && this.selected.length === this.rowKeys.length;
    this.commit(all ? [] : [...this.rowKeys]);
  }

  clear(): void {
    this.commit([]);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private commit(keys: string[]): void {
    this.keys = new Set(keys);
    this.selected = keys;
    this.emit();
  }

  private emit(): void {
    this.listeners.forEach((listener) => listener());
  }
}

export function useSelectedKeys(store: RowSelectionStore): readonly string[] {
  return useSyncExternalStore(store.subscribe, () => store.selected);
}

interface SelectBoxProps {
  store: RowSelectionStore;
  rowKey: string;
  index: number;
  lang: EngineLanguage;
}

/** One row's checkbox: re-renders when its own row is selected or unselected, or moves. */
const SelectBox = memo(function SelectBox({ store, rowKey, index, lang }: SelectBoxProps) {
  const checked = useSyncExternalStore(store.subscribe, () => store.has(rowKey));
  return (
    <Checkbox
      checked={checked}
      onChange={(event) => store.toggle(rowKey, event.target.checked)}
      aria-label={formatMessage(tableMessages.selectRow, { row: index + 1 }, lang)}
    />
  );
});

function SelectAll({ store, lang }: { store: RowSelectionStore; lang: EngineLanguage }) {
  const [selected, total] = useSyncExternalStore(store.subscribe, () => store.counts)
    .split('/')
    .map(Number);
  return (
    <Checkbox
      checked={total > 0 && selected === total}
      indeterminate={selected > 0 && selected < total}
      disabled={total === 0}
      onChange={() => store.toggleAll()}
      aria-label={formatMessage(tableMessages.selectAll, {}, lang)}
    />
  );
}

/** The selection column, first and fixed on the left like antd's. */
export function selectionColumn(store: RowSelectionStore, lang: EngineLanguage) {
  return {
    key: '__selection',
    className: 'ant-table-selection-column',
    title: <SelectAll store={store} lang={lang} />,
    width: SELECTION_WIDTH,
    align: 'center' as const,
    fixed: 'left' as const,
    render: (_: unknown, row: RowRef) => <SelectBox store={store} rowKey={row.key} index={row.index} lang={lang} />,
  };
}
