import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatReportValue, type ReportColumn, type ReportRunReply } from '../../../contract';

/** The report's rows with a 合计 row (sums over the whole filtered result, from the server) and the pager. */

type Row = Record<string, unknown>;

interface Props {
  reply: ReportRunReply;
  loading: boolean;
  onPage: (currentPage: number, pageSize: number) => void;
}

function columnsOf(columns: ReportColumn[], indexTitle: string, offset: number): ColumnsType<Row> {
  return [
    { title: indexTitle, key: '__index', width: 64, align: 'center', render: (_v, _r, i) => offset + i + 1 },
    ...columns.map((c) => ({
      title: c.title,
      dataIndex: c.field,
      key: c.field,
      width: c.width,
      align: c.align,
      render: (value: unknown) => formatReportValue(value, c.format),
    })),
  ];
}

export default function ReportTable({ reply, loading, onPage }: Props) {
  const { t } = useTranslation();
  const { config, list, pagination, totals } = reply;
  const hasTotals = config.columns.some((c) => c.total);
  const offset = (pagination.currentPage - 1) * pagination.pageSize;
  return (
    <Table<Row>
      data-region="report-table"
      size="middle"
      bordered
      rowKey={(row) => String(row.id ?? JSON.stringify(row))}
      loading={loading}
      columns={columnsOf(config.columns, t('report.index'), offset)}
      dataSource={list}
      locale={{ emptyText: t('report.empty') }}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: pagination.currentPage,
        pageSize: pagination.pageSize,
        total: pagination.total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) => t('report.totalCount', { total }),
        onChange: onPage,
      }}
      summary={() =>
        hasTotals && pagination.total > 0 ? (
          <Table.Summary fixed>
            <Table.Summary.Row data-testid="report-totals">
              <Table.Summary.Cell index={0} align="center">
                <strong>{t('report.total')}</strong>
              </Table.Summary.Cell>
              {config.columns.map((c, i) => (
                <Table.Summary.Cell key={c.field} index={i + 1} align={c.align}>
                  {c.total ? <strong>{formatReportValue(totals[c.field] ?? 0, c.format)}</strong> : null}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          </Table.Summary>
        ) : null
      }
    />
  );
}
