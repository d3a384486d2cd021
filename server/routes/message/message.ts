import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import {
  deleteMessages,
  listMessages,
  readAllMessages,
  readMessage,
  unreadCounts,
  type MessageFilter,
} from '../../services/messages';
import { idParams, int, pageQueryProperties, text } from '../system/schemas';

/** /api/message (docs/contract.md): the signed-in user's message centre and the bell's unread counts. */

const filterProperties = {
  keyword: text(200),
  // '' is the drawer's "all"
  type: { anyOf: [{ type: 'string', maxLength: 0 }, int(1, 4)] },
  isRead: { type: 'string', enum: ['', '0', '1'] },
} as const;

const listQuery = {
  type: 'object',
  properties: { ...pageQueryProperties, pageSize: int(1, 1000), ...filterProperties },
} as const;

const filterSchema = { type: 'object', properties: filterProperties } as const;

/** `type` may arrive as '' (the "all" choice of the drawer) */
const cleanFilter = (f: { keyword?: string; type?: number | string; isRead?: string } | undefined): MessageFilter => ({
  keyword: f?.keyword,
  type: typeof f?.type === 'number' ? f.type : undefined,
  isRead: f?.isRead || undefined,
});

export async function messageRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get<{ Querystring: MessageFilter & { currentPage?: number; pageSize?: number } }>(
    '/api/message',
    { schema: { querystring: listQuery } },
    async (request) =>
      ok(
        await listMessages(db, requireUser(request).id, {
          ...cleanFilter(request.query),
          currentPage: request.query.currentPage,
          pageSize: request.query.pageSize,
        }),
      ),
  );

  app.get('/api/message/getUnReadMsgNum', async (request) => ok(await unreadCounts(db, requireUser(request).id)));

  app.get<{ Params: { id: string } }>(
    '/api/message/ReadInfo/:id',
    { schema: { params: idParams('id') } },
    async (request) => ok(await readMessage(db, requireUser(request).id, request.params.id)),
  );

  // the platform's server binds the filter from the query, its front end sends it as the body: both work
  app.post<{ Querystring: MessageFilter; Body: MessageFilter }>(
    '/api/message/Actions/ReadAll',
    {
      schema: { querystring: filterSchema, body: filterSchema },
      // a bodiless POST reads as an empty filter
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const filter = { ...cleanFilter(request.query), ...stripEmpty(cleanFilter(request.body)) };
      await readAllMessages(db, requireUser(request).id, filter);
      return ok(null, '操作成功');
    },
  );

  // the platform's front end sends `{ids}` as the body; a client that keeps DELETE payloads in the query (bodies
  // are dropped by some proxies) sends `?ids=`: both work
  const idsSchema = {
    type: 'object',
    properties: { ids: { type: 'string', minLength: 1, maxLength: 20_000 } },
  } as const;
  app.delete<{ Body: { ids?: string }; Querystring: { ids?: string } }>(
    '/api/message/Record',
    {
      schema: { body: idsSchema, querystring: idsSchema },
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const ids = (request.body.ids ?? request.query.ids ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean)
        .slice(0, 500);
      await deleteMessages(db, requireUser(request).id, ids);
      return ok(null, '删除成功');
    },
  );
}

function stripEmpty(filter: MessageFilter): MessageFilter {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '')) as MessageFilter;
}
