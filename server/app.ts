import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { trustProxyOption, type AppConfig } from './config';
import type { Db } from './db/client';
import { registerAuth } from './plugins/auth';
import { errorReply, registerErrorHandling } from './plugins/errors';
import { registerApiDocs } from './plugins/apiDocs';
import { registerFrontEnd } from './plugins/frontEnd';
import { registerInputGuard } from './plugins/inputGuard';
import { recordRoutes } from './plugins/routeList';
import { messageRoutes } from './routes/message/message';
import { imReplyRoutes } from './routes/message/imReply';
import { websocketRoutes } from './routes/message/websocket';
import { oauthRoutes } from './routes/oauth';
import { ssoRoutes } from './routes/sso';
import { usersCurrentRoutes } from './routes/permission/usersCurrent';
import { organizeRoutes } from './routes/permission/organize';
import { positionRoutes } from './routes/permission/position';
import { groupRoutes } from './routes/permission/group';
import { usersRoutes } from './routes/permission/users';
import { usersSelectorRoutes } from './routes/permission/usersSelector';
import { roleRoutes } from './routes/permission/role';
import { authorityDataRoutes } from './routes/permission/authorityData';
import { areaRoutes } from './routes/system/area';
import { menuRoutes } from './routes/system/menu';
import { authorityColumnsRoutes } from './routes/permission/authorityColumns';
import { billRuleRoutes } from './routes/system/billRule';
import { dataInterfaceRoutes } from './routes/system/dataInterface';
import { dictionaryDataRoutes } from './routes/system/dictionaryData';
import { dictionaryTypeRoutes } from './routes/system/dictionaryType';
import { fileDownloadRoutes } from './routes/system/fileDownload';
import { fileRoutes } from './routes/file';
import { visualdevBaseRoutes } from './routes/visualdev/base';
import { messageTemplateRoutes } from './routes/message/messageTemplate';
import { noticeRoutes } from './routes/message/notice';
import { scheduleRoutes } from './routes/system/schedule';
import { printDevRoutes } from './routes/system/printDev';
import { locationRoutes } from './routes/system/location';
import { reportDataRoutes } from './routes/report/reportData';
import { onlineDevRoutes } from './routes/visualdev/onlineDev';
import { portalRoutes } from './routes/visualdev/portal';
import { onlineImportRoutes } from './routes/visualdev/onlineImport';
import { shortLinkRoutes } from './routes/visualdev/shortLink';
import { screenRoutes } from './routes/system/screen';

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  /** Fastify logger settings; false (the default) keeps tests quiet */
  logger?: FastifyServerOptions['logger'];
}

/** Request bodies above this are refused with a 400 envelope; uploads will get their own limit. */
const BODY_LIMIT = 1024 * 1024;

/**
 * The front end sends `Content-Type: application/json` on bodiless POSTs too (updatePasswordMessage…);
 * Fastify would refuse those, so an empty JSON body reads as "no body". Everything else, including the
 * prototype-poisoning protection, stays Fastify's default JSON parser.
 */
function acceptEmptyJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}

/**
 * The reference API server: every route of the contract under `config.apiBase`, matched
 * case-insensitively (the front end mixes `Users/getUserList` and `users/GetUserList`), plus the
 * built front end with SPA fallback.
 */
export function buildApp({ config, db, logger = false }: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
    // errors raised before routing (a malformed URL…) get the envelope too
    frameworkErrors: (error, request, reply) => errorReply(error, request, reply),
    // find-my-way lower-cases only the static parts of a path; parameter values keep their case
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // fields like `version: integer | null` use a type list: anyOf would let coercion turn null into 0 (or 0 into
    // null), and without this Ajv's strict mode warns about every such schema at start
    ajv: { customOptions: { allowUnionTypes: true } },
  });
  recordRoutes(app);
  registerErrorHandling(app);
  registerInputGuard(app);
  acceptEmptyJson(app);
  app.register(formbody, { bodyLimit: BODY_LIMIT });
  if (config.apiDocs) registerApiDocs(app, config.apiBase);

  app.register(
    async (api) => {
      registerAuth(api, { db, tokenTtlMinutes: config.tokenTtlMinutes });
      await api.register(oauthRoutes, { db, config });
      await api.register(ssoRoutes, { db, config });
      await api.register(usersCurrentRoutes, { db, config });
      await api.register(organizeRoutes, { db });
      await api.register(positionRoutes, { db });
      await api.register(groupRoutes, { db });
      await api.register(usersRoutes, { db });
      await api.register(usersSelectorRoutes, { db });
      await api.register(messageRoutes, { db });
      await api.register(imReplyRoutes, { db });
      await api.register(websocketRoutes, { db, config });
      await api.register(dictionaryTypeRoutes, { db });
      await api.register(dictionaryDataRoutes, { db });
      await api.register(fileDownloadRoutes, { db, config });
      await api.register(fileRoutes, { db, config });
      await api.register(billRuleRoutes, { db });
      await api.register(roleRoutes, { db });
      await api.register(authorityDataRoutes, { db });
      await api.register(areaRoutes, { db });
      await api.register(menuRoutes, { db });
      await api.register(authorityColumnsRoutes, { db });
      await api.register(dataInterfaceRoutes, { db });
      await api.register(onlineDevRoutes, { db });
      await api.register(portalRoutes, { db });
      await api.register(onlineImportRoutes, { db, config });
      await api.register(shortLinkRoutes, { db });
      await api.register(visualdevBaseRoutes, { db });
      await api.register(messageTemplateRoutes, { db });
      await api.register(noticeRoutes, { db });
      await api.register(scheduleRoutes, { db });
      await api.register(printDevRoutes, { db });
      await api.register(locationRoutes, { config });
      await api.register(reportDataRoutes, { db, config });
      await api.register(screenRoutes, { db });
    },
    { prefix: config.apiBase },
  );

  registerFrontEnd(app, { apiBase: config.apiBase, distDir: config.distDir });
  return app;
}
