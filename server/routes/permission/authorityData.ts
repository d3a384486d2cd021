import type { FastifyInstance } from 'fastify';
import type { AuthorizeDataInput, AuthorizeValuesQuery } from '../../../contract';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { authorizeValues, saveAuthorize } from '../../services/authorityData';
import { assertMenuAccess, Button } from '../../services/menuAccess';
import { idParams, text } from '../system/schemas';
import { ROLE_MENU } from './role';

/**
 * /api/permission/Authority/Data (docs/contract.md): the role permission editor of 角色管理, so it takes that
 * menu (reading) and its edit button (saving). The column settings of the same controller live elsewhere.
 */

const idList = { type: 'array', maxItems: 20000, items: text(200, 1) } as const;

const valuesBody = {
  type: 'object',
  required: ['type'],
  properties: {
    type: { type: 'string', enum: ['system', 'module', 'button', 'column', 'form'] },
    moduleIds: text(200_000),
  },
} as const;

const saveBody = {
  type: 'object',
  required: ['module', 'button', 'column', 'form'],
  properties: {
    objectType: text(20),
    systemIds: idList,
    module: idList,
    button: idList,
    column: idList,
    form: idList,
    resource: idList,
  },
} as const;

type ObjectParams = { Params: { objectId: string } };

export async function authorityDataRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.post<ObjectParams & { Body: AuthorizeValuesQuery }>(
    '/api/permission/Authority/Data/:objectId/Values',
    { schema: { params: idParams('objectId'), body: valuesBody } },
    async (request) => {
      const user = requireUser(request);
      await assertMenuAccess(db, user, [ROLE_MENU]);
      const { type, moduleIds } = request.body;
      return ok(await authorizeValues(db, user, request.params.objectId, type, moduleIds));
    },
  );

  app.put<ObjectParams & { Body: AuthorizeDataInput }>(
    '/api/permission/Authority/Data/:objectId',
    { schema: { params: idParams('objectId'), body: saveBody } },
    async (request) => {
      const user = requireUser(request);
      await assertMenuAccess(db, user, [ROLE_MENU], Button.edit);
      await saveAuthorize(db, user, request.params.objectId, request.body);
      return ok(null, '保存成功');
    },
  );
}
