import { Table } from 'antd';
import { observer } from '@formily/react';
import { formatMessage, type EngineLanguage } from '../../engine-core/i18n';
import type { TableColumn } from './columns';
import { columnTotal, formatTotal } from './summary';
import { tableMessages } from './messages';

export interface TableSummaryProps {
  /** reads the rows (a Formily observable: this component re-renders when a summed cell changes) */
  rows(): readonly Record<string, unknown>[];
  columns: readonly TableColumn[];
  summaryFields: ReadonlySet<string>;
  /** cells before the model's columns: selection and 序号 */
  leading: number;
  trailing: number;
  lang: EngineLanguage;
}

/** The 合计 row (inside the table's Table.Summary): totals of the summaryField columns only, under their columns. */
export const TableSummary = observer(function TableSummary(props: TableSummaryProps) {
  const { summaryFields, leading, trailing, lang } = props;
  const columns = props.columns.filter((c) => !c.hidden);
  const rows = props.rows();
  let position = 0;
  return (
    <Table.Summary.Row className="jnpf-table-summary" data-region="table-summary">
      <Table.Summary.Cell index={position++} colSpan={leading}>
        {formatMessage(tableMessages.summary, {}, lang)}
      </Table.Summary.Cell>
      {columns.map((column) => {
        const index = (position += 1);
        return (
          <Table.Summary.Cell key={column.key} index={index} align={column.align}>
            {summaryFields.has(column.key) ? (
              <span data-summary={column.key}>{formatTotal(columnTotal(rows, column.key), column.thousands)}</span>
            ) : null}
          </Table.Summary.Cell>
        );
      })}
      {trailing ? <Table.Summary.Cell index={position + 1} /> : null}
    </Table.Summary.Row>
  );
});
