import type { FastifyInstance } from 'fastify';
import type { PublicSubmitBody, ShortLinkSaveBody } from '../../../contract/shortLink';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { assertMenuAccess, Menu, menusOfModel } from '../../services/menuAccess';
import { openLinkOfModel, publicConfig, publicResult, publicSubmit } from '../../services/shortLinks/publicSubmit';
import { createRateLimiter, type RateLimiter } from '../../services/shortLinks/rateLimit';
import { publicRecordIds, saveShortLink, shortLinkSettings } from '../../services/shortLinks/settings';
import { versionProperty } from '../../services/versionLock';
import { idParams, int, text } from '../system/schemas';

/**
 * /api/visualdev/ShortLink (docs/public-forms.md): an administrator publishes a form model as a public link;
 * anyone holding the link reads the published form and submits it without signing in. The public routes are
 * anonymous, limited per client address, and answer only what the published form needs.
 */

const base = '/api/visualdev/ShortLink';
const anonymous = { anonymous: true } as const;

const saveBody = {
  type: 'object',
  required: ['enabledMark'],
  properties: {
    enabledMark: int(0, 1),
    password: text(64),
    expireTime: { type: ['integer', 'null'], minimum: 0 },
    submitLimit: int(0, 1_000_000),
    onePerBrowser: int(0, 1),
    resultView: int(0, 1),
    pickerMode: { type: 'string', enum: ['hide', 'readonly'] },
    version: versionProperty,
  },
} as const;

const idsBody = {
  type: 'object',
  required: ['ids'],
  properties: { ids: { type: 'array', maxItems: 1000, items: text(100, 1) } },
} as const;

const configBody = { type: ['object', 'null'], properties: { password: text(64) } } as const;

const submitBody = {
  type: 'object',
  required: ['data', 'code', 'timestamp'],
  properties: {
    data: text(900_000, 2),
    code: text(16),
    timestamp: text(100),
    password: text(64),
    browserToken: text(100),
  },
} as const;

export interface ShortLinkRouteOptions {
  db: Db;
  /** requests of one address per minute to the public routes (tests lower it) */
  publicRequestsPerMinute?: number;
}

export async function shortLinkRoutes(app: FastifyInstance, options: ShortLinkRouteOptions): Promise<void> {
  const { db } = options;
  // the administrators of form models (功能设计) publish them
  const guard = (request: Parameters<typeof requireUser>[0]) =>
    assertMenuAccess(db, requireUser(request), [Menu.formDesign]);

  app.get<{ Params: { modelId: string } }>(
    `${base}/:modelId`,
    { schema: { params: idParams('modelId') } },
    async (request) => {
      await guard(request);
      return ok(await shortLinkSettings(db, request.params.modelId));
    },
  );

  app.put<{ Params: { modelId: string }; Body: ShortLinkSaveBody }>(
    `${base}/:modelId`,
    { schema: { params: idParams('modelId'), body: saveBody } },
    async (request) => {
      await guard(request);
      const saved = await saveShortLink(db, request.params.modelId, request.body, requireUser(request).id);
      return ok(saved, '保存成功');
    },
  );

  // whoever reads the model's list learns which of its rows came in through the link
  app.post<{ Params: { modelId: string }; Body: { ids: string[] } }>(
    `${base}/:modelId/PublicIds`,
    { schema: { params: idParams('modelId'), body: idsBody } },
    async (request) => {
      const { modelId } = request.params;
      await assertMenuAccess(db, requireUser(request), () => menusOfModel(db, modelId));
      return ok(await publicRecordIds(db, modelId, request.body.ids));
    },
  );

  registerPublicRoutes(app, db, createRateLimiter(options.publicRequestsPerMinute ?? 30, 60_000));
}

function registerPublicRoutes(app: FastifyInstance, db: Db, limiter: RateLimiter): void {
  app.post<{ Params: { id: string }; Body: { password?: string } | null }>(
    `${base}/public/:id/Config`,
    { schema: { params: idParams('id'), body: configBody }, config: anonymous },
    async (request) => {
      limiter.hit(request.ip);
      return ok(await publicConfig(db, request.params.id, request.body?.password));
    },
  );

  app.post<{ Params: { id: string }; Body: PublicSubmitBody }>(
    `${base}/public/:id`,
    { schema: { params: idParams('id'), body: submitBody }, config: anonymous },
    async (request) => {
      limiter.hit(request.ip);
      return ok(await publicSubmit(db, request.params.id, request.body, request.ip), '提交成功');
    },
  );

  // a record's QR code scanned without a session offers the model's public form when it is open
  app.get<{ Params: { modelId: string } }>(
    `${base}/public/model/:modelId`,
    { schema: { params: idParams('modelId') }, config: anonymous },
    async (request) => {
      limiter.hit(request.ip);
      return ok({ id: await openLinkOfModel(db, request.params.modelId) });
    },
  );

  app.get<{ Params: { id: string; recordId: string }; Querystring: { token?: string } }>(
    `${base}/public/:id/Result/:recordId`,
    {
      schema: {
        params: idParams('id', 'recordId'),
        querystring: { type: 'object', properties: { token: text(100) } },
      },
      config: anonymous,
    },
    async (request) => {
      limiter.hit(request.ip);
      return ok(await publicResult(db, request.params.id, request.params.recordId, request.query.token ?? ''));
    },
  );
}
