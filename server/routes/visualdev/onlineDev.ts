import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OnlineBatchDeleteBody, OnlineListQuery, OnlineRecordBody } from '../../../contract';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import {
  assertMenuAccess,
  Button,
  hasMenuAccess,
  menusOfModel,
  NO_PERMISSION,
  type ButtonCode,
} from '../../services/menuAccess';
import { recordDisplay } from '../../services/onlineDisplay';
import { listRecords } from '../../services/onlineList';
import { updateRecord } from '../../services/onlineRecordUpdate';
import { createRecord, deleteRecords, recordInfo } from '../../services/onlineRecords';
import { userContext } from '../../services/userContext';
import { modelConfig, requireModel } from '../../services/visualdevModels';
import { BizError } from '../../lib/envelope';
import { idParams, int, Msg, text } from '../system/schemas';

/**
 * /api/visualdev/OnlineDev (docs/contract.md): the runtime of form models — their configuration, the list
 * page's query and the records. Reading needs a menu (type 3) of the model; writing also the button of the
 * action when the menu defines buttons (btn_add, btn_edit, btn_remove / btn_batchRemove).
 */

const listBody = {
  type: 'object',
  properties: {
    currentPage: int(1, 1_000_000),
    pageSize: int(1, 1_000_000),
    sidx: text(500),
    sort: text(10),
    keyword: text(200),
    queryJson: text(20_000),
    superQueryJson: text(20_000),
    extraQueryJson: text(20_000),
    menuId: text(100),
    modelId: text(100),
    dataType: text(10),
  },
} as const;

const recordBody = {
  type: 'object',
  required: ['data'],
  properties: { data: text(900_000, 2), id: text(100), menuId: text(100) },
} as const;

const batchBody = {
  type: 'object',
  required: ['ids'],
  properties: { ids: { type: 'array', minItems: 1, maxItems: 1000, items: text(100, 1) }, flowId: text(100) },
} as const;

type ModelParams = { Params: { modelId: string } };
type RecordParams = { Params: { modelId: string; id: string } };

type Deps = { db: Db };

const base = '/api/visualdev/OnlineDev';

/** The caller may use one of the menus that show the model (and the button, when one is named). */
const guard = (db: Db, request: FastifyRequest, modelId: string, button?: ButtonCode) =>
  assertMenuAccess(db, requireUser(request), () => menusOfModel(db, modelId), button);

export async function onlineDevRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  registerModelRoutes(app, deps);
  registerRecordRoutes(app, deps);
}

/** What a model page is drawn from: its configuration, list columns and form. */
function registerModelRoutes(app: FastifyInstance, { db }: Deps): void {
  app.get<ModelParams>(`${base}/:modelId/Config`, { schema: { params: idParams('modelId') } }, async (request) => {
    await guard(db, request, request.params.modelId);
    const model = await requireModel(db, request.params.modelId);
    return ok(modelConfig(model, await userContext(db, requireUser(request).id)));
  });

  app.get<ModelParams>(`${base}/:modelId/ColumnData`, { schema: { params: idParams('modelId') } }, async (request) => {
    await guard(db, request, request.params.modelId);
    return ok({ columnData: (await requireModel(db, request.params.modelId)).columnData });
  });

  app.get<ModelParams>(`${base}/:modelId/FormData`, { schema: { params: idParams('modelId') } }, async (request) => {
    await guard(db, request, request.params.modelId);
    return ok({ formData: (await requireModel(db, request.params.modelId)).formData });
  });
}

/** The model's records: list, read, create, update, delete. */
function registerRecordRoutes(app: FastifyInstance, { db }: Deps): void {
  app.post<ModelParams & { Body: OnlineListQuery }>(
    `${base}/:modelId/List`,
    { schema: { params: idParams('modelId'), body: listBody } },
    async (request) => {
      await guard(db, request, request.params.modelId);
      return ok(await listRecords(db, request.params.modelId, request.body ?? {}));
    },
  );

  app.post<ModelParams & { Body: OnlineBatchDeleteBody }>(
    `${base}/batchDelete/:modelId`,
    { schema: { params: idParams('modelId'), body: batchBody } },
    async (request) => {
      const { modelId } = request.params;
      const user = requireUser(request);
      // looked up once, and only for a user who is not an administrator
      let found: Promise<string[]> | undefined;
      const menus = () => (found ??= menusOfModel(db, modelId));
      const allowed =
        (await hasMenuAccess(db, user, menus, Button.batchRemove)) ||
        (await hasMenuAccess(db, user, menus, Button.remove));
      if (!allowed) throw new BizError(NO_PERMISSION);
      await deleteRecords(db, modelId, request.body.ids);
      return ok(null, Msg.deleted);
    },
  );

  app.get<RecordParams>(`${base}/:modelId/:id`, { schema: { params: idParams('modelId', 'id') } }, async (request) => {
    await guard(db, request, request.params.modelId);
    return ok(await recordInfo(db, request.params.modelId, request.params.id));
  });

  app.get<RecordParams>(
    `${base}/:modelId/:id/DataChange`,
    { schema: { params: idParams('modelId', 'id') } },
    async (request) => {
      await guard(db, request, request.params.modelId);
      return ok(await recordDisplay(db, request.params.modelId, request.params.id, requireUser(request).id));
    },
  );

  app.post<ModelParams & { Body: OnlineRecordBody }>(
    `${base}/:modelId`,
    { schema: { params: idParams('modelId'), body: recordBody } },
    async (request) => {
      await guard(db, request, request.params.modelId, Button.add);
      const id = await createRecord(db, request.params.modelId, request.body.data, requireUser(request).id);
      return ok({ id }, Msg.created);
    },
  );

  app.put<RecordParams & { Body: OnlineRecordBody }>(
    `${base}/:modelId/:id`,
    { schema: { params: idParams('modelId', 'id'), body: recordBody } },
    async (request) => {
      await guard(db, request, request.params.modelId, Button.edit);
      await updateRecord(db, request.params.modelId, request.params.id, request.body.data, requireUser(request).id);
      return ok(null, Msg.updated);
    },
  );

  app.delete<RecordParams>(
    `${base}/:modelId/:id`,
    { schema: { params: idParams('modelId', 'id') } },
    async (request) => {
      await guard(db, request, request.params.modelId, Button.remove);
      await deleteRecords(db, request.params.modelId, [request.params.id]);
      return ok(null, Msg.deleted);
    },
  );
}
