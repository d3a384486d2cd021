import { useMemo, type Dispatch } from 'react';
import { Button, Table, type TableColumnsType } from 'antd';
import type { ImportHeader, ImportRow } from '../../../contract';
import { formatMessage } from '../../../engine-core/i18n';
import { importMessages } from './messages';
import { EditableCell } from './previewCells';
import { KEY, type PreviewRow, type WizardAction } from './wizardState';
import styles from './importWizard.module.css';

/**
 * Step 2: the rows read from the file, editable, each removable; a child table shows its rows inside the
 * record's cell, each removable too. Paged, so a 1,000-row file mounts one page of inputs; past one page the
 * table is also virtual, so only the rows of the page in view are mounted (20 columns of selects and inputs
 * per row make each row costly to mount). 序号 counts across pages.
 */

const PAGE_SIZE = 20;
/** past this many rows the table is virtual (antd mounts only the rows in view) */
export const PREVIEW_VIRTUAL_THRESHOLD = PAGE_SIZE;
const SCROLL_HEIGHT = 420;
const INDEX_WIDTH = 60;
const ACTIONS_WIDTH = 70;
const CELL_WIDTH = 150;
const CHILD_WIDTH = 140;
type Row = PreviewRow;

interface Props {
  headers: ImportHeader[];
  rows: PreviewRow[];
  dispatch: Dispatch<WizardAction>;
}

function ChildRows({ table, row, dispatch }: { table: ImportHeader; row: Row; dispatch: Dispatch<WizardAction> }) {
  const children = (Array.isArray(row[table.id]) ? row[table.id] : []) as (ImportRow & { [KEY]: string })[];
  const columns: TableColumnsType<ImportRow & { [KEY]: string }> = [
    ...(table.children ?? []).map((header) => ({
      key: header.id,
      title: header.fullName,
      width: CHILD_WIDTH,
      render: (_: unknown, child: ImportRow & { [KEY]: string }) => (
        <EditableCell
          key={child[KEY]}
          header={header}
          value={child[header.id]}
          onChange={(value) =>
            dispatch({ type: 'editChild', row: row[KEY], table: table.id, child: child[KEY], field: header.id, value })
          }
        />
      ),
    })),
    {
      key: 'actions',
      width: 60,
      render: (_: unknown, child) => (
        <Button
          type="link"
          danger
          size="small"
          onClick={() => dispatch({ type: 'removeChild', row: row[KEY], table: table.id, child: child[KEY] })}
        >
          {formatMessage(importMessages.remove)}
        </Button>
      ),
    },
  ];
  // an empty table stays one line high (antd's empty placeholder would triple the row)
  if (children.length === 0) return <div data-import-child={table.id}>—</div>;
  return (
    <div data-import-child={table.id} className={styles.childTable}>
      <Table size="small" rowKey={KEY} columns={columns} dataSource={children} pagination={false} />
    </div>
  );
}

const childTableWidth = (header: ImportHeader) => 60 + CHILD_WIDTH * (header.children?.length ?? 1);

/** The table's width: a virtual table needs it as a number (its columns all have widths). */
function widthOf(headers: readonly ImportHeader[]): number {
  return headers.reduce(
    (sum, h) =>
      sum +
      (h.jnpfKey === 'complexHeader'
        ? widthOf(h.children ?? [])
        : h.jnpfKey === 'table'
          ? childTableWidth(h)
          : CELL_WIDTH),
    0,
  );
}

function columnOf(header: ImportHeader, dispatch: Dispatch<WizardAction>): TableColumnsType<Row>[number] {
  if (header.jnpfKey === 'complexHeader') {
    return {
      key: header.id,
      title: header.fullName,
      children: (header.children ?? []).map((h) => columnOf(h, dispatch)),
    };
  }
  if (header.jnpfKey === 'table') {
    const width = childTableWidth(header);
    return {
      key: header.id,
      title: header.fullName,
      width,
      render: (_: unknown, row: Row) => <ChildRows table={header} row={row} dispatch={dispatch} />,
    };
  }
  return {
    key: header.id,
    title: header.fullName,
    width: CELL_WIDTH,
    render: (_: unknown, row: Row) => (
      <EditableCell
        key={row[KEY]}
        header={header}
        value={row[header.id]}
        onChange={(value) => dispatch({ type: 'editCell', row: row[KEY], field: header.id, value })}
      />
    ),
  };
}

export function PreviewStep({ headers, rows, dispatch }: Props) {
  // antd gives render the index within the page: 序号 is the row's place in the whole file
  const positions = useMemo(() => new Map(rows.map((row, i) => [row[KEY], i + 1])), [rows]);
  const columns = useMemo<TableColumnsType<Row>>(
    () => [
      {
        key: 'index',
        title: formatMessage(importMessages.index),
        width: INDEX_WIDTH,
        render: (_v, row) => positions.get(row[KEY]),
      },
      ...headers.map((h) => columnOf(h, dispatch)),
      {
        key: 'actions',
        title: formatMessage(importMessages.actions),
        width: ACTIONS_WIDTH,
        fixed: 'right',
        render: (_: unknown, row: Row) => (
          <Button type="link" danger size="small" onClick={() => dispatch({ type: 'removeRow', row: row[KEY] })}>
            {formatMessage(importMessages.remove)}
          </Button>
        ),
      },
    ],
    [headers, dispatch, positions],
  );
  const virtual = rows.length > PREVIEW_VIRTUAL_THRESHOLD;
  const width = INDEX_WIDTH + widthOf(headers) + ACTIONS_WIDTH;
  return (
    <div data-import-step="preview">
      <Table<Row>
        size="small"
        bordered
        rowKey={KEY}
        columns={columns}
        dataSource={rows}
        virtual={virtual}
        scroll={{ x: virtual ? width : 'max-content', y: SCROLL_HEIGHT }}
        pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
      />
    </div>
  );
}
