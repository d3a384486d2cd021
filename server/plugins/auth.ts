import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { BizError, fail } from '../lib/envelope';
import { resolveSession, tokenFromHeader, type SessionUser } from '../lib/sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** routes reachable without a token (login, captcha, login settings) */
    anonymous?: boolean;
  }
  interface FastifyRequest {
    /** the signed-in user; null only on anonymous routes */
    user: SessionUser | null;
  }
}

export interface AuthOptions {
  db: Db;
  tokenTtlMinutes: number;
}

/**
 * Authenticates every route of the scope unless it is marked `config: { anonymous: true }`.
 * It runs on onRequest, before the body is read, so an anonymous caller cannot make us parse
 * or validate anything: a missing, unknown, expired or kicked token answers 600/602/601 at once.
 */
export function registerAuth(scope: FastifyInstance, { db, tokenTtlMinutes }: AuthOptions): void {
  scope.decorateRequest('user', null);
  scope.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.anonymous) return;
    const check = await resolveSession(db, tokenFromHeader(request.headers.authorization), tokenTtlMinutes);
    if (!check.ok) return reply.code(200).send(fail(check.code, check.msg));
    request.user = check.user;
  });
}

/** The signed-in user of an authenticated route. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new BizError('登录过期,请重新登录', 600);
  return request.user;
}
