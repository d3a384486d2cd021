/**
 * The configuration of a data report (menu type 5), kept as the JSON text of the report record's reportJson
 * (docs/reports.md). The server refuses a report whose configuration fails parseReportConfig; the admin dialog
 * and the report page read the same shape.
 */

export type ReportSourceType = 'interface' | 'model';
export type ReportSearchType = 'text' | 'select' | 'dateRange';
export type ReportAlign = 'left' | 'center' | 'right';
export type ReportFormat = 'text' | 'number' | 'money' | 'percent' | 'date' | 'datetime';
export type ReportChartType = 'bar' | 'line' | 'pie';

export interface ReportOption {
  value: string;
  label: string;
}

export interface ReportSearchField {
  field: string;
  label: string;
  type: ReportSearchType;
  /** choices of a select */
  options?: ReportOption[];
}

export interface ReportColumn {
  title: string;
  field: string;
  width?: number;
  align?: ReportAlign;
  /** a 合计 cell under this column: the sum over the whole filtered result */
  total?: boolean;
  format?: ReportFormat;
}

export interface ReportChart {
  type: ReportChartType;
  categoryField: string;
  valueFields: string[];
}

export interface ReportConfig {
  /** where the rows come from: a data interface (run with the search values as parameters) or a form model */
  source: { type: ReportSourceType; id: string };
  searchFields: ReportSearchField[];
  columns: ReportColumn[];
  chart: ReportChart | null;
  pageSize: number;
}

export const REPORT_FORMATS: readonly ReportFormat[] = ['text', 'number', 'money', 'percent', 'date', 'datetime'];
export const REPORT_CHART_TYPES: readonly ReportChartType[] = ['bar', 'line', 'pie'];
const SEARCH_TYPES: readonly ReportSearchType[] = ['text', 'select', 'dateRange'];
const ALIGNS: readonly ReportAlign[] = ['left', 'center', 'right'];
const FIELD = /^[A-Za-z_][A-Za-z0-9_.]{0,63}$/;
export const MAX_REPORT_COLUMNS = 50;
export const MAX_REPORT_PAGE_SIZE = 500;

/** The keys of reportJson that belong to the report configuration. */
export const REPORT_CONFIG_KEYS = ['source', 'searchFields', 'columns', 'chart', 'pageSize'] as const;

export type ReportConfigResult = { ok: true; config: ReportConfig } | { ok: false; message: string };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

class ConfigError extends Error {}
const fail = (message: string): never => {
  throw new ConfigError(message);
};

function fieldName(value: unknown, where: string): string {
  const field = str(value);
  if (!field) fail(`${where}：请输入字段`);
  if (!FIELD.test(field)) fail(`${where}：字段「${field}」只能包含字母、数字、下划线和小数点`);
  return field;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T, message: string): T {
  if (value === undefined || value === null || value === '') return fallback;
  return allowed.includes(value as T) ? (value as T) : fail(message);
}

function parseSource(value: unknown): ReportConfig['source'] {
  if (!isObj(value) || !str(value.id)) return fail('请选择报表的数据来源');
  const type = oneOf(value.type, ['interface', 'model'] as const, 'interface', '数据来源类型不正确');
  return { type, id: str(value.id) };
}

function parseOptions(value: unknown, where: string): ReportOption[] {
  if (value === undefined || value === null || value === '') return [];
  if (!Array.isArray(value)) return fail(`${where}：选项须为列表`);
  return value.map((o) =>
    isObj(o) ? { value: str(o.value), label: str(o.label) || str(o.value) } : { value: str(o), label: str(o) },
  );
}

function parseSearchFields(value: unknown): ReportSearchField[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return fail('查询条件须为列表');
  const seen = new Set<string>();
  return value.map((item, i) => {
    const where = `第${i + 1}个查询条件`;
    if (!isObj(item)) return fail(`${where}格式不正确`);
    const field = fieldName(item.field, where);
    if (seen.has(field)) fail(`查询条件字段重复：${field}`);
    seen.add(field);
    const type = oneOf(item.type, SEARCH_TYPES, 'text', `${where}：类型不正确`);
    const options = type === 'select' ? parseOptions(item.options, where) : undefined;
    return { field, label: str(item.label) || field, type, ...(options ? { options } : {}) };
  });
}

