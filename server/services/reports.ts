import { eq } from 'drizzle-orm';
import { hasReportConfig, parseReportConfig } from '../../contract';
import type { PageResult, ReportForm, ReportListItem, ReportListQuery } from '../../contract';
import type { Db } from '../db/client';
import { reportData } from '../db/schema';
import { crudService } from '../lib/crudService';
import { BizError } from '../lib/envelope';
import { toMs } from '../lib/time';
import { categoryNames } from './printTemplates';
import { descriptionOf, requireCode, requireName, sortOf, stateOf, str, userLabels } from './templateCommon';

/** Report data (docs/contract.md): report definitions of the report server; the designer is a later issue. */

type Row = typeof reportData.$inferSelect;
export type ReportInput = Partial<Record<keyof ReportForm, unknown>>;
export const REPORT_CATEGORY = 'reportSort';
const MAX_BODY = 500_000;

async function validate(db: Db, input: ReportInput) {
  const fullName = requireName(input.fullName);
  const enCode = requireCode(input.enCode);
  const category = str(input.category);
  if (!category) throw new BizError('请选择分类');
  if (!(await categoryNames(db, REPORT_CATEGORY)).has(category)) throw new BizError('分类不存在');
  const reportJson = typeof input.reportJson === 'string' ? input.reportJson : '';
  if (reportJson.length > MAX_BODY) throw new BizError('报表内容过大');
  if (reportJson.trim()) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(reportJson);
    } catch {
      throw new BizError('报表内容须为JSON格式');
    }
    // a body holding a report configuration must be one the report page can run (docs/reports.md)
    const checked = hasReportConfig(parsed) ? parseReportConfig(parsed) : null;
    if (checked && !checked.ok) throw new BizError(checked.message);
  }
  return {
    fullName,
    enCode,
    category,
    reportJson,
    sortCode: sortOf(input.sortCode),
    enabledMark: stateOf(input.enabledMark),
    description: descriptionOf(input.description),
  };
}

/** Create, update, delete, toggle and copy (lib/crudService.ts); the code is unique. */
export const reportCrud = crudService({ table: reportData, missing: '报表不存在', validate });

export const requireReport = (db: Db, id: string): Promise<Row> => reportCrud.find(db, id);

export function reportForm(row: Row): Required<ReportForm> {
  const { creatorTime: _c, creatorUserId: _u, lastModifyTime: _t, lastModifyUserId: _m, ...form } = row;
  return form;
}

export async function listReports(
  db: Db,
  query: ReportListQuery,
  enabledOnly = false,
): Promise<PageResult<ReportListItem>> {
  const filters = [query.category ? eq(reportData.category, query.category) : undefined];
  return reportCrud.list(db, { ...query, enabledMark: enabledOnly ? 1 : query.enabledMark }, filters, async (rows) => {
    const [names, labels] = await Promise.all([
      categoryNames(db, REPORT_CATEGORY),
      userLabels(
        db,
        rows.map((r) => r.creatorUserId),
      ),
    ]);
    return rows.map((r) => ({
      id: r.id,
      fullName: r.fullName,
      enCode: r.enCode,
      category: r.category,
      categoryName: names.get(r.category) ?? r.category,
      sortCode: r.sortCode,
      enabledMark: r.enabledMark,
      creatorUser: labels.get(r.creatorUserId ?? '') ?? '',
      creatorTime: toMs(r.creatorTime) ?? 0,
      lastModifyTime: toMs(r.lastModifyTime),
    }));
  });
}
