import type { FastifyInstance, FastifySchema } from 'fastify';

/** One registered route as the fuzz suite and the contract docs see it. */
export interface RouteEntry {
  method: string;
  url: string;
  schema?: FastifySchema;
  anonymous: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every route registered on the app, filled as plugins register them */
    routeList: RouteEntry[];
  }
}

/** Must run before any route is registered; later-added routes are recorded automatically. */
export function recordRoutes(app: FastifyInstance): void {
  const list: RouteEntry[] = [];
  app.decorate('routeList', list);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const anonymous = Boolean((route.config as { anonymous?: boolean } | undefined)?.anonymous);
    for (const method of methods) list.push({ method, url: route.url, schema: route.schema, anonymous });
  });
}
