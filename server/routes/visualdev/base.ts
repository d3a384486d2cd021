import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { assertMenuAccess, Menu } from '../../services/menuAccess';
import { listModels, modelInfo, type BaseListQuery } from '../../services/visualdevModels';
import { idParams, int, pageQueryProperties, text } from '../system/schemas';

/** /api/visualdev/Base (docs/contract.md): the list of form models, for the 功能设计 screen. */

const listQuery = {
  type: 'object',
  properties: { ...pageQueryProperties, type: int(1, 2), webType: int(1, 4), category: text(100), isRelease: int() },
} as const;

export async function visualdevBaseRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get<{ Querystring: BaseListQuery }>(
    '/api/visualdev/Base',
    { schema: { querystring: listQuery } },
    async (request) => {
      await assertMenuAccess(db, requireUser(request), [Menu.formDesign]);
      return ok(await listModels(db, request.query));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/visualdev/Base/:id',
    { schema: { params: idParams('id') } },
    async (request) => {
      await assertMenuAccess(db, requireUser(request), [Menu.formDesign]);
      return ok(await modelInfo(db, request.params.id));
    },
  );
}
