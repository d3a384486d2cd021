import { type KeyboardEvent } from 'react';
import { Table, type CheckboxProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatMessage } from '../../../engine-core/i18n';
import { categoryTableMessages as m } from './messages';

export interface CategoryTableColumn {
  title: string;
  dataIndex: string;
  width?: number;
}

export type PickerRow = Record<string, unknown>;

export interface RowsTableProps {
  rows: PickerRow[];
  total: number;
  loading: boolean;
  columns: CategoryTableColumn[];
  rowKey: string;
  /** the column read for a row's accessible name */
  nameKey: string;
  currentPage: number;
  pageSize: number;
  pickedKey: string | null;
  onPick(row: PickerRow): void;
  /** Enter on a picked row, a double click */
  onConfirm(row: PickerRow): void;
  onPage(currentPage: number, pageSize: number): void;
}

const keyOf = (row: PickerRow, rowKey: string) => String(row[rowKey] ?? '');

/**
 * The right pane's table: a radio column, 序号, the given columns and the pager (total, sizes, pages, jumper).
 * A click on a row picks it, a double click confirms it; with the table focused ArrowUp/ArrowDown move the pick
 * and Enter confirms.
 */
export function RowsTable(props: RowsTableProps) {
  const { rows, rowKey, pickedKey, currentPage, pageSize, onPick, onConfirm } = props;
  const columns: ColumnsType<PickerRow> = [
    {
      title: formatMessage(m.index),
      key: '__index',
      width: 60,
      align: 'center',
      render: (_value, _row, i) => (currentPage - 1) * pageSize + i + 1,
    },
    ...props.columns.map((c) => ({ title: c.title, dataIndex: c.dataIndex, key: c.dataIndex, width: c.width })),
  ];
  const onKeyDown = (e: KeyboardEvent) => {
    const at = rows.findIndex((row) => keyOf(row, rowKey) === pickedKey);
    const moves: Record<string, () => void> = {
      ArrowDown: () => rows.length && onPick(rows[Math.min(at + 1, rows.length - 1)]),
      ArrowUp: () => rows.length && onPick(rows[Math.max(at - 1, 0)]),
      Enter: () => at >= 0 && onConfirm(rows[at]),
    };
    const move = moves[e.key];
    if (!move || (e.target as HTMLElement).closest('.ant-pagination')) return;
    e.preventDefault();
    move();
  };

  return (
    <div
      role="group"
      aria-label={formatMessage(m.rows)}
      tabIndex={0}
      className="jnpf-category-rows"
      onKeyDown={onKeyDown}
      style={{ outline: 'none' }}
    >
      <Table<PickerRow>
        size="small"
        rowKey={(row) => keyOf(row, rowKey)}
        dataSource={rows}
        columns={columns}
        loading={props.loading}
        scroll={{ y: 360 }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: pickedKey ? [pickedKey] : [],
          onChange: (_keys, picked) => picked[0] && onPick(picked[0]),
          // antd passes the attribute on to the radio; its props type does not list aria attributes
          getCheckboxProps: (row) =>
            ({ 'aria-label': formatMessage(m.pick, { name: String(row[props.nameKey] ?? '') }) }) as CheckboxProps,
        }}
        onRow={(row) => ({ onClick: () => onPick(row), onDoubleClick: () => onConfirm(row) })}
        pagination={{
          current: currentPage,
          pageSize,
          total: props.total,
          showSizeChanger: true,
          showQuickJumper: true,
          pageSizeOptions: [20, 50, 100],
          showTotal: (total) => formatMessage(m.total, { total }),
          onChange: props.onPage,
        }}
      />
    </div>
  );
}
