import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import type { ApiEnvelope, LoginResult } from '../../contract';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { captchas } from '../../server/db/schema';
import { encryptLoginPassword } from '../../server/lib/password';
import { eq } from 'drizzle-orm';
import { freshDatabase, TEST_AES_KEY, type ApiReply, type RequestOptions, type TestServer } from './harness';

/**
 * Like createTestServer, but the app logs at info level into memory, so a test can read the SMS codes the
 * reference server "sends" by writing them to its log (there is no gateway), as a person reads their phone.
 */
export interface SmsTestServer extends TestServer {
  /** the latest code logged for this mobile, or undefined */
  smsCode(mobile: string): string | undefined;
  /** serves a captcha image under `timestamp` and returns its answer (read back from the store) */
  captcha(timestamp: string): Promise<string>;
}

interface LogLine {
  sms?: { mobile: string; code: string };
}

export async function createSmsTestServer(): Promise<SmsTestServer> {
  const fresh = await freshDatabase();
  const dataDir = fresh.dataDir;
  const config = loadConfig({
    dataDir,
    databaseUrl: fresh.databaseUrl,
    distDir: join(dataDir, 'no-dist'),
    port: 0,
    aesKey: TEST_AES_KEY,
  });
  const lines: LogLine[] = [];
  const handle = await openDatabase(config);
  const app = buildApp({
    config,
    db: handle.db,
    logger: {
      level: 'info',
      stream: {
        write(text: string) {
          try {
            const line = JSON.parse(text) as LogLine;
            if (line.sms) lines.push(line);
          } catch {
            // not JSON: ignore
          }
        },
      },
    },
  });
  await app.ready();

  const send = async <T>(options: InjectOptions): Promise<ApiReply<T>> => {
    const reply = await app.inject(options);
    return { status: reply.statusCode, headers: reply.headers, body: JSON.parse(reply.body) as ApiEnvelope<T> };
  };
  const headersOf = (o: RequestOptions = {}) => ({ ...(o.token ? { authorization: o.token } : {}), ...o.headers });
  const url = (path: string) => config.apiBase + path;

  const server: SmsTestServer = {
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
        grant_type: 'password',
      };
      for (const [key, value] of Object.entries(extra)) if (value !== undefined) form[key] = String(value);
      return server.postForm<LoginResult>('/api/oauth/Login', form);
    },
    login: async (account, plain, extra) => {
      const reply = await server.loginReply(account, plain, extra);
      if (reply.body.code !== 200) throw new Error(`login ${account} refused: ${reply.body.code} ${reply.body.msg}`);
      return reply.body.data.token;
    },
    smsCode: (mobile) => lines.filter((l) => l.sms?.mobile === mobile).at(-1)?.sms?.code,
    captcha: async (timestamp) => {
      const image = await app.inject({ method: 'GET', url: url(`/api/oauth/ImageCode/4/${timestamp}`) });
      if (image.statusCode !== 200) throw new Error('no captcha image');
      const [row] = await handle.db.select().from(captchas).where(eq(captchas.key, timestamp));
      return row.answer;
    },
    close: async () => {
      await app.close();
      await handle.close();
      await fresh.dispose();
    },
  };
  return server;
}
