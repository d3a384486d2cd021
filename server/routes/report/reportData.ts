import type { FastifyInstance } from 'fastify';
import type { ReportForm, ReportListQuery } from '../../../contract';
import type { Db } from '../../db/client';
import { crudRoutes } from '../../lib/crudRoutes';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { listReports, reportForm, reportCrud, requireReport } from '../../services/reports';
import { int, pageQueryProperties, text } from '../system/schemas';

/**
 * Report data (docs/contract.md). The platform serves it from a separate report server under `/Data`; here that
 * server is this one, under `/api/report/Data`. Administering needs the 报表数据 menu; the selector (menus of
 * type 5 pick a report) is open to signed-in users.
 */

const MENU = 'm-report';
const BASE = '/api/report/Data';

const listQuery = {
  type: 'object',
  properties: { ...pageQueryProperties, category: text(100), enabledMark: int(0, 1) },
} as const;

const reportBody = {
  type: 'object',
  properties: {
    id: text(100),
    fullName: text(200),
    enCode: text(200),
    category: text(100),
    reportJson: text(1_000_000),
    sortCode: int(),
    enabledMark: int(0, 1),
    description: text(2000),
  },
} as const;

export async function reportDataRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  crudRoutes<ReportListQuery, ReportForm>(app, db, {
    base: BASE,
    menus: [MENU],
    listQuery,
    body: reportBody,
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
