import { eq } from 'drizzle-orm';
import {
  hasReportConfig,
  parseReportJson,
  reportNumber,
  type ReportConfig,
  type ReportRunInput,
  type ReportRunReply,
  type ReportSearchField,
} from '../../contract';
import type { Db } from '../db/client';
import { visualdevModels, visualdevRecords } from '../db/schema';
import { BizError } from '../lib/envelope';
import { toMs } from '../lib/time';
import { flattenRows, parseParameters, requireInterface, rowsOf, runInterface } from './dataInterfaceRun';
import { pageOf } from './paging';

/**
 * Running a data report (docs/reports.md): the rows of its source, narrowed by the search values, with sums
 * over the whole narrowed result and one page of it. A data interface receives each search value whose field it
 * declares as a parameter (a date range as `<field>Start` / `<field>End`, epoch ms) and runs with its own checks
 * (disabled, SQL sandbox, HTTP hosts); search values it does not take narrow the returned rows here.
 */

type Row = Record<string, unknown>;
export type SearchValues = NonNullable<ReportRunInput['searchValues']>;
export const MAX_CHART_POINTS = 100;

export interface RunContext {
  db: Db;
  userId: string;
  /** called after a data interface ran (or failed), to write its run log */
  onInterfaceRun?: (interfaceId: string, startedAt: number, error?: unknown) => Promise<void>;
}

/** The configuration of a saved or unsaved reportJson, or 400 with what is wrong. */
export function requireConfig(reportJson: string): ReportConfig {
  let body: unknown = null;
  try {
    body = JSON.parse(reportJson || 'null');
  } catch {
    // parseReportJson names the problem
  }
  // a body of the designer that holds no configuration at all (nothing to check yet) is simply not a report
  if (body !== null && !hasReportConfig(body)) throw new BizError('报表未配置');
  const parsed = parseReportJson(reportJson);
  if (!parsed.ok) throw new BizError(parsed.message);
  return parsed.config;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.every(isEmpty));

function rangeOf(value: unknown): [number | null, number | null] {
  const [start, end] = Array.isArray(value) ? value : [];
  return [reportNumber(start), reportNumber(end)];
}

function instantOf(value: unknown): number | null {
  const n = reportNumber(value);
  if (n !== null) return n;
  if (typeof value === 'string') {
    const t = new Date(value).getTime();
    return Number.isNaN(t) ? null : t;
  }
  return null;
}

/** True when the row passes one search field (text contains, select equals, date within the range). */
function matches(row: Row, search: ReportSearchField, value: unknown): boolean {
  const cell = row[search.field];
  if (search.type === 'dateRange') {
    const [start, end] = rangeOf(value);
    const at = instantOf(cell);
    if (at === null) return false;
    return (start === null || at >= start) && (end === null || at <= end);
  }
  if (search.type === 'select') return String(cell ?? '') === String(value);
  return String(cell ?? '')
    .toLowerCase()
    .includes(String(value).trim().toLowerCase());
}

/** The parameters a data interface takes from the search values, and which search fields it consumed. */
function interfaceParameters(declared: Set<string>, config: ReportConfig, values: SearchValues) {
  const paramList: { field: string; defaultValue: unknown }[] = [];
  const consumed = new Set<string>();
  for (const search of config.searchFields) {
    const value = values[search.field];
    if (search.type === 'dateRange') {
      const [start, end] = rangeOf(value);
      const names = [`${search.field}Start`, `${search.field}End`];
      if (!names.every((n) => declared.has(n))) continue;
      paramList.push({ field: names[0]!, defaultValue: start ?? '' }, { field: names[1]!, defaultValue: end ?? '' });
      consumed.add(search.field);
    } else if (declared.has(search.field)) {
      paramList.push({ field: search.field, defaultValue: isEmpty(value) ? '' : value });
      consumed.add(search.field);
    }
  }
  return { paramList, consumed };
}

async function interfaceRows(ctx: RunContext, config: ReportConfig, values: SearchValues) {
  const row = await requireInterface(ctx.db, config.source.id);
  const declared = new Set(parseParameters(row.parameterJson).map((p) => p.field));
  const { paramList, consumed } = interfaceParameters(declared, config, values);
  const startedAt = Date.now();
  try {
    const result = await runInterface(ctx.db, row, paramList, { userId: ctx.userId });
    await ctx.onInterfaceRun?.(row.id, startedAt);
    return { rows: flattenRows(rowsOf(result)), consumed };
  } catch (error) {
    await ctx.onInterfaceRun?.(row.id, startedAt, error);
    throw error;
  }
}

async function modelRows(db: Db, modelId: string): Promise<Row[]> {
  const [model] = await db
    .select({ id: visualdevModels.id })
    .from(visualdevModels)
    .where(eq(visualdevModels.id, modelId));
  if (!model) throw new BizError('报表的表单模型不存在');
  const records = await db
    .select({ id: visualdevRecords.id, data: visualdevRecords.data, creatorTime: visualdevRecords.creatorTime })
    .from(visualdevRecords)
    .where(eq(visualdevRecords.modelId, modelId))
    .orderBy(visualdevRecords.creatorTime, visualdevRecords.id);
  return records.map((r) => ({ ...r.data, id: r.id, creatorTime: toMs(r.creatorTime) }));
}

/** Every row of the report that the search values let through. */
export async function filteredRows(ctx: RunContext, config: ReportConfig, values: SearchValues): Promise<Row[]> {
  const { rows, consumed } =
    config.source.type === 'model'
      ? { rows: await modelRows(ctx.db, config.source.id), consumed: new Set<string>() }
      : await interfaceRows(ctx, config, values);
  const narrowing = config.searchFields.filter((s) => !consumed.has(s.field) && !isEmpty(values[s.field]));
  return rows.filter((row) => narrowing.every((s) => matches(row, s, values[s.field])));
}

/** Sums of the columns marked total, rounded to hide binary fractions (0.1 + 0.2). */
export function columnTotals(config: ReportConfig, rows: Row[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const column of config.columns.filter((c) => c.total)) {
    const sum = rows.reduce((acc, row) => acc + (reportNumber(row[column.field]) ?? 0), 0);
    totals[column.field] = Math.round(sum * 1e6) / 1e6;
  }
  return totals;
}

export async function runReport(ctx: RunContext, config: ReportConfig, input: ReportRunInput): Promise<ReportRunReply> {
  const rows = await filteredRows(ctx, config, input.searchValues ?? {});
  const page = pageOf({ currentPage: input.currentPage, pageSize: input.pageSize ?? config.pageSize });
  const chart = config.chart;
  const chartRows = chart
    ? rows
        .slice(0, MAX_CHART_POINTS)
        .map((row) =>
          Object.fromEntries([chart.categoryField, ...chart.valueFields].map((field) => [field, row[field] ?? null])),
        )
    : [];
  const start = (page.currentPage - 1) * page.pageSize;
  return {
    config,
    list: rows.slice(start, start + page.pageSize),
    pagination: { currentPage: page.currentPage, pageSize: page.pageSize, total: rows.length },
    totals: columnTotals(config, rows),
    chartRows,
  };
}
