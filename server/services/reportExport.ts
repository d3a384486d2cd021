import { formatReportValue, reportNumber, type ReportColumn, type ReportConfig } from '../../contract';
import { writeWorkbook, type CellValue } from './modelImport/workbook';
import { columnTotals } from './reportRun';

/**
 * A report as a spreadsheet: the column titles, every row of the filtered result (not one page) and the 合计
 * row. Numeric formats stay numbers so Excel can sum them; everything else is written as text, and text cells
 * never become formulas (modelImport/workbook.ts), so a cell typed as `=1+1` or `@cmd` reads as typed.
 */

const NUMERIC = new Set(['number', 'money', 'percent']);

function cellOf(column: ReportColumn, value: unknown): CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (NUMERIC.has(column.format ?? 'text')) {
    const n = reportNumber(value);
    if (n !== null) return n;
  }
  return formatReportValue(value, column.format);
}

export function reportWorkbook(title: string, config: ReportConfig, rows: Record<string, unknown>[]): Buffer {
  const columns = config.columns;
  const out: CellValue[][] = [columns.map((c) => c.title)];
  for (const row of rows) out.push(columns.map((c) => cellOf(c, row[c.field])));
  if (columns.some((c) => c.total)) {
    const totals = columnTotals(config, rows);
    out.push(columns.map((c, i) => (c.total ? (totals[c.field] ?? 0) : i === 0 ? '合计' : null)));
  }
  const widths = columns.map((c) => Math.max(8, Math.round((c.width ?? 120) / 8)));
  return writeWorkbook({ name: title, rows: out, widths });
}
