/**
 * The pickers' server reads against the full seed (a few hundred people):
 *   npx tsx bench/picker-server.ts            (BENCH_REQUESTS=100 requests per endpoint, after two warm-ups)
 * The app runs in this process on a fresh PGlite (migrated and seeded by the app's own code) with a Drizzle
 * logger counting statements; requests go through app.inject one at a time, so each time is the server's alone
 * (routing, validation, queries, the personal-data filter, serialisation). The caller is an ordinary user
 * (zhangwei), who gets the personal-data filter like anybody filling a form. Target: 200 ids to names in one
 * request within 50 ms.
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
import { loadSeedFixtures } from '../server/db/seedFixtures';
import { encryptLoginPassword } from '../server/lib/password';
import { fmt, table } from './form-render/stats';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const KEY = 'BenchKey-16bytes';
const USERS = '/api/permission/Users';

interface Case {
  name: string;
  path: string;
  body: unknown;
  /** a check of the reply, so a fast wrong answer is not reported as a figure */
  check: (data: { list: unknown[]; pagination?: { total: number } }) => boolean;
}

function cases(): Case[] {
  const people = loadSeedFixtures().users.filter((u) => u.generated && (u.enabledMark ?? 1) === 1);
  const ids = people.slice(0, 200).map((u) => u.id);
  return [
    { name: 'getUserList, 200 ids', path: `${USERS}/getUserList`, body: { ids }, check: (d) => d.list.length === 200 },
    { name: 'ImUser/Selector/0 (top)', path: `${USERS}/ImUser/Selector/0`, body: {}, check: (d) => d.list.length > 0 },
    {
      name: 'ImUser/Selector/{dept} (browse)',
      path: `${USERS}/ImUser/Selector/dept-jiangsu-member`,
      body: {},
      check: (d) => d.list.length > 5,
    },
    {
      name: 'ImUser/Selector keyword, page 1',
      path: `${USERS}/ImUser/Selector/0`,
      body: { keyword: 'ang', currentPage: 1, pageSize: 20 },
      check: (d) => d.list.length === 20 && (d.pagination?.total ?? 0) > 60,
    },
    {
      name: 'ImUser/Selector keyword, page 4',
      path: `${USERS}/ImUser/Selector/0`,
      body: { keyword: 'ang', currentPage: 4, pageSize: 20 },
      check: (d) => d.list.length === 20,
    },
  ];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jnpf-pickers-'));
  const statements: string[] = [];
  try {
    const seedStart = performance.now();
    await (await openDatabase({ dataDir, databaseUrl: '' })).close();
    console.log(`migrate + seed: ${fmt(performance.now() - seedStart, 0)} ms`);
    const client = new PGlite(pgliteDir(dataDir));
    const logger = { logQuery: (query: string) => void statements.push(query) };
    const db = drizzle({ client, schema, casing: 'snake_case', logger }) as unknown as Db;
    const config = loadConfig({ dataDir, databaseUrl: '', port: 0, aesKey: KEY, distDir: join(dataDir, 'none') });
    const app = buildApp({ config, db });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: `${config.apiBase}/api/oauth/Login`,
      payload: new URLSearchParams({
        account: 'zhangwei',
        password: encryptLoginPassword('User1234', KEY),
        grant_type: 'password',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;

    const rows: string[][] = [];
    for (const c of cases()) {
      const send = async () => {
        const started = performance.now();
        const reply = await app.inject({
          method: 'POST',
          url: config.apiBase + c.path,
          headers: { authorization: token },
          payload: c.body as object,
        });
        const ms = performance.now() - started;
        const body = JSON.parse(reply.body) as { code: number; data: Parameters<Case['check']>[0] };
        if (body.code !== 200 || !c.check(body.data)) throw new Error(`${c.name}: ${reply.body.slice(0, 300)}`);
        return ms;
      };
      await send();
      await send();
      statements.length = 0;
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) times.push(await send());
      times.sort((a, b) => a - b);
      const perRequest = statements.length / REQUESTS;
      rows.push([c.name, fmt(perRequest, 1), fmt(percentile(times, 0.5), 2), fmt(percentile(times, 0.95), 2)]);
    }
    console.log(`\n${table(['request', 'statements', 'p50 ms', 'p95 ms'], rows)}`);
    console.log(
      `\n${REQUESTS} sequential requests each; load average ${loadavg()
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
