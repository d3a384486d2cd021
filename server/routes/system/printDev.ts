import type { FastifyInstance } from 'fastify';
import { type PrintLogInput } from '../../../contract';
import { PrintDevFormSchema, PrintDevListQuerySchema } from '../../../contract/schemas';
import type { Db } from '../../db/client';
import { crudRoutes } from '../../lib/crudRoutes';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { printBatchOf, printDataOf, printFields, printPreviewOf } from '../../services/printData';
import { listPrintLogs, savePrintLog } from '../../services/printLogs';
import { listModels } from '../../services/visualdevModels';
import {
  exportPrintDev,
  listPrintDevs,
  printDevForm,
  printDevCrud,
  printDevsByIds,
  printDevSelector,
  requirePrintDev,
} from '../../services/printTemplates';
import { idParams, int, pageQueryProperties, text } from './schemas';

/**
 * /api/system/printDev and /api/system/printLog (docs/contract.md). Administering templates needs the 打印模板
 * menu; picking a template, reading the chosen ones and logging a print are open to signed-in users (forms
 * print with them). A record's print data and a model's fields need a menu of the record's model, as reading
 * the record does (services/printData.ts).
 */

const MENU = 'm-print-dev';
const BASE = '/api/system/printDev';

const logQuery = {
  type: 'object',
  properties: { ...pageQueryProperties, startTime: text(40), endTime: text(40) },
} as const;

type IdParams = { Params: { id: string } };

export async function printDevRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const guard = crudRoutes(app, db, {
    base: BASE,
    menus: [MENU],
    listQuery: PrintDevListQuerySchema,
    body: PrintDevFormSchema,
    // `state` is the older name of the enabledMark filter
    list: (db, { state, ...query }) => listPrintDevs(db, { ...query, enabledMark: query.enabledMark ?? state }),
    info: async (db, id) => printDevForm(await requirePrintDev(db, id)),
    create: printDevCrud.create,
    update: printDevCrud.update,
    remove: printDevCrud.remove,
    toggle: printDevCrud.toggle,
    copy: printDevCrud.copy,
    export: exportPrintDev,
  });

  app.get<{ Querystring: { type?: string } }>(
    `${BASE}/Selector`,
    { schema: { querystring: { type: 'object', properties: { type: text(100) } } } },
    async (request) => {
      requireUser(request);
      return ok({ list: await printDevSelector(db, request.query.type || undefined) });
    },
  );

  registerPrintDataRoutes(app, db);

  // the designer's model choice: the enabled form models, for whoever administers templates
  app.get(`${BASE}/Models`, async (request) => {
    await guard(request);
    const { list } = await listModels(db, { currentPage: 1, pageSize: 500 });
    return ok({ list: list.map((m) => ({ id: m.id, fullName: m.fullName })) });
  });

  app.post<{ Body: { ids: string[] } }>(
    `${BASE}/getListOptions`,
    {
      schema: {
        body: {
          type: 'object',
          required: ['ids'],
          properties: { ids: { type: 'array', maxItems: 500, items: text(100) } },
        },
      },
    },
    async (request) => {
      requireUser(request);
      return ok(await printDevsByIds(db, request.body.ids));
    },
  );

  app.get<IdParams & { Querystring: { keyword?: string; currentPage?: number; pageSize?: number } }>(
    '/api/system/printLog/:id',
    { schema: { params: idParams('id'), querystring: logQuery } },
    async (request) => {
      await guard(request);
      return ok(await listPrintLogs(db, request.params.id, request.query));
    },
  );

  app.post<{ Body: PrintLogInput }>(
    '/api/system/printLog/save',
    {
      schema: {
        body: {
          type: 'object',
          required: ['printId'],
          properties: { printId: text(100, 1), printTitle: text(1000), printNum: int(1, 100_000) },
        },
      },
    },
    async (request) => {
      await savePrintLog(db, request.body, requireUser(request).id);
      return ok(null, '保存成功');
    },
  );
}

const dataQuery = { type: 'object', properties: { id: text(100), formId: text(20_000) } } as const;

/** What a record is printed with: its print data (one or several records) and the fields a template may use. */
function registerPrintDataRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: { id?: string; formId?: string } }>(
    `${BASE}/Data`,
    { schema: { querystring: dataQuery } },
    async (request) => ok(await printDataOf(db, requireUser(request), request.query.id, request.query.formId)),
  );
  app.get<{ Querystring: { id?: string; formId?: string } }>(
    `${BASE}/BatchData`,
    { schema: { querystring: dataQuery } },
    async (request) => ok(await printBatchOf(db, requireUser(request), request.query.id, request.query.formId)),
  );
  app.get<{ Querystring: { formId?: string } }>(
    `${BASE}/PreviewData`,
    { schema: { querystring: { type: 'object', properties: { formId: text(100) } } } },
    async (request) => ok(await printPreviewOf(db, requireUser(request), request.query.formId)),
  );
  app.post<{ Body: { modelId?: string; dbLinkId?: string; sqlTemplate?: string } | undefined }>(
    `${BASE}/Fields`,
    {
      schema: {
        body: {
          type: 'object',
          properties: { modelId: text(100), dbLinkId: text(100), sqlTemplate: text(20_000) },
        },
      },
    },
    async (request) => ok(await printFields(db, requireUser(request), request.body?.modelId || undefined)),
  );
}
