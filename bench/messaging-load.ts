/**
 * Chat over the message websocket under load, checked for exactly-once delivery (docs/messaging.md):
 *   npx tsx bench/messaging-load.ts                                  200 clients × 100 messages, both scenarios
 *   npx tsx bench/messaging-load.ts --clients 20 --messages 10 --scenarios pglite      a quick try
 * Flags: --clients, --messages, --rate (messages per second of each client, default 2), --drop (share of
 * clients disconnected once, default 0.1), --scenarios (postgres-2,pglite).
 *   --rates 0.25,0.5,1 --p99 200   runs each scenario at each rate, lowest first, and stops a scenario at the
 *                                   first rate whose p99 exceeds the target (ms) or that lost or duplicated a
 *                                   message: the last rate that held is the highest sustainable one.
 *
 * `postgres-2`: two server processes on one throw-away PostgreSQL cluster (scripts/pgCluster.ts), the clients
 * split between them, so half of all messages cross processes over LISTEN/NOTIFY. `pglite`: one process.
 * Each client sends its messages to random other bench users at a steady rate; a tenth of the clients lose
 * their connection once and reconnect, to a random process, with `OnConnection.lastSeq`. At the end the
 * messages stored in the database are compared with what each client received: lost and duplicated must be 0.
 * Latency is from the send time written into the message text to its arrival at the receiver (live
 * deliveries; replays after a reconnect are counted apart). Server RSS comes from /proc/<pid>/status.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findPostgresBin, startPgCluster, type PgCluster } from '../scripts/pgCluster';
import { fmt, table } from './form-render/stats';
import { createBenchUsers, storedChats, type DatabaseTarget } from './messaging/database';
import { drive } from './messaging/drive';
import { judge, type Verdict } from './messaging/verdict';
import { startServerProcess, type ServerProcess } from './server-load/serverProcess';

type Scenario = 'postgres-2' | 'pglite';
const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '200' },
    messages: { type: 'string', default: '100' },
    rate: { type: 'string', default: '2' },
    drop: { type: 'string', default: '0.1' },
    scenarios: { type: 'string', default: 'postgres-2,pglite' },
    rates: { type: 'string' },
    p99: { type: 'string', default: '200' },
  },
});
const CLIENTS = Number(args.clients);
const MESSAGES = Number(args.messages);
const RATES = (args.rates ?? args.rate)
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const P99_TARGET_MS = Number(args.p99);
const DROP = Number(args.drop);
const SCENARIOS = args.scenarios.split(',').map((s) => s.trim()) as Scenario[];
for (const s of SCENARIOS) if (s !== 'postgres-2' && s !== 'pglite') throw new Error(`unknown scenario ${s}`);
const DRAIN_MS = 30_000;

interface Row {
  scenario: Scenario;
  /** messages per second of each client */
  rate: number;
  servers: number;
  verdict: Verdict;
  drops: number;
  drained: boolean;
  perSecond: number;
  /** CPU ms of the server processes (not PostgreSQL's) per stored message */
  cpuPerMessage: number;
  seconds: number;
  rss: string;
  load: string;
}
const rows: Row[] = [];
const load1 = () => fmt(loadavg()[0]!, 2);

/** CPU time (user + system) a process has used so far, in ms (/proc/<pid>/stat, clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** VmRSS of each server, sampled every second: first, peak and last (MiB). */
function sampleRss(servers: ServerProcess[]) {
  const samples = servers.map(() => [] as number[]);
  const take = () => servers.forEach((s, i) => samples[i]!.push(s.rssMiB()));
  take();
  const timer = setInterval(take, 1000);
  return () => {
    clearInterval(timer);
    take();
    return samples
      .map((v, i) => `#${i + 1} ${fmt(v[0]!, 0)}/${fmt(Math.max(...v), 0)}/${fmt(v.at(-1)!, 0)}`)
      .join(', ');
  };
}

