import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { BizError } from '../../lib/envelope';
import { readTicket } from '../../services/fileTickets';
import { text } from './schemas';

/**
 * GET /api/file/Download?encryption=… : the file behind an export's short-lived link. Anonymous on purpose
 * (the browser navigates to it without the token header); the unguessable ticket is the credential.
 */
export async function fileDownloadRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get<{ Querystring: { encryption: string } }>(
    '/api/file/Download',
    {
      config: { anonymous: true },
      schema: { querystring: { type: 'object', required: ['encryption'], properties: { encryption: text(200, 1) } } },
    },
    async (request, reply) => {
      const file = await readTicket(db, request.query.encryption);
      if (!file) throw new BizError('下载链接已失效，请重新导出');
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .type(file.contentType)
        .send(file.content);
    },
  );
}
