import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ImportMode, MenuInput, MenuListQuery } from '../../../contract';
import type { Db } from '../../db/client';
import { BizError, ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { assertMenuAccess, Button, type ButtonCode } from '../../services/menuAccess';
import { menuInfo, menuSelector, menuSelectorAll, menuTree } from '../../services/menus';
import { exportMenu, importMenu } from '../../services/menuTransfer';
import { createMenu, deleteMenu, toggleMenu, updateMenu } from '../../services/menuWrites';
import { idParams, int, Msg, text } from './schemas';
import { versionProperty } from '../../services/versionLock';

/**
 * /api/system/Menu (docs/contract.md). Administration needs the 菜单管理 menu; the parent pickers (Selector) serve
 * any signed-in user, since other screens' dialogs (config import, publishing) choose a menu parent too.
 */

export const MENU_MENU = 'm-menu';
/** a menu export is a few kilobytes; a megabyte leaves room for a large directory */
const IMPORT_LIMIT = 1024 * 1024;
const IMPORT_TYPES = ['.bm', '.json'];

const menuBody = {
  type: 'object',
  properties: {
    id: text(100),
    parentId: text(100),
    systemId: text(100),
    fullName: text(200),
    enCode: text(200),
    icon: text(200),
    type: int(0, 8),
    urlAddress: text(2000),
    linkTarget: text(20),
    category: text(10),
    propertyJson: text(10_000),
    enabledMark: int(0, 1),
    sortCode: int(),
    description: text(2000),
    isButtonAuthorize: int(0, 1),
    isColumnAuthorize: int(0, 1),
    isFormAuthorize: int(0, 1),
    isDataAuthorize: int(0, 1),
    version: versionProperty,
  },
} as const;

const category = { type: 'string', enum: ['', 'Web', 'App'] } as const;
const listQuery = {
  type: 'object',
  properties: { category, keyword: text(200), type: int(0, 8), enabledMark: int(0, 1) },
} as const;
const categoryQuery = { type: 'object', properties: { category } } as const;

type IdParams = { Params: { id: string } };

interface MenuUpload {
  text: string;
  mode: ImportMode;
  parentId: string;
  category: string;
}

/** multipart: one .bm/.json file plus `type` (0 skip, 1 append), `parentId` and `category` (config import dialog). */
async function readUpload(request: FastifyRequest): Promise<MenuUpload> {
  if (!request.isMultipart()) throw new BizError('请上传文件');
  let file: { name: string; text: string } | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        file ??= { name: part.filename, text: buffer.toString('utf8') };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new BizError('文件大小不能超过1MB');
    throw new BizError('上传文件读取失败');
  }
  if (!file) throw new BizError('请上传文件');
  const name = file.name.toLowerCase();
  if (!IMPORT_TYPES.some((ext) => name.endsWith(ext))) throw new BizError(`请选择${IMPORT_TYPES.join('、')}类型的文件`);
  if (fields.type !== '0' && fields.type !== '1') throw new BizError('请选择识别重复');
  const parentId = (fields.parentId ?? '').trim();
  if (!parentId || parentId.length > 100) throw new BizError('上级菜单不能为空');
  return { text: file.text, mode: Number(fields.type) as ImportMode, parentId, category: fields.category || 'Web' };
}

export async function menuRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  await app.register(multipart, { limits: { fileSize: IMPORT_LIMIT, files: 1, fields: 10, parts: 12 } });

  const guard = (request: FastifyRequest, button?: ButtonCode) =>
    assertMenuAccess(db, requireUser(request), [MENU_MENU], button);

  app.get<{ Querystring: { category?: string } }>(
    '/api/system/Menu/Selector/All',
    { schema: { querystring: categoryQuery } },
    async (request) => ok({ list: await menuSelectorAll(db, request.query.category) }),
  );

  app.get<{ Params: { id: string; systemId: string }; Querystring: { category?: string } }>(
    '/api/system/Menu/Selector/:id/:systemId',
    { schema: { params: idParams('id', 'systemId'), querystring: categoryQuery } },
    async (request) => {
      const { id, systemId } = request.params;
      return ok({ list: await menuSelector(db, id, systemId, request.query.category || 'Web') });
    },
  );

  app.get<{ Params: { systemId: string }; Querystring: MenuListQuery }>(
    '/api/system/Menu/ModuleBySystem/:systemId',
    { schema: { params: idParams('systemId'), querystring: listQuery } },
    async (request) => {
      await guard(request);
      return ok({ list: await menuTree(db, request.params.systemId, request.query) });
    },
  );

  app.get<IdParams>('/api/system/Menu/:id', { schema: { params: idParams('id') } }, async (request) => {
    await guard(request);
    return ok(await menuInfo(db, request.params.id));
  });

  app.post<{ Body: MenuInput }>('/api/system/Menu', { schema: { body: menuBody } }, async (request) => {
    await guard(request, Button.add);
    await createMenu(db, request.body ?? {}, requireUser(request).id);
    return ok(null, Msg.created);
  });

  app.put<IdParams & { Body: MenuInput }>(
    '/api/system/Menu/:id',
    { schema: { params: idParams('id'), body: menuBody } },
    async (request) => {
      await guard(request, Button.edit);
      await updateMenu(db, request.params.id, request.body ?? {}, requireUser(request).id);
      return ok(null, Msg.updated);
    },
  );

  app.delete<IdParams>('/api/system/Menu/:id', { schema: { params: idParams('id') } }, async (request) => {
    await guard(request, Button.remove);
    await deleteMenu(db, request.params.id);
    return ok(null, Msg.deleted);
  });

  app.put<IdParams>('/api/system/Menu/:id/Actions/State', { schema: { params: idParams('id') } }, async (request) => {
    await guard(request, Button.edit);
    await toggleMenu(db, request.params.id, requireUser(request).id);
    return ok(null, Msg.state);
  });

  app.get<IdParams>('/api/system/Menu/:id/Actions/Export', { schema: { params: idParams('id') } }, async (request) => {
    await guard(request, Button.download);
    return ok(await exportMenu(db, request.params.id, requireUser(request).id));
  });

  app.post<{ Params: { systemId: string } }>(
    '/api/system/Menu/:systemId/Actions/Import',
    { schema: { params: idParams('systemId') } },
    async (request) => {
      await guard(request, Button.upload);
      const upload = await readUpload(request);
      const { added, skipped } = await importMenu(
        db,
        upload.text,
        upload.mode,
        { systemId: request.params.systemId, parentId: upload.parentId, category: upload.category },
        requireUser(request).id,
      );
      if (!added && skipped) throw new BizError(`导入失败，菜单已存在（ID、编码或名称重复），已跳过${skipped}条`);
      return ok(null, skipped ? `${Msg.imported}，已跳过${skipped}条重复数据` : Msg.imported);
    },
  );
}
