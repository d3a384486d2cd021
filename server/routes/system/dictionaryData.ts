import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DictionaryDataInput, DictionaryDataQuery, ImportMode } from '../../../contract';
import type { Db } from '../../db/client';
import { BizError, ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import {
  allForCache,
  createItem,
  deleteItem,
  itemInfo,
  listItems,
  parentSelector,
  selectorItems,
  toggleItem,
  updateItem,
} from '../../services/dictionaryData';
import { exportTypes, importTypes } from '../../services/dictionaryTransfer';
import { dictionaryMenus, typeOfItem } from '../../services/dictionaryMenus';
import { assertMenuAccess, Button, type ButtonCode } from '../../services/menuAccess';
import { idParams, int, Msg, text } from './schemas';
import { versionProperty } from '../../services/versionLock';

/** /api/system/DictionaryData (docs/contract.md). `{typeId}` is a category id or enCode. */

const dataBody = {
  type: 'object',
  properties: {
    id: text(100),
    dictionaryTypeId: text(100),
    parentId: text(100),
    fullName: text(200),
    enCode: text(200),
    enabledMark: int(0, 1),
    sortCode: int(),
    description: text(2000),
    version: versionProperty,
  },
} as const;

const listQuery = {
  type: 'object',
  properties: { isTree: { type: 'string', enum: ['', '0', '1'] }, keyword: text(200) },
} as const;

/** A .bdd holds one category subtree; a megabyte is far beyond any real dictionary. */
const IMPORT_LIMIT = 1024 * 1024;

type TypeParams = { Params: { typeId: string } };
type IdParams = { Params: { id: string } };

async function readUpload(request: FastifyRequest): Promise<{ text: string; mode: ImportMode }> {
  if (!request.isMultipart()) throw new BizError('请上传文件');
  let file: { name: string; text: string } | null = null;
  let mode = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        file ??= { name: part.filename, text: buffer.toString('utf8') };
      } else if (part.fieldname === 'type') {
        mode = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new BizError('文件大小不能超过1MB');
    throw new BizError('上传文件读取失败');
  }
  if (!file) throw new BizError('请上传文件');
  if (!file.name.toLowerCase().endsWith('.bdd')) throw new BizError('请选择.bdd类型的文件');
  if (mode !== '0' && mode !== '1') throw new BizError('请选择识别重复');
  return { text: file.text, mode: Number(mode) as ImportMode };
}

export async function dictionaryDataRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  await app.register(multipart, { limits: { fileSize: IMPORT_LIMIT, files: 1, fields: 10, parts: 12 } });

  const guard = async (request: FastifyRequest, typeId: string | null, button?: ButtonCode) =>
    assertMenuAccess(db, requireUser(request), () => dictionaryMenus(db, typeId), button);

  // for every form widget: no menu needed
  app.get('/api/system/DictionaryData/All', async () => ok({ list: await allForCache(db) }));

  app.get<TypeParams>(
    '/api/system/DictionaryData/:typeId/Data/Selector',
    { schema: { params: idParams('typeId') } },
    async (request) => ok({ list: await selectorItems(db, request.params.typeId) }),
  );

  app.get<TypeParams & { Querystring: DictionaryDataQuery }>(
    '/api/system/DictionaryData/:typeId',
    { schema: { params: idParams('typeId'), querystring: listQuery } },
    async (request) => {
      await guard(request, request.params.typeId);
      const { isTree, keyword } = request.query;
      return ok({ list: await listItems(db, request.params.typeId, isTree, keyword?.trim()) });
    },
  );

  app.get<{ Params: { typeId: string; id: string } }>(
    '/api/system/DictionaryData/:typeId/Selector/:id',
    { schema: { params: idParams('typeId', 'id') } },
    async (request) => {
      await guard(request, request.params.typeId);
      return ok({ list: await parentSelector(db, request.params.typeId, request.params.id) });
    },
  );

  app.get<IdParams>('/api/system/DictionaryData/:id/Info', { schema: { params: idParams('id') } }, async (request) => {
    await guard(request, await typeOfItem(db, request.params.id));
    return ok(await itemInfo(db, request.params.id));
  });

  app.post<{ Body: DictionaryDataInput }>(
    '/api/system/DictionaryData',
    { schema: { body: dataBody } },
    async (request) => {
      await guard(request, request.body.dictionaryTypeId ?? null, Button.add);
      await createItem(db, request.body, requireUser(request).id);
      return ok(null, Msg.created);
    },
  );

  app.put<IdParams & { Body: DictionaryDataInput }>(
    '/api/system/DictionaryData/:id',
    { schema: { params: idParams('id'), body: dataBody } },
    async (request) => {
      await guard(request, await typeOfItem(db, request.params.id), Button.edit);
      await updateItem(db, request.params.id, request.body, requireUser(request).id);
      return ok(null, Msg.updated);
    },
  );

  app.delete<IdParams>('/api/system/DictionaryData/:id', { schema: { params: idParams('id') } }, async (request) => {
    await guard(request, await typeOfItem(db, request.params.id), Button.remove);
    await deleteItem(db, request.params.id);
    return ok(null, Msg.deleted);
  });

  app.put<IdParams>(
    '/api/system/DictionaryData/:id/Actions/State',
    { schema: { params: idParams('id') } },
    async (request) => {
      await guard(request, await typeOfItem(db, request.params.id), Button.edit);
      await toggleItem(db, request.params.id, requireUser(request).id);
      return ok(null, Msg.state);
    },
  );

  app.get<IdParams>(
    '/api/system/DictionaryData/:id/Actions/Export',
    { schema: { params: idParams('id') } },
    async (request) => {
      await guard(request, null, Button.download);
      return ok(await exportTypes(db, request.params.id, requireUser(request).id));
    },
  );

  app.post('/api/system/DictionaryData/Actions/Import', async (request) => {
    await guard(request, null, Button.upload);
    const { text: content, mode } = await readUpload(request);
    const { skipped } = await importTypes(db, content, mode, requireUser(request).id);
    return ok(null, skipped ? `${Msg.imported}，已跳过${skipped}条重复数据` : Msg.imported);
  });
}
