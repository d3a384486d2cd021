import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReportForm, ReportListQuery } from '../../../src/api/types';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { assertMenuAccess, Button, type ButtonCode } from '../../services/menuAccess';
import {
  copyReport,
  createReport,
  deleteReport,
  listReports,
  reportForm,
  requireReport,
  toggleReport,
  updateReport,
} from '../../services/reports';
import { idParams, int, Msg, pageQueryProperties, text } from '../system/schemas';

/**
 * Report data (spec 001 §7.11). The platform serves it from a separate report server under `/Data`; here that
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

type IdParams = { Params: { id: string } };

export async function reportDataRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const guard = (request: FastifyRequest, button?: ButtonCode) =>
    assertMenuAccess(db, requireUser(request), [MENU], button);

  app.get<{ Querystring: ReportListQuery }>(BASE, { schema: { querystring: listQuery } }, async (request) => {
    await guard(request);
    return ok(await listReports(db, request.query));
  });

  app.get(`${BASE}/Selector`, async (request) => {
    requireUser(request);
    const page = await listReports(db, { pageSize: 10_000 }, true);
    return ok({
      list: page.list.map((r) => ({ id: r.id, fullName: r.fullName, enCode: r.enCode, category: r.category })),
    });
  });

  app.get<IdParams>(`${BASE}/:id`, { schema: { params: idParams('id') } }, async (request) => {
    await guard(request);
    return ok(reportForm(await requireReport(db, request.params.id)));
  });

  app.post<{ Body: ReportForm }>(BASE, { schema: { body: reportBody } }, async (request) => {
    await guard(request, Button.add);
    await createReport(db, request.body ?? {}, requireUser(request).id);
    return ok(null, Msg.created);
  });

  app.put<IdParams & { Body: ReportForm }>(
    `${BASE}/:id`,
    { schema: { params: idParams('id'), body: reportBody } },
    async (request) => {
      await guard(request, Button.edit);
      await updateReport(db, request.params.id, request.body ?? {}, requireUser(request).id);
      return ok(null, Msg.updated);
    },
  );

  app.delete<IdParams>(`${BASE}/:id`, { schema: { params: idParams('id') } }, async (request) => {
    await guard(request, Button.remove);
    await deleteReport(db, request.params.id);
    return ok(null, Msg.deleted);
  });

  app.put<IdParams>(`${BASE}/:id/Actions/State`, { schema: { params: idParams('id') } }, async (request) => {
    await guard(request, Button.edit);
    await toggleReport(db, request.params.id, requireUser(request).id);
    return ok(null, Msg.state);
  });

  app.post<IdParams>(`${BASE}/:id/Actions/Copy`, { schema: { params: idParams('id') } }, async (request) => {
    await guard(request, Button.add);
    await copyReport(db, request.params.id, requireUser(request).id);
    return ok(null, '复制成功');
  });
}
