import type { FastifyInstance } from 'fastify';
import type { ColumnSettingsInput } from '../../../contract';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { assertModule, columnsOf, saveColumns } from '../../services/columnsPurview';
import { assertMenuAccess, Button } from '../../services/menuAccess';
import { idParams, text } from '../system/schemas';

/** /api/permission/Authority column settings of a module's list (docs/contract.md). */

const setBody = {
  type: 'object',
  required: ['moduleId', 'fieldList'],
  properties: { moduleId: text(100, 1), fieldList: text(100_000) },
} as const;

export async function authorityColumnsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  // reading needs the menu itself: the list tells which columns exist
  app.get<{ Params: { moduleId: string } }>(
    '/api/permission/Authority/GetColumnsByModuleId/:moduleId',
    { schema: { params: idParams('moduleId') } },
    async (request) => {
      const { moduleId } = request.params;
      await assertModule(db, moduleId);
      await assertMenuAccess(db, requireUser(request), [moduleId]);
      return ok(await columnsOf(db, moduleId));
    },
  );

  // the setting applies to everyone opening the menu, so it takes the menu's edit button
  app.put<{ Body: ColumnSettingsInput }>(
    '/api/permission/Authority/SetColumnsByModuleId',
    { schema: { body: setBody } },
    async (request) => {
      const { moduleId, fieldList } = request.body;
      const user = requireUser(request);
      await assertModule(db, moduleId);
      await assertMenuAccess(db, user, [moduleId], Button.edit);
      await saveColumns(db, moduleId, fieldList, user.id);
      return ok(null, '保存成功');
    },
  );
}
