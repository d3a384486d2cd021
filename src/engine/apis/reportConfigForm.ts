import {
  formatReportValue,
  REPORT_CONFIG_KEYS,
  type ReportColumn,
  type ReportRunReply,
  type ReportSearchField,
} from '../../../contract';

/**
 * The 报表数据 dialog edits a report's configuration (docs/reports.md) as plain form fields under `config`:
 * tables of search fields and columns, the chart as three fields, select options as `value:label` text. Saving
 * writes them into reportJson over the keys they own and keeps whatever else the body holds; the server then
 * checks the result.
 */

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

export interface ReportConfigForm {
  sourceType: 'interface' | 'model';
  interfaceId: string;
  modelId: string;
  searchFields: { field: string; label: string; type: string; options: string }[];
  columns: { title: string; field: string; width: number | null; align: string; total: number; format: string }[];
  chartType: string;
  chartCategory: string;
  chartValues: string;
  pageSize: number;
}

function parseBody(reportJson: unknown): Obj {
  try {
    const parsed: unknown = JSON.parse(text(reportJson) || '{}');
    return isObj(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

const list = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter(isObj) : []);

/** The dialog's fields for a saved body (an empty body gives an empty interface report of 20 rows a page). */
export function configToForm(reportJson: unknown): ReportConfigForm {
  const body = parseBody(reportJson);
  const source = isObj(body.source) ? body.source : {};
  const chart = isObj(body.chart) ? body.chart : {};
  const sourceType = source.type === 'model' ? 'model' : 'interface';
  return {
    sourceType,
    interfaceId: sourceType === 'interface' ? text(source.id) : '',
    modelId: sourceType === 'model' ? text(source.id) : '',
    searchFields: list(body.searchFields).map((s) => ({
      field: text(s.field),
      label: text(s.label),
      type: text(s.type) || 'text',
      options: list(s.options)
        .map((o) => `${text(o.value)}:${text(o.label)}`)
        .join(','),
    })),
    columns: list(body.columns).map((c) => ({
      title: text(c.title),
      field: text(c.field),
      width: typeof c.width === 'number' ? c.width : null,
      align: text(c.align) || 'left',
      total: c.total === true ? 1 : 0,
      format: text(c.format) || 'text',
    })),
    chartType: text(chart.type),
    chartCategory: text(chart.categoryField),
    chartValues: (Array.isArray(chart.valueFields) ? chart.valueFields.map(text) : []).join(','),
    pageSize: typeof body.pageSize === 'number' ? body.pageSize : 20,
  };
}

function optionsOf(value: unknown) {
  return text(value)
    .split(/[,，]/)
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const [v, ...label] = pair.split(/[:：]/);
      return { value: text(v), label: text(label.join(':')) || text(v) };
    });
}

function searchFieldOf(row: Obj): ReportSearchField {
  const type = (text(row.type) || 'text') as ReportSearchField['type'];
  return {
    field: text(row.field),
    label: text(row.label),
    type,
    ...(type === 'select' ? { options: optionsOf(row.options) } : {}),
  };
}

function columnOf(row: Obj): ReportColumn {
  const width = Number(row.width);
  return {
    title: text(row.title),
    field: text(row.field),
    ...(row.width === null || row.width === undefined || row.width === '' ? {} : { width }),
    align: (text(row.align) || 'left') as ReportColumn['align'],
    total: row.total === 1 || row.total === true,
    format: (text(row.format) || 'text') as ReportColumn['format'],
  };
}

/** reportJson with the dialog's configuration written over the keys it owns; other keys are kept. */
export function formToReportJson(reportJson: unknown, form: unknown): string {
  const body = parseBody(reportJson);
  if (!isObj(form)) return JSON.stringify(body);
  const sourceType = form.sourceType === 'model' ? 'model' : 'interface';
  const sourceId = text(sourceType === 'model' ? form.modelId : form.interfaceId);
  // nothing configured in the dialog: the body stays as it was (a report need not be a configured one yet)
  if (!sourceId && list(form.columns).length === 0) return JSON.stringify(body);
  const chartType = text(form.chartType);
  for (const key of REPORT_CONFIG_KEYS) delete body[key];
  const config = {
    source: { type: sourceType, id: sourceId },
    searchFields: list(form.searchFields).map(searchFieldOf),
    columns: list(form.columns).map(columnOf),
    chart: chartType
      ? {
          type: chartType,
          categoryField: text(form.chartCategory),
          valueFields: text(form.chartValues)
            .split(/[,，]/)
            .map((v) => v.trim())
            .filter(Boolean),
        }
      : null,
    pageSize: Number(form.pageSize) || 20,
  };
  return JSON.stringify({ ...body, ...config });
}

/** The words of the preview box in the user's language (report.total, report.totalCount). */
export interface PreviewWords {
  total: string;
  count: (total: number) => string;
}

const ZH_WORDS: PreviewWords = { total: '合计', count: (total) => `共 ${total} 条` };

/** A run's answer as text for the preview box: the page's rows, then 合计 over the whole result. */
export function previewText(reply: ReportRunReply, words: PreviewWords = ZH_WORDS): string {
  const { columns } = reply.config;
  const lines = [columns.map((c) => c.title).join(' | ')];
  for (const row of reply.list) lines.push(columns.map((c) => formatReportValue(row[c.field], c.format)).join(' | '));
  if (columns.some((c) => c.total))
    lines.push(
      columns
        .map((c, i) => (c.total ? formatReportValue(reply.totals[c.field] ?? 0, c.format) : i === 0 ? words.total : ''))
        .join(' | '),
    );
  lines.push('', words.count(reply.pagination.total));
  return lines.join('\n');
}
