import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../server/config';

/**
 * The reference server as a child process (`node --import tsx server/main.ts`), so its memory can be read
 * from /proc/<pid>/status and the load generator in this process does not share its event loop.
 */

export const BENCH_AES_KEY = 'BenchKey-16bytes';
const API_BASE = '/cloud-api2';

export interface ServerProcess {
  pid: number;
  /** e.g. http://127.0.0.1:41234/cloud-api2 */
  apiBase: string;
  /** resident memory of the server process, in MiB */
  rssMiB(): number;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
// a failed or interrupted benchmark must not leave servers behind
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));

export function rssMiBOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  const kB = Number(line?.match(/(\d+)\s*kB/)?.[1] ?? NaN);
  return kB / 1024;
}

export interface ServerEnv {
  /** empty: PGlite under dataDir */
  databaseUrl: string;
  dataDir: string;
  /** extra node options of the server, e.g. ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] to see where it spends */
  nodeArgs?: string[];
}

/** Starts main.ts on a free port and resolves once it prints the address it listens on. */
export function startServerProcess({ databaseUrl, dataDir, nodeArgs = [] }: ServerEnv): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(projectRoot, 'server/main.ts')], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      DIST_DIR: join(dataDir, 'no-dist'),
      JNPF_AES_KEY: BENCH_AES_KEY,
      API_BASE: API_BASE,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const fail = (why: string) => reject(new Error(`server did not start (${why}):\n${output.slice(-3000)}`));
    const timer = setTimeout(() => fail('timeout'), 120_000);
    child.once('exit', (code) => {
      running.delete(child);
      clearTimeout(timer);
      fail(`exit ${code}`);
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // warnings go on being logged while the load runs; keep only the tail for a failure report
      if (output.length > 100_000) output = output.slice(-10_000);
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening on (http:\/\/\S+)/);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.removeAllListeners('data');
      child.stdout!.resume();
      const apiBase = match[1] + API_BASE;
      resolve({
        pid: child.pid!,
        apiBase,
        rssMiB: () => rssMiBOf(child.pid!),
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
          running.delete(child);
        },
      });
    });
  });
}
