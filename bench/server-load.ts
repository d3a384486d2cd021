/**
 * Throughput of the reference server under autocannon, on a fresh database each time:
 *   npx tsx bench/server-load.ts                       50 connections, 20 s per run, every scenario
 *   npx tsx bench/server-load.ts --duration 3 --connections 10 --scenarios pglite     a quick try
 * (or BENCH_DURATION, BENCH_CONNECTIONS, BENCH_SCENARIOS, BENCH_RECORDS in the environment;
 * BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the servers under load).
 *
 * Scenarios: `pglite` (fresh DATA_DIR), `postgres` (throw-away cluster, scripts/pgCluster.ts) and `postgres-2`
 * (two server processes on one database, both loaded at once with the connections split between them).
 * Each server is `server/main.ts` in a child process, so its RSS is read from /proc/<pid>/status before and
 * after every run. Runs: the user list three times (does RSS stay flat?), a dictionary list, a form-model
 * record list and a write (dictionary items with unique codes). Load averages are printed with every figure
 * because the machine may be shared.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findPostgresBin, startPgCluster, type PgCluster } from '../scripts/pgCluster';
import { fmt, table } from './form-render/stats';
import {
  dictionaryWrite,
  endpoints,
  loginAdmin,
  runLoad,
  seedFormRecords,
  type Endpoint,
  type LoadResult,
} from './server-load/load';
import { startServerProcess, type ServerProcess } from './server-load/serverProcess';

type Scenario = 'pglite' | 'postgres' | 'postgres-2';
const ALL_SCENARIOS: Scenario[] = ['pglite', 'postgres', 'postgres-2'];

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string' },
    connections: { type: 'string' },
    scenarios: { type: 'string' },
    records: { type: 'string' },
  },
});
const DURATION = Number(args.duration ?? process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = Number(args.connections ?? process.env.BENCH_CONNECTIONS ?? 50);
const RECORDS = Number(args.records ?? process.env.BENCH_RECORDS ?? 200);
const SCENARIOS = (args.scenarios ?? process.env.BENCH_SCENARIOS ?? ALL_SCENARIOS.join(','))
  .split(',')
  .map((s) => s.trim()) as Scenario[];
for (const s of SCENARIOS) if (!ALL_SCENARIOS.includes(s)) throw new Error(`unknown scenario ${s}`);
const USER_LIST_RUNS = 3;
// e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the servers under load
const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
const WARMUP_SECONDS = Math.min(5, DURATION);

/** What the issue asks of the user list at 50 connections on this kind of 2-core machine. */
const TARGETS: Record<Scenario, { reqPerSec: number; p99: number }> = {
  pglite: { reqPerSec: 400, p99: 250 },
  postgres: { reqPerSec: 1000, p99: 100 },
  'postgres-2': { reqPerSec: 1000, p99: 100 },
};

interface Row {
  scenario: Scenario;
  endpoint: string;
  run: string;
  port: string;
  connections: number;
  result: LoadResult;
  rssBefore: number;
  rssAfter: number;
}

const rows: Row[] = [];

/** One run against every server at once (the connections split between them); one row per server, plus a sum. */
async function measure(scenario: Scenario, servers: ServerProcess[], token: string, endpoint: Endpoint, run = '') {
  const perServer = Math.max(1, Math.round(CONNECTIONS / servers.length));
  const before = servers.map((s) => s.rssMiB());
  const results = await Promise.all(
    servers.map((s, i) =>
      runLoad({
        apiBase: s.apiBase,
        token,
        connections: perServer,
        durationSeconds: DURATION,
        endpoint: typeof endpoint.body === 'function' ? { ...endpoint, body: tagged(endpoint, i) } : endpoint,
      }),
    ),
  );
  const after = servers.map((s) => s.rssMiB());
  const row = (port: string, connections: number, result: LoadResult, rssBefore: number, rssAfter: number) => {
    rows.push({ scenario, endpoint: endpoint.name, run, port, connections, result, rssBefore, rssAfter });
    if (result.firstBadEnvelope) console.log(`  first refused reply: ${result.firstBadEnvelope}`);
  };
  servers.forEach((s, i) => row(new URL(s.apiBase).port, perServer, results[i]!, before[i]!, after[i]!));
  if (servers.length > 1) {
    const sum = (pick: (r: LoadResult) => number) => results.reduce((total, r) => total + pick(r), 0);
    const worst = (pick: (r: LoadResult) => number) => Math.max(...results.map(pick));
    const combined: LoadResult = {
      requests: sum((r) => r.requests),
      reqPerSec: sum((r) => r.reqPerSec),
      // percentiles do not add up: the slower server's figure
      p50: worst((r) => r.p50),
      p99: worst((r) => r.p99),
      errors: sum((r) => r.errors),
      non2xx: sum((r) => r.non2xx),
      badEnvelopes: sum((r) => r.badEnvelopes),
      load1Before: results[0]!.load1Before,
      load1After: worst((r) => r.load1After),
    };
    const total = (values: number[]) => values.reduce((a, b) => a + b, 0);
    row('sum', perServer * servers.length, combined, total(before), total(after));
  }
  const last = rows.at(-1)!;
  console.log(
    `  ${scenario} ${endpoint.name}${run ? ` #${run}` : ''}: ${fmt(last.result.reqPerSec, 0)} req/s, ` +
      `p99 ${last.result.p99} ms, load ${fmt(last.result.load1After, 2)}`,
  );
}

