/**
 * MD5 benchmark of the upload queue's hash: a generated file on disk (1 GiB by default) hashed the way the app
 * hashes a picked file, slices of 10,240,000 bytes read with Blob.slice().arrayBuffer() into an incremental MD5,
 *   - in Node, and
 *   - in headless Chromium, the file picked in an <input type=file>, in a Web Worker (as src/upload/md5.worker.ts does), while the main thread's
 *     longest stall is measured (a 10 ms interval timer: the gap between two ticks minus 10 ms).
 *   npx tsx bench/md5.ts          (BENCH_MD5_MB=1024; SPARK_MD5_DIR=<dir with node_modules/spark-md5> to
 *                                   compare spark-md5's ArrayBuffer API, which the app does not ship)
 * Targets: ≥ 300 MB/s in the browser, main thread never blocked > 50 ms while hashing.
 * On the 2-core dev machine (load ~3.9), 1 GiB: hash-wasm 318 MB/s in the Chromium worker (Node 226), longest
 * main-thread stall 4 ms; spark-md5 106 MB/s (Node 162). The app ships hash-wasm.
 */
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openAsBlob, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createMD5 } from 'hash-wasm';
import { ensureChromium } from '../scripts/ensure-chromium';
import { openBrowser } from '../tests/e2e/browser';
import { HASH_SLICE } from '../src/upload/md5Core';
import { fmt, table } from './form-render/stats';

const MB = 1024 * 1024;
const SIZE = Number(process.env.BENCH_MD5_MB ?? 1024) * MB;
const PART = 8 * MB;
const require = createRequire(import.meta.url);

/** the file: one 8 MiB pattern repeated (generated the same way in Node and in the page) */
function pattern(): Uint8Array {
  const bytes = new Uint8Array(PART);
  for (let i = 0; i < PART; i++) bytes[i] = (i * 31 + (i >>> 13)) & 255;
  return bytes;
}

/** writes the file and answers its MD5 by node:crypto, the reference */
function writeFile(file: string, part: Uint8Array): string {
  const hash = createHash('md5');
  const fd = openSync(file, 'w');
  try {
    for (let done = 0; done < SIZE; done += PART) {
      const piece = part.subarray(0, Math.min(PART, SIZE - done));
      hash.update(piece);
      writeSync(fd, piece);
    }
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}

interface Lib {
  name: string;
  /** UMD source for the worker, global `hashwasm` or `SparkMD5` */
  source: string;
  /** incremental hashing over ArrayBuffers in Node */
  node: () => Promise<{ update(buf: ArrayBuffer): void; hex(): string }>;
}

function libraries(): Lib[] {
  const libs: Lib[] = [
    {
      name: 'hash-wasm',
      source: readFileSync(path.join(path.dirname(require.resolve('hash-wasm')), 'md5.umd.min.js'), 'utf8'),
      node: async () => {
        const md5 = await createMD5();
        md5.init();
        return { update: (buf) => md5.update(new Uint8Array(buf)), hex: () => md5.digest('hex') };
      },
    },
  ];
  const sparkDir = process.env.SPARK_MD5_DIR && path.join(process.env.SPARK_MD5_DIR, 'node_modules/spark-md5');
  if (sparkDir && existsSync(sparkDir)) {
    type Spark = { ArrayBuffer: new () => { append(b: ArrayBuffer): void; end(): string } };
    const SparkMD5 = require(sparkDir) as Spark;
    libs.push({
      name: 'spark-md5',
      source: readFileSync(path.join(sparkDir, 'spark-md5.min.js'), 'utf8'),
      node: async () => {
        const spark = new SparkMD5.ArrayBuffer();
        return { update: (buf) => spark.append(buf), hex: () => spark.end() };
      },
    });
  }
  return libs;
}

async function nodeRun(lib: Lib, blob: Blob): Promise<{ ms: number; hex: string }> {
  const started = performance.now();
  const md5 = await lib.node();
  for (let start = 0; start < blob.size; start += HASH_SLICE)
    md5.update(await blob.slice(start, Math.min(blob.size, start + HASH_SLICE)).arrayBuffer());
  return { ms: performance.now() - started, hex: md5.hex() };
}

/** the worker's loop (= src/upload/md5Core.ts), for either library */
const WORKER_LOOP = `
self.onmessage = async (event) => {
  const { blob, slice } = event.data;
  const started = performance.now();
  const wasm = typeof hashwasm !== 'undefined';
  const md5 = wasm ? await hashwasm.createMD5() : new SparkMD5.ArrayBuffer();
  if (wasm) md5.init();
  for (let start = 0; start < blob.size; start += slice) {
    const buf = await blob.slice(start, Math.min(blob.size, start + slice)).arrayBuffer();
    if (wasm) md5.update(new Uint8Array(buf)); else md5.append(buf);
  }
  self.postMessage({ hex: wasm ? md5.digest('hex') : md5.end(), ms: performance.now() - started });
};`;

async function browserRuns(
  libs: Lib[],
  file: string,
): Promise<Map<string, { ms: number; hex: string; stall: number }>> {
  ensureChromium();
  const session = await openBrowser();
  const results = new Map<string, { ms: number; hex: string; stall: number }>();
  try {
    await session.page.setContent('<!doctype html><title>md5</title>');
    await session.page.setContent('<!doctype html><title>md5</title><input type="file">');
    await session.page.setInputFiles('input', file);
    for (const lib of libs) {
      const run = await session.page.evaluate(
        ({ code, slice }) =>
          new Promise<{ ms: number; hex: string; stall: number }>((resolve) => {
            const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
            let last = performance.now();
            let stall = 0;
            const timer = setInterval(() => {
              const now = performance.now();
              stall = Math.max(stall, now - last - 10);
              last = now;
            }, 10);
            worker.onmessage = (event: MessageEvent<{ ms: number; hex: string }>) => {
              clearInterval(timer);
              worker.terminate();
              resolve({ ...event.data, stall });
            };
            worker.postMessage({ blob: document.querySelector('input')?.files?.[0], slice });
          }),
        { code: `${lib.source}\n${WORKER_LOOP}`, slice: HASH_SLICE },
      );
      results.set(lib.name, run);
    }
  } finally {
    await session.close();
  }
  return results;
}

async function measure(libs: Lib[], file: string, expected: string): Promise<string[][]> {
  const blob = await openAsBlob(file);
  const browser = await browserRuns(libs, file);
  const rate = (ms: number) => fmt(SIZE / MB / (ms / 1000), 0);
  const rows: string[][] = [];
  for (const lib of libs) {
    const node = await nodeRun(lib, blob);
    const page = browser.get(lib.name);
    const ok = node.hex === expected && page?.hex === expected;
    rows.push([lib.name, rate(node.ms), page ? rate(page.ms) : '—', page ? fmt(page.stall) : '—', ok ? 'ok' : 'WRONG']);
  }
  return rows;
}

async function main(): Promise<void> {
  const file = path.join(tmpdir(), `jnpf-md5-bench-${process.pid}.bin`);
  const expected = writeFile(file, pattern());
  const rows = await measure(libraries(), file, expected).finally(() => rmSync(file, { force: true }));
  const load = loadavg().map((l) => l.toFixed(2));
  console.log(
    `MD5 of ${SIZE / MB} MiB in slices of ${HASH_SLICE} bytes (cpus ${cpus().length}, load ${load.join(' ')})`,
  );
  console.log(table(['library', 'Node MB/s', 'Chromium worker MB/s', 'main-thread max stall ms', 'md5'], rows));
  if (rows.some((r) => r[4] !== 'ok')) process.exitCode = 1;
}

await main();
