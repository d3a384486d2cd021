import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { BillRuleForm, BillRuleListQuery } from '../../../contract';
import type { Db } from '../../db/client';
import { readConfigUpload } from '../../lib/configUpload';
import { crudRoutes } from '../../lib/crudRoutes';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { previewBillNumber } from '../../services/billNumber';
import { assertMayDrawNumber } from '../../services/billNumberAccess';
import { exportRule, importRule } from '../../services/billRuleTransfer';
import { createRule, deleteRule, listRules, ruleInfo, toggleRule, updateRule } from '../../services/billRules';
import { Button, Menu } from '../../services/menuAccess';
import { idParams, int, Msg, pageQueryProperties, text } from './schemas';

/** /api/system/BillRule (docs/contract.md): rule administration and number generation. */

const listQuery = {
  type: 'object',
  properties: { ...pageQueryProperties, categoryId: text(100), enabledMark: int(0, 1) },
} as const;

const ruleBody = {
  type: 'object',
  properties: {
    id: text(100),
    fullName: text(200),
    enCode: text(200),
    category: text(100),
    type: int(1, 3),
    prefix: text(200),
    suffix: text(200),
    dateFormat: text(50),
    // numbers are coerced to text: the dialog's inputs may send either
    digit: text(10),
    startNumber: text(50),
    randomDigit: int(),
    randomType: int(),
    example: text(500),
    enabledMark: int(0, 1),
    sortCode: int(),
    description: text(2000),
  },
} as const;

export async function billRuleRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  // a .bb file holds one rule: 64 KB is far beyond any real one
  await app.register(multipart, { limits: { fileSize: 64 * 1024, files: 1, fields: 10, parts: 12 } });
  const guard = crudRoutes(app, db, {
    base: '/api/system/BillRule',
    menus: [Menu.billRule],
    // not yet from contract/: the dialog sends digit and startNumber as numbers that arrive as text
    listQuery: Type.Unsafe<BillRuleListQuery>(listQuery),
    body: Type.Unsafe<BillRuleForm>(ruleBody),
    list: (db, query) => listRules(db, query),
    info: ruleInfo,
    create: createRule,
    update: updateRule,
    remove: deleteRule,
    toggle: toggleRule,
    export: exportRule,
  });

  // the form widget billRule: a signed-in user filling a form that uses the rule
  app.get<{ Params: { enCode: string } }>(
    '/api/system/BillRule/BillNumber/:enCode',
    { schema: { params: idParams('enCode') } },
    async (request) => {
      const user = requireUser(request);
      await assertMayDrawNumber(db, user, request.params.enCode);
      return ok(await previewBillNumber(db, user.id, request.params.enCode));
    },
  );

  // the designer's rule picker lists enabled rules only; it reveals no numbers
  app.get<{ Querystring: BillRuleListQuery }>(
    '/api/system/BillRule/Selector',
    { schema: { querystring: listQuery } },
    async (request) => ok(await listRules(db, request.query, true)),
  );

  app.post('/api/system/BillRule/Actions/Import', async (request) => {
    await guard(request, Button.upload);
    const { text: content, mode } = await readConfigUpload(request, '.bb');
    const { skipped } = await importRule(db, content, mode, requireUser(request).id);
    return ok(null, skipped ? `${Msg.imported}，已跳过${skipped}条重复数据` : Msg.imported);
  });
}
