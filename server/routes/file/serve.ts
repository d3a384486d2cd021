import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type FileDownloadReply, type PackDownloadBody, type PackDownloadReply } from '../../../contract';
import { PackDownloadBodySchema } from '../../../contract/schemas';
import { BizError, ok } from '../../lib/envelope';
import { resolveSession, tokenFromHeader, type SessionUser } from '../../lib/sessions';
import { requireUser } from '../../plugins/auth';
import { createTicket } from '../../services/fileTickets';
import { canRead } from '../../services/files/access';
import { isStoredName, sanitiseName, storageType } from '../../services/files/names';
import { INLINE_IMAGES } from '../../services/files/sniff';
import { findStored, type FileContext, type StoredRow } from '../../services/files/store';
import { StorageMissing } from '../../storage';

const NOT_FOUND = '文件不存在或没有权限';

/** The stored file of that name when the user may read it; one message for both "missing" and "not yours". */
export async function readableFile(ctx: FileContext, user: SessionUser, name: string): Promise<StoredRow> {
  const row = isStoredName(name) ? await findStored(ctx.db, name) : undefined;
  if (!row || !(await canRead(ctx.db, user, row))) throw new BizError(NOT_FOUND);
  return row;
}

const stamp = (now: Date) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
};

/** GET Image/{type}/{name}, GET Download/{type}/{name}, POST PackDownload/{type} (docs/contract.md "Files"). */
export async function serveRoutes(app: FastifyInstance, ctx: FileContext): Promise<void> {
  app.get<{ Params: { type: string; fileName: string }; Querystring: { thumb?: string; token?: string } }>(
    '/api/file/Image/:type/:fileName',
    { config: { anonymous: true } },
    async (request, reply) => {
      const type = storageType(request.params.type);
      const row = isStoredName(request.params.fileName) ? await findStored(ctx.db, request.params.fileName) : null;
      if (!row || row.type.toLowerCase() !== type.toLowerCase()) throw new BizError(NOT_FOUND);
      // raster images are capability URLs (an <img> cannot send the token); anything else needs a reader
      const image = INLINE_IMAGES.has(row.mime);
      if (!image && !(await sessionMayRead(ctx, request, row))) throw new BizError(NOT_FOUND);
      const thumb = request.query.thumb === '1' && row.thumbKey;
      const key = thumb ? row.thumbKey! : row.storageKey;
      try {
        const stream = await ctx.storage.get(key);
        reply.header('x-content-type-options', 'nosniff').header('cache-control', 'private, max-age=86400');
        if (!thumb) reply.header('content-length', row.size);
        if (!image) {
          reply
            .header('content-security-policy', "sandbox; default-src 'none'")
            .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.originalName)}`);
        }
        return reply.type(thumb ? 'image/png' : row.mime).send(stream);
      } catch (error) {
        if (error instanceof StorageMissing) throw new BizError(NOT_FOUND);
        throw error;
      }
    },
  );

  app.get<{ Params: { type: string; fileName: string } }>('/api/file/Download/:type/:fileName', async (request) => {
    const user = requireUser(request);
    storageType(request.params.type);
    const row = await readableFile(ctx, user, request.params.fileName);
    return ok<FileDownloadReply>(
      await createTicket(ctx.db, user.id, {
        fileName: row.originalName,
        contentType: row.mime,
        content: '',
        source: { kind: 'stored', key: row.storageKey, size: row.size },
      }),
    );
  });

  app.post<{ Params: { type: string }; Body: PackDownloadBody }>(
    '/api/file/PackDownload/:type',
    { schema: { body: PackDownloadBodySchema } },
    async (request) => {
      const user = requireUser(request);
      storageType(request.params.type);
      const entries = [];
      for (const item of request.body) {
        const row = await readableFile(ctx, user, item.fileId);
        const name = item.fileName?.trim() ? sanitiseName(item.fileName) : row.originalName;
        entries.push({ key: row.storageKey, name });
      }
      const downloadName = `文件${stamp(new Date())}.zip`;
      const ticket = await createTicket(ctx.db, user.id, {
        fileName: downloadName,
        contentType: 'application/zip',
        content: '',
        source: { kind: 'zip', entries },
      });
      return ok<PackDownloadReply>({ downloadName, downloadVo: ticket });
    },
  );
}

/** Image of a non-image file: the token comes in the Authorization header or, for links, `?token=`. */
async function sessionMayRead(ctx: FileContext, request: FastifyRequest, row: StoredRow): Promise<boolean> {
  const query = request.query as { token?: string };
  const header = request.headers.authorization ?? query.token;
  const check = await resolveSession(ctx.db, tokenFromHeader(header), ctx.config.tokenTtlMinutes);
  return check.ok && canRead(ctx.db, check.user, row);
}
