import { useCallback, useMemo, useRef, useState } from 'react';
import { Table, theme } from 'antd';
import type { GetRef } from 'antd';
import type { ArrayField } from '@formily/core';
import { observer, useField, useFieldSchema, type ISchema } from '@formily/react';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { useEngineServices } from '../../engine-core/services';
import { useTableColumns, type TableData } from './useTableColumns';
import { CellErrorStore } from './cellErrors';
import { useAntdColumns, type RowRef } from './antdColumns';
import { rowButtonsOf } from './RowActions';
import { footerButtonsOf, TableFooter } from './TableFooter';
import { TableSummary } from './TableSummary';
import { stableRowRefs } from './rowKeys';
import { useTableValidation } from './useTableValidation';
import { useCellKeyboard } from './useCellKeyboard';
import { useRowOperations } from './useRowOperations';
import { useStoredCalculations } from './useStoredCalculations';
import { tableWidth } from './tableWidth';
import { tableMessages } from './messages';
import { cellViewTokens } from './cellViewTokens';
import './inputTable.css';

/** Past this many rows only the rows in view are mounted (antd's virtual table). */
export const VIRTUAL_THRESHOLD = 30;
const VIRTUAL_HEIGHT = 520;

export interface InputTableProps {
  /** the column schemas, when not converted from a model (x-data.columns wins) */
  columns?: ISchema[];
  /** the table's title shown above it (the model's label, with showTitle) */
  tableTitle?: string;
  showTitle?: boolean;
  showSummary?: boolean;
  summaryField?: string[];
  columnBtnsList?: unknown;
  footerBtnsList?: unknown;
  disabled?: boolean;
}

/**
 * The child table (the platform's InputTable): one Formily array field whose rows are plain objects; each
 * cell is the column widget as a field at `<table>.<index>.<column>`. The table itself observes only the rows'
 * identities, so typing in a cell re-renders that cell (and the 合计 row when the column is summed), never the
 * table. Rows are keyed by identity (rowKeys.ts), cells are checked by the table (useTableValidation).
 */
/** the rows as RowRefs, each row's object kept while its key and index stay (rowKeys.ts) */
function useRowRefs(value: unknown): RowRef[] {
  const last = useRef(new Map<string, RowRef>());
  const rows = stableRowRefs(value, last.current);
  last.current = new Map(rows.map((row) => [row.key, row]));
  return rows;
}

/**
 * Brings a row into view: a virtual table mounts a row only once it is scrolled to. Rows added at the end are
 * brought to the bottom edge at once: without an align the list first re-renders only to find out which edge.
 */
function useScrollToRow(tableRef: React.RefObject<GetRef<typeof Table> | null>, virtual: boolean) {
  return useCallback(
    // antd's type omits align; its virtual list (rc-virtual-list) takes it
    (index: number, align?: 'bottom') => virtual && tableRef.current?.scrollTo({ index, align } as { index: number }),
    [tableRef, virtual],
  );
}

export const InputTable = observer(function InputTable(props: InputTableProps) {
  const field = useField<ArrayField>();
  const data = useFieldSchema()?.['x-data'] as TableData;
  const lang = useEngineLanguage();
  const services = useEngineServices();
  const { columns, groups } = useTableColumns(data, props.columns, lang, field.path.toString());
  const [errors] = useState(() => new CellErrorStore());
  const tableRef = useRef<GetRef<typeof Table>>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();
  const viewStyle = useMemo(() => cellViewTokens(token), [token]);

  const editable = field.pattern === 'editable' && !props.disabled && !field.disabled;
  const rows = useRowRefs(field.value);
  const virtual = rows.length > VIRTUAL_THRESHOLD;
  const scrollToRow = useScrollToRow(tableRef, virtual);
  useTableValidation({ field, columns, errors, lang, hostRef, scrollToRow });
  useStoredCalculations(field, columns);
  const onKeyDown = useCellKeyboard({ hostRef, rowCount: rows.length, scrollToRow });
  const ops = useRowOperations({ field, columns, rows, services, lang, scrollToRow });
  const rowButtons = useMemo(() => rowButtonsOf(props.columnBtnsList, lang), [props.columnBtnsList, lang]);
  const footerButtons = useMemo(() => footerButtonsOf(props.footerBtnsList, lang), [props.footerBtnsList, lang]);
  const selectable = editable && footerButtons.some((b) => b.value === 'batchRemove');
  const antdColumns = useAntdColumns({
    columns,
    groups,
    tableAddress: field.address.toString(),
    tablePath: field.path.toString(),
    errors,
    editable,
    rowButtons,
    lang,
    onCopy: ops.onCopy,
    onRemove: ops.onRemove,
    selection: selectable ? ops.selection : undefined,
  });
  const readRows = () => (Array.isArray(field.value) ? field.value : []);
  const summaryFields = useMemo(() => new Set(props.summaryField ?? []), [props.summaryField]);
  const actions = editable && rowButtons.length ? rowButtons.length : 0;
  const width = tableWidth(columns, selectable, actions);
  const title =
    props.showTitle && props.tableTitle ? <div className="jnpf-input-table-title">{props.tableTitle}</div> : null;

  // the detail view of a table without rows: nothing to show, like any empty field
  if (!editable && !rows.length) return <div className="jnpf-input-table">{title}—</div>;
  return (
    <div className="jnpf-input-table" ref={hostRef} style={viewStyle} onKeyDown={onKeyDown} data-rows={rows.length}>
      {title}
      <Table<RowRef>
        ref={tableRef}
        size="small"
        bordered
        rowKey="key"
        columns={antdColumns}
        dataSource={rows}
        pagination={false}
        virtual={virtual}
        scroll={virtual ? { x: width, y: VIRTUAL_HEIGHT } : { x: width }}
        onRow={(row) => ({ 'data-row-index': row.index }) as React.HTMLAttributes<HTMLElement>}
        locale={{ emptyText: formatMessage(tableMessages.empty, {}, lang) }}
        summary={
          props.showSummary && rows.length
            ? () => (
                // the Summary element itself, fixed: a virtual table (past 30 rows) renders only that as its
                // footer, and would drop a summary wrapped in another component
                <Table.Summary fixed>
                  <TableSummary
                    rows={readRows}
                    columns={columns}
                    summaryFields={summaryFields}
                    leading={selectable ? 2 : 1}
                    trailing={actions ? 1 : 0}
                    lang={lang}
                  />
                </Table.Summary>
              )
            : undefined
        }
      />
      {editable && footerButtons.length ? <TableFooter buttons={footerButtons} lang={lang} {...ops} /> : null}
    </div>
  );
});
