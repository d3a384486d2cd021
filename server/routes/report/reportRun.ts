import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ReportPreviewInput, ReportRunInput } from '../../../contract';
import { ReportPreviewBodySchema, ReportRunBodySchema } from '../../../contract/schemas';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { modules } from '../../db/schema';
import { BizError, ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { logRun } from '../../services/dataInterfaceAdmin';
import { assertMenuAccess, Button } from '../../services/menuAccess';
import { offerSpreadsheet, stamp } from '../../services/modelImport/files';
import { requireReport } from '../../services/reports';
import { reportWorkbook } from '../../services/reportExport';
import { filteredRows, requireConfig, runReport, type RunContext } from '../../services/reportRun';
import { storageFor } from '../../storage';
import { idParams } from '../system/schemas';

/**
 * Running and exporting a data report (docs/reports.md). Run and Export are for whoever may open the report:
 * the 报表数据 menu, or a menu of type 5 whose propertyJson names the report (Export needs that menu's
 * btn_download when the menu defines buttons). Preview runs an unsaved configuration and needs 报表数据.
 */

const MENU = 'm-report';
const BASE = '/api/report/Data';
type IdParams = { Params: { id: string } };

/** The menus through which a report may be opened: 报表数据 and every type-5 menu naming it. */
export async function reportMenus(db: Db, reportId: string): Promise<string[]> {
  const pages = await db
    .select({ id: modules.id, propertyJson: modules.propertyJson })
    .from(modules)
    .where(eq(modules.type, 5));
  const own = pages.filter((m) => {
    try {
      return (JSON.parse(m.propertyJson) as { moduleId?: unknown }).moduleId === reportId;
    } catch {
      return false;
    }
  });
  return [MENU, ...own.map((m) => m.id)];
}

function runContext(db: Db, request: FastifyRequest): RunContext {
  const user = requireUser(request);
  const warn = (error: unknown) => request.log.warn({ err: error }, 'data interface log not written');
  return {
    db,
    userId: user.id,
    onInterfaceRun: (interfaceId, startedAt, error) =>
      logRun(
        db,
        {
          interfaceId,
          userId: user.id,
          ip: request.ip,
          device: String(request.headers['user-agent'] ?? ''),
          type: 'Preview',
          startedAt,
          error,
        },
        warn,
      ),
  };
}

/** The saved report, enabled, with its configuration checked. */
async function openReport(db: Db, id: string) {
  const report = await requireReport(db, id);
  if (report.enabledMark !== 1) throw new BizError('报表已禁用');
  return { report, config: requireConfig(report.reportJson) };
}

export function reportRunRoutes(app: FastifyInstance, { db, config }: { db: Db; config: AppConfig }): void {
  const storage = storageFor(config);

  app.post<IdParams & { Body: ReportRunInput }>(
    `${BASE}/:id/Actions/Run`,
    { schema: { params: idParams('id'), body: ReportRunBodySchema } },
    async (request) => {
      const { id } = request.params;
      await assertMenuAccess(db, requireUser(request), () => reportMenus(db, id));
      const { config: reportConfig } = await openReport(db, id);
      return ok(await runReport(runContext(db, request), reportConfig, request.body ?? {}));
    },
  );

  app.post<IdParams & { Body: ReportRunInput }>(
    `${BASE}/:id/Actions/Export`,
    { schema: { params: idParams('id'), body: ReportRunBodySchema } },
    async (request) => {
      const { id } = request.params;
      const user = requireUser(request);
      await assertMenuAccess(db, user, () => reportMenus(db, id), Button.download);
      const { report, config: reportConfig } = await openReport(db, id);
      const rows = await filteredRows(runContext(db, request), reportConfig, request.body?.searchValues ?? {});
      const bytes = reportWorkbook(report.fullName, reportConfig, rows);
      return ok(await offerSpreadsheet({ db, storage }, user.id, `${report.fullName}_${stamp()}.xlsx`, bytes));
    },
  );

  app.post<{ Body: ReportPreviewInput }>(
    `${BASE}/Actions/Preview`,
    { schema: { body: ReportPreviewBodySchema } },
    async (request) => {
      await assertMenuAccess(db, requireUser(request), [MENU]);
      const reportConfig = requireConfig(request.body.reportJson);
      return ok(await runReport(runContext(db, request), reportConfig, request.body));
    },
  );
}
