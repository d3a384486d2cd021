import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GroupInput, GroupListQuery, IdsConditionInput } from '../../../src/api/types';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import {
  createGroup,
  deleteGroup,
  groupCondition,
  groupInfo,
  groupSelector,
  groupTypes,
  listGroups,
  toggleGroup,
  updateGroup,
} from '../../services/groups';
import { assertMenuAccess, Button, type ButtonCode } from '../../services/menuAccess';
import { idList, idParams, int, Msg, pageQuery, PermissionMenu, text } from '../../services/organizeRules';

/** /api/permission/Group (contract §5.2): user groups; ★ reads serve the form pickers. */

const BASE = '/api/permission/Group';

const groupBody = {
  type: 'object',
  properties: {
    id: text(100),
    fullName: text(200),
    enCode: text(200),
    type: text(200),
    enabledMark: int(0, 1),
    sortCode: int(),
    description: text(2000),
  },
} as const;

const listQuery = {
  type: 'object',
  properties: { ...pageQuery, type: text(200), enabledMark: int(0, 1) },
} as const;

type IdParams = { Params: { id: string } };

export async function groupRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const guard = (request: FastifyRequest, button?: ButtonCode) =>
    assertMenuAccess(db, requireUser(request), [PermissionMenu.group], button);

  app.get<{ Querystring: GroupListQuery }>(BASE, { schema: { querystring: listQuery } }, async (request) => {
    await guard(request);
    return ok(await listGroups(db, request.query));
  });

  /** The types in use (the screen's type tree); not in the contract, read by our own screen only. */
  app.get(`${BASE}/Types`, async (request) => {
    await guard(request);
    return ok({ list: (await groupTypes(db)).map((type) => ({ id: type, fullName: type })) });
  });

  // ★ pickers: any signed-in user
  app.get(`${BASE}/Selector`, async () => ok({ list: await groupSelector(db) }));
  app.post<{ Body: IdsConditionInput }>(
    `${BASE}/GroupCondition`,
    { schema: { body: { type: 'object', required: ['ids'], properties: { ids: idList(), keyword: text(200) } } } },
    async (request) => ok({ list: await groupCondition(db, request.body.ids, request.body.keyword) }),
  );

  app.get<IdParams>(`${BASE}/:id`, { schema: { params: idParams('id') } }, async (request) => {
    await guard(request);
    return ok(await groupInfo(db, request.params.id));
  });
  app.post<{ Body: GroupInput }>(BASE, { schema: { body: groupBody } }, async (request) => {
    await guard(request, Button.add);
    await createGroup(db, request.body, requireUser(request).id);
    return ok(null, Msg.created);
  });
  app.put<IdParams & { Body: GroupInput }>(
    `${BASE}/:id`,
    { schema: { params: idParams('id'), body: groupBody } },
    async (request) => {
      await guard(request, Button.edit);
      await updateGroup(db, request.params.id, request.body, requireUser(request).id);
      return ok(null, Msg.updated);
    },
  );
  app.delete<IdParams>(`${BASE}/:id`, { schema: { params: idParams('id') } }, async (request) => {
    await guard(request, Button.remove);
    await deleteGroup(db, request.params.id);
    return ok(null, Msg.deleted);
  });
  app.put<IdParams>(`${BASE}/:id/Actions/State`, { schema: { params: idParams('id') } }, async (request) => {
    await guard(request, Button.edit);
    await toggleGroup(db, request.params.id, requireUser(request).id);
    return ok(null, Msg.state);
  });
}
