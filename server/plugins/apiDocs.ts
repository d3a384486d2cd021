import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * The contract as an OpenAPI document generated from the route schemas, so another backend or client can be
 * written against the running server (docs/contract.md). `/api-docs` is the browsable page and
 * `/api-docs/json` the document; API_DOCS=false turns both off (e.g. on a public deployment).
 */
export const API_DOCS_PATH = '/api-docs';

/** Register before the routes: the document is collected as they are added. */
export function registerApiDocs(app: FastifyInstance, apiBase: string): void {
  void app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '学会会员管理平台 API',
        description:
          'Every reply is HTTP 200 with {code, msg, data}: code 200 success, 400 refused (msg says why), ' +
          '600/601/602 session expired/kicked/invalid. Send the token from oauth/Login as Authorization.',
        version: '1',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
      security: [{ token: [] }],
    },
    // the front end's static files and SPA fallback are not part of the contract
    hideUntagged: false,
    transform: ({ schema, url, route }) => {
      const hidden = !url.startsWith(apiBase);
      const anonymous = Boolean((route.config as { anonymous?: boolean } | undefined)?.anonymous);
      const tag = url.slice(apiBase.length).split('/')[2] ?? 'other';
      const next = { ...(schema ?? {}), hide: hidden, tags: [tag] } as Record<string, unknown>;
      if (anonymous) next.security = [];
      return { schema: next, url };
    },
  });
  void app.register(swaggerUi, { routePrefix: API_DOCS_PATH });
}
