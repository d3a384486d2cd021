import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { BizError } from '../../lib/envelope';
import { readTicket, type TicketFile } from '../../services/fileTickets';
import { zipStream } from '../../services/files/zip';
import { storageFor, StorageMissing, type FileStorage } from '../../storage';
import { text } from './schemas';

/**
 * GET /api/file/Download?encryption=… : the file behind a short-lived link (an export, a stored upload, a zip of
 * uploads). Anonymous on purpose (the browser navigates to it without the token header); the unguessable
 * ticket is the credential. Stored files and zips are streamed from the storage, never read whole.
 */
export async function fileDownloadRoutes(app: FastifyInstance, { db, config }: { db: Db; config: AppConfig }) {
  const storage = storageFor(config);
  app.get<{ Querystring: { encryption: string } }>(
    '/api/file/Download',
    {
      config: { anonymous: true },
      schema: {
        querystring: {
          type: 'object',
          required: ['encryption'],
          properties: { encryption: text(200, 1), name: text(500), token: text(2000) },
        },
      },
    },
    async (request, reply) => {
      const file = await readTicket(db, request.query.encryption);
      if (!file) throw new BizError('下载链接已失效，请重新导出');
      const inline = file.source?.kind === 'stored' && file.source.inline === true;
      reply
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .type(file.contentType);
      if (!file.source) return reply.send(file.content);
      return sendSource(reply, storage, file);
    },
  );
}

async function sendSource(reply: FastifyReply, storage: FileStorage, file: TicketFile) {
  const source = file.source!;
  if (source.kind === 'zip') return reply.send(zipStream(storage, source.entries));
  try {
    const stream = await storage.get(source.key);
    // a stored inline preview (pdf, images) must not run script in our origin
    if (source.inline) reply.header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'");
    return reply.header('content-length', source.size).send(stream);
  } catch (error) {
    if (error instanceof StorageMissing) throw new BizError('文件不存在');
    throw error;
  }
}
