import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MessageTemplateForm, MessageTemplateListQuery } from '../../../src/api/types';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { assertMenuAccess, Button, type ButtonCode } from '../../services/menuAccess';
import {
  copyTemplate,
  createTemplate,
  deleteTemplate,
  listTemplates,
  requireTemplate,
  sendConfigOf,
  templateForm,
  updateTemplate,
} from '../../services/messageTemplates';
import { idParams, int, Msg, pageQueryProperties, text } from '../system/schemas';

/** /api/message/MessageTemplateConfig (contract §4.6): the 消息模板 screen, menu msgCenter/msgTemplate. */

const MENU = 'm-msg-template';
const MSG_COPIED = '复制成功';

const listQuery = {
  type: 'object',
  properties: {
    ...pageQueryProperties,
    templateType: int(0, 1),
    enabledMark: int(0, 1),
    messageType: text(50),
    messageSource: text(50),
  },
} as const;

const rowList = (properties: Record<string, unknown>) =>
  ({ type: 'array', maxItems: 100, items: { type: 'object', properties } }) as const;

const templateBody = {
  type: 'object',
  properties: {
    id: text(100),
    fullName: text(200),
    enCode: text(200),
    templateType: int(0, 1),
    messageSource: text(50),
    messageType: text(50),
    title: text(1000),
    content: text(50_000),
    templateCode: text(500),
    wxSkip: text(10),
    xcxAppId: text(500),
    sortCode: int(),
    enabledMark: int(0, 1),
    description: text(2000),
    templateParamList: rowList({ field: text(200), fieldName: text(200) }),
    smsFieldList: rowList({
      smsField: text(200),
      field: text(200),
      isTitle: { anyOf: [{ type: 'boolean' }, int(0, 1)] },
    }),
  },
} as const;

type IdParams = { Params: { id: string } };

export async function messageTemplateRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const guard = (request: FastifyRequest, button?: ButtonCode) =>
    assertMenuAccess(db, requireUser(request), [MENU], button);
  const BASE = '/api/message/MessageTemplateConfig';

  app.get<{ Querystring: MessageTemplateListQuery }>(BASE, { schema: { querystring: listQuery } }, async (request) => {
    await guard(request);
    return ok(await listTemplates(db, request.query));
  });

  app.get<IdParams>(`${BASE}/:id`, { schema: { params: idParams('id') } }, async (request) => {
    await guard(request);
    return ok(templateForm(await requireTemplate(db, request.params.id)));
  });

  app.post<{ Body: MessageTemplateForm }>(BASE, { schema: { body: templateBody } }, async (request) => {
    await guard(request, Button.add);
    await createTemplate(db, request.body ?? {}, requireUser(request).id);
    return ok(null, Msg.created);
  });

  app.put<IdParams & { Body: MessageTemplateForm }>(
    `${BASE}/:id`,
    { schema: { params: idParams('id'), body: templateBody } },
    async (request) => {
      await guard(request, Button.edit);
      await updateTemplate(db, request.params.id, request.body ?? {}, requireUser(request).id);
      return ok(null, Msg.updated);
    },
  );

  app.delete<IdParams>(`${BASE}/:id`, { schema: { params: idParams('id') } }, async (request) => {
    await guard(request, Button.remove);
    await deleteTemplate(db, request.params.id);
    return ok(null, Msg.deleted);
  });

  app.post<IdParams>(`${BASE}/:id/Actions/Copy`, { schema: { params: idParams('id') } }, async (request) => {
    await guard(request, Button.add);
    await copyTemplate(db, request.params.id, requireUser(request).id);
    return ok(null, MSG_COPIED);
  });

  // the send configuration a schedule or flow notice points at; readable by anyone who may send messages
  app.get<IdParams>('/api/message/SendMessageConfig/:id', { schema: { params: idParams('id') } }, async (request) => {
    requireUser(request);
    return ok(await sendConfigOf(db, request.params.id));
  });
}
