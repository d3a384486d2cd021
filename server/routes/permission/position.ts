import type { FastifyInstance } from 'fastify';
import { type IdsConditionInput } from '../../../contract';
import { PositionInputSchema, PositionListQuerySchema } from '../../../contract/schemas';
import type { Db } from '../../db/client';
import { crudRoutes } from '../../lib/crudRoutes';
import { ok } from '../../lib/envelope';
import { idList, PermissionMenu, text } from '../../services/organizeRules';
import {
  allPositions,
  listPositions,
  positionCondition,
  positionCrud,
  positionInfo,
  positionSelector,
  positionsByOrganizes,
} from '../../services/positions';

/** /api/permission/Position (docs/contract.md): positions per organisation; ★ reads serve the form pickers. */

const BASE = '/api/permission/Position';

export async function positionRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  crudRoutes(app, db, {
    base: BASE,
    menus: [PermissionMenu.position],
    listQuery: PositionListQuerySchema,
    body: PositionInputSchema,
    list: listPositions,
    info: positionInfo,
    create: positionCrud.create,
    update: positionCrud.update,
    remove: positionCrud.remove,
    toggle: positionCrud.toggle,
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
}
