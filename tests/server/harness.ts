import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import type { ApiEnvelope, LoginForm, LoginResult } from '../../contract';
import { buildApp } from '../../server/app';
import { loadConfig, type AppConfig } from '../../server/config';
import { openDatabase, pgliteDir, type Db } from '../../server/db/client';
import { encryptLoginPassword } from '../../server/lib/password';
import { clusterUrl, createDatabase, dropDatabase } from '../../scripts/pgCluster';

/** Server tests use their own key so they do not depend on the deployment's JNPF_AES_KEY. */
export const TEST_AES_KEY = 'TestKey-16bytes!';

/** A fresh data folder holding a copy of the seeded template database (see tests/setup/server-template.ts). */
export function freshDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'jnpf-server-test-'));
  cpSync(inject('serverTemplateDir'), pgliteDir(dataDir), { recursive: true });
  return dataDir;
}

export interface FreshDatabase {
  /** a private temp folder (uploads…; on PGlite also the database) */
  dataDir: string;
  /** empty on PGlite, else the private PostgreSQL database */
  databaseUrl: string;
  /** deletes the folder and the database; close the app and the database handle first */
  dispose(): Promise<void>;
}

/**
 * The database of one test server, seeded like a first start. In the `server` project a copy of the PGlite
 * template folder; in the `server-pg` project (tests/setup/server-template-pg.ts) a PostgreSQL database
 * created from the template database, so both passes run the same tests against their own private data.
 */
export async function freshDatabase(): Promise<FreshDatabase> {
  const postgres = inject('postgres');
  if (!postgres) {
    const dataDir = freshDataDir();
    return { dataDir, databaseUrl: '', dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'jnpf-server-test-'));
  const name = `test_${randomBytes(8).toString('hex')}`;
  await createDatabase(postgres.port, name, postgres.template);
  return {
    dataDir,
    databaseUrl: clusterUrl(postgres.port, name),
    dispose: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase(postgres.port, name);
    },
  };
}

export interface ApiReply<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: ApiEnvelope<T>;
}

export interface RequestOptions {
  token?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

export interface TestServer {
  app: FastifyInstance;
  config: AppConfig;
  db: Db;
  /** GET/POST… a path under the API base, e.g. api('GET', '/api/oauth/CurrentUser', { token }) */
  api<T = unknown>(
    method: InjectOptions['method'],
    path: string,
    options?: RequestOptions & { json?: unknown },
  ): Promise<ApiReply<T>>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<ApiReply<T>>;
  postJson<T = unknown>(path: string, body: unknown, options?: RequestOptions): Promise<ApiReply<T>>;
  postForm<T = unknown>(path: string, form: Record<string, string>, options?: RequestOptions): Promise<ApiReply<T>>;
  /** the raw Login reply for these credentials (password is encrypted like the front end does) */
  loginReply(account: string, plain: string, extra?: Partial<LoginForm>): Promise<ApiReply<LoginResult>>;
  /** logs in and returns the token (with its Bearer prefix); fails the test when login is refused */
  login(account: string, plain: string, extra?: Partial<LoginForm>): Promise<string>;
  close(): Promise<void>;
}

function parseBody<T>(payload: string): ApiEnvelope<T> {
  try {
    return JSON.parse(payload) as ApiEnvelope<T>;
  } catch {
    throw new Error(`reply is not JSON: ${payload.slice(0, 200)}`);
  }
}

/** An app over a private copy of the seeded database; logger off. Close it in afterAll (PGlite is ~300 MB). */
export async function createTestServer(overrides: Partial<AppConfig> = {}): Promise<TestServer> {
  const fresh = await freshDatabase();
  const dataDir = fresh.dataDir;
  const config = loadConfig({
    dataDir,
    // always the private copy, even when the shell has DATABASE_URL set
    databaseUrl: fresh.databaseUrl,
    distDir: join(dataDir, 'no-dist'),
    port: 0,
    aesKey: TEST_AES_KEY,
    ...overrides,
  });
  const handle = await openDatabase(config);
  const app = buildApp({ config, db: handle.db, logger: false });
  await app.ready();

  const send = async <T>(options: InjectOptions): Promise<ApiReply<T>> => {
    const reply = await app.inject(options);
    return { status: reply.statusCode, headers: reply.headers, body: parseBody<T>(reply.body) };
  };
  const headersOf = (o: RequestOptions = {}) => ({ ...(o.token ? { authorization: o.token } : {}), ...o.headers });
  const url = (path: string) => config.apiBase + path;

  const server: TestServer = {
    app,
    config,
    db: handle.db,
    api: (method, path, o = {}) =>
      send({
        method,
        url: url(path),
        query: o.query,
        headers: headersOf(o),
        ...(o.json === undefined ? {} : { payload: o.json as object }),
      }),
    get: (path, o) => send({ method: 'GET', url: url(path), query: o?.query, headers: headersOf(o) }),
    postJson: (path, body, o) =>
      send({ method: 'POST', url: url(path), payload: body as object, headers: headersOf(o) }),
    postForm: (path, form, o) =>
      send({
        method: 'POST',
        url: url(path),
        payload: new URLSearchParams(form).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headersOf(o) },
      }),
    loginReply: (account, plain, extra = {}) => {
      const form: Record<string, string> = {
        account,
        password: encryptLoginPassword(plain, config.aesKey),
        code: '',
        timestamp: '',
        origin: 'password',
        grant_type: 'password',
        jnpf_ticket: '',
      };
      for (const [key, value] of Object.entries(extra)) if (value !== undefined) form[key] = String(value);
      return server.postForm<LoginResult>('/api/oauth/Login', form);
    },
    login: async (account, plain, extra) => {
      const reply = await server.loginReply(account, plain, extra);
      if (reply.body.code !== 200) throw new Error(`login ${account} refused: ${reply.body.code} ${reply.body.msg}`);
      return reply.body.data.token;
    },
    close: async () => {
      await app.close();
      await handle.close();
      await fresh.dispose();
    },
  };
  return server;
}
