import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type PreviewQuery, type StoredFile } from '../../../contract';
import { PreviewQuerySchema } from '../../../contract/schemas';
import { BizError, ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { createTicket } from '../../services/fileTickets';
import { sizeText } from '../../services/files/chunks';
import { storageType } from '../../services/files/names';
import { imageDataUrl, storeSingle, type UploadPart } from '../../services/files/single';
import type { FileContext } from '../../services/files/store';
import { readableFile } from './serve';

/** Shown inline by a browser, so previewed through a signed inline link; office documents have no preview here. */
const BROWSER_PREVIEW = new Set(['pdf', 'jpg', 'jpeg', 'gif', 'png', 'bmp']);

/** POST /api/file/Uploader/{type} and GET /api/file/Uploader/Preview (docs/contract.md "Files"). */
export async function uploaderRoutes(app: FastifyInstance, ctx: FileContext): Promise<void> {
  app.get<{ Querystring: PreviewQuery }>(
    '/api/file/Uploader/Preview',
    { schema: { querystring: PreviewQuerySchema } },
    async (request) => {
      const user = requireUser(request);
      const file = await readableFile(ctx, user, request.query.fileName);
      if (!BROWSER_PREVIEW.has(file.extension)) return ok('');
      const link = await createTicket(ctx.db, user.id, {
        fileName: file.originalName,
        contentType: file.mime,
        content: '',
        source: { kind: 'stored', key: file.storageKey, size: file.size, inline: true },
      });
      return ok(link.url);
    },
  );

  app.post<{ Params: { type: string } }>('/api/file/Uploader/:type', async (request) => {
    const user = requireUser(request);
    const type = storageType(request.params.type);
    const limit = ctx.config.uploaderMaxBytes;
    const reply = await withUploadPart<StoredFile | string>(request, limit, (part) =>
      type === 'imgToBase64' ? imageDataUrl(part, limit) : storeSingle(ctx, user, type, part),
    );
    return ok<StoredFile | string>(reply, '上传成功');
  });
}

/** Runs `handle` on the one `file` part of a multipart request (the other fields are not needed). */
async function withUploadPart<T>(request: FastifyRequest, limit: number, handle: (part: UploadPart) => Promise<T>) {
  if (!request.isMultipart()) throw new BizError('请上传文件');
  let result: { value: T } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: limit, files: 1, fields: 20 } })) {
      if (part.type === 'file' && result === null) result = { value: await handle(part) };
      else if (part.type === 'file') part.file.resume();
    }
  } catch (error) {
    if (error instanceof BizError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new BizError(`文件大小超过限制（${sizeText(limit)}）`);
    }
    throw new BizError('文件上传失败，请重试');
  }
  if (!result) throw new BizError('请上传文件');
  return result.value;
}
