import {
  formatReportValue,
  reportNumber,
  type ReportChart,
  type ReportChartType,
  type ReportColumn,
} from '../../../contract';

/**
 * The ECharts option of a report's chart: one series per value field over the category field (a pie takes the
 * first value field). Kept apart from the chart component so it is tested without a drawing surface.
 */

export interface ChartSeries {
  name: string;
  type: ReportChartType;
  data: unknown[];
  [key: string]: unknown;
}

export interface ReportChartOption {
  tooltip: Record<string, unknown>;
  legend: Record<string, unknown>;
  grid?: Record<string, unknown>;
  xAxis?: Record<string, unknown>;
  yAxis?: Record<string, unknown>;
  series: ChartSeries[];
  [key: string]: unknown;
}

export function buildChartOption(
  type: ReportChartType,
  chart: ReportChart,
  columns: ReportColumn[],
  rows: Record<string, unknown>[],
): ReportChartOption {
  const byField = new Map(columns.map((c) => [c.field, c]));
  const categoryColumn = byField.get(chart.categoryField);
  const categories = rows.map((r) => formatReportValue(r[chart.categoryField], categoryColumn?.format));
  const titleOf = (field: string) => byField.get(field)?.title ?? field;
  const values = (field: string) => rows.map((r) => reportNumber(r[field]) ?? 0);
  if (type === 'pie') {
    const field = chart.valueFields[0] ?? '';
    const data = values(field).map((value, i) => ({ name: categories[i], value }));
    return {
      tooltip: { trigger: 'item' },
      legend: { bottom: 0, type: 'scroll' },
      series: [{ name: titleOf(field), type: 'pie', radius: ['35%', '65%'], data, label: { formatter: '{b}: {d}%' } }],
    };
  }
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 16, right: 24, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: categories },
    yAxis: { type: 'value' },
    series: chart.valueFields.map((field) => ({
      name: titleOf(field),
      type,
      data: values(field),
      ...(type === 'bar' ? { barMaxWidth: 48, label: { show: true, position: 'top' } } : { smooth: true }),
    })),
  };
}
