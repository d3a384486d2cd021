import type { FastifyInstance } from 'fastify';
import type { MessageTemplateForm, MessageTemplateListQuery } from '../../../contract';
import type { Db } from '../../db/client';
import { crudRoutes } from '../../lib/crudRoutes';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import {
  listTemplates,
  requireTemplate,
  sendConfigOf,
  templateCrud,
  templateForm,
} from '../../services/messageTemplates';
import { idParams, int, pageQueryProperties, text } from '../system/schemas';

/** /api/message/MessageTemplateConfig (docs/contract.md): the 消息模板 screen, menu msgCenter/msgTemplate. */

const MENU = 'm-msg-template';
const BASE = '/api/message/MessageTemplateConfig';

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
  // no Actions/State here: the screen turns a template off through the dialog's enabledMark
  crudRoutes<MessageTemplateListQuery, MessageTemplateForm>(app, db, {
    base: BASE,
    menus: [MENU],
    listQuery,
    body: templateBody,
    list: listTemplates,
    info: async (db, id) => templateForm(await requireTemplate(db, id)),
    create: templateCrud.create,
    update: templateCrud.update,
    remove: templateCrud.remove,
    copy: templateCrud.copy,
  });

  // the send configuration a schedule or flow notice points at; readable by anyone who may send messages
  app.get<IdParams>('/api/message/SendMessageConfig/:id', { schema: { params: idParams('id') } }, async (request) => {
    requireUser(request);
    return ok(await sendConfigOf(db, request.params.id));
  });
}
