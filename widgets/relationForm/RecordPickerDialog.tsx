import { useEffect, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Input, Space, Table } from 'antd';
import type { CheckboxProps, TableColumnsType } from 'antd';
import type { PagedRows } from '../../engine-core/services';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { PopupFrame } from '../shared/popup/PopupFrame';
import { relationMessages as m } from './messages';
import { valueText, type RelatedRecord } from './recordCache';
import { ALL_ROWS, type PickerColumn } from './props';

export interface PickerQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

export interface RecordPickerDialogProps {
  open: boolean;
  title: string;
  /** 'dialog' (default) or 'drawer': the same frame as the popup pickers */
  popupType?: string;
  popupWidth?: string | number;
  columns: PickerColumn[];
  hasPage: boolean;
  pageSize: number;
  /** the id already chosen: selected when the dialog opens */
  selectedId?: string;
  load(query: PickerQuery): Promise<PagedRows>;
  onCancel(): void;
  onConfirm(id: string, row: RelatedRecord): void;
}

interface Rows {
  list: RelatedRecord[];
  total: number;
  loading: boolean;
  failed: boolean;
}

const rowId = (row: RelatedRecord) => valueText(row.id);

/**
 * The rows of the current page and keyword, reloaded whenever either changes. The host mounts the dialog afresh
 * for each opening (a new key), so every opening starts on page 1 without a keyword.
 */
function usePickerRows(load: RecordPickerDialogProps['load'], hasPage: boolean, pageSize: number) {
  const [query, setQuery] = useState({ keyword: '', page: 1, run: 0 });
  const [rows, setRows] = useState<Rows>({ list: [], total: 0, loading: true, failed: false });
  useEffect(() => {
    let alive = true;
    setRows((r) => ({ ...r, loading: true, failed: false }));
    const { keyword, page } = query;
    load({ currentPage: hasPage ? page : 1, pageSize: hasPage ? pageSize : ALL_ROWS, keyword: keyword || undefined })
      .then((data) => {
        if (alive) setRows({ list: data.list, total: data.pagination?.total ?? 0, loading: false, failed: false });
      })
      .catch((error: unknown) => {
        console.warn('[relationForm] the records could not be listed', error);
        if (alive) setRows({ list: [], total: 0, loading: false, failed: true });
      });
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reloads on the query, not on the loader's identity
  }, [query, hasPage, pageSize]);
  return {
    rows,
    page: query.page,
    setPage: (page: number) => setQuery((q) => ({ ...q, page })),
    search: (keyword: string) => setQuery((q) => ({ keyword, page: 1, run: q.run + 1 })),
  };
}

/** The index column (counting on from the page's first row) and the designer's columns. */
function columnsFor(columns: PickerColumn[], offset: number): TableColumnsType<RelatedRecord> {
  return [
    {
      title: formatMessage(m.index),
      key: '__index',
      width: 64,
      align: 'center',
      render: (_value, _row, i) => offset + i + 1,
    },
    ...columns.map((c) => ({
      title: c.label,
      dataIndex: c.field,
      key: c.field,
      ellipsis: true,
      render: (value: unknown) => valueText(value),
    })),
  ];
}

function paginationOf(page: number, pageSize: number, total: number, setPage: (page: number) => void) {
  return {
    current: page,
    pageSize,
    total,
    size: 'small' as const,
    showSizeChanger: false,
    showTotal: (all: number) => formatMessage(m.total, { total: all }),
    onChange: setPage,
  };
}

/** What a screen reader hears for a row's radio: its first column's text. */
const rowLabel = (row: RelatedRecord, columns: PickerColumn[]) =>
  valueText(columns[0] ? row[columns[0].field] : row.id) || rowId(row);

interface SearchBarProps {
  typed: string;
  onType(next: string): void;
  onSearch(): void;
  onReset(): void;
}

/** Keyword box (Enter searches), 查询 and 重置. */
function SearchBar({ typed, onType, onSearch, onReset }: SearchBarProps) {
  return (
    <div data-relation-picker="" role="search" style={{ marginBottom: 12 }}>
      <Space wrap>
        <Input
          data-picker-keyword=""
          aria-label={formatMessage(m.keyword)}
          placeholder={formatMessage(m.keyword)}
          value={typed}
          allowClear
          style={{ width: 240 }}
          onChange={(e) => onType(e.target.value)}
          onPressEnter={onSearch}
        />
        <Button type="primary" onClick={onSearch}>
          {formatMessage(m.search)}
        </Button>
        <Button onClick={onReset}>{formatMessage(m.reset)}</Button>
      </Space>
    </div>
  );
}

/**
 * A table picker in a dialog or a drawer (popupType, as the popup pickers): keyword search with 查询/重置, a radio and an index column, the given columns, paging
 * when asked. A row click selects, a double click confirms; Enter confirms, Esc cancels.
 */
export function RecordPickerDialog(props: RecordPickerDialogProps) {
  const { open, title, popupType, popupWidth, columns, hasPage, pageSize, selectedId, load, onCancel, onConfirm } =
    props;
  useEngineLanguage();
  const { rows, page, setPage, search } = usePickerRows(load, hasPage, pageSize);
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<{ id: string; row?: RelatedRecord } | null>(
    selectedId ? { id: selectedId } : null,
  );
  const list = rows.list;
  const pickedRow = picked ? (picked.row ?? list.find((r) => rowId(r) === picked.id)) : undefined;
  const confirm = () => {
    if (picked && pickedRow) onConfirm(picked.id, pickedRow);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || target.closest('button, a, textarea, [data-picker-keyword]')) return;
    event.preventDefault();
    confirm();
  };

  const tableColumns = columnsFor(columns, hasPage ? (page - 1) * pageSize : 0);

  // React events bubble out of the dialog's portal to this wrapper, wherever the focus sits inside the dialog
  return (
    <span onKeyDown={onKeyDown}>
      <PopupFrame
        open={open}
        popupType={popupType}
        title={title}
        popupWidth={popupWidth}
        onClose={onCancel}
        maskClosable={false}
        className="jnpf-relation-picker"
        footer={[
          <Button key="cancel" onClick={onCancel}>
            {formatMessage(m.cancel)}
          </Button>,
          <Button key="ok" type="primary" disabled={!pickedRow} onClick={confirm}>
            {formatMessage(m.confirm)}
          </Button>,
        ]}
      >
        <SearchBar
          typed={typed}
          onType={setTyped}
          onSearch={() => search(typed.trim())}
          onReset={() => {
            setTyped('');
            search('');
          }}
        />
        {rows.failed ? <Alert type="error" showIcon message={formatMessage(m.loadFailed)} /> : null}
        <Table<RelatedRecord>
          size="small"
          bordered
          rowKey={rowId}
          columns={tableColumns}
          dataSource={list}
          loading={rows.loading}
          scroll={{ y: 400 }}
          rowSelection={{
            type: 'radio',
            columnWidth: 48,
            selectedRowKeys: picked ? [picked.id] : [],
            // the radio passes unknown props on to its <input>: the row's name labels it
            getCheckboxProps: (row) => ({ 'aria-label': rowLabel(row, columns) }) as CheckboxProps,
            onChange: (_keys, selected) => selected[0] && setPicked({ id: rowId(selected[0]), row: selected[0] }),
          }}
          onRow={(row) => ({
            onClick: () => setPicked({ id: rowId(row), row }),
            onDoubleClick: () => onConfirm(rowId(row), row),
            style: { cursor: 'pointer' },
          })}
          pagination={hasPage ? paginationOf(page, pageSize, rows.total, setPage) : false}
        />
      </PopupFrame>
    </span>
  );
}
