import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { assertMenuAccess, Button, Menu } from '../../services/menuAccess';
import {
  editableModels,
  modelDocument,
  modelVersionList,
  rollbackModel,
  saveModel,
} from '../../services/screens/modelVersions';
import { actorOf } from '../../services/screens/operationLog';
import { idParams, int, text } from './schemas';

/**
 * /api/system/Screen/Models: the seeded form models edited in 页面配置 like the screens: `{ formData, columnData }`
 * read, saved as a new version with a comment (refused with the JSON pointer of the first bad node), history and
 * rollback. The same menu and button guard them as the screens, and every change is in the operation log.
 */

const BASE = '/api/system/Screen/Models';
const saveBody = {
  type: 'object',
  required: ['document'],
  properties: { document: { type: 'object' }, comment: text(500), version: int(0) },
} as const;
const rollbackBody = {
  type: 'object',
  required: ['versionId'],
  properties: { versionId: text(100, 1) },
} as const;

type ModelParams = { Params: { modelId: string } };

export async function screenModelRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const reader = async (request: FastifyRequest) => {
    await assertMenuAccess(db, requireUser(request), [Menu.screens]);
  };
  const writer = async (request: FastifyRequest) => {
    const user = requireUser(request);
    await assertMenuAccess(db, user, [Menu.screens], Button.screenEdit);
    return actorOf(request, user);
  };

  app.get(BASE, async (request) => {
    await reader(request);
    return ok({ list: await editableModels(db) });
  });

  app.get<ModelParams>(`${BASE}/:modelId`, { schema: { params: idParams('modelId') } }, async (request) => {
    await reader(request);
    return ok(await modelDocument(db, request.params.modelId));
  });

  app.put<ModelParams & { Body: { document: unknown; comment?: string; version?: number } }>(
    `${BASE}/:modelId`,
    { schema: { params: idParams('modelId'), body: saveBody } },
    async (request) => {
      const actor = await writer(request);
      const { document, comment = '', version } = request.body;
      const saved = await saveModel(db, {
        modelId: request.params.modelId,
        document,
        comment,
        baseVersion: version,
        action: 'save',
        actor,
      });
      return ok({ version: saved }, '保存成功');
    },
  );

  app.get<ModelParams>(`${BASE}/:modelId/Versions`, { schema: { params: idParams('modelId') } }, async (request) => {
    await reader(request);
    return ok({ list: await modelVersionList(db, request.params.modelId) });
  });

  app.post<ModelParams & { Body: { versionId: string } }>(
    `${BASE}/:modelId/Actions/Rollback`,
    { schema: { params: idParams('modelId'), body: rollbackBody } },
    async (request) => {
      const actor = await writer(request);
      const version = await rollbackModel(db, request.params.modelId, request.body.versionId, actor);
      return ok({ version }, '回滚成功');
    },
  );
}
