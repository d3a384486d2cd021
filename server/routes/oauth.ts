import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LockScreenBody, LoginConfig, LoginForm } from '../../src/api/types';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { requireUser } from '../plugins/auth';
import { randomCaptchaText, renderCaptcha } from '../lib/captcha';
import { ok } from '../lib/envelope';
import { revokeSession } from '../lib/sessions';
import { storeCaptcha } from '../services/captchaStore';
import { currentUserData } from '../services/currentUser';
import { login, unlockScreen } from '../services/login';
import { writeLoginLog } from '../services/loginLog';
import { readSysConfig } from '../services/sysConfig';

/** /api/oauth (contract §1.2): login, captcha, current user, logout, lock screen. */

export interface RouteDeps {
  db: Db;
  config: AppConfig;
}

const text = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;

const loginSchema = {
  body: {
    type: 'object',
    required: ['account', 'password'],
    properties: {
      account: text(100, 1),
      password: text(512, 1),
      code: text(16),
      timestamp: text(64),
      origin: text(32),
      grant_type: text(32),
      jnpf_ticket: text(512),
    },
  },
} as const;

const imageCodeSchema = {
  params: {
    type: 'object',
    required: ['len', 'timestamp'],
    properties: { len: { type: 'integer', minimum: 1, maximum: 8 }, timestamp: text(64, 1) },
  },
} as const;

const fileImageCodeSchema = {
  params: { type: 'object', required: ['timestamp'], properties: { timestamp: text(64, 1) } },
} as const;

const lockScreenSchema = {
  body: {
    type: 'object',
    required: ['account', 'password'],
    properties: { account: text(100, 1), password: text(64, 1) },
  },
} as const;

const anonymous = { anonymous: true };
const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });

async function sendCaptcha(db: Db, key: string, length: number, reply: FastifyReply) {
  const answer = randomCaptchaText(length);
  await storeCaptcha(db, key, answer);
  return reply.header('cache-control', 'no-store').type('image/png').send(renderCaptcha(answer));
}

export async function oauthRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {
  app.post<{ Body: LoginForm }>('/api/oauth/Login', { schema: loginSchema, config: anonymous }, async (request) => {
    const { account, password, code, timestamp } = request.body;
    return ok(await login(db, config, { account, password, code, timestamp, ...clientOf(request) }));
  });

  app.get<{ Params: { account: string } }>(
    '/api/oauth/getConfig/:account',
    { schema: { params: { type: 'object', properties: { account: text(100) } } }, config: anonymous },
    async () => {
      const settings = await readSysConfig(db);
      const data: LoginConfig = {
        enableVerificationCode: settings.enableVerificationCode,
        verificationCodeNumber: settings.verificationCodeNumber,
      };
      return ok(data);
    },
  );

  // the image is not enveloped: the login page uses this URL as an <img src>
  app.get<{ Params: { len: number; timestamp: string } }>(
    '/api/oauth/ImageCode/:len/:timestamp',
    { schema: imageCodeSchema, config: anonymous },
    async (request, reply) => sendCaptcha(db, request.params.timestamp, request.params.len, reply),
  );

  // the spec's variant without a length: the configured verificationCodeNumber is used
  app.get<{ Params: { timestamp: string } }>(
    '/api/file/ImageCode/:timestamp',
    { schema: fileImageCodeSchema, config: anonymous },
    async (request, reply) => {
      const { verificationCodeNumber } = await readSysConfig(db);
      const length = Math.min(8, Math.max(1, Math.trunc(verificationCodeNumber) || 4));
      return sendCaptcha(db, request.params.timestamp, length, reply);
    },
  );

  app.get<{ Querystring: { systemCode?: string } }>(
    '/api/oauth/CurrentUser',
    { schema: { querystring: { type: 'object', properties: { systemCode: text(64), type: text(16) } } } },
    async (request) => ok(await currentUserData(db, requireUser(request).id, request.query.systemCode || undefined)),
  );

  app.get('/api/oauth/Logout', async (request) => {
    const user = requireUser(request);
    await revokeSession(db, user.sessionId, 'logout');
    await writeLoginLog(db, {
      userId: user.id,
      account: user.account,
      userName: user.realName,
      ...clientOf(request),
      loginType: 1,
      loginMark: 1,
      abstracts: '退出登录',
    });
    return ok(null);
  });

  app.post<{ Body: LockScreenBody }>('/api/oauth/LockScreen', { schema: lockScreenSchema }, async (request) => {
    await unlockScreen(db, requireUser(request).id, request.body.account, request.body.password);
    return ok(null);
  });

  // the "change your password regularly" reminder is not modelled yet; the header calls this on load
  app.post('/api/oauth/updatePasswordMessage', async () => ok(null));

  app.get('/api/oauth/getLoginConfig', { config: anonymous }, async () =>
    ok({ redirect: false, url: '', ticketParams: '', socialsList: [] }),
  );
}
