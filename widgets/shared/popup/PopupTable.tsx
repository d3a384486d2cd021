import { useMemo } from 'react';
import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatMessage, useEngineLanguage } from '../../../engine-core/i18n';
import { PAGE_SIZE_OPTIONS, relationFieldOf, rowKey, rowLabel } from './logic';
import { popupMessages as m } from './messages';
import type { PopupRow, PopupSourceProps } from './types';
import type { PopupQueryState } from './usePopupQuery';

export interface PopupTableProps {
  source: PopupSourceProps;
  multiple: boolean;
  state: PopupQueryState;
  checked: readonly PopupRow[];
  onToggle(row: PopupRow, on: boolean): void;
  /** height of the scrolling body */
  height?: number;
}

const cellText = (v: unknown) =>
  v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

function useColumns(source: PopupSourceProps, state: PopupQueryState): TableColumnsType<PopupRow> {
  const { currentPage, pageSize } = state.query;
  const paged = Boolean(source.hasPage);
  const options = source.columnOptions;
  const relationField = relationFieldOf(source);
  return useMemo(() => {
    const list = options?.length ? options : [{ value: relationField, label: relationField }];
    return [
      {
        key: '__index',
        title: formatMessage(m.index),
        width: 60,
        align: 'center' as const,
        render: (_: unknown, __: PopupRow, i: number) => (paged ? (currentPage - 1) * pageSize : 0) + i + 1,
      },
      ...list.map((c) => ({
        key: c.value,
        dataIndex: c.value,
        title: c.label || c.value,
        width: c.width,
        ellipsis: true,
        render: cellText,
      })),
    ];
  }, [options, relationField, paged, currentPage, pageSize]);
}

/**
 * The rows to pick from: a radio (single) or checkbox (multiple) column, the index column and the designer's
 * columns; paged when hasPage. A click on a row checks it, a second click unchecks it (even a radio: how a
 * popupTableSelect is emptied).
 */
export function PopupTable({ source, multiple, state, checked, onToggle, height = 360 }: PopupTableProps) {
  useEngineLanguage();
  const columns = useColumns(source, state);
  const checkedKeys = checked.map((r) => rowKey(r, source));
  const keyOf = (row: PopupRow) => rowKey(row, source);
  return (
    <Table<PopupRow>
      size="small"
      bordered
      rowKey={keyOf}
      dataSource={state.rows}
      columns={columns}
      loading={state.loading}
      scroll={{ y: height }}
      aria-label={formatMessage(m.table)}
      rowSelection={{
        type: multiple ? 'checkbox' : 'radio',
        columnWidth: 48,
        selectedRowKeys: checkedKeys,
        preserveSelectedRowKeys: true,
        hideSelectAll: !multiple,
        onSelect: (row, on) => onToggle(row, on),
        onSelectAll: (on, _rows, changed) => changed.forEach((row) => onToggle(row, on)),
        getCheckboxProps: (row) =>
          ({ 'aria-label': formatMessage(m.pickRow, { label: rowLabel(row, source) }) }) as Record<string, string>,
      }}
      onRow={(row) => ({
        onClick: (e) => {
          if ((e.target as HTMLElement).closest('.ant-table-selection-column')) return;
          onToggle(row, !checkedKeys.includes(keyOf(row)));
          (e.currentTarget as HTMLElement).querySelector<HTMLInputElement>('input')?.focus();
        },
        style: { cursor: 'pointer' },
      })}
      pagination={
        source.hasPage
          ? {
              size: 'small',
              current: state.query.currentPage,
              pageSize: state.query.pageSize,
              total: state.total,
              showSizeChanger: true,
              pageSizeOptions: PAGE_SIZE_OPTIONS,
              showTotal: (total) => formatMessage(m.total, { total }),
              onChange: (page, size) => state.changePage(size !== state.query.pageSize ? 1 : page, size),
            }
          : false
      }
    />
  );
}