async function runScenario(scenario: Scenario, rate: number): Promise<Row | undefined> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jnpf-msgbench-'));
  let cluster: PgCluster | undefined;
  const servers: ServerProcess[] = [];
  try {
    const target: DatabaseTarget = { databaseUrl: '', dataDir };
    if (scenario === 'postgres-2') {
      // default durability: every chat message pays for its commit as in production
      cluster = await startPgCluster({ fast: false });
      await cluster.createDatabase('jnpf_msgbench');
      target.databaseUrl = cluster.url('jnpf_msgbench');
    }
    const users = await createBenchUsers(target, CLIENTS);
    const count = scenario === 'postgres-2' ? 2 : 1;
    for (let i = 0; i < count; i++) servers.push(await startServerProcess({ ...target }));
    console.log(`${scenario}: ${count} server(s) up (pid ${servers.map((s) => s.pid).join(', ')}), load ${load1()}`);
    const loadBefore = load1();
    const stopRss = sampleRss(servers);
    const cpuBefore = servers.map((s) => cpuMs(s.pid));
    const result = await drive({
      servers: servers.map((s) => s.apiBase.replace(/^http/, 'ws')),
      users,
      messages: MESSAGES,
      rate,
      dropShare: DROP,
      drainMs: DRAIN_MS,
    });
    const rss = stopRss();
    const cpu = servers.reduce((sum, s, i) => sum + cpuMs(s.pid) - cpuBefore[i]!, 0);
    const loadAfter = load1();
    for (const s of servers.splice(0)) await s.stop();
    const verdict = judge(
      result.clients,
      await storedChats(
        target,
        users.map((u) => u.id),
      ),
    );
    const seconds = result.totalMs / 1000;
    rows.push({
      scenario,
      rate,
      servers: count,
      verdict,
      drops: result.drops,
      drained: result.drained,
      perSecond: verdict.stored / seconds,
      cpuPerMessage: cpu / Math.max(1, verdict.stored),
      seconds,
      rss,
      load: `${loadBefore} → ${loadAfter}`,
    });
    if (!result.drained)
      console.log(`${scenario}: deliveries still missing after ${DRAIN_MS / 1000} s without any event`);
    return rows.at(-1);
  } finally {
    for (const s of servers) await s.stop();
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(): void {
  const header = [
    'scenario',
    'procs',
    'offered msg/s',
    'sent',
    'stored',
    'lost',
    'dup',
    'lost echo',
    'dup echo',
    'phantom',
  ];
  header.push('order', 'drops', 'replays', 'errors', 'msg/s', 's', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms');
  header.push('server CPU ms/msg', 'RSS MiB first/peak/last', 'load1');
  const body = rows.map(({ verdict: v, ...r }) => [
    r.scenario,
    String(r.servers),
    fmt(r.rate * CLIENTS, 0),
    String(v.sent),
    String(v.stored),
    String(v.lost),
    String(v.duplicated),
    String(v.lostEchoes),
    String(v.duplicatedEchoes),
    String(v.phantom),
    String(v.outOfOrder),
    String(r.drops),
    String(v.replays),
    String(v.errors),
    fmt(r.perSecond, 0),
    fmt(r.seconds, 1),
    fmt(v.p50, 0),
    fmt(v.p95, 0),
    fmt(v.p99, 0),
    fmt(v.max, 0),
    fmt(r.cpuPerMessage, 1),
    r.rss,
    r.load,
  ]);
  console.log(`\n${table(header, body)}\n`);
  for (const r of rows) {
    const v = r.verdict;
    const exact = v.lost + v.duplicated + v.lostEchoes + v.duplicatedEchoes + v.phantom + v.outOfOrder === 0;
    console.log(
      `${r.scenario} at ${fmt(r.rate * CLIENTS, 0)} msg/s offered: p99 ${fmt(v.p99, 0)} ms ` +
        `(target ${P99_TARGET_MS} ms ${v.p99 <= P99_TARGET_MS ? 'met' : 'missed'}); ` +
        `exactly once ${exact ? 'held' : 'NOT held'} (lost ${v.lost}, duplicated ${v.duplicated}); ` +
        `${v.sent - v.stored} sent but not stored (in flight when their socket dropped)` +
        (v.firstError ? `; first error event: ${v.firstError}` : ''),
    );
    if (!exact) process.exitCode = 1;
  }
}

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

/** Whether a run met the latency target with nothing lost or duplicated (the next rate is worth trying). */
function held(row: Row | undefined): boolean {
  const v = row?.verdict;
  return !!v && v.p99 <= P99_TARGET_MS && v.lost + v.duplicated === 0;
}

async function main(): Promise<void> {
  const offered = RATES.map((r) => fmt(CLIENTS * r, 0)).join(', ');
  console.log(
    `messaging load: ${CLIENTS} clients × ${MESSAGES} messages at ${RATES.join(', ')}/s each (${offered} msg/s ` +
      `offered), ${DROP * 100}% dropped once; ` +
      `${cpus().length} CPUs, load average before ${loadavg()
        .map((l) => fmt(l, 2))
        .join(' ')}\nuptime before: ${uptime()}`,
  );
  for (const scenario of SCENARIOS) {
    if (scenario !== 'pglite' && !findPostgresBin()) {
      console.log(`${scenario}: skipped, no PostgreSQL server binaries (PG_BIN)`);
      continue;
    }
    for (const rate of RATES) {
      const row = await runScenario(scenario, rate).catch((error: unknown) => {
        process.exitCode = 1;
        console.error(`${scenario} failed:`, error);
        return undefined;
      });
      console.log(
        `${scenario} at ${fmt(rate * CLIENTS, 0)} msg/s: p99 ${fmt(row?.verdict.p99 ?? NaN, 0)} ms, ${uptime()}`,
      );
      if (RATES.length > 1 && !held(row)) break; // a higher rate would only queue more
    }
  }
  report();
  console.log(
    `${cpus().length} CPUs, load average after ${loadavg()
      .map((l) => fmt(l, 2))
      .join(' ')}\nuptime after: ${uptime()}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
