import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RoleConditionInput, RoleInput, RoleListQuery } from '../../../contract';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { assertMenuAccess, Button, type ButtonCode } from '../../services/menuAccess';
import { createRole, deleteRole, listRoles, roleInfo, toggleRole, updateRole } from '../../services/roles';
import { roleCondition, roleSelector, rolesByOrganizes } from '../../services/roleTrees';
import { idParams, int, Msg, pageQueryProperties, text } from '../system/schemas';
import { versionProperty } from '../../services/versionLock';

/**
 * /api/permission/Role (docs/contract.md). Administration needs the 角色管理 menu; the pickers' trees (★ Selector,
 * getListByOrgIds, RoleCondition) serve any signed-in user, like the form widgets that call them.
 */

export const ROLE_MENU = 'm-role';

const idList = { type: 'array', maxItems: 5000, items: text(100, 1) } as const;

const roleBody = {
  type: 'object',
  properties: {
    id: text(100),
    fullName: text(200),
    enCode: text(200),
    type: text(50),
    globalMark: int(0, 1),
    organizeId: { anyOf: [text(100), { type: 'null' }] },
    organizeIdsTree: { type: 'array', maxItems: 50, items: { type: 'array', maxItems: 50, items: text(100) } },
    enabledMark: int(0, 1),
    sortCode: int(),
    description: text(2000),
    version: versionProperty,
  },
} as const;

const listQuery = {
  type: 'object',
  properties: {
    ...pageQueryProperties,
    organizeId: text(100),
    type: { type: 'string', enum: ['', '0', '1'] },
    enabledMark: int(0, 1),
  },
} as const;

type IdParams = { Params: { id: string } };

export async function roleRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const guard = (request: FastifyRequest, button?: ButtonCode) =>
    assertMenuAccess(db, requireUser(request), [ROLE_MENU], button);

  app.get('/api/permission/Role/Selector', async () => ok({ list: await roleSelector(db) }));

  // without grade administrators, an administrator gets every role and anyone else the organisations' roles
  app.get('/api/permission/Role/SelectorByPermission', async (request) =>
    ok({ list: await roleSelector(db, requireUser(request).isAdministrator) }),
  );

  app.post<{ Body: { organizeIds: string[] } }>(
    '/api/permission/Role/getListByOrgIds',
    { schema: { body: { type: 'object', required: ['organizeIds'], properties: { organizeIds: idList } } } },
    async (request) => ok({ list: await rolesByOrganizes(db, request.body.organizeIds) }),
  );

  app.post<{ Body: RoleConditionInput }>(
    '/api/permission/Role/RoleCondition',
    {
      schema: {
        body: { type: 'object', required: ['ids'], properties: { ids: idList, keyword: text(200) } },
      },
    },
    async (request) => ok({ list: await roleCondition(db, request.body.ids, request.body.keyword) }),
  );

  app.get<{ Querystring: RoleListQuery }>(
    '/api/permission/Role',
    { schema: { querystring: listQuery } },
    async (request) => {
      await guard(request);
      return ok(await listRoles(db, request.query));
    },
  );

  app.get<IdParams>('/api/permission/Role/:id', { schema: { params: idParams('id') } }, async (request) => {
    await guard(request);
    return ok(await roleInfo(db, request.params.id));
  });

  app.post<{ Body: RoleInput }>('/api/permission/Role', { schema: { body: roleBody } }, async (request) => {
    await guard(request, Button.add);
    await createRole(db, request.body ?? {}, requireUser(request).id);
    return ok(null, Msg.created);
  });

  app.put<IdParams & { Body: RoleInput }>(
    '/api/permission/Role/:id',
    { schema: { params: idParams('id'), body: roleBody } },
    async (request) => {
      await guard(request, Button.edit);
      await updateRole(db, request.params.id, request.body ?? {}, requireUser(request).id);
      return ok(null, Msg.updated);
    },
  );

  app.delete<IdParams>('/api/permission/Role/:id', { schema: { params: idParams('id') } }, async (request) => {
    await guard(request, Button.remove);
    await deleteRole(db, request.params.id);
    return ok(null, Msg.deleted);
  });

  app.put<IdParams>(
    '/api/permission/Role/:id/Actions/State',
    { schema: { params: idParams('id') } },
    async (request) => {
      await guard(request, Button.edit);
      await toggleRole(db, request.params.id, requireUser(request).id);
      return ok(null, Msg.state);
    },
  );
}
