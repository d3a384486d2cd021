import { useMemo, type HTMLAttributes, type Key } from 'react';
import { Button, Pagination, Table } from 'antd';
import type { ColumnsType, SorterResult, SortOrder } from 'antd/es/table/interface';
import type { WidgetRegistry } from '../../engine-core/registry';
import type { FieldInfo } from '../formModel/types';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { screenMessages } from '../screen/messages';
import { sidxOf } from './columnData';
import { ModelCell } from './ModelCell';
import type { ModelButton, ModelColumn, ModelRow, RowAction } from './types';
import type { ModelListState } from './useModelList';
import styles from './model.module.css';

/** Page sizes of every list, plus the model's own when it is another. */
export const PAGE_SIZES = [20, 50, 100, 500];

export function pageSizesFor(pageSize: number): number[] {
  return [...new Set([...PAGE_SIZES, pageSize])].sort((a, b) => a - b);
}

export interface ModelTableProps {
  columns: readonly ModelColumn[];
  fieldsByProp: ReadonlyMap<string, FieldInfo>;
  registry: WidgetRegistry;
  list: ModelListState;
  hasPage: boolean;
  defaultSidx: string;
  rowButtons: readonly ModelButton<RowAction>[];
  onRowAction(action: RowAction, row: ModelRow, button: ModelButton<RowAction>): void;
  /** the selection, when batch delete is offered */
  selection?: { keys: Key[]; onChange(keys: Key[]): void };
}

const ACTION_WIDTH = 50;

type ModelTableColumn = ColumnsType<ModelRow>[number];

interface FieldColumnInput {
  /** the column the list is sorted by, and how */
  sortProp: string;
  sortOrder: SortOrder;
  field: FieldInfo | undefined;
  registry: WidgetRegistry;
  labels: ModelListState['labels'];
}

/** A column of the model's list: the cell shows the value as the field's widget would (ModelCell). */
function fieldColumn(column: ModelColumn, { sortProp, sortOrder, field, registry, labels }: FieldColumnInput) {
  return {
    key: column.prop,
    dataIndex: column.prop,
    title: column.label,
    width: column.width,
    align: column.align,
    fixed: column.fixed,
    ellipsis: true,
    sorter: column.sortable ? true : undefined,
    sortOrder: column.sortable && sortProp === column.prop ? sortOrder : null,
    onCell: () => ({ 'data-column': column.prop }) as HTMLAttributes<HTMLElement>,
    render: (_v: unknown, row: ModelRow) => (
      <ModelCell
        prop={column.prop}
        row={row}
        field={field}
        registry={registry}
        label={labels[String(row.id)]?.[column.prop]}
      />
    ),
  } satisfies ModelTableColumn;
}

/** The right-fixed 操作 column: one link button per row action, 删除 in red. */
function actionsColumn(
  rowButtons: readonly ModelButton<RowAction>[],
  onRowAction: ModelTableProps['onRowAction'],
): ModelTableColumn {
  return {
    key: '__actions',
    title: formatMessage(screenMessages.actions),
    width: Math.max(80, rowButtons.length * ACTION_WIDTH + 16),
    fixed: 'right',
    align: 'left',
    render: (_v, row) => (
      <span className="jnpf-model-actions">
        {rowButtons.map((button) => (
          <Button
            key={button.action}
            type="link"
            size="small"
            danger={button.action === 'remove'}
            style={{ paddingInline: 4 }}
            onClick={() => onRowAction(button.action, row, button)}
          >
            {button.label}
          </Button>
        ))}
      </span>
    ),
  };
}

/**
 * The model list's table with the CrudTable conventions: 序号 column, 暂无数据, server-side sorting on sortable
 * columns, row buttons in a right-fixed 操作 column, pagination total/sizes/prev/pager/next/jumper.
 */
export function ModelTable(props: ModelTableProps) {
  const { columns, fieldsByProp, registry, list, hasPage, defaultSidx, rowButtons, onRowAction, selection } = props;
  useEngineLanguage();
  const { page, sidx } = list;

  const antdColumns = useMemo<ColumnsType<ModelRow>>(() => {
    const sortProp = sidx.replace(/^-/, '').split(',')[0];
    const sortOrder: SortOrder = sidx.startsWith('-') ? 'descend' : 'ascend';
    const out: ColumnsType<ModelRow> = [
      {
        key: '__index',
        title: formatMessage(screenMessages.index),
        width: 60,
        align: 'center',
        fixed: columns.some((c) => c.fixed === 'left') ? 'left' : undefined,
        render: (_v, _row, i) => (hasPage ? (page.current - 1) * page.size : 0) + i + 1,
      },
      ...columns.map((column) =>
        fieldColumn(column, {
          sortProp,
          sortOrder,
          field: fieldsByProp.get(column.prop),
          registry,
          labels: list.labels,
        }),
      ),
    ];
    if (rowButtons.length) out.push(actionsColumn(rowButtons, onRowAction));
    return out;
  }, [columns, fieldsByProp, registry, list.labels, rowButtons, onRowAction, hasPage, page, sidx]);

  return (
    <>
      <div className={styles.tableBody}>
        <Table<ModelRow>
          size="middle"
          rowKey={(row) => String(row.id)}
          columns={antdColumns}
          dataSource={list.rows}
          loading={list.loading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          showSorterTooltip={false}
          locale={{ emptyText: formatMessage(screenMessages.empty) }}
          rowSelection={
            selection
              ? { selectedRowKeys: selection.keys, onChange: (keys) => selection.onChange(keys), columnWidth: 40 }
              : undefined
          }
          onChange={(_p, _f, sorter) => {
            const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<ModelRow> | undefined;
            list.setSidx(sidxOf(s?.columnKey ? String(s.columnKey) : undefined, s?.order, defaultSidx));
          }}
        />
      </div>
      {hasPage ? (
        <div className={styles.pagination}>
          <Pagination
            size="small"
            current={page.current}
            pageSize={page.size}
            total={list.total}
            showTotal={(n) => formatMessage(screenMessages.total, { total: n })}
            showSizeChanger
            pageSizeOptions={pageSizesFor(page.size).map(String)}
            showQuickJumper
            onChange={list.setPage}
          />
        </div>
      ) : null}
    </>
  );
}
