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
 * record's cell, each removable too. Paged, so a 1,000-row file mounts one page of inputs.
 */

const PAGE_SIZE = 20;
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
      width: 140,
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

function columnOf(header: ImportHeader, dispatch: Dispatch<WizardAction>): TableColumnsType<Row>[number] {
  if (header.jnpfKey === 'complexHeader') {
    return {
      key: header.id,
      title: header.fullName,
      children: (header.children ?? []).map((h) => columnOf(h, dispatch)),
    };
  }
  if (header.jnpfKey === 'table') {
    const width = 60 + 140 * (header.children?.length ?? 1);
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
    width: 150,
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
  const columns = useMemo<TableColumnsType<Row>>(
    () => [
      { key: 'index', title: formatMessage(importMessages.index), width: 60, render: (_v, _r, i) => i + 1 },
      ...headers.map((h) => columnOf(h, dispatch)),
      {
        key: 'actions',
        title: formatMessage(importMessages.actions),
        width: 70,
        fixed: 'right',
        render: (_: unknown, row: Row) => (
          <Button type="link" danger size="small" onClick={() => dispatch({ type: 'removeRow', row: row[KEY] })}>
            {formatMessage(importMessages.remove)}
          </Button>
        ),
      },
    ],
    [headers, dispatch],
  );
  return (
    <div data-import-step="preview">
      <Table<Row>
        size="small"
        bordered
        rowKey={KEY}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content', y: 420 }}
        pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
      />
    </div>
  );
}
