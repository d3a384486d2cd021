import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SsoTicketBody } from '../../contract/sso';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { BizError, ok } from '../lib/envelope';
import { SsoError } from '../services/sso/ssoError';
import {
  finishSso,
  redeemTicket,
  redirectUriOf,
  SSO_CALLBACK_PATH,
  SSO_START_PATH,
  startSso,
  type CallbackQuery,
} from '../services/sso/ssoFlow';

/**
 * Single sign-on by OpenID Connect (docs/sso.md). start and callback are browser navigations, so they answer
 * redirects, never JSON: success and every failure alike end on the app's /sso page (`?ticket=` or `?error=`).
 * The session token itself is never in a URL: /sso trades the one-time ticket for it by POST.
 */

export interface SsoRouteDeps {
  db: Db;
  config: AppConfig;
}

const anonymous = { anonymous: true };
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });

/** Where the browser lands: the app's /sso page, relative to the origin the browser used. */
function toSsoPage(reply: FastifyReply, query: Record<string, string>) {
  // no-referrer: the provider's redirect held the code; the /sso page must not pass anything on
  return reply
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .redirect(`/sso?${new URLSearchParams(query).toString()}`);
}

/** An expected refusal becomes `/sso?error=<reason>`; anything else is logged and worded as the provider's. */
function failureRedirect(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (error instanceof SsoError) {
    request.log.warn({ sso: error.reason, detail: error.detail }, 'single sign-on refused');
    return toSsoPage(reply, { error: error.reason });
  }
  if (error instanceof BizError) {
    // the account is disabled, locked or has no menus: the login log holds the exact refusal
    request.log.warn({ sso: 'refused', detail: error.message }, 'single sign-on refused');
    return toSsoPage(reply, { error: 'refused' });
  }
  request.log.error({ err: error }, 'single sign-on failed');
  return toSsoPage(reply, { error: 'providerDown' });
}

export async function ssoRoutes(app: FastifyInstance, { db, config }: SsoRouteDeps): Promise<void> {
  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  app.get<{ Querystring: { redirect?: string } }>(
    SSO_START_PATH,
    { schema: { querystring: { type: 'object', properties: { redirect: text(1000) } } }, config: anonymous },
    async (request, reply) => {
      try {
        const redirectUri = redirectUriOf(config, originOf(request));
        const url = await startSso(db, config, redirectUri, request.query.redirect ?? '');
        return await reply.header('cache-control', 'no-store').redirect(url);
      } catch (error) {
        return failureRedirect(request, reply, error);
      }
    },
  );

  app.get<{ Querystring: CallbackQuery }>(
    SSO_CALLBACK_PATH,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { code: text(4096), state: text(512), error: text(256), error_description: text(2048) },
        },
      },
      config: anonymous,
    },
    async (request, reply) => {
      try {
        const ticket = await finishSso(db, config, request.query, clientOf(request));
        return await toSsoPage(reply, { ticket });
      } catch (error) {
        return failureRedirect(request, reply, error);
      }
    },
  );

  app.post<{ Body: SsoTicketBody }>(
    '/api/oauth/sso/ticket',
    {
      schema: {
        body: {
          type: 'object',
          required: ['ticket'],
          additionalProperties: false,
          properties: { ticket: { type: 'string', minLength: 1, maxLength: 128 } },
        },
      },
      config: anonymous,
    },
    async (request) => ok(await redeemTicket(db, config, request.body.ticket, clientOf(request))),
  );
}
