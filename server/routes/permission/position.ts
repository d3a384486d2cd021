import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IdsConditionInput, PositionInput, PositionListQuery } from '../../../src/api/types';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { assertMenuAccess, Button, type ButtonCode } from '../../services/menuAccess';
import { idList, idParams, int, Msg, pageQuery, PermissionMenu, text } from '../../services/organizeRules';
import {
  allPositions,
  createPosition,
  deletePosition,
  listPositions,
  positionCondition,
  positionInfo,
  positionSelector,
  positionsByOrganizes,
  togglePosition,
  updatePosition,
} from '../../services/positions';

/** /api/permission/Position (contract §5.2): positions per organisation; ★ reads serve the form pickers. */

const BASE = '/api/permission/Position';

const positionBody = {
  type: 'object',
  properties: {
    id: text(100),
    fullName: text(200),
    enCode: text(200),
    type: text(200),
    organizeId: text(2000),
    enabledMark: int(0, 1),
    sortCode: int(),
    description: text(2000),
  },
} as const;

const listQuery = {
  type: 'object',
  properties: { ...pageQuery, organizeId: text(2000), enabledMark: int(0, 1) },
} as const;

type IdParams = { Params: { id: string } };

export async function positionRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const guard = (request: FastifyRequest, button?: ButtonCode) =>
    assertMenuAccess(db, requireUser(request), [PermissionMenu.position], button);

  app.get<{ Querystring: PositionListQuery }>(BASE, { schema: { querystring: listQuery } }, async (request) => {
    await guard(request);
    return ok(await listPositions(db, request.query));
  });

  // ★ pickers: any signed-in user
  app.get(`${BASE}/All`, async () => ok({ list: await allPositions(db) }));
  app.get(`${BASE}/Selector`, async () => ok({ list: await positionSelector(db) }));
  app.post<{ Body: { organizeIds: string[] } }>(
    `${BASE}/getListByOrgIds`,
    { schema: { body: { type: 'object', required: ['organizeIds'], properties: { organizeIds: idList() } } } },
    async (request) => ok({ list: await positionsByOrganizes(db, request.body.organizeIds) }),
  );
  app.post<{ Body: IdsConditionInput }>(
    `${BASE}/PositionCondition`,
    { schema: { body: { type: 'object', required: ['ids'], properties: { ids: idList(), keyword: text(200) } } } },
    async (request) => ok({ list: await positionCondition(db, request.body.ids, request.body.keyword) }),
  );

  app.get<IdParams>(`${BASE}/:id`, { schema: { params: idParams('id') } }, async (request) => {
    await guard(request);
    return ok(await positionInfo(db, request.params.id));
  });
  app.post<{ Body: PositionInput }>(BASE, { schema: { body: positionBody } }, async (request) => {
    await guard(request, Button.add);
    await createPosition(db, request.body, requireUser(request).id);
    return ok(null, Msg.created);
  });
  app.put<IdParams & { Body: PositionInput }>(
    `${BASE}/:id`,
    { schema: { params: idParams('id'), body: positionBody } },
    async (request) => {
      await guard(request, Button.edit);
      await updatePosition(db, request.params.id, request.body, requireUser(request).id);
      return ok(null, Msg.updated);
    },
  );
  app.delete<IdParams>(`${BASE}/:id`, { schema: { params: idParams('id') } }, async (request) => {
    await guard(request, Button.remove);
    await deletePosition(db, request.params.id);
    return ok(null, Msg.deleted);
  });
  app.put<IdParams>(`${BASE}/:id/Actions/State`, { schema: { params: idParams('id') } }, async (request) => {
    await guard(request, Button.edit);
    await togglePosition(db, request.params.id, requireUser(request).id);
    return ok(null, Msg.state);
  });
}
