import type { FastifyInstance } from 'fastify';
import { type IdsConditionInput } from '../../../contract';
import { GroupInputSchema, GroupListQuerySchema } from '../../../contract/schemas';
import type { Db } from '../../db/client';
import { crudRoutes } from '../../lib/crudRoutes';
import { ok } from '../../lib/envelope';
import { groupCondition, groupCrud, groupInfo, groupSelector, groupTypes, listGroups } from '../../services/groups';
import { idList, PermissionMenu, text } from '../../services/organizeRules';

/** /api/permission/Group (docs/contract.md): user groups; ★ reads serve the form pickers. */

const BASE = '/api/permission/Group';

export async function groupRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const guard = crudRoutes(app, db, {
    base: BASE,
    menus: [PermissionMenu.group],
    listQuery: GroupListQuerySchema,
    body: GroupInputSchema,
    list: listGroups,
    info: groupInfo,
    create: groupCrud.create,
    update: groupCrud.update,
    remove: groupCrud.remove,
    toggle: groupCrud.toggle,
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
}
