import { useMemo, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { Button, Pagination, Table, type TableProps } from 'antd';
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
  /** what a list type (listTypes/) changes: its rows, cells and row actions */
  decorate?: ModelTableDecorator;
  /** a small mark after the row number, e.g. 外链 on a record that came in through the public link */
  rowMark?(row: ModelRow): ReactNode;
}

/** The hooks of the list types (group header rows, tree rows, inline editing) into the plain table. */
export interface ModelTableDecorator {
  /** the rows shown instead of the query's, nested under `childrenColumnName` */
  rows?: ModelRow[];
  childrenColumnName?: string;
  expandable?: TableProps<ModelRow>['expandable'];
  /** a cell of its own for this row and column; undefined keeps the field's display */
  cell?(column: ModelColumn, row: ModelRow): ReactNode | undefined;
  /** the row number; undefined keeps the position */
  index?(row: ModelRow, position: number): ReactNode | undefined;
  /** the row's 操作 cell, given the configured buttons */
  actions?(row: ModelRow, buttons: ReactNode): ReactNode;
  /** rows that can be ticked for batch delete */
  selectable?(row: ModelRow): boolean;
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
  decorate?: ModelTableDecorator;
}

/** A column of the model's list: the cell shows the value as the field's widget would (ModelCell). */
function fieldColumn(column: ModelColumn, input: FieldColumnInput) {
  const { sortProp, sortOrder, field, registry, labels, decorate } = input;
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
    render: (_v: unknown, row: ModelRow) =>
      decorate?.cell?.(column, row) ?? (
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
  decorate?: ModelTableDecorator,
): ModelTableColumn {
  return {
    key: '__actions',
    title: formatMessage(screenMessages.actions),
    width: Math.max(80, rowButtons.length * ACTION_WIDTH + 16),
    fixed: 'right',
    align: 'left',
    render: (_v, row) => {
      const buttons = rowButtons.map((button) => (
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
      ));
      return <span className="jnpf-model-actions">{decorate?.actions ? decorate.actions(row, buttons) : buttons}</span>;
    },
  };
}

/** Nested rows open from their first data column (after 序号, and the tick box when there is one). */
function expandableOf(decorate: ModelTableDecorator | undefined, selectable: boolean) {
  if (!decorate?.childrenColumnName) return decorate?.expandable;
  // with a selection column antd takes one off a given index, then counts the selection column too
  return { expandIconColumnIndex: selectable ? 3 : 1, ...decorate.expandable };
}

/** 序号: the row's number (or the list type's own), and the host's mark after it. */
function indexColumn(input: {
  /** the number before the page's first row */
  first: number;
  columns: readonly ModelColumn[];
  decorate?: ModelTableDecorator;
  rowMark?(row: ModelRow): ReactNode;
}): ModelTableColumn {
  const { first, columns, decorate, rowMark } = input;
  return {
    key: '__index',
    title: formatMessage(screenMessages.index),
    width: rowMark ? 96 : 60,
    align: 'center',
    fixed: columns.some((c) => c.fixed === 'left') ? 'left' : undefined,
    render: (_v, row, i) => {
      const number = decorate?.index?.(row, i) ?? first + i + 1;
      const mark = rowMark?.(row);
      return mark ? (
        <>
          {number} {mark}
        </>
      ) : (
        number
      );
    },
  };
}

/**
 * The model list's table with the CrudTable conventions: 序号 column, 暂无数据, server-side sorting on sortable
 * columns, row buttons in a right-fixed 操作 column, pagination total/sizes/prev/pager/next/jumper.
 */
export function ModelTable(props: ModelTableProps) {
  const { columns, fieldsByProp, registry, list, hasPage, defaultSidx, rowButtons, onRowAction, selection, decorate } =
    props;
  const { rowMark } = props;
  useEngineLanguage();
  const { page, sidx } = list;

  const antdColumns = useMemo<ColumnsType<ModelRow>>(() => {
    const sortProp = sidx.replace(/^-/, '').split(',')[0];
    const sortOrder: SortOrder = sidx.startsWith('-') ? 'descend' : 'ascend';
    const out: ColumnsType<ModelRow> = [
      indexColumn({ first: hasPage ? (page.current - 1) * page.size : 0, columns, decorate, rowMark }),
      ...columns.map((column) =>
        fieldColumn(column, {
          sortProp,
          sortOrder,
          field: fieldsByProp.get(column.prop),
          registry,
          labels: list.labels,
          decorate,
        }),
      ),
    ];
    if (rowButtons.length || decorate?.actions) out.push(actionsColumn(rowButtons, onRowAction, decorate));
    return out;
  }, [columns, fieldsByProp, registry, list.labels, rowButtons, onRowAction, hasPage, page, sidx, decorate, rowMark]);

  return (
    <>
      <div className={styles.tableBody}>
        <Table<ModelRow>
          size="middle"
          rowKey={(row) => String(row.id)}
          columns={antdColumns}
          dataSource={decorate?.rows ?? list.rows}
          expandable={expandableOf(decorate, !!selection)}
          childrenColumnName={decorate?.childrenColumnName}
          loading={list.loading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          showSorterTooltip={false}
          // while loading, the spinner alone: 暂无数据 under it would answer before the server did
          locale={{ emptyText: list.loading ? <div style={{ height: 120 }} /> : formatMessage(screenMessages.empty) }}
          rowSelection={
            selection
              ? {
                  selectedRowKeys: selection.keys,
                  onChange: (keys) => selection.onChange(keys),
                  columnWidth: 40,
                  getCheckboxProps: (row) => ({
                    disabled: decorate?.selectable?.(row) === false,
                    // antd leaves the row's checkbox without a name
                    'aria-label': formatMessage(screenMessages.selectRow, {
                      n: (decorate?.rows ?? list.rows).indexOf(row) + 1,
                    }),
                  }),
                }
              : undefined
          }
          onChange={(_p, _f, sorter) => {
            const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<ModelRow> | undefined;
            list.setSidx(sidxOf(s?.columnKey ? String(s.columnKey) : undefined, s?.order, defaultSidx));
          }}
        />
      </div>
      {hasPage ? (
        <ModelPagination
          page={page}
          total={list.total}
          loadingFirst={list.loading && !list.rows.length}
          onChange={list.setPage}
        />
      ) : null}
    </>
  );
}

/** The pager under a model list; while the first rows load it shows no total (共 0 条 would be a false answer). */
function ModelPagination(props: {
  page: { current: number; size: number };
  total: number;
  loadingFirst: boolean;
  onChange: (page: number, size: number) => void;
}) {
  return (
    <div className={styles.pagination}>
      <Pagination
        size="small"
        current={props.page.current}
        pageSize={props.page.size}
        total={props.total}
        showTotal={(n) => (props.loadingFirst ? '' : formatMessage(screenMessages.total, { total: n }))}
        showSizeChanger
        pageSizeOptions={pageSizesFor(props.page.size).map(String)}
        showQuickJumper
        onChange={props.onChange}
      />
    </div>
  );
}
