import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserInput, UserListQuery, UserResetPasswordInput } from '../../../contract';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { assertMenuAccess, Button, type ButtonCode } from '../../services/menuAccess';
import { idParams, int, Msg, nullableText, pageQuery, PermissionMenu, text } from '../../services/organizeRules';
import {
  allUsers,
  createUser,
  deleteUser,
  toggleUser,
  unlockUser,
  updateUser,
  userInfo,
} from '../../services/usersAdmin';
import { listUsers } from '../../services/usersList';
import { resetUserPassword } from '../../services/usersPassword';
import { versionProperty } from '../../services/versionLock';

/** /api/permission/Users administration (docs/contract.md); the pickers' reads are in usersSelector.ts. */

const BASE = '/api/permission/Users';

const userBody = {
  type: 'object',
  properties: {
    id: text(100),
    account: text(200),
    realName: text(200),
    gender: text(20),
    mobilePhone: text(50),
    email: text(200),
    organizeId: text(2000),
    managerId: nullableText(100),
    positionId: text(10000),
    roleId: text(10000),
    groupId: text(10000),
    enabledMark: int(0, 1),
    sortCode: int(),
    description: text(2000),
    version: versionProperty,
  },
} as const;

const listQuery = {
  type: 'object',
  properties: {
    ...pageQuery,
    organizeId: text(2000),
    positionId: text(100),
    gender: text(20),
    enabledMark: int(0, 1),
  },
} as const;

const passwordBody = {
  type: 'object',
  required: ['userPassword', 'validatePassword'],
  properties: { userPassword: text(64), validatePassword: text(64) },
} as const;

type IdParams = { Params: { id: string } };

export async function usersRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const guard = (request: FastifyRequest, button?: ButtonCode) =>
    assertMenuAccess(db, requireUser(request), [PermissionMenu.user], button);

  app.get<{ Querystring: UserListQuery }>(BASE, { schema: { querystring: listQuery } }, async (request) => {
    await guard(request);
    return ok(await listUsers(db, request.query));
  });

  // the manager pickers of the user and department dialogs
  app.get(`${BASE}/All`, async (request) => {
    await assertMenuAccess(db, requireUser(request), [PermissionMenu.user, PermissionMenu.organize]);
    return ok({ list: await allUsers(db) });
  });

  app.get<IdParams>(`${BASE}/:id`, { schema: { params: idParams('id') } }, async (request) => {
    await guard(request);
    return ok(await userInfo(db, request.params.id));
  });
  app.post<{ Body: UserInput }>(BASE, { schema: { body: userBody } }, async (request) => {
    await guard(request, Button.add);
    await createUser(db, request.body, requireUser(request));
    return ok(null, Msg.created);
  });
  app.put<IdParams & { Body: UserInput }>(
    `${BASE}/:id`,
    { schema: { params: idParams('id'), body: userBody } },
    async (request) => {
      await guard(request, Button.edit);
      await updateUser(db, request.params.id, request.body, requireUser(request));
      return ok(null, Msg.updated);
    },
  );
  app.delete<IdParams>(`${BASE}/:id`, { schema: { params: idParams('id') } }, async (request) => {
    await guard(request, Button.remove);
    await deleteUser(db, request.params.id, requireUser(request));
    return ok(null, Msg.deleted);
  });
  app.put<IdParams>(`${BASE}/:id/Actions/State`, { schema: { params: idParams('id') } }, async (request) => {
    await guard(request, Button.edit);
    await toggleUser(db, request.params.id, requireUser(request));
    return ok(null, Msg.state);
  });
  app.put<IdParams>(`${BASE}/:id/Actions/unlock`, { schema: { params: idParams('id') } }, async (request) => {
    await guard(request, Button.edit);
    await unlockUser(db, request.params.id, requireUser(request));
    return ok(null, Msg.unlocked);
  });
  app.post<IdParams & { Body: UserResetPasswordInput }>(
    `${BASE}/:id/Actions/ResetPassword`,
    { schema: { params: idParams('id'), body: passwordBody } },
    async (request) => {
      await guard(request, Button.edit);
      await resetUserPassword(db, request.params.id, request.body, requireUser(request));
      return ok(null, Msg.reset);
    },
  );
}
