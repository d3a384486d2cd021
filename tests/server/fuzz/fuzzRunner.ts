import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { RouteEntry } from '../../../server/plugins/routeList';
import { createTestServer, type TestServer } from '../harness';
import { LEAK } from './fuzzInputs';

/**
 * Drives one kind of malformed input through every route the server registered (read from the app itself,
 * so a new route is fuzzed without touching this suite), as the administrator (who reaches every handler)
 * and, on anonymous routes, also without a token.
 */

/** Far above any honest request here; it catches a hang or a pathological query, not slowness. */
const SLOW_MS = 5_000;

export interface Fuzzer {
  server: TestServer;
  routes: RouteEntry[];
  send(route: RouteEntry, options: Omit<InjectOptions, 'method'>): Promise<void>;
  close(): Promise<void>;
}

/** API routes only: the front end's static files and SPA fallback are not part of the contract. */
function apiRoutes(server: TestServer): RouteEntry[] {
  return server.app.routeList.filter((r) => r.url.startsWith(server.config.apiBase) && r.method !== 'HEAD');
}

export async function createFuzzer(): Promise<Fuzzer> {
  const server = await createTestServer();
  let token = await server.login('admin', 'Admin123');

  async function once(route: RouteEntry, options: Omit<InjectOptions, 'method'>, auth: string | null) {
    const started = performance.now();
    const reply = await server.app.inject({
      ...options,
      method: route.method as InjectOptions['method'],
      headers: { ...(options.headers ?? {}), ...(auth ? { authorization: auth } : {}) },
    });
    const elapsed = performance.now() - started;
    const where = `${route.method} ${String(options.url).slice(0, 160)}`;
    expect(reply.statusCode, where).toBeLessThan(500);
    let body: { code?: number; msg?: string } = {};
    // downloads and images answer with their own content type; only envelopes are checked for leaks
    if (String(reply.headers['content-type'] ?? '').includes('json')) body = JSON.parse(reply.body) as typeof body;
    expect(body.code, `${where} → ${body.msg ?? ''}`).not.toBe(500);
    expect(String(body.msg ?? ''), where).not.toMatch(LEAK);
    expect(elapsed, `${where} took ${Math.round(elapsed)} ms`).toBeLessThan(SLOW_MS);
    return body.code;
  }

  return {
    server,
    routes: apiRoutes(server),
    async send(route, options) {
      const code = await once(route, options, token);
      // a fuzzed Logout or a kick revokes the token: sign in again so later routes still reach their handlers
      if (code === 600 || code === 601 || code === 602) token = await server.login('admin', 'Admin123');
      if (route.anonymous) await once(route, options, null);
    },
    close: () => server.close(),
  };
}
