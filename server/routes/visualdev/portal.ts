import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PortalForm } from '../../../contract';
import type { Db } from '../../db/client';
import { BizError, ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { assertMenuAccess, Button, hasMenuAccess, type ButtonCode } from '../../services/menuAccess';
import {
  currentSystemOf,
  defaultPortalId,
  findPortal,
  listItem,
  NOT_FOUND,
  portalInfo,
  systemPortals,
} from '../../services/portals/store';
import { memberCard } from '../../services/portals/memberCard';
import { createPortal, deletePortal, setDefaultPortal, updatePortal } from '../../services/portals/writes';
import { versionProperty } from '../../services/versionLock';
import { idParams, int, Msg, text } from '../system/schemas';

/**
 * /api/visualdev/Portal (docs/portals.md). Managing portals needs the 门户管理 menu and its buttons; every
 * signed-in user may read the enabled portals of the system they work in, open one and choose their default,
 * and read their own member card.
 */

const BASE = '/api/visualdev/Portal';
const MENU = 'm-portal';

const formBody = {
  type: 'object',
  required: ['fullName', 'layout'],
  properties: {
    fullName: text(100),
    enCode: text(50),
    enabledMark: int(0, 1),
    sortCode: int(0, 1_000_000),
    description: text(500),
    layout: { type: 'object' },
    version: versionProperty,
  },
} as const;

type IdReq = { Params: { id: string } };

async function manager(db: Db, request: FastifyRequest, button?: ButtonCode) {
  const user = requireUser(request);
  await assertMenuAccess(db, user, [MENU], button);
  return user;
}

export async function portalRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get<{ Querystring: { keyword?: string } }>(
    BASE,
    { schema: { querystring: { type: 'object', properties: { keyword: text(200) } } } },
    async (request) => {
      const user = await manager(db, request);
      const systemId = await currentSystemOf(db, user.id);
      const rows = await systemPortals(db, systemId, { enabledOnly: false, keyword: request.query.keyword });
      return ok({ list: rows.map(listItem) });
    },
  );

  // /memberInfo: the signed-in user's own member card (their own data only, so no menu is needed)
  app.get('/api/visualdev/MemberCard', async (request) => ok(await memberCard(db, requireUser(request).id)));

  app.get(`${BASE}/Mine`, async (request) => {
    const user = requireUser(request);
    const systemId = await currentSystemOf(db, user.id);
    const rows = await systemPortals(db, systemId, { enabledOnly: true });
    return ok({ list: rows.map(listItem), defaultId: await defaultPortalId(db, user.id, systemId) });
  });

  app.get<IdReq>(`${BASE}/:id`, { schema: { params: idParams('id') } }, async (request) => {
    const user = requireUser(request);
    const row = await findPortal(db, request.params.id);
    // a disabled portal is a draft: only its managers see it
    if (row.enabledMark !== 1 && !(await hasMenuAccess(db, user, [MENU]))) throw new BizError(NOT_FOUND);
    return ok(portalInfo(row));
  });

  app.post<{ Body: PortalForm }>(BASE, { schema: { body: formBody } }, async (request) => {
    const user = await manager(db, request, Button.add);
    const id = await createPortal(db, user.id, await currentSystemOf(db, user.id), request.body);
    return ok({ id }, Msg.created);
  });

  app.put<IdReq & { Body: PortalForm }>(
    `${BASE}/:id`,
    { schema: { params: idParams('id'), body: formBody } },
    async (request) => {
      const user = await manager(db, request, Button.edit);
      await updatePortal(db, user.id, request.params.id, request.body);
      return ok(null, Msg.updated);
    },
  );

  app.delete<IdReq>(`${BASE}/:id`, { schema: { params: idParams('id') } }, async (request) => {
    await manager(db, request, Button.remove);
    await deletePortal(db, request.params.id);
    return ok(null, Msg.deleted);
  });

  app.put<IdReq>(`${BASE}/:id/Actions/SetDefault`, { schema: { params: idParams('id') } }, async (request) => {
    const user = requireUser(request);
    await setDefaultPortal(db, user.id, await currentSystemOf(db, user.id), request.params.id);
    return ok(null, '设置成功');
  });
}
