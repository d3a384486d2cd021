import type { FastifyInstance } from 'fastify';
import type { PickerPagination, SelectedUserListInput, UserConditionInput } from '../../../contract';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { idList, idParams, int, text } from '../../services/organizeRules';
import { mayReadPersonalData, withoutPersonalData } from '../../services/personalData';
import { selectedList, selectedUserList, userCondition } from '../../services/usersSelected';
import { imUserSelector, subordinates, usersByIds, usersSelectorTree } from '../../services/usersSelector';

/** The ★ reads of /api/permission/Users that the user pickers call (docs/contract.md): any signed-in user. */

const BASE = '/api/permission/Users';

const pagination = {
  type: 'object',
  properties: { currentPage: int(1, 1_000_000), pageSize: int(1, 1_000_000), keyword: text(200) },
} as const;

const idsBody = { type: 'object', required: ['ids'], properties: { ids: idList() } } as const;

export async function usersSelectorRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  // every reply of this plugin (and only of this plugin: Fastify scopes the hook) loses personal details
  // unless the caller may open the user list
  app.addHook('preSerialization', async (request, _reply, payload) =>
    request.user && (await mayReadPersonalData(db, request.user)) ? payload : withoutPersonalData(payload),
  );

  app.get(`${BASE}/Selector`, async () => ok({ list: await usersSelectorTree(db) }));

  app.post<{ Params: { organizeId: string }; Body: PickerPagination | undefined }>(
    `${BASE}/ImUser/Selector/:organizeId`,
    { schema: { params: idParams('organizeId'), body: { ...pagination, type: ['object', 'null'] } } },
    async (request) => ok(await imUserSelector(db, request.params.organizeId, request.body ?? {})),
  );

  app.post<{ Body: { ids: string[] } }>(`${BASE}/getUserList`, { schema: { body: idsBody } }, async (request) =>
    ok({ list: await usersByIds(db, request.body.ids) }),
  );

  app.post<{ Body: { ids: string[] } }>(`${BASE}/getSelectedList`, { schema: { body: idsBody } }, async (request) =>
    ok({ list: await selectedList(db, request.body.ids) }),
  );

  app.post<{ Body: SelectedUserListInput }>(
    `${BASE}/getSelectedUserList`,
    { schema: { body: { type: 'object', required: ['ids'], properties: { ids: idList(), pagination } } } },
    async (request) => ok(await selectedUserList(db, requireUser(request), request.body)),
  );

  app.post<{ Body: UserConditionInput }>(
    `${BASE}/UserCondition`,
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            departIds: idList(),
            positionIds: idList(),
            userIds: idList(),
            roleIds: idList(),
            groupIds: idList(),
            pagination,
            type: text(50),
            userId: text(100),
          },
        },
      },
    },
    async (request) => ok(await userCondition(db, requireUser(request), request.body ?? {})),
  );

  app.post<{ Body: { keyword?: string } | undefined }>(
    `${BASE}/getSubordinates`,
    { schema: { body: { type: ['object', 'null'], properties: { keyword: text(200) } } } },
    async (request) => ok({ list: await subordinates(db, requireUser(request).id, request.body?.keyword) }),
  );
}
