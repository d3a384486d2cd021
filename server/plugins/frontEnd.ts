import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code, fail } from '../lib/envelope';

export interface FrontEndOptions {
  apiBase: string;
  distDir: string;
}

function isApiPath(url: string, apiBase: string): boolean {
  const path = url.split('?')[0].toLowerCase();
  const base = apiBase.toLowerCase();
  return path === base || path.startsWith(`${base}/`);
}

const wantsHtml = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');

/**
 * Serves the built app from DIST_DIR (when it has been built) and answers every miss:
 * an unknown API path gets the envelope {code:404}; a page request (GET accepting HTML) gets
 * index.html so client-side routes such as /home or /login?redirect=… survive a refresh.
 */
export function registerFrontEnd(app: FastifyInstance, { apiBase, distDir }: FrontEndOptions): void {
  const hasApp = existsSync(join(distDir, 'index.html'));
  if (hasApp) {
    app.register(fastifyStatic, {
      root: distDir,
      index: 'index.html',
      cacheControl: false, // set below, per file
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so those files never change; index.html always may
        const immutable = filePath.includes(`${sep}assets${sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url, apiBase)) return reply.code(200).send(fail(Code.notFound, '接口不存在'));
    if (hasApp && wantsHtml(request)) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).send(fail(Code.notFound, '资源不存在'));
  });
}
