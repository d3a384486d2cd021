import { useMemo } from 'react';
import type { ColumnsType } from 'antd/es/table';
import { formatMessage, type EngineLanguage } from '../../engine-core/i18n';
import type { HeaderGroup, TableColumn } from './columns';
import type { CellErrorStore } from './cellErrors';
import { TableCell } from './TableCell';
import { cellViewOf } from './cellViews';
import { tableMessages } from './messages';
import { RowActions, type RowButton } from './RowActions';
import { selectionColumn, type RowSelectionStore } from './rowSelection';

import type { RowRef } from './rowKeys';

export type { RowRef };

export interface ColumnBuildInput {
  columns: readonly TableColumn[];
  groups: readonly HeaderGroup[];
  tableAddress: string;
  tablePath: string;
  errors: CellErrorStore;
  editable: boolean;
  rowButtons: readonly RowButton[];
  lang: EngineLanguage;
  onCopy(rowKey: string): void;
  onRemove(rowKey: string): void;
  /** the selected rows, when the table offers 批量删除 */
  selection?: RowSelectionStore;
}

export const INDEX_WIDTH = 50;
/** a column without a designer width */
export const DEFAULT_WIDTH = 160;
/** 50px per row button (spec), 100 when the model lists none */
export const actionWidth = (count: number) => (count > 0 ? count * 50 : 100);

function titleOf(column: TableColumn) {
  return column.required ? (
    <span>
      <span className="jnpf-table-required" aria-hidden="true">
        *
      </span>
      {column.label}
    </span>
  ) : (
    column.label
  );
}

/** The antd columns: 序号, the model's columns (grouped under complex headers), then 操作. */
export function antdColumnsOf(input: ColumnBuildInput): ColumnsType<RowRef> {
  const { columns, groups, tableAddress, tablePath, errors, lang } = input;
  const leaf = (column: TableColumn) => {
    // only an editable table swaps views for widgets; a read-only one shows the widgets' own twins
    const view = input.editable ? cellViewOf(column) : undefined;
    return {
      key: column.key,
      title: titleOf(column),
      width: column.width ?? DEFAULT_WIDTH,
      align: column.align,
      fixed: column.fixed,
      onHeaderCell: () => ({ 'data-column': column.key }) as React.HTMLAttributes<HTMLElement>,
      render: (_: unknown, row: RowRef) => (
        <TableCell
          column={column}
          view={view}
          rowKey={row.key}
          index={row.index}
          tableAddress={tableAddress}
          tablePath={tablePath}
          errors={errors}
          lang={lang}
        />
      ),
    };
  };
  const visible = columns.filter((c) => !c.hidden);
  const grouped = new Map<string, HeaderGroup>();
  groups.forEach((g) => g.columns.forEach((name) => grouped.set(name, g)));
  const body: ColumnsType<RowRef> = [];
  const placed = new Set<HeaderGroup>();
  for (const column of visible) {
    const group = grouped.get(column.key);
    if (!group) {
      body.push(leaf(column));
      continue;
    }
    if (placed.has(group)) continue;
    placed.add(group);
    const children = visible.filter((c) => group.columns.includes(c.key)).map(leaf);
    body.push({ key: `group-${group.title}-${group.columns[0]}`, title: group.title, align: group.align, children });
  }
  const out: ColumnsType<RowRef> = [
    ...(input.selection ? [selectionColumn(input.selection, lang)] : []),
    {
      key: '__index',
      className: 'jnpf-table-index',
      title: formatMessage(tableMessages.index, {}, lang),
      width: INDEX_WIDTH,
      align: 'center',
      fixed: 'left',
      render: (_: unknown, row: RowRef) => row.index + 1,
    },
    ...body,
  ];
  if (input.editable && input.rowButtons.length) {
    out.push({
      key: '__actions',
      title: formatMessage(tableMessages.action, {}, lang),
      width: actionWidth(input.rowButtons.length),
      align: 'center',
      fixed: 'right',
      render: (_: unknown, row: RowRef) => (
        <RowActions
          buttons={input.rowButtons}
          rowKey={row.key}
          lang={lang}
          onCopy={input.onCopy}
          onRemove={input.onRemove}
        />
      ),
    });
  }
  return out;
}

/** The antd columns, rebuilt only when what they show changes (never on a keystroke). */
export function useAntdColumns(input: ColumnBuildInput): ColumnsType<RowRef> {
  const { columns, groups, tableAddress, tablePath, errors, editable, rowButtons, lang, onCopy, onRemove, selection } =
    input;
  return useMemo(
    () =>
      antdColumnsOf({
        columns,
        groups,
        tableAddress,
        tablePath,
        errors,
        editable,
        rowButtons,
        lang,
        onCopy,
        onRemove,
        selection,
      }),
    [columns, groups, tableAddress, tablePath, errors, editable, rowButtons, lang, onCopy, onRemove, selection],
  );
}
