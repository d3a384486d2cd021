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

/** `dataInterface`: the first rows of a data interface run with its default parameters. */
export default function DataInterfaceCard({ card }: CardProps) {
  const id = String(card.settings.id ?? '');
  const limit = Math.min(Number(card.settings.limit) || 8, 50);
  const loaded = useLoad(() => previewDataInterface(id).then(rowsOf), [id]);
  return (
    <CardState loaded={loaded} isEmpty={(rows) => rows.length === 0}>
      {(rows) => {
        const keys = Object.keys(rows[0])
          .filter((k) => k !== 'id' && !k.startsWith('_'))
          .slice(0, 4);
        return (
          <Table<Row>
            size="small"
            pagination={false}
            rowKey={(row) => show(row.id) || JSON.stringify(row)}
            dataSource={rows.slice(0, limit)}
            columns={keys.map((key) => ({ key, dataIndex: key, title: key, ellipsis: true, render: show }))}
            data-testid="portal-data-table"
          />
        );
      }}
    </CardState>
  );
}
