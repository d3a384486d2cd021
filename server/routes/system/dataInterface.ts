import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  DataInterfaceForm,
  DataInterfaceInfoByIdsInput,
  DataInterfaceListInput,
  DataInterfacePreviewInput,
} from '../../../contract';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { flattenRows, parseParameters, requireInterface, rowsOf, runInterface } from '../../services/dataInterfaceRun';
import {
  createInterface,
  deleteInterface,
  interfaceForm,
  interfaceSelector,
  listInterfaces,
  toggleInterface,
  updateInterface,
  type InterfaceListQuery,
} from '../../services/dataInterfaces';
import { copyInterface, listRunLogs, logRun, type RunRecord } from '../../services/dataInterfaceAdmin';
import { assertMenuAccess, Button, Menu, type ButtonCode } from '../../services/menuAccess';
import { pageOf, pageSlice } from '../../services/paging';
import { idParams, int, Msg, pageQueryProperties, text } from './schemas';

/**
 * /api/system/DataInterface (docs/contract.md). Running an interface (Preview, List, InfoByIds, GetParam) is open
 * to every signed-in user: form widgets use it for options and linkage. Administering interfaces needs the
 * 数据接口 menu, and a SQL interface an administrator.
 */

const paramList = {
  type: 'array',
  maxItems: 50,
  items: {
    type: 'object',
    required: ['field'],
    properties: { field: text(100, 1), sourceType: int(), relationField: text(200) },
  },
} as const;

const previewBody = { type: 'object', properties: { paramList } } as const;

const listBody = {
  type: 'object',
  properties: {
    currentPage: int(1, 1_000_000),
    pageSize: int(1, 1_000_000),
    keyword: text(200),
    propsValue: text(100),
    relationField: text(100),
    columnOptions: text(2000),
    interfaceId: text(100),
    paramList,
  },
} as const;

const byIdsBody = {
  type: 'object',
  required: ['ids'],
  properties: {
    ids: { type: 'array', maxItems: 1000, items: { anyOf: [text(200), { type: 'number' }] } },
    propsValue: text(100),
    relationField: text(100),
    interfaceId: text(100),
    paramList,
  },
} as const;

const formBody = {
  type: 'object',
  properties: {
    id: text(100),
    fullName: text(200),
    enCode: text(200),
    category: text(100),
    type: int(1, 3),
    action: int(),
    hasPage: int(0, 1),
    isPostPosition: int(0, 1),
    dataConfigJson: text(200_000),
    parameterJson: text(20_000),
    fieldJson: text(20_000),
    sortCode: int(),
    enabledMark: int(0, 1),
    description: text(2000),
  },
} as const;

const listQuery = {
  type: 'object',
  properties: {
    ...pageQueryProperties,
    category: text(100),
    type: int(1, 3),
    enabledMark: int(0, 1),
    sourceType: int(),
  },
} as const;

type IdParams = { Params: { id: string } };

type Deps = { db: Db };

export async function dataInterfaceRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  registerRunRoutes(app, deps);
  registerAdminRoutes(app, deps);
}

/** Every run is logged (DataInterfaceLog/{id}), a refused or failing one too; an unknown id has nothing to log to. */
async function runLogged(
  db: Db,
  request: FastifyRequest,
  id: string,
  type: RunRecord['type'],
  params?: DataInterfacePreviewInput['paramList'],
) {
  const row = await requireInterface(db, id);
  const user = requireUser(request);
  const record: RunRecord = {
    interfaceId: row.id,
    userId: user.id,
    ip: request.ip,
    device: String(request.headers['user-agent'] ?? ''),
    type,
    startedAt: Date.now(),
  };
  const warn = (error: unknown) => request.log.warn({ err: error }, 'data interface log not written');
  try {
    const result = await runInterface(db, row, params, { userId: user.id });
    await logRun(db, record, warn);
    return result;
  } catch (error) {
    await logRun(db, { ...record, error }, warn);
    throw error;
  }
}