/** Writes from two servers at once need codes of their own. */
function tagged(endpoint: Endpoint, serverIndex: number): Endpoint['body'] {
  const make = endpoint.body as (n: number) => unknown;
  return (n: number) => make(n * 10 + serverIndex);
}

async function runScenario(scenario: Scenario): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jnpf-bench-'));
  let cluster: PgCluster | undefined;
  const servers: ServerProcess[] = [];
  try {
    let databaseUrl = '';
    if (scenario !== 'pglite') {
      // default durability settings: the write run should pay for its commits as in production
      cluster = await startPgCluster({ fast: false });
      await cluster.createDatabase('jnpf_bench');
      databaseUrl = cluster.url('jnpf_bench');
    }
    const count = scenario === 'postgres-2' ? 2 : 1;
    // one after the other: the first start migrates and seeds, the second finds everything in place
    for (let i = 0; i < count; i++) servers.push(await startServerProcess({ databaseUrl, dataDir, nodeArgs }));
    const token = await loginAdmin(servers[0]!.apiBase);
    await seedFormRecords(servers[0]!.apiBase, token, RECORDS);
    console.log(`${scenario}: ${count} server(s) up (pid ${servers.map((s) => s.pid).join(', ')}), warming up`);
    // every read endpoint once at full load first: the handlers get compiled and the heap grows to its working
    // size, so the RSS of the measured runs shows growth, not start-up
    for (const endpoint of [endpoints.users, endpoints.dictionary, endpoints.formList]) {
      const connections = Math.max(1, Math.round(CONNECTIONS / servers.length));
      await Promise.all(
        servers.map((s) =>
          runLoad({ apiBase: s.apiBase, token, endpoint, connections, durationSeconds: WARMUP_SECONDS }),
        ),
      );
    }
    for (let run = 1; run <= USER_LIST_RUNS; run++)
      await measure(scenario, servers, token, endpoints.users, String(run));
    await measure(scenario, servers, token, endpoints.dictionary);
    await measure(scenario, servers, token, endpoints.formList);
    await measure(scenario, servers, token, dictionaryWrite(String(Date.now() % 100_000)));
  } finally {
    for (const s of servers) await s.stop();
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(): void {
  const header = ['scenario', 'endpoint', 'run', 'port', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors'];
  header.push('non-2xx', 'bad code', 'RSS MiB before', 'after', 'load1 before', 'after');
  const body = rows.map((r) => [
    r.scenario,
    r.endpoint,
    r.run,
    r.port,
    String(r.connections),
    fmt(r.result.reqPerSec, 0),
    String(r.result.p50),
    String(r.result.p99),
    String(r.result.requests),
    String(r.result.errors),
    String(r.result.non2xx),
    String(r.result.badEnvelopes),
    fmt(r.rssBefore, 0),
    fmt(r.rssAfter, 0),
    fmt(r.result.load1Before, 2),
    fmt(r.result.load1After, 2),
  ]);
  console.log(`\n${table(header, body)}\n`);
  for (const scenario of SCENARIOS) {
    const userRuns = rows.filter(
      (r) =>
        r.scenario === scenario &&
        r.endpoint === endpoints.users.name &&
        (r.port === 'sum' || scenario !== 'postgres-2'),
    );
    if (userRuns.length === 0) continue;
    const target = TARGETS[scenario];
    const best = userRuns.reduce((a, b) => (b.result.reqPerSec > a.result.reqPerSec ? b : a));
    const rss = userRuns.map((r) => r.rssAfter);
    const spread = Math.max(...rss) / Math.min(...rss) - 1;
    // a falling RSS (the heap shrinking after a collection) is no leak, but it is not flat either: both shown
    const change = rss.at(-1)! / rss[0]! - 1;
    const verdict = (pass: boolean) => (pass ? 'met' : 'NOT met');
    console.log(
      `${scenario} user list: best ${fmt(best.result.reqPerSec, 0)} req/s p99 ${best.result.p99} ms ` +
        `(target ≥ ${target.reqPerSec} req/s, p99 ≤ ${target.p99} ms: ` +
        `${verdict(best.result.reqPerSec >= target.reqPerSec && best.result.p99 <= target.p99)}); ` +
        `RSS after the ${rss.length} runs ${rss.map((v) => fmt(v, 0)).join(' / ')} MiB, first to last ` +
        `${change >= 0 ? '+' : ''}${fmt(change * 100)}%, spread ${fmt(spread * 100)}% (≤ 10%: ${verdict(spread <= 0.1)})`,
    );
  }
}

async function main(): Promise<void> {
  console.log(
    `server load: ${CONNECTIONS} connections, ${DURATION} s per run, ${RECORDS} form records, ` +
      `${cpus().length} CPUs, load ${loadavg()
        .map((l) => fmt(l, 2))
        .join(' ')}`,
  );
  for (const scenario of SCENARIOS) {
    if (scenario !== 'pglite' && !findPostgresBin()) {
      console.log(`${scenario}: skipped, no PostgreSQL server binaries (PG_BIN)`);
      continue;
    }
    // one failed scenario still leaves the figures of the others
    await runScenario(scenario).catch((error: unknown) => {
      process.exitCode = 1;
      console.error(`${scenario} failed:`, error);
    });
  }
  report();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
