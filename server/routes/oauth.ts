import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  CodeCertificate,
  LockScreenBody,
  LoginConfig,
  LoginForm,
  RegisterBody,
  ResetPasswordBody,
  SmsCodeBody,
} from '../../contract';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { requireUser } from '../plugins/auth';
import { randomCaptchaText, renderCaptcha } from '../lib/captcha';
import { BizError, ok } from '../lib/envelope';
import { EMAIL_PATTERN } from '../services/patterns';
import { revokeSession } from '../lib/sessions';
import { storeCaptcha } from '../services/captchaStore';
import { currentUserData } from '../services/currentUser';
import { registerUser, resetPassword } from '../services/accounts';
import { login, smsLogin, unlockScreen } from '../services/login';
import { createQrTicket, pollQrTicket, setQrTicketStatus } from '../services/qrLogin';
import { issueSmsCode, MOBILE_PATTERN } from '../services/smsCodes';
import { writeLoginLog } from '../services/loginLog';
import { readSysConfig } from '../services/sysConfig';
import { ssoLoginConfig } from '../services/sso/ssoFlow';

/**
 * /api/oauth (docs/contract.md): login (password or SMS code), captcha, current user, logout, lock screen, the
 * SMS code, the app-scan QR tickets, self-registration and the password reset by SMS.
 */

export interface RouteDeps {
  db: Db;
  config: AppConfig;
}

const text = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;

const MD5_HEX = { type: 'string', pattern: '^[0-9a-fA-F]{32}$' } as const;
/** optional hex(AES(plain)) next to an md5 password, so the server can apply the password policy */
const PASSWORD_CIPHER = { type: 'string', maxLength: 512 } as const;

const loginSchema = {
  body: {
    type: 'object',
    required: ['account'],
    properties: {
      account: text(100, 1),
      password: text(512, 1),
      code: text(16),
      timestamp: text(64),
      origin: text(32),
      grant_type: text(32),
      jnpf_ticket: text(512),
    },
    // origin 'sms': the account is the mobile and `code` the SMS code; otherwise a password is needed
    if: { required: ['origin'], properties: { origin: { const: 'sms' } } },
    then: { required: ['code'], properties: { code: text(16, 1) } },
    else: { required: ['password'] },
  },
} as const;

const smsCodeSchema = {
  body: { type: 'object', required: ['mobile'], properties: { mobile: text(32, 1) } },
} as const;

const ticketParams = { ticket: text(128, 1) } as const;

const setTicketSchema = {
  params: {
    type: 'object',
    required: ['ticket', 'status'],
    properties: { ...ticketParams, status: { type: 'integer', minimum: 0, maximum: 9 } },
  },
} as const;

const registerSchema = {
  body: {
    type: 'object',
    required: ['account', 'realName', 'mobilePhone', 'password', 'code', 'timestamp'],
    additionalProperties: false,
    properties: {
      account: { type: 'string', minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9]+$' },
      realName: text(50, 1),
      mobilePhone: { type: 'string', pattern: MOBILE_PATTERN },
      email: {
        anyOf: [
          { type: 'string', maxLength: 0 },
          { type: 'string', maxLength: 100, pattern: EMAIL_PATTERN },
        ],
      },
      password: MD5_HEX,
      encryptedPassword: PASSWORD_CIPHER,
      code: text(16),
      timestamp: text(64),
    },
  },
} as const;

const resetPasswordSchema = {
  body: {
    type: 'object',
    required: ['mobile', 'code', 'password'],
    additionalProperties: false,
    properties: {
      mobile: { type: 'string', pattern: MOBILE_PATTERN },
      code: text(16, 1),
      password: MD5_HEX,
      encryptedPassword: PASSWORD_CIPHER,
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

export async function oauthRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  registerSignInRoutes(app, deps);
  registerQrLoginRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerSessionRoutes(app, deps);
}

/** Signing in by password or SMS code, and what the login page needs for it: its settings and captcha. */
function registerSignInRoutes(app: FastifyInstance, { db, config }: RouteDeps): void {
  app.post<{ Body: LoginForm }>('/api/oauth/Login', { schema: loginSchema, config: anonymous }, async (request) => {
    const { account, password, code, timestamp, origin } = request.body;
    if (origin === 'sms') {
      return ok(await smsLogin(db, config, { mobile: account.trim(), code: code ?? '', ...clientOf(request) }));
    }
    return ok(await login(db, config, { account, password, code, timestamp, ...clientOf(request) }));
  });

  // the reference server has no SMS gateway: the code goes to the server log, where a tester "reads the phone"
  app.post<{ Body: SmsCodeBody }>(
    '/api/oauth/SmsCode',
    { schema: smsCodeSchema, config: anonymous },
    async (request) => {
      const mobile = request.body.mobile.trim();
      if (!new RegExp(MOBILE_PATTERN).test(mobile)) throw new BizError('请输入正确的手机号');
      const code = await issueSmsCode(db, mobile);
      request.log.info({ sms: { mobile, code } }, `短信验证码 ${code} 已发送至 ${mobile}（参考服务器：无短信网关）`);
      return ok(null, '验证码已发送');
    },
  );

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

  // single sign-on (docs/sso.md): `sso` says whether the login page offers it, `url` where it starts
  app.get('/api/oauth/getLoginConfig', { config: anonymous }, async () => ok(ssoLoginConfig(config)));
}

/** Signing in by scanning a QR code with the mobile app. */
function registerQrLoginRoutes(app: FastifyInstance, { db, config }: RouteDeps): void {
  app.get('/api/oauth/codeCertificate', { config: anonymous }, async () => {
    const data: CodeCertificate = { ticket: await createQrTicket(db) };
    return ok(data);
  });

  app.get<{ Params: { ticket: string } }>(
    '/api/oauth/codeCertificateStatus/:ticket',
    { schema: { params: { type: 'object', required: ['ticket'], properties: ticketParams } }, config: anonymous },
    async (request) => ok(await pollQrTicket(db, config, request.params.ticket, clientOf(request))),
  );

  // called by the platform's mobile app with its own token: 2 scanned, 1 confirmed, 3 cancelled
  app.get<{ Params: { ticket: string; status: number } }>(
    '/api/oauth/setCodeCertificateStatus/:ticket/:status',
    { schema: setTicketSchema },
    async (request) => {
      const { ticket, status } = request.params;
      await setQrTicketStatus(db, ticket, status, requireUser(request).id, clientOf(request));
      return ok(null);
    },
  );
}

/** Self-registration and the password reset by SMS. */
function registerAccountRoutes(app: FastifyInstance, { db, config }: RouteDeps): void {
  app.post<{ Body: RegisterBody & { encryptedPassword?: string } }>(
    '/api/oauth/Register',
    { schema: registerSchema, config: anonymous },
    async (request) => {
      await registerUser(db, config, request.body);
      return ok(null, '注册成功');
    },
  );

  app.post<{ Body: ResetPasswordBody & { encryptedPassword?: string } }>(
    '/api/oauth/ResetPassword',
    { schema: resetPasswordSchema, config: anonymous },
    async (request) => {
      await resetPassword(db, config, request.body);
      return ok(null, '密码已重置，请使用新密码登录');
    },
  );
}

/** The signed-in session: its user, sign-out and the lock screen. */
function registerSessionRoutes(app: FastifyInstance, { db }: RouteDeps): void {
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
}
