import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TEST_AES_KEY } from './harness';

const root = resolve(import.meta.dirname, '../..');

/**
 * A second server process (`server/main.ts`) on the given PostgreSQL database, for the two-process tests; `url`
 * resolves once it prints "listening on", and rejects with its output if it exits first.
 */
export function startServerChild(
  databaseUrl: string,
  prefix: string,
): { child: ChildProcess; dataDir: string; url: Promise<string> } {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: join(dataDir, 'no-dist'),
      JNPF_AES_KEY: TEST_AES_KEY,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = new Promise<string>((done, fail) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (found) done(found);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => fail(new Error(`process B exited (${code}): ${output}`)));
  });
  return { child, dataDir, url };
}
