import type { FastifyInstance } from 'fastify';
import { ChatHistoryQuerySchema, type ChatHistoryQuery } from '../../../contract/schemas/messaging';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import {
  chatHistory,
  conversations,
  deleteChatHistory,
  imContacts,
  markChatRead,
  removeConversation,
} from '../../services/messaging/chat';
import { idParams, int, text } from '../system/schemas';

/**
 * The chat calls of the contract (docs/messaging.md): recent conversations, removing one, deleting its
 * history, and the contacts list; plus REST twins of the MessageList and UpdateReadMessage frames for
 * clients without a socket. Each call sees only the signed-in user's own side of a conversation.
 */
export async function imReplyRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get('/api/message/imreply', async (request) => ok({ list: await conversations(db, requireUser(request).id) }));

  app.delete<{ Params: { id: string } }>(
    '/api/message/imreply/relocation/:id',
    { schema: { params: idParams('id') } },
    async (request) => {
      await removeConversation(db, requireUser(request).id, request.params.id);
      return ok(null, '删除成功');
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/message/imreply/deleteChatRecord/:id',
    { schema: { params: idParams('id') } },
    async (request) => {
      await deleteChatHistory(db, requireUser(request).id, request.params.id);
      return ok(null, '删除成功');
    },
  );

  app.get<{ Params: { id: string }; Querystring: ChatHistoryQuery }>(
    '/api/message/imreply/history/:id',
    { schema: { params: idParams('id'), querystring: ChatHistoryQuerySchema } },
    async (request) => ok(await chatHistory(db, requireUser(request).id, request.params.id, request.query)),
  );

  app.put<{ Params: { id: string } }>(
    '/api/message/imreply/read/:id',
    { schema: { params: idParams('id') } },
    async (request) => ok({ count: await markChatRead(db, requireUser(request).id, request.params.id) }),
  );

  app.get<{ Querystring: { currentPage?: number; pageSize?: number; keyword?: string } }>(
    '/api/permission/Users/ImUser',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { currentPage: int(1, 100_000), pageSize: int(1, 1000), keyword: text(200) },
        },
      },
    },
    async (request) => ok(await imContacts(db, requireUser(request).id, request.query)),
  );
}
