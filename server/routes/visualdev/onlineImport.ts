import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ImportDataBody, ImportExceptionBody, ImportPreviewQuery, ModelExportBody } from '../../../contract';
import {
  ImportDataBodySchema,
  ImportExceptionBodySchema,
  ImportPreviewQuerySchema,
  ModelExportBodySchema,
} from '../../../contract/schemas';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { BizError, ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { assertMenuAccess, Button, menusOfModel, type ButtonCode } from '../../services/menuAccess';
import { keepImportFile, readUpload, type ImportFiles } from '../../services/modelImport/files';
import { modelFlows } from '../../services/modelImport/flows';
import { importRecords } from '../../services/modelImport/importRows';
import { MAX_BYTES, Msg } from '../../services/modelImport/limits';
import { previewImport } from '../../services/modelImport/preview';
import { exceptionFile, exportFile, templateFile } from '../../services/modelImport/sheets';
import { requireModel } from '../../services/visualdevModels';
import { storageFor } from '../../storage';
import { idParams } from '../system/schemas';

/**
 * Bulk import and export of form-model records under /api/visualdev/OnlineDev (docs/contract.md): template,
 * upload, preview, import, the failed rows' report, and the list export, all xlsx through SheetJS. The caller
 * needs a menu of the model and, when the menu defines buttons, btn_upload to import or btn_download to
 * export. Uploader has no model: it only keeps the file for the caller's own preview. FlowList gives the
 * model's flows, one of which ImportData needs when the model has enableFlow.
 */

type ModelParams = { Params: { modelId: string } };

const base = '/api/visualdev/OnlineDev';
/** the rows of an import or of its error report travel as JSON: up to 1,000 rows of a wide model */
const ROWS_BODY_LIMIT = 8 * 1024 * 1024;

export async function onlineImportRoutes(app: FastifyInstance, { db, config }: { db: Db; config: AppConfig }) {
  const files: ImportFiles = { db, storage: storageFor(config) };
  await app.register(multipart, { limits: { fileSize: MAX_BYTES, files: 1, fields: 10, parts: 12 } });

  const guard = (request: FastifyRequest, modelId: string, button?: ButtonCode) =>
    assertMenuAccess(db, requireUser(request), () => menusOfModel(db, modelId), button);

  app.post(`${base}/Uploader`, async (request) => {
    const user = requireUser(request);
    if (!request.isMultipart()) throw new BizError(Msg.noFile);
    let kept: Awaited<ReturnType<typeof keepImportFile>> | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (kept) {
          part.file.resume();
          continue;
        }
        kept = await keepImportFile(files, user.id, part.filename, await readUpload(part.file));
      }
    } catch (error) {
      if (error instanceof BizError) throw error;
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new BizError(Msg.tooLarge);
      throw new BizError('文件上传失败，请重试');
    }
    if (!kept) throw new BizError(Msg.noFile);
    return ok(kept, '上传成功');
  });

  // the flows an import (or a new record) of the model may go to; anyone who may open the model's list may see them
  app.get<ModelParams>(`${base}/:modelId/FlowList`, { schema: { params: idParams('modelId') } }, async (request) => {
    await guard(request, request.params.modelId);
    return ok(await modelFlows(db, await requireModel(db, request.params.modelId)));
  });

  app.get<ModelParams>(
    `${base}/:modelId/TemplateDownload`,
    { schema: { params: idParams('modelId') } },
    async (request) => {
      await guard(request, request.params.modelId, Button.upload);
      return ok(await templateFile(files, requireUser(request).id, request.params.modelId));
    },
  );

  app.get<ModelParams & { Querystring: ImportPreviewQuery }>(
    `${base}/:modelId/ImportPreview`,
    { schema: { params: idParams('modelId'), querystring: ImportPreviewQuerySchema } },
    async (request) => {
      await guard(request, request.params.modelId, Button.upload);
      const { id } = requireUser(request);
      return ok(await previewImport(db, files.storage, id, request.params.modelId, request.query.fileName));
    },
  );

  app.post<ModelParams & { Body: ImportDataBody }>(
    `${base}/:modelId/ImportData`,
    { bodyLimit: ROWS_BODY_LIMIT, schema: { params: idParams('modelId'), body: ImportDataBodySchema } },
    async (request) => {
      await guard(request, request.params.modelId, Button.upload);
      if (request.body.list.length === 0) throw new BizError(Msg.empty);
      const { list, flowId } = request.body;
      const reply = await importRecords(db, request.params.modelId, list, requireUser(request).id, flowId);
      return ok(reply, reply.resultType === 0 ? '导入成功' : '部分数据导入失败');
    },
  );

  app.post<ModelParams & { Body: ImportExceptionBody }>(
    `${base}/:modelId/ImportExceptionData`,
    { bodyLimit: ROWS_BODY_LIMIT, schema: { params: idParams('modelId'), body: ImportExceptionBodySchema } },
    async (request) => {
      await guard(request, request.params.modelId, Button.upload);
      return ok(await exceptionFile(files, requireUser(request).id, request.params.modelId, request.body.list));
    },
  );

  app.post<ModelParams & { Body: ModelExportBody }>(
    `${base}/:modelId/Actions/ExportData`,
    { schema: { params: idParams('modelId'), body: ModelExportBodySchema } },
    async (request) => {
      await guard(request, request.params.modelId, Button.download);
      return ok(await exportFile(files, requireUser(request).id, request.params.modelId, request.body ?? {}));
    },
  );
}
