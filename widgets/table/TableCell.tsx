import { memo, useEffect } from 'react';
import { RecursionField, useForm } from '@formily/react';
import { reaction } from '@formily/reactive';
import type { TableColumn } from './columns';
import { useCellError, type CellErrorStore } from './cellErrors';

export interface TableCellProps {
  column: TableColumn;
  rowKey: string;
  index: number;
  /** the table field's address (with its void containers): the cell is the Formily field `<address>.<index>.<column>` */
  tableAddress: string;
  /** the table's value path ("items"), where the cell's value lives */
  tablePath: string;
  errors: CellErrorStore;
}

/**
 * One cell: the column's widget as a Formily field at `<table>.<index>.<column>` (so calculate, scripts and
 * linkage see a row path), wrapped in an element that carries data-jnpf-key / data-field and the cell's
 * message. A change of the value clears the message, as the platform resets a cell's validity on change.
 */
export const TableCell = memo(function TableCell(props: TableCellProps) {
  const { column, rowKey, index, tableAddress, tablePath, errors } = props;
  const form = useForm();
  const message = useCellError(errors, rowKey, column.key);
  const path = `${tablePath}.${index}.${column.key}`;

  useEffect(() => {
    if (!message) return;
    return reaction(
      () => form.getValuesIn(path),
      () => errors.clear(rowKey, column.key),
    );
  }, [form, path, message, errors, rowKey, column.key]);

  return (
    <div
      className={message ? 'jnpf-table-cell jnpf-table-cell-error' : 'jnpf-table-cell'}
      data-jnpf-key={column.jnpfKey}
      data-field={column.key}
    >
      <RecursionField basePath={`${tableAddress}.${index}`} name={column.key} schema={column.cell} />
      {message ? (
        <div className="jnpf-table-cell-message" role="alert">
          {message}
        </div>
      ) : null}
    </div>
  );
});
