import type { FastifyInstance } from 'fastify';
import type { DictionaryTypeInput } from '../../../contract';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { createType, deleteType, typeInfo, typeTree, updateType } from '../../services/dictionaryTypes';
import { assertMenuAccess, Button, Menu } from '../../services/menuAccess';
import { idParams, int, Msg, text } from './schemas';
import { versionProperty } from '../../services/versionLock';

/** /api/system/DictionaryType (docs/contract.md): the category tree and its dialog. */

const typeBody = {
  type: 'object',
  properties: {
    id: text(100),
    parentId: text(100),
    fullName: text(200),
    enCode: text(200),
    isTree: int(0, 1),
    sortCode: int(),
    description: text(2000),
    version: versionProperty,
  },
} as const;

type IdParams = { Params: { id: string } };

export async function dictionaryTypeRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const guard = (request: Parameters<typeof requireUser>[0], button?: (typeof Button)[keyof typeof Button]) =>
    assertMenuAccess(db, requireUser(request), [Menu.dictionary], button);

  app.get('/api/system/DictionaryType', async (request) => {
    await guard(request);
    return ok({ list: await typeTree(db) });
  });

  app.get<IdParams>(
    '/api/system/DictionaryType/Selector/:id',
    { schema: { params: idParams('id') } },
    async (request) => {
      await guard(request);
      return ok({ list: await typeTree(db, request.params.id) });
    },
  );

  app.get<IdParams>('/api/system/DictionaryType/:id', { schema: { params: idParams('id') } }, async (request) => {
    await guard(request);
    return ok(await typeInfo(db, request.params.id));
  });

  app.post<{ Body: DictionaryTypeInput }>(
    '/api/system/DictionaryType',
    { schema: { body: typeBody } },
    async (request) => {
      await guard(request, Button.add);
      await createType(db, request.body, requireUser(request).id);
      return ok(null, Msg.created);
    },
  );

  app.put<IdParams & { Body: DictionaryTypeInput }>(
    '/api/system/DictionaryType/:id',
    { schema: { params: idParams('id'), body: typeBody } },
    async (request) => {
      await guard(request, Button.edit);
      await updateType(db, request.params.id, request.body, requireUser(request).id);
      return ok(null, Msg.updated);
    },
  );

  app.delete<IdParams>('/api/system/DictionaryType/:id', { schema: { params: idParams('id') } }, async (request) => {
    await guard(request, Button.remove);
    await deleteType(db, request.params.id);
    return ok(null, Msg.deleted);
  });
}
