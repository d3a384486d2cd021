import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { NoticeForm } from '../../../contract';
import { NoticeFormSchema, NoticeListQuerySchema } from '../../../contract/schemas';
import type { Db } from '../../db/client';
import { menuGuard } from '../../lib/crudRoutes';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { Button } from '../../services/menuAccess';
import { createNotice, listNotices, noticeInfo, removeNotice, updateNotice } from '../../services/notices/notices';
import { releaseNotice } from '../../services/notices/release';
import { idParams, Msg } from '../system/schemas';

/**
 * /api/message/Notice (docs/contract.md): the 通知公告 screen, menu msgCenter/notice. Reading needs the menu,
 * writing its button (新建 btn_add; 编辑 and 发布 btn_edit; 删除 btn_remove), as the other admin screens.
 */

const MENU = 'm-msg-notice';
const BASE = '/api/message/Notice';

type IdParams = { Params: { id: string } };
const byId = { schema: { params: idParams('id') } };

export async function noticeRoutes(fastify: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guard = menuGuard(db, [MENU]);
  const user = (request: FastifyRequest) => requireUser(request);

  app.post(
    `${BASE}/List`,
    {
      schema: { body: NoticeListQuerySchema },
      // a bodiless POST lists the first page
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      await guard(request);
      return ok(await listNotices(db, request.body));
    },
  );
  app.get<IdParams>(`${BASE}/:id`, byId, async (request) => {
    await guard(request);
    return ok(await noticeInfo(db, request.params.id));
  });
  app.post(BASE, { schema: { body: NoticeFormSchema } }, async (request) => {
    await guard(request, Button.add);
    await createNotice(db, request.body, user(request));
    return ok(null, Msg.created);
  });
  app.put<IdParams & { Body: NoticeForm }>(
    `${BASE}/:id`,
    { schema: { params: idParams('id'), body: NoticeFormSchema } },
    async (request) => {
      await guard(request, Button.edit);
      await updateNotice(db, request.params.id, request.body, user(request));
      return ok(null, Msg.updated);
    },
  );
  app.delete<IdParams>(`${BASE}/:id`, byId, async (request) => {
    await guard(request, Button.remove);
    await removeNotice(db, request.params.id);
    return ok(null, Msg.deleted);
  });
  app.put<IdParams>(`${BASE}/:id/Actions/Release`, byId, async (request) => {
    await guard(request, Button.edit);
    await releaseNotice(db, request.params.id, user(request));
    return ok(null, '发布成功');
  });
}
