import { lazy, Suspense, useMemo } from 'react';
import { Empty, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportChart as ChartConfig, ReportChartType, ReportColumn } from '../../../contract';
import { buildChartOption } from './chartOption';

/** ECharts is heavy: its chunk loads when a report first draws a chart, never with the shell or the table. */
const EChart = lazy(() => import('./EChart'));

interface Props {
  chart: ChartConfig;
  type: ReportChartType;
  onTypeChange: (type: ReportChartType) => void;
  columns: ReportColumn[];
  rows: Record<string, unknown>[];
}

export default function ReportChart({ chart, type, onTypeChange, columns, rows }: Props) {
  const { t } = useTranslation();
  const option = useMemo(() => buildChartOption(type, chart, columns, rows), [type, chart, columns, rows]);
  const types: { value: ReportChartType; label: string }[] = [
    { value: 'bar', label: t('report.chartBar') },
    { value: 'line', label: t('report.chartLine') },
    { value: 'pie', label: t('report.chartPie') },
  ];
  return (
    <div data-region="report-chart" data-chart-type={type}>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
        <Segmented
          aria-label={t('report.chartType')}
          options={types}
          value={type}
          onChange={(value) => onTypeChange(value as ReportChartType)}
        />
      </div>
      {rows.length === 0 ? (
        <Empty description={t('report.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Suspense fallback={<div style={{ height: 320, color: '#8c8c8c' }}>{t('report.chartLoading')}</div>}>
          <EChart option={option} />
        </Suspense>
      )}
    </div>
  );
}
