import type { FastifyInstance } from 'fastify';
import { ReportFormSchema, ReportListQuerySchema } from '../../../contract/schemas';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { crudRoutes } from '../../lib/crudRoutes';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { listReports, reportForm, reportCrud, requireReport } from '../../services/reports';
import { reportRunRoutes } from './reportRun';

/**
 * Report data (docs/contract.md). The platform serves it from a separate report server under `/Data`; here that
 * server is this one, under `/api/report/Data`. Administering needs the 报表数据 menu; the selector (menus of
 * type 5 pick a report) is open to signed-in users. Running and exporting a report: reportRun.ts.
 */

const MENU = 'm-report';
const BASE = '/api/report/Data';

export async function reportDataRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: AppConfig },
): Promise<void> {
  reportRunRoutes(app, { db, config });
  crudRoutes(app, db, {
    base: BASE,
    menus: [MENU],
    listQuery: ReportListQuerySchema,
    body: ReportFormSchema,
    list: (db, query) => listReports(db, query),
    info: async (db, id) => reportForm(await requireReport(db, id)),
    create: reportCrud.create,
    update: reportCrud.update,
    remove: reportCrud.remove,
    toggle: reportCrud.toggle,
    copy: reportCrud.copy,
  });

  app.get(`${BASE}/Selector`, async (request) => {
    requireUser(request);
    const page = await listReports(db, { pageSize: 10_000 }, true);
    return ok({
      list: page.list.map((r) => ({ id: r.id, fullName: r.fullName, enCode: r.enCode, category: r.category })),
    });
  });
}
