/**
 * Where a request's time goes, database-wise: the SQL statements each benchmarked endpoint runs per request.
 *   npx tsx bench/server-queries.ts            (BENCH_REQUESTS=200 requests per endpoint, after one warm-up)
 * The app runs in this process on a fresh PGlite with a Drizzle logger counting every statement; requests go
 * through app.inject, one at a time, so the mean time per request is the server's alone; PGlite runs in this
 * process too, so CPU time per request (less disturbed by other work on a shared machine than wall time)
 * covers the database as well.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, pgliteDir, type Db } from '../server/db/client';
import * as schema from '../server/db/schema';
import { encryptLoginPassword } from '../server/lib/password';
import { fmt, table } from './form-render/stats';
import { dictionaryWrite, endpoints, type Endpoint } from './server-load/load';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const KEY = 'BenchKey-16bytes';

const statements: string[] = [];

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jnpf-queries-'));
  try {
    // migrate and seed through the app's own code, then reopen with a logger (openDatabase takes none)
    await (await openDatabase({ dataDir, databaseUrl: '' })).close();
    const client = new PGlite(pgliteDir(dataDir));
    // casing as in server/db/client.ts
    const db = drizzle({
      client,
      schema,
      casing: 'snake_case',
      logger: { logQuery: (query) => statements.push(query) },
    }) as unknown as Db;
    const config = loadConfig({ dataDir, databaseUrl: '', port: 0, aesKey: KEY, distDir: join(dataDir, 'none') });
    const app = buildApp({ config, db });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: `${config.apiBase}/api/oauth/Login`,
      payload: new URLSearchParams({
        account: 'admin',
        password: encryptLoginPassword('Admin123', KEY),
        grant_type: 'password',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;

    let n = 0;
    const send = async (e: Endpoint) => {
      const body = typeof e.body === 'function' ? e.body(n++) : e.body;
      const reply = await app.inject({
        method: e.method,
        url: config.apiBase + e.path,
        headers: { authorization: token },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      const code = (JSON.parse(reply.body) as { code: number }).code;
      if (code !== 200) throw new Error(`${e.name}: ${reply.body.slice(0, 200)}`);
    };

    const rows: string[][] = [];
    const samples: string[] = [];
    for (const e of [endpoints.users, endpoints.dictionary, endpoints.formList, dictionaryWrite('q')]) {
      await send(e);
      statements.length = 0;
      await send(e);
      samples.push(`--- ${e.name}: ${statements.length} statements\n${statements.map((s) => `  ${s}`).join('\n')}`);
      statements.length = 0;
      const started = performance.now();
      const cpu = process.cpuUsage();
      for (let i = 0; i < REQUESTS; i++) await send(e);
      const ms = (performance.now() - started) / REQUESTS;
      const used = process.cpuUsage(cpu);
      const cpuMs = (used.user + used.system) / 1000 / REQUESTS;
      rows.push([e.name, fmt(statements.length / REQUESTS), fmt(ms, 2), fmt(cpuMs, 2)]);
    }
    console.log(samples.join('\n\n'));
    const header = ['endpoint', 'statements/request', 'ms/request (sequential)', 'CPU ms/request'];
    console.log(
      `\n${table(header, rows)}\nload average ${loadavg()
        .map((l) => fmt(l, 2))
        .join(' ')}`,
    );
    await app.close();
    await client.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
