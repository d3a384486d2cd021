import { Table } from 'antd';
import { previewDataInterface } from '../../../api/system/dataInterface';
import { useLoad } from '../useLoad';
import { CardState } from './CardState';
import type { CardProps } from './types';

type Row = Record<string, unknown>;

/** Interfaces answer an array, `{list}` or a single object: the card lists rows in every case. */
function rowsOf(result: unknown): Row[] {
  const list = Array.isArray(result) ? result : (result as { list?: unknown } | null)?.list;
  if (Array.isArray(list)) return list.filter((r): r is Row => typeof r === 'object' && r !== null);
  return result && typeof result === 'object' ? [result as Row] : [];
}

const show = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** The card's configured columns ({field, label}), else the first four fields of the first row. */
function columnsOf(configured: unknown, first: Row): { field: string; label: string }[] {
  if (Array.isArray(configured) && configured.length > 0)
    return configured
      .filter((c): c is { field: string; label?: string } => typeof (c as { field?: unknown })?.field === 'string')
      .map((c) => ({ field: c.field, label: c.label || c.field }));
  return Object.keys(first)
    .filter((k) => k !== 'id' && !k.startsWith('_'))
    .slice(0, 4)
    .map((field) => ({ field, label: field }));
}

/** `dataInterface`: the first rows of a data interface run with its default parameters. */
export default function DataInterfaceCard({ card }: CardProps) {
  const id = String(card.settings.id ?? '');
  const limit = Math.min(Number(card.settings.limit) || 8, 50);
  const loaded = useLoad(() => previewDataInterface(id).then(rowsOf), [id]);
  return (
    <CardState loaded={loaded} isEmpty={(rows) => rows.length === 0}>
      {(rows) => {
        const columns = columnsOf(card.settings.columns, rows[0]);
        return (
          <Table<Row>
            size="small"
            pagination={false}
            rowKey={(row) => show(row.id) || JSON.stringify(row)}
            dataSource={rows.slice(0, limit)}
            columns={columns.map(({ field, label }) => ({
              key: field,
              dataIndex: field,
              title: label,
              ellipsis: true,
              render: show,
            }))}
            data-testid="portal-data-table"
          />
        );
      }}
    </CardState>
  );
}
