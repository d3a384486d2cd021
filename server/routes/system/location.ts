import type { FastifyInstance } from 'fastify';
import type { LocationAroundQuery, LocationTextQuery, LocationTipsQuery } from '../../../contract';
import type { AppConfig } from '../../config';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { around, inputTips, mapConfigForClient, text } from '../../services/location/locationSearch';
import { int, text as str } from './schemas';

/**
 * /api/system/Location (docs/contract.md): the location picker's place search in AMap's response shape, from
 * the seeded places or proxied to AMap when MAP_SERVICE_KEY is set, plus the map settings the picker draws with.
 * Any signed-in user may search (every form with a location field needs it); anonymous callers may not, so the
 * server is no free proxy to a paid key.
 */

const number = (limit: number) => ({ type: 'number', minimum: -limit, maximum: limit }) as const;

/** What both AMap's own clients and our picker send: `key` is accepted and ignored (the server holds its own). */
const common = {
  key: str(100),
  keywords: str(100),
  keyword: str(100),
  offset: int(1, 100),
  pageSize: int(1, 100),
  page: int(1, 1000),
  city: str(50),
} as const;

const aroundQuery = {
  type: 'object',
  properties: {
    ...common,
    location: str(60),
    lng: number(180),
    lat: number(90),
    radius: int(-1, 1_000_000),
  },
} as const;

const textQuery = { type: 'object', properties: common } as const;

type Keyword = { keyword?: string };

export async function locationRoutes(app: FastifyInstance, { config }: { config: AppConfig }): Promise<void> {
  app.get<{ Querystring: LocationAroundQuery & Keyword }>(
    '/api/system/Location/around',
    { schema: { querystring: aroundQuery } },
    async (request) => {
      requireUser(request);
      return ok(await around(config.map, request.query ?? {}));
    },
  );

  app.get<{ Querystring: LocationTextQuery & Keyword }>(
    '/api/system/Location/text',
    { schema: { querystring: textQuery } },
    async (request) => {
      requireUser(request);
      return ok(await text(config.map, request.query ?? { keywords: '' }));
    },
  );

  app.get<{ Querystring: LocationTipsQuery & Keyword }>(
    '/api/system/Location/inputtips',
    { schema: { querystring: textQuery } },
    async (request) => {
      requireUser(request);
      return ok(await inputTips(config.map, request.query ?? { keywords: '' }));
    },
  );

  app.get('/api/system/Location/config', async (request) => {
    requireUser(request);
    return ok(mapConfigForClient(config.map));
  });
}