/** Running an interface: open to every signed-in user. */
function registerRunRoutes(app: FastifyInstance, { db }: Deps): void {
  app.post<IdParams & { Body: DataInterfacePreviewInput }>(
    '/api/system/DataInterface/:id/Actions/Preview',
    { schema: { params: idParams('id'), body: previewBody } },
    async (request) => ok(await runLogged(db, request, request.params.id, 'Preview', request.body?.paramList)),
  );

  app.post<IdParams & { Body: DataInterfaceListInput }>(
    '/api/system/DataInterface/:id/Actions/List',
    { schema: { params: idParams('id'), body: listBody } },
    async (request) => {
      const body = request.body ?? {};
      let rows = rowsOf(await runLogged(db, request, request.params.id, 'List', body.paramList));
      const keyword = body.keyword?.trim().toLowerCase();
      if (keyword) {
        // the display field and the popup's columns: a picker's search box finds a row by what it shows
        const columns = (body.columnOptions ?? '').split(',').map((c) => c.trim());
        const fields = [...new Set([body.relationField || 'fullName', ...columns])].filter(Boolean);
        rows = rows.filter((row) =>
          fields.some((f) =>
            String(row[f] ?? '')
              .toLowerCase()
              .includes(keyword),
          ),
        );
      }
      return ok(pageSlice(rows, pageOf(body)));
    },
  );

  app.post<IdParams & { Body: DataInterfaceInfoByIdsInput }>(
    '/api/system/DataInterface/:id/Actions/InfoByIds',
    { schema: { params: idParams('id'), body: byIdsBody } },
    async (request) => {
      const { ids, propsValue = 'id', paramList: params } = request.body;
      const wanted = new Set(ids.map(String));
      const rows = flattenRows(rowsOf(await runLogged(db, request, request.params.id, 'InfoByIds', params)));
      return ok(rows.filter((row) => wanted.has(String(row[propsValue] ?? ''))));
    },
  );

  app.get<IdParams>(
    '/api/system/DataInterface/GetParam/:id',
    { schema: { params: idParams('id') } },
    async (request) => {
      const row = await requireInterface(db, request.params.id);
      return ok(parseParameters(row.parameterJson).map((p) => ({ id: p.field, ...p })));
    },
  );
}

/** Administering interfaces and reading their run log: the 数据接口 menu. */
function registerAdminRoutes(app: FastifyInstance, { db }: Deps): void {
  const guard = (request: FastifyRequest, button?: ButtonCode) =>
    assertMenuAccess(db, requireUser(request), [Menu.dataInterface], button);

  app.get<{ Querystring: InterfaceListQuery }>(
    '/api/system/DataInterface',
    { schema: { querystring: listQuery } },
    async (request) => {
      await guard(request);
      return ok(await listInterfaces(db, request.query));
    },
  );

  app.get<{ Querystring: InterfaceListQuery }>(
    '/api/system/DataInterface/getList',
    { schema: { querystring: listQuery } },
    async (request) => {
      await guard(request);
      return ok(await listInterfaces(db, { ...request.query, enabledMark: 1 }));
    },
  );

  app.get('/api/system/DataInterface/Selector', async (request) => {
    await guard(request);
    return ok(await interfaceSelector(db));
  });

  app.get<IdParams>('/api/system/DataInterface/:id', { schema: { params: idParams('id') } }, async (request) => {
    await guard(request);
    return ok(interfaceForm(await requireInterface(db, request.params.id)));
  });

  app.post<{ Body: DataInterfaceForm }>(
    '/api/system/DataInterface',
    { schema: { body: formBody } },
    async (request) => {
      await guard(request, Button.add);
      await createInterface(db, request.body, requireUser(request));
      return ok(null, Msg.created);
    },
  );

  app.put<IdParams & { Body: DataInterfaceForm }>(
    '/api/system/DataInterface/:id',
    { schema: { params: idParams('id'), body: formBody } },
    async (request) => {
      await guard(request, Button.edit);
      await updateInterface(db, request.params.id, request.body, requireUser(request));
      return ok(null, Msg.updated);
    },
  );

  app.delete<IdParams>('/api/system/DataInterface/:id', { schema: { params: idParams('id') } }, async (request) => {
    await guard(request, Button.remove);
    await deleteInterface(db, request.params.id);
    return ok(null, Msg.deleted);
  });

  app.put<IdParams>(
    '/api/system/DataInterface/:id/Actions/State',
    { schema: { params: idParams('id') } },
    async (request) => {
      await guard(request, Button.edit);
      await toggleInterface(db, request.params.id, requireUser(request).id);
      return ok(null, Msg.state);
    },
  );

  app.post<IdParams>(
    '/api/system/DataInterface/:id/Actions/Copy',
    { schema: { params: idParams('id') } },
    async (request) => {
      await guard(request, Button.add);
      await copyInterface(db, request.params.id, requireUser(request));
      return ok(null, '复制成功');
    },
  );

  app.get<IdParams & { Querystring: { keyword?: string; currentPage?: number; pageSize?: number } }>(
    '/api/system/DataInterfaceLog/:id',
    { schema: { params: idParams('id'), querystring: { type: 'object', properties: pageQueryProperties } } },
    async (request) => {
      await guard(request);
      return ok(await listRunLogs(db, request.params.id, request.query));
    },
  );
}
