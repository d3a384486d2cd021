import type { FastifyInstance } from 'fastify';
import { MessageTemplateFormSchema, MessageTemplateListQuerySchema } from '../../../contract/schemas';
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
import { idParams } from '../system/schemas';

/** /api/message/MessageTemplateConfig (docs/contract.md): the 消息模板 screen, menu msgCenter/msgTemplate. */

const MENU = 'm-msg-template';
const BASE = '/api/message/MessageTemplateConfig';

type IdParams = { Params: { id: string } };

export async function messageTemplateRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  // no Actions/State here: the screen turns a template off through the dialog's enabledMark
  crudRoutes(app, db, {
    base: BASE,
    menus: [MENU],
    listQuery: MessageTemplateListQuerySchema,
    body: MessageTemplateFormSchema,
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
