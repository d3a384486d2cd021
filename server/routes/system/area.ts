import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AreaInput, AreaListQuery } from '../../../contract';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import {
  areaInfo,
  areaNamesByIds,
  areaSelector,
  createArea,
  deleteArea,
  listAreas,
  toggleArea,
  updateArea,
} from '../../services/areas';
import { assertMenuAccess, Button, hasMenuAccess, type ButtonCode } from '../../services/menuAccess';
import { idParams, int, Msg, text } from './schemas';

/**
 * /api/system/Area (docs/contract.md). The pickers' calls (one tree level, Selector, GetAreaByIds) serve any
 * signed-in user; a user without the 区域管理 menu sees enabled areas only.
 */

export const AREA_MENU = 'm-area';

const areaBody = {
  type: 'object',
  properties: {
    id: text(100),
    parentId: text(100),
    enCode: text(200),
    fullName: text(200),
    enabledMark: int(0, 1),
    description: text(2000),
    sortCode: int(),
  },
} as const;

const listQuery = {
  type: 'object',
  properties: { keyword: text(200), enabledMark: int(0, 1) },
} as const;

const idsBody = {
  type: 'object',
  required: ['idsList'],
  properties: {
    idsList: {
      type: 'array',
      maxItems: 1000,
      items: { type: 'array', maxItems: 10, items: text(100, 1) },
    },
  },
} as const;

type IdParams = { Params: { id: string } };

export async function areaRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const guard = (request: FastifyRequest, button?: ButtonCode) =>
    assertMenuAccess(db, requireUser(request), [AREA_MENU], button);

  app.get<{ Params: { id: string; areaId: string } }>(
    '/api/system/Area/:id/Selector/:areaId',
    { schema: { params: idParams('id', 'areaId') } },
    async (request) => {
      requireUser(request);
      return ok({ list: await areaSelector(db, request.params.id, request.params.areaId) });
    },
  );

  app.post<{ Body: { idsList: string[][] } }>(
    '/api/system/Area/GetAreaByIds',
    { schema: { body: idsBody } },
    async (request) => {
      requireUser(request);
      return ok(await areaNamesByIds(db, request.body.idsList));
    },
  );

  app.get<{ Params: { nodeId: string }; Querystring: AreaListQuery }>(
    '/api/system/Area/:nodeId',
    { schema: { params: idParams('nodeId'), querystring: listQuery } },
    async (request) => {
      // the area picker of every form browses this tree, so any signed-in user reads it; only the 区域管理
      // menu sees disabled areas
      const manager = await hasMenuAccess(db, requireUser(request), [AREA_MENU]);
      const { keyword, enabledMark } = request.query;
      return ok({ list: await listAreas(db, request.params.nodeId, keyword, manager ? enabledMark : 1) });
    },
  );

  app.get<IdParams>('/api/system/Area/:id/Info', { schema: { params: idParams('id') } }, async (request) => {
    await guard(request);
    return ok(await areaInfo(db, request.params.id));
  });

  app.post<{ Body: AreaInput }>('/api/system/Area', { schema: { body: areaBody } }, async (request) => {
    await guard(request, Button.add);
    await createArea(db, request.body ?? {}, requireUser(request).id);
    return ok(null, Msg.created);
  });

  app.put<IdParams & { Body: AreaInput }>(
    '/api/system/Area/:id',
    { schema: { params: idParams('id'), body: areaBody } },
    async (request) => {
      await guard(request, Button.edit);
      await updateArea(db, request.params.id, request.body ?? {}, requireUser(request).id);
      return ok(null, Msg.updated);
    },
  );

  app.delete<IdParams>('/api/system/Area/:id', { schema: { params: idParams('id') } }, async (request) => {
    await guard(request, Button.remove);
    await deleteArea(db, request.params.id);
    return ok(null, Msg.deleted);
  });

  app.put<IdParams>('/api/system/Area/:id/Actions/State', { schema: { params: idParams('id') } }, async (request) => {
    await guard(request, Button.edit);
    await toggleArea(db, request.params.id, requireUser(request).id);
    return ok(null, Msg.state);
  });
}
