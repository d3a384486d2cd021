import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { assertMenuAccess, Button, Menu } from '../../services/menuAccess';
import { actorOf } from '../../services/screens/operationLog';
import {
  etagOf,
  rollbackScreen,
  saveScreen,
  screenList,
  screenVersionList,
  servedScreen,
} from '../../services/screens/store';
import { exportScreens, importScreens } from '../../services/screens/transfer';
import { text, int } from './schemas';
import { screenModelRoutes } from './screenModels';

/**
 * /api/system/Screen (docs/screen-dialect.md, "Screens served by the server"): every signed-in user reads screens
 * (the app renders them); listing, history and export need the 页面配置 menu, and saving, rollback and import its
 * 修改页面配置 button (btn_screenEdit), since a screen decides what every user sees and which APIs it calls. Every
 * change is written to the operation log in the transaction that makes it.
 */

const BASE = '/api/system/Screen';
/** `system/dictionary.page`, arriving URL-encoded as `system%2Fdictionary.page` */
const nameParams = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_./-]+$' } },
} as const;
const saveBody = {
  type: 'object',
  required: ['schema'],
  properties: { schema: { type: 'object' }, comment: text(500), version: int(0) },
} as const;
const rollbackBody = { type: 'object', properties: { versionId: text(100) } } as const;
const importBody = { type: 'object' } as const;

type NameParams = { Params: { name: string } };

export async function screenRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  await screenModelRoutes(app, { db });
  /** may open 页面配置 (read the list, history, export) */
  const reader = async (request: FastifyRequest) => {
    const user = requireUser(request);
    await assertMenuAccess(db, user, [Menu.screens]);
    return user;
  };
  /** may change screens: the menu's btn_screenEdit button */
  const writer = async (request: FastifyRequest) => {
    const user = requireUser(request);
    await assertMenuAccess(db, user, [Menu.screens], Button.screenEdit);
    return actorOf(request, user);
  };

  app.get(BASE, async (request) => {
    await reader(request);
    return ok({ list: await screenList(db) });
  });

  app.get(`${BASE}/Actions/Export`, async (request) => {
    await reader(request);
    return ok(await exportScreens(db));
  });

  app.post<{ Body: unknown }>(`${BASE}/Actions/Import`, { schema: { body: importBody } }, async (request) => {
    const count = await importScreens(db, request.body, await writer(request));
    return ok({ count }, `导入成功，共${count}个页面`);
  });

  app.get<NameParams>(`${BASE}/:name`, { schema: { params: nameParams } }, async (request, reply: FastifyReply) => {
    requireUser(request);
    const screen = await servedScreen(db, request.params.name);
    const etag = etagOf(screen);
    void reply.header('ETag', etag).header('Cache-Control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return ok(screen);
  });

  app.put<NameParams & { Body: { schema: Record<string, unknown>; comment?: string; version?: number } }>(
    `${BASE}/:name`,
    { schema: { params: nameParams, body: saveBody } },
    async (request) => {
      const actor = await writer(request);
      const { schema, comment = '', version } = request.body;
      const saved = await saveScreen(db, {
        name: request.params.name,
        schema,
        action: 'save',
        comment,
        userId: actor.userId,
        baseVersion: version,
        actor,
      });
      return ok({ version: saved }, '保存成功');
    },
  );

  app.get<NameParams>(`${BASE}/:name/Versions`, { schema: { params: nameParams } }, async (request) => {
    await reader(request);
    return ok({ list: await screenVersionList(db, request.params.name) });
  });

  app.post<NameParams & { Body: { versionId?: string } | undefined }>(
    `${BASE}/:name/Actions/Rollback`,
    { schema: { params: nameParams, body: rollbackBody } },
    async (request) => {
      const actor = await writer(request);
      const version = await rollbackScreen(db, request.params.name, request.body?.versionId, actor);
      return ok({ version }, '回滚成功');
    },
  );
}