function parseColumn(item: unknown, i: number): ReportColumn {
  const where = `第${i + 1}列`;
  if (!isObj(item)) return fail(`${where}格式不正确`);
  const title = str(item.title);
  if (!title) fail(`${where}：请输入标题`);
  const field = fieldName(item.field, where);
  const column: ReportColumn = { title, field };
  if (item.width !== undefined && item.width !== null && item.width !== '') {
    const width = Number(item.width);
    if (!Number.isInteger(width) || width < 40 || width > 1000) fail(`${where}：宽度须为40到1000之间的整数`);
    column.width = width;
  }
  column.align = oneOf(item.align, ALIGNS, 'left', `${where}：对齐方式不正确`);
  column.total = item.total === true || item.total === 1 || item.total === '1';
  column.format = oneOf(item.format, REPORT_FORMATS, 'text', `${where}：格式不正确`);
  return column;
}

function parseChart(value: unknown, columns: ReportColumn[]): ReportChart | null {
  if (value === undefined || value === null || value === '') return null;
  if (!isObj(value)) return fail('图表配置格式不正确');
  if (value.type === undefined || value.type === null || value.type === '' || value.type === 'none') return null;
  const type = oneOf(value.type, REPORT_CHART_TYPES, 'bar', '图表类型不正确');
  const known = new Set(columns.map((c) => c.field));
  const categoryField = str(value.categoryField);
  if (!categoryField) fail('图表须指定分类字段');
  if (!known.has(categoryField)) fail(`图表的分类字段须为报表中的列：${categoryField}`);
  const valueFields = (Array.isArray(value.valueFields) ? value.valueFields : [value.valueFields])
    .map(str)
    .filter(Boolean);
  if (valueFields.length === 0) fail('图表至少需要一个数值字段');
  for (const field of valueFields) if (!known.has(field)) fail(`图表的数值字段须为报表中的列：${field}`);
  return { type, categoryField, valueFields: type === 'pie' ? valueFields.slice(0, 1) : valueFields };
}

function parsePageSize(value: unknown): number {
  if (value === undefined || value === null || value === '') return 20;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > MAX_REPORT_PAGE_SIZE)
    fail(`每页条数须为1到${MAX_REPORT_PAGE_SIZE}之间的整数`);
  return size;
}

/** Reads and checks a configuration object; the message names what is wrong, in the platform's words. */
export function parseReportConfig(value: unknown): ReportConfigResult {
  try {
    if (!isObj(value)) return fail('报表未配置');
    const source = parseSource(value.source);
    if (!Array.isArray(value.columns) || value.columns.length === 0) fail('报表至少需要一列');
    const raw = value.columns as unknown[];
    if (raw.length > MAX_REPORT_COLUMNS) fail(`报表最多${MAX_REPORT_COLUMNS}列`);
    const columns = raw.map(parseColumn);
    const searchFields = parseSearchFields(value.searchFields);
    const chart = parseChart(value.chart, columns);
    return { ok: true, config: { source, searchFields, columns, chart, pageSize: parsePageSize(value.pageSize) } };
  } catch (error) {
    if (error instanceof ConfigError) return { ok: false, message: error.message };
    throw error;
  }
}

/** The configuration inside a reportJson text; a text that is no JSON object is 报表未配置. */
export function parseReportJson(text: string): ReportConfigResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text || 'null');
  } catch {
    return { ok: false, message: '报表内容须为JSON格式' };
  }
  return parseReportConfig(parsed);
}

/** True when a reportJson object holds a report configuration (any of its keys), so saving must check it. */
export function hasReportConfig(value: unknown): boolean {
  return isObj(value) && REPORT_CONFIG_KEYS.some((key) => key in value);
}
