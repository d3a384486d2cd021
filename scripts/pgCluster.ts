import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { findPostgresBin } from './postgresBin.mjs';

/**
 * A throw-away PostgreSQL cluster for the server tests and the load benchmark: initdb into a temp folder,
 * start on a free port of 127.0.0.1 with trust authentication, delete everything on stop. The app connects
 * as the superuser `postgres`, so migrations that create roles or grant privileges can run.
 */

const run = promisify(execFile);

export { findPostgresBin };

export interface ClusterOptions {
  /** fsync and friends off: a crash loses the cluster, which a throw-away test cluster does not mind */
  fast?: boolean;
  maxConnections?: number;
}

export interface PgCluster {
  port: number;
  /** connection string of one database of the cluster, as the superuser */
  url(database: string): string;
  /** CREATE DATABASE, optionally as a copy of a template database (which must have no open connections) */
  createDatabase(name: string, template?: string): Promise<void>;
  /** DROP DATABASE, closing any connection still open on it */
  dropDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

export const SUPERUSER = 'postgres';

export function clusterUrl(port: number, database: string): string {
  return `postgresql://${SUPERUSER}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

/** Database names are interpolated into DDL, so only plain identifiers are accepted. */
function identifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  return `"${name}"`;
}

/** Runs statements on the maintenance database `postgres` (DDL on databases cannot run inside them). */
async function withAdminClient<T>(port: number, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: clusterUrl(port, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function adminQuery(port: number, statement: string): Promise<void> {
  await withAdminClient(port, (client) => client.query(statement));
}

export async function createDatabase(port: number, name: string, template?: string): Promise<void> {
  await adminQuery(port, `CREATE DATABASE ${identifier(name)}${template ? ` TEMPLATE ${identifier(template)}` : ''}`);
}

const DISCONNECT_WAIT_MS = 5_000;

async function waitForDisconnect(client: pg.Client, name: string): Promise<void> {
  const deadline = Date.now() + DISCONNECT_WAIT_MS;
  for (;;) {
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0]!.n === 0 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Resolves once no connection to the database is left (or after a few seconds). A pg pool's end() resolves
 * when it has asked its connections to close, not when they are closed; a template still connected cannot be
 * copied, and a forced drop terminates connections mid-goodbye, which node-postgres then reports as an uncaught
 * error in whatever test runs next.
 */
export async function untilDisconnected(port: number, name: string): Promise<void> {
  await withAdminClient(port, (client) => waitForDisconnect(client, name));
}

/** DROP DATABASE once its connections are gone; one still open after a few seconds (a leak) is terminated. */
export async function dropDatabase(port: number, name: string): Promise<void> {
  await withAdminClient(port, async (client) => {
    await waitForDisconnect(client, name);
    await client.query(`DROP DATABASE IF EXISTS ${identifier(name)} WITH (FORCE)`);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** PostgreSQL refuses to run as root: as root, the server programs run as the `postgres` OS user. */
function asServerUser(bin: string, program: string, args: string[]): [string, string[]] {
  const path = join(bin, program);
  return process.getuid?.() === 0 ? ['runuser', ['-u', SUPERUSER, '--', path, ...args]] : [path, args];
}

function ownByServerUser(path: string): void {
  if (process.getuid?.() !== 0) return;
  const uid = Number(execFileSync('id', ['-u', SUPERUSER], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', SUPERUSER], { encoding: 'utf8' }).trim());
  chownSync(path, uid, gid);
}

export async function startPgCluster(options: ClusterOptions = {}): Promise<PgCluster> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('no PostgreSQL server binaries (set PG_BIN to the folder holding initdb and pg_ctl)');
  const base = mkdtempSync(join(tmpdir(), 'jnpf-pg-'));
  ownByServerUser(base);
  const dataDir = join(base, 'data');
  const logFile = join(base, 'server.log');
  // the cwd must be readable by the server user, which the repository folder may not be
  const exec = (program: string, args: string[]) => run(...asServerUser(bin, program, args), { cwd: base });
  const logTail = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') : '');

  let port = 0;
  let stopped = false;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    try {
      execFileSync(...asServerUser(bin, 'pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-s']), {
        cwd: base,
        stdio: 'ignore',
      });
    } catch {
      // not running (start failed, or stopped already)
    }
    rmSync(base, { recursive: true, force: true });
  };
  // a crashed or interrupted run must not leave a server behind
  process.once('exit', stopSync);

  try {
    await exec('initdb', ['-D', dataDir, '-U', SUPERUSER, '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
    const settings = [
      '-k',
      base,
      '-c listen_addresses=127.0.0.1',
      `-c max_connections=${options.maxConnections ?? 100}`,
      ...(options.fast ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
    ];
    // another process may take the probed port before the server binds it: try a few
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      try {
        await exec('pg_ctl', [
          'start',
          '-D',
          dataDir,
          '-l',
          logFile,
          '-w',
          '-s',
          '-o',
          [`-p ${port}`, ...settings].join(' '),
        ]);
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  } catch (error) {
    const tail = logTail();
    stopSync();
    throw new Error(`PostgreSQL cluster did not start: ${(error as Error).message}${tail ? `\n${tail}` : ''}`);
  }

  return {
    port,
    url: (database) => clusterUrl(port, database),
    createDatabase: (name, template) => createDatabase(port, name, template),
    dropDatabase: (name) => dropDatabase(port, name),
    stop: async () => {
      process.removeListener('exit', stopSync);
      stopSync();
    },
  };
}
