import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import path from 'node:path';
import type { ApiEnvelope, CurrentUserData, LoginResult, MenuItem } from '../../contract';
import { captchas } from '../../server/db/schema';
import { startServer, type RunningServer } from '../../server/start';
import { encryptLoginPassword } from '../../server/lib/password';
import { freshDataDir } from '../server/harness';

export interface TestApp {
  server: RunningServer;
  /** absolute URL of an app path, e.g. url('/login') */
  url(appPath: string): string;
  /** call the API as a client would (not through the browser) */
  api<T>(
    method: string,
    apiPath: string,
    opts?: { token?: string | null; form?: Record<string, string>; json?: unknown },
  ): Promise<ApiEnvelope<T>>;
  login(account: string, password: string): Promise<string>;
  currentUserMenus(token: string | null): Promise<MenuItem[]>;
  /** revoke a token on the server, as another device's sign-out or an administrator would */
  revoke(token: string): Promise<void>;
  /**
   * The latest SMS code "sent" to this mobile. The reference server has no gateway and writes the code to its
   * log (the database keeps only a hash), so this reads the log, as a person would read their phone.
   */
  smsCode(mobile: string): string | undefined;
  /** The answer of the captcha image served under this key (the `timestamp` of its URL), read from the database. */
  captchaAnswer(key: string): Promise<string | undefined>;
  /**
   * Stops the server abruptly (open connections are cut, as by a crash), runs `whileDown` and starts it again
   * on the same data folder and port, so an open page keeps working; `server` is the new one afterwards.
   */
  restart(whileDown?: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** The real server on a free port, over a fresh copy of the seeded database, serving the production build. */
export async function startTestApp(): Promise<TestApp> {
  // E2E_DIST_DIR lets parallel workers test their own build (`vite build --outDir …`) without clobbering dist/
  const distDir = path.resolve(process.env.E2E_DIST_DIR || 'dist');
  if (!existsSync(path.join(distDir, 'index.html')))
    throw new Error('dist/ is missing: run `npm run build` before the e2e tests');
  const smsLog: { mobile: string; code: string }[] = [];
  // no reminder sweep: a seeded weekly schedule would add a message to admin's unread count on Monday mornings
  // (the sweep has its own server tests)
  process.env.REMINDER_INTERVAL_SECONDS ??= '0';
  const dataDir = freshDataDir();
  const start = (port: number) =>
    startServer({
      dataDir,
      port,
      distDir,
      databaseUrl: '',
      // info level, into memory only: the SMS "gateway" lines are kept, everything else is dropped
      logger: {
        level: 'info',
        stream: {
          write(line: string) {
            if (!line.includes('"sms"')) return;
            try {
              const { sms } = JSON.parse(line) as { sms?: { mobile: string; code: string } };
              if (sms) smsLog.push(sms);
            } catch {
              // not a log line we know
            }
          },
        },
      },
    });
  let server = await start(0);
  const base = server.url + server.config.apiBase;

  const api: TestApp['api'] = async (method, apiPath, opts = {}) => {
    const headers: Record<string, string> = {};
    if (opts.token) headers.Authorization = opts.token;
    let body: string | undefined;
    if (opts.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opts.form).toString();
    } else if (opts.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.json);
    }
    const res = await fetch(base + apiPath, { method, headers, body });
    return (await res.json()) as ApiEnvelope<never>;
  };

  const login = async (account: string, password: string) => {
    const reply = await api<LoginResult>('POST', '/api/oauth/Login', {
      form: { account, password: encryptLoginPassword(password, server.config.aesKey), grant_type: 'password' },
    });
    if (reply.code !== 200) throw new Error(`login ${account} failed: ${reply.msg}`);
    return reply.data.token;
  };

  return {
    get server() {
      return server;
    },
    url: (appPath) => server.url + appPath,
    api,
    login,
    async currentUserMenus(token) {
      const reply = await api<CurrentUserData>('GET', '/api/oauth/CurrentUser', { token });
      if (reply.code !== 200) throw new Error(`CurrentUser failed: ${reply.msg}`);
      return reply.data.menuList;
    },
    async revoke(token) {
      await api('GET', '/api/oauth/Logout', { token });
    },
    smsCode: (mobile) => smsLog.filter((m) => m.mobile === mobile).at(-1)?.code,
    async captchaAnswer(key) {
      const [row] = await server.database.db.select().from(captchas).where(eq(captchas.key, key));
      return row?.answer;
    },
    async restart(whileDown) {
      const port = server.config.port;
      const closing = server.close();
      server.app.server.closeAllConnections();
      await closing;
      await whileDown?.();
      server = await start(port);
    },
    close: () => server.close(),
  };
}
