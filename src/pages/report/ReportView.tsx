import { useState } from 'react';
import { App, Button, Card, Result, Space, Spin } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ReportChartType } from '../../../contract';
import ReportChart from './ReportChart';
import ReportSearchBar from './ReportSearchBar';
import ReportTable from './ReportTable';
import { useReportRun, type ReportRunner, type SearchValues } from './useReportRun';

interface Props {
  runner: ReportRunner;
  /** 导出 of the current search; absent in the admin preview */
  onExport?: (searchValues: SearchValues) => Promise<void>;
}

/** A report: search bar, chart (type switchable, the configured one first), table with its 合计 row, 导出. */
export default function ReportView({ runner, onExport }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const run = useReportRun(runner);
  const [chartType, setChartType] = useState<ReportChartType | null>(null);
  const [exporting, setExporting] = useState(false);
  const { reply } = run;

  if (!reply) {
    if (run.error)
      return (
        <Card data-testid="report-error">
          <Result
            status="error"
            title={t('report.loadFailed')}
            subTitle={run.error}
            extra={<Button onClick={run.retry}>{t('report.retry')}</Button>}
          />
        </Card>
      );
    return <Spin style={{ display: 'block', padding: 48 }} />;
  }

  const { config } = reply;
  const exportNow = async () => {
    if (!onExport) return;
    setExporting(true);
    try {
      await onExport(run.searchValues);
    } catch (failure) {
      // the request layer has shown the server's message already
      if (!(failure instanceof Error)) void message.error(String(failure));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="report-view">
      {config.searchFields.length > 0 && (
        <Card size="small">
          <ReportSearchBar fields={config.searchFields} onSearch={run.search} />
        </Card>
      )}
      {run.error && <Result status="warning" subTitle={run.error} data-testid="report-error" />}
      {config.chart && (
        <Card size="small">
          <ReportChart
            chart={config.chart}
            type={chartType ?? config.chart.type}
            onTypeChange={setChartType}
            columns={config.columns}
            rows={reply.chartRows}
          />
        </Card>
      )}
      <Card
        size="small"
        extra={
          onExport && (
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportNow()}>
              {t('report.export')}
            </Button>
          )
        }
      >
        <ReportTable reply={reply} loading={run.loading} onPage={run.page} />
      </Card>
    </Space>
  );
}
