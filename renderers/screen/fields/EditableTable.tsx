import { useMemo, useState, type ReactNode } from 'react';
import { Button, Checkbox, Input, InputNumber, Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { observer, useField, useForm } from '@formily/react';
import type { GeneralField } from '@formily/core';
import { defineMessages, formatMessage, useEngineLanguage } from '../../../engine-core/i18n';
import { useEngineServices } from '../../../engine-core/services';
import { addRow, filterRows, removeRow, setCell, type Row } from './editableRows';

const messages = defineMessages({
  add: { zh: '添加一行', zhtw: '添加一行', en: 'Add a row' },
  index: { zh: '序号', zhtw: '序號', en: 'No.' },
  actions: { zh: '操作', zhtw: '操作', en: 'Actions' },
  search: { zh: '输入关键字', zhtw: '輸入關鍵字', en: 'Filter' },
  empty: { zh: '暂无数据', zhtw: '暫無數據', en: 'No data' },
  input: { zh: '请输入', zhtw: '請輸入', en: 'Enter' },
  choose: { zh: '请选择', zhtw: '請選擇', en: 'Choose' },
  remove: { zh: '删除', zhtw: '刪除', en: 'Delete' },
  tipTitle: { zh: '提示', zhtw: '提示', en: 'Notice' },
});

export interface EditableColumn {
  title: string;
  dataIndex: string;
  /** the cell editor; `text` shows the value only */
  type?: 'input' | 'number' | 'select' | 'checkbox' | 'text';
  width?: number;
  placeholder?: string;
  /** select: fixed options */
  options?: { label: string; value: unknown }[];
  /** select: options from another field of the same form, e.g. the parameters a variable may take */
  optionsFrom?: { field: string; label?: string; value?: string };
  /** checkbox: at most one row may be checked (a title flag) */
  single?: boolean;
  /** checkbox: the stored values (true/false unless given, e.g. 1/0) */
  checkedValue?: unknown;
  uncheckedValue?: unknown;
}

export interface EditableTableProps {
  value?: Row[];
  onChange?(rows: Row[]): void;
  columns: EditableColumn[];
  /** a filter box over the rows (`keys`: the fields it searches; all text columns when left out) */
  searchable?: boolean | { placeholder?: string; keys?: string[] };
  /** the add link's text; false: no adding */
  addText?: string | false;
  /** a new row's values */
  newRow?: Row;
  /** false: rows cannot be removed */
  removable?: boolean;
  /** asked before a row is removed */
  removeConfirm?: string;
  /** shown rows are limited to this height (px), scrolling inside */
  maxHeight?: number;
  /** the 序号 column (default on) */
  index?: boolean;
  /** columns (by dataIndex) left out, e.g. set by a reaction: the title flag only for WeChat templates */
  hideColumns?: string[];
  /** rows whose `field` starts with `prefix` are shown but neither edited nor removed (system parameters: @…) */
  lockedRows?: { field: string; prefix: string };
  disabled?: boolean;
  readOnly?: boolean;
}

function optionsOf(column: EditableColumn, values: Record<string, unknown>): { label: string; value: unknown }[] {
  if (column.options) return column.options;
  if (!column.optionsFrom) return [];
  const source = values[column.optionsFrom.field];
  if (!Array.isArray(source)) return [];
  const labelKey = column.optionsFrom.label ?? 'fullName';
  const valueKey = column.optionsFrom.value ?? 'id';
  return (source as Row[])
    .filter((row) => row && row[valueKey] !== undefined && row[valueKey] !== '')
    .map((row) => ({ label: String(row[labelKey] ?? row[valueKey]), value: row[valueKey] }));
}

const isLocked = (field: GeneralField | undefined, props: EditableTableProps) =>
  !!props.disabled ||
  !!props.readOnly ||
  field?.pattern === 'readPretty' ||
  field?.pattern === 'disabled' ||
  field?.pattern === 'readOnly';

interface CellEditorProps {
  column: EditableColumn;
  cell: unknown;
  /** the table or the row is locked: the value is shown, not edited */
  readOnly: boolean;
  /** the form's values, where `optionsFrom` takes a select's options */
  formValues: Record<string, unknown>;
  onChange(next: unknown): void;
}

/** One cell: the column's editor, or its value as text when read-only (a checkbox stays a checkbox). */
function CellEditor({ column, cell, readOnly, formValues, onChange: set }: CellEditorProps) {
  const checkedValue = column.checkedValue ?? true;
  switch (readOnly ? (column.type === 'checkbox' ? 'checkbox' : 'text') : (column.type ?? 'input')) {
    case 'checkbox':
      return (
        <Checkbox
          checked={String(cell) === String(checkedValue)}
          disabled={readOnly}
          onChange={(e) => set(e.target.checked ? checkedValue : (column.uncheckedValue ?? false))}
        />
      );
    case 'select': {
      const options = optionsOf(column, formValues);
      return (
        <Select
          style={{ width: '100%' }}
          allowClear
          value={cell === '' ? undefined : cell}
          options={options.map((o) => ({ label: o.label, value: o.value as string }))}
          placeholder={column.placeholder ?? formatMessage(messages.choose)}
          onChange={(next) => set(next ?? '')}
        />
      );
    }
    case 'number':
      return (
        <InputNumber
          style={{ width: '100%' }}
          value={typeof cell === 'number' ? cell : undefined}
          onChange={(next) => set(next ?? undefined)}
        />
      );
    case 'text': {
      const option = column.type === 'select' ? optionsOf(column, formValues).find((o) => o.value === cell) : undefined;
      return <span>{option ? option.label : cell === undefined || cell === null ? '' : String(cell)}</span>;
    }
    default:
      return (
        <Input
          value={cell === undefined || cell === null ? '' : String(cell)}
          placeholder={column.placeholder ?? formatMessage(messages.input)}
          onChange={(e) => set(e.target.value)}
        />
      );
  }
}

type ShownRow = { row: Row; at: number };

interface ColumnParts {
  /** the 序号 column */
  index: boolean;
  /** the 操作 column with a delete button on every row that is not locked */
  removable: boolean;
  rowLocked(row: Row): boolean;
  cell(column: EditableColumn, row: Row, at: number): ReactNode;
  remove(at: number): void;
}

/** The table's columns: 序号, one per editable column, 操作. */
function editableColumns(columns: EditableColumn[], parts: ColumnParts): ColumnsType<ShownRow> {
  const { index, removable, rowLocked, cell, remove } = parts;
  return [
    ...(index
      ? [
          {
            key: '__index',
            title: formatMessage(messages.index),
            width: 60,
            align: 'center' as const,
            render: (_: unknown, r: { at: number }) => r.at + 1,
          },
        ]
      : []),
    ...columns.map((column) => ({
      key: column.dataIndex,
      title: column.title,
      width: column.width,
      align: column.type === 'checkbox' ? ('center' as const) : undefined,
      render: (_: unknown, r: ShownRow) => cell(column, r.row, r.at),
    })),
    ...(removable
      ? [
          {
            key: '__actions',
            title: formatMessage(messages.actions),
            width: 70,
            align: 'center' as const,
            render: (_: unknown, r: ShownRow) =>
              rowLocked(r.row) ? null : (
                <Button
                  type="link"
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={formatMessage(messages.remove)}
                  onClick={() => remove(r.at)}
                />
              ),
          },
        ]
      : []),
  ];
}

/**
 * A list of records edited in place (a template's parameters, an SMS variable table, an interface's fields):
 * one editor per cell, add and remove rows, an optional filter box. Read-only when the field is (a detail
 * dialog): cells show their values, nothing can be added or removed.
 */
export const EditableTable = observer(function EditableTable(props: EditableTableProps) {
  useEngineLanguage();
  const { value, onChange, addText, newRow, removable = true, removeConfirm, maxHeight } = props;
  const columns = props.hideColumns?.length
    ? props.columns.filter((c) => !props.hideColumns?.includes(c.dataIndex))
    : props.columns;
  const services = useEngineServices();
  const field = useField() as GeneralField | undefined;
  const form = useForm();
  const locked = isLocked(field, props);
  const rows = useMemo(() => (Array.isArray(value) ? value : []), [value]);
  const [keyword, setKeyword] = useState('');
  const searchKeys =
    typeof props.searchable === 'object' && props.searchable.keys
      ? props.searchable.keys
      : columns.filter((c) => !c.type || c.type === 'input' || c.type === 'text').map((c) => c.dataIndex);
  const shown = props.searchable ? filterRows(rows, keyword, searchKeys) : rows.map((row, at) => ({ row, at }));
  const formValues = form.values as Record<string, unknown>;

  const change = (next: Row[]) => onChange?.(next);
  const remove = async (at: number) => {
    if (removeConfirm) {
      const yes = await services.confirm({ title: formatMessage(messages.tipTitle), content: removeConfirm });
      if (!yes) return;
    }
    change(removeRow(rows, at));
  };

  const rowLocked = (row: Row) =>
    !!props.lockedRows && String(row[props.lockedRows.field] ?? '').startsWith(props.lockedRows.prefix);

  const tableColumns = editableColumns(columns, {
    index: props.index !== false,
    removable: !locked && removable,
    rowLocked,
    cell: (column, row, at) => (
      <CellEditor
        column={column}
        cell={row[column.dataIndex]}
        readOnly={locked || rowLocked(row)}
        formValues={formValues}
        onChange={(next) => change(setCell(rows, at, column.dataIndex, next, column))}
      />
    ),
    remove: (at) => void remove(at),
  });

  return (
    <div data-field-component="EditableTable">
      {props.searchable && (
        <Input.Search
          allowClear
          size="small"
          style={{ marginBottom: 8 }}
          placeholder={
            (typeof props.searchable === 'object' && props.searchable.placeholder) || formatMessage(messages.search)
          }
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
      )}
      <Table
        size="small"
        bordered
        rowKey={(r) => String(r.at)}
        columns={tableColumns}
        dataSource={shown}
        pagination={false}
        scroll={maxHeight ? { y: maxHeight } : undefined}
        locale={{ emptyText: formatMessage(messages.empty) }}
      />
      {!locked && addText !== false && (
        <Button type="link" icon={<PlusOutlined />} onClick={() => change(addRow(rows, columns, newRow))}>
          {addText || formatMessage(messages.add)}
        </Button>
      )}
    </div>
  );
});
