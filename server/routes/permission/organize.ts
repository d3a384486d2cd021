import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OrganizeCategory, OrganizeConditionInput, OrganizeInput, OrganizeListQuery } from '../../../contract';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { assertMenuAccess, Button, type ButtonCode } from '../../services/menuAccess';
import {
  createOrganize,
  deleteOrganize,
  listOrganizes,
  organizeCondition,
  organizeInfo,
  organizeSelector,
  organizeSelectorByAuth,
  organizeTreeAll,
  toggleOrganize,
  updateOrganize,
} from '../../services/organizes';
import { idList, idParams, int, Msg, nullableText, PermissionMenu, text } from '../../services/organizeRules';

/** /api/permission/Organize (docs/contract.md): companies and departments; ★ reads serve the form pickers. */

const BASE = '/api/permission/Organize';

const organizeBody = {
  type: 'object',
  properties: {
    id: text(100),
    parentId: text(100),
    fullName: text(200),
    enCode: text(200),
    managerId: nullableText(100),
    enabledMark: int(0, 1),
    description: text(2000),
    propertyJson: text(10000),
    sortCode: int(),
  },
} as const;

const listQuery = {
  type: 'object',
  properties: { keyword: text(200), enabledMark: int(0, 1), type: { enum: ['', 'company', 'department'] } },
} as const;

const conditionBody = {
  type: 'object',
  required: ['departIds'],
  properties: { departIds: idList(), keyword: text(200) },
} as const;

type IdParams = { Params: { id: string } };

export async function organizeRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const guard = (request: FastifyRequest, button?: ButtonCode) =>
    assertMenuAccess(db, requireUser(request), [PermissionMenu.organize], button);
  const who = (request: FastifyRequest) => requireUser(request);

  app.get<{ Querystring: OrganizeListQuery }>(BASE, { schema: { querystring: listQuery } }, async (request) => {
    await guard(request);
    return ok({ list: await listOrganizes(db, request.query) });
  });

  // ★ pickers and the trees of the admin screens: any signed-in user
  app.get(`${BASE}/Tree`, async () => ok({ list: await organizeTreeAll(db) }));
  app.get<IdParams>(`${BASE}/Selector/:id`, { schema: { params: idParams('id') } }, async (request) =>
    ok({ list: await organizeSelector(db, request.params.id, true) }),
  );
  app.get<IdParams>(`${BASE}/SelectorByAuth/:id`, { schema: { params: idParams('id') } }, async (request) =>
    ok({ list: await organizeSelectorByAuth(db, who(request), request.params.id, true) }),
  );
  app.get<IdParams>(`${BASE}/Department/Selector/:id`, { schema: { params: idParams('id') } }, async (request) =>
    ok({ list: await organizeSelector(db, request.params.id, false) }),
  );
  app.get<IdParams>(`${BASE}/Department/SelectorByAuth/:id`, { schema: { params: idParams('id') } }, async (request) =>
    ok({ list: await organizeSelectorByAuth(db, who(request), request.params.id, false) }),
  );
  app.post<{ Body: OrganizeConditionInput }>(
    `${BASE}/OrganizeCondition`,
    { schema: { body: conditionBody } },
    async (request) =>
      ok({ list: await organizeCondition(db, who(request), request.body.departIds, request.body.keyword) }),
  );

  // companies at Organize/{id}, departments at Organize/Department/{id}; delete and state serve both
  const crud = (prefix: string, category: OrganizeCategory) => {
    app.get<IdParams>(`${prefix}/:id`, { schema: { params: idParams('id') } }, async (request) => {
      await guard(request);
      return ok(await organizeInfo(db, request.params.id));
    });
    app.post<{ Body: OrganizeInput }>(prefix, { schema: { body: organizeBody } }, async (request) => {
      await guard(request, Button.add);
      await createOrganize(db, category, request.body, who(request).id);
      return ok(null, Msg.created);
    });
    app.put<IdParams & { Body: OrganizeInput }>(
      `${prefix}/:id`,
      { schema: { params: idParams('id'), body: organizeBody } },
      async (request) => {
        await guard(request, Button.edit);
        await updateOrganize(db, category, request.params.id, request.body, who(request).id);
        return ok(null, Msg.updated);
      },
    );
    app.delete<IdParams>(`${prefix}/:id`, { schema: { params: idParams('id') } }, async (request) => {
      await guard(request, Button.remove);
      await deleteOrganize(db, request.params.id);
      return ok(null, Msg.deleted);
    });
    app.put<IdParams>(`${prefix}/:id/Actions/State`, { schema: { params: idParams('id') } }, async (request) => {
      await guard(request, Button.edit);
      await toggleOrganize(db, request.params.id, who(request).id);
      return ok(null, Msg.state);
    });
  };
  crud(BASE, 'company');
  crud(`${BASE}/Department`, 'department');
}
