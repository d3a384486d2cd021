import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { BizError, ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { NO_PERMISSION } from '../../services/menuAccess';
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

/**
 * /api/system/Screen (docs/screen-dialect.md, "Screens served by the server"): every signed-in user reads screens
 * (the app renders them); listing, history, saving, rollback, export and import are for administrators only,
 * since a screen decides what every user sees and which APIs it calls.
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
  const admin = (request: FastifyRequest) => {
    const user = requireUser(request);
    if (!user.isAdministrator) throw new BizError(NO_PERMISSION);
    return user;
  };

  app.get(BASE, async (request) => {
    admin(request);
    return ok({ list: await screenList(db) });
  });

  app.get(`${BASE}/Actions/Export`, async (request) => {
    admin(request);
    return ok(await exportScreens(db));
  });

  app.post<{ Body: unknown }>(`${BASE}/Actions/Import`, { schema: { body: importBody } }, async (request) => {
    const user = admin(request);
    const count = await importScreens(db, request.body, user.id);
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
      const user = admin(request);
      const { schema, comment = '', version } = request.body;
      const saved = await saveScreen(db, {
        name: request.params.name,
        schema,
        action: 'save',
        comment,
        userId: user.id,
        baseVersion: version,
      });
      return ok({ version: saved }, '保存成功');
    },
  );

  app.get<NameParams>(`${BASE}/:name/Versions`, { schema: { params: nameParams } }, async (request) => {
    admin(request);
    return ok({ list: await screenVersionList(db, request.params.name) });
  });

  app.post<NameParams & { Body: { versionId?: string } | undefined }>(
    `${BASE}/:name/Actions/Rollback`,
    { schema: { params: nameParams, body: rollbackBody } },
    async (request) => {
      const user = admin(request);
      const version = await rollbackScreen(db, request.params.name, request.body?.versionId, user.id);
      return ok({ version }, '回滚成功');
    },
  );
}
