/**
 * A large chunked upload through the real server routes, over loopback:
 *   npx tsx bench/upload-server.ts              500 MB in 5 MiB chunks, 3 at a time (the uploader's default)
 *   npx tsx bench/upload-server.ts --mb 50      a quick try (--db pglite|postgres; --parallel n; --s3 for the
 *                                               S3 storage, against the s3rver emulator in this process)
 * The file is generated (AES-CTR keystream: incompressible, reproducible) chunk by chunk and never held whole,
 * first to compute its MD5 (the identifier, as the browser does), then again to send each chunk. The server is
 * `server/main.ts` in a child process (as bench/server-load.ts starts it) on a throw-away PostgreSQL cluster when
 * one is installed, else on PGlite; its RSS is sampled every 50 ms and must stay under 300 MiB (on PGlite, whose
 * database lives in the server process, the growth over idle): chunks, merge and download are streamed.
 * The stored file is then downloaded through its signed link and hashed again. Load averages are printed with
 * the figures because the machine may be shared.
 */
import { createCipheriv, createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import S3rver from 's3rver';
import { CHUNK_SIZE, type ChunkTestReply, type ApiEnvelope, type DownloadReply, type StoredFile } from '../contract';
import { findPostgresBin, startPgCluster, type PgCluster } from '../scripts/pgCluster';
import { loginAdmin } from './server-load/load';
import { startServerProcess, type ServerProcess } from './server-load/serverProcess';

const { values: args } = parseArgs({
  options: { mb: { type: 'string' }, parallel: { type: 'string' }, db: { type: 'string' }, s3: { type: 'boolean' } },
});
/** auto: PostgreSQL when installed, else PGlite */
const DB = args.db ?? process.env.BENCH_UPLOAD_DB ?? 'auto';
const TOTAL = Number(args.mb ?? process.env.BENCH_UPLOAD_MB ?? 500) * 1024 * 1024;
const PARALLEL = Number(args.parallel ?? 3);
const RSS_LIMIT_MIB = 300;
const KEY = Buffer.alloc(16, 7);

/** Bytes [start, end) of the generated file: AES-128-CTR over zeros, the counter block at start / 16. */
function bytesAt(start: number, end: number): Buffer {
  const iv = Buffer.alloc(16);
  iv.writeBigUInt64BE(BigInt(start / 16), 8);
  return createCipheriv('aes-128-ctr', KEY, iv).update(Buffer.alloc(end - start));
}

/** A generated file of `total` bytes, cut as the uploader cuts it. */
class GeneratedFile {
  readonly chunkCount: number;
  identifier = '';
  constructor(readonly total: number) {
    this.chunkCount = Math.max(1, Math.floor(total / CHUNK_SIZE));
  }
  rangeOf(n: number): [number, number] {
    return [(n - 1) * CHUNK_SIZE, n === this.chunkCount ? this.total : n * CHUNK_SIZE];
  }
  chunk(n: number): Buffer {
    return bytesAt(...this.rangeOf(n));
  }
  /** the MD5 computed chunk by chunk, as the browser does before the first chunk */
  hash(): string {
    const hash = createHash('md5');
    for (let n = 1; n <= this.chunkCount; n++) hash.update(this.chunk(n));
    return (this.identifier = hash.digest('hex'));
  }
}

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const reply = await fetch(url, init);
  const body = (await reply.json()) as ApiEnvelope<T>;
  if (body.code !== 200) throw new Error(`${init.method ?? 'GET'} ${url}: ${body.code} ${body.msg}`);
  return body.data;
}

function chunkFields(file: GeneratedFile, n: number): Record<string, string> {
  const [start, end] = file.rangeOf(n);
  return {
    chunkNumber: String(n),
    chunkSize: String(CHUNK_SIZE),
    currentChunkSize: String(end - start),
    totalSize: String(file.total),
    identifier: file.identifier,
    filename: 'bench.bin',
    relativePath: 'bench.bin',
    totalChunks: String(file.chunkCount),
    fileType: 'application/octet-stream',
    extension: 'bin',
  };
}

async function upload(server: ServerProcess, token: string, file: GeneratedFile): Promise<StoredFile> {
  const headers = { authorization: token };
  const test = await call<ChunkTestReply>(
    `${server.apiBase}/api/file/chunk?${new URLSearchParams(chunkFields(file, 1))}`,
    { headers },
  );
  const todo = Array.from({ length: file.chunkCount }, (_, i) => i + 1).filter((n) => !test.chunkNumbers.includes(n));
  const worker = async () => {
    for (let n = todo.shift(); n !== undefined; n = todo.shift()) {
      const form = new FormData();
      for (const [k, v] of Object.entries(chunkFields(file, n))) form.append(k, v);
      form.append('file', new Blob([new Uint8Array(file.chunk(n))]), 'blob');
      await call(`${server.apiBase}/api/file/chunk`, { method: 'POST', body: form, headers });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  const merge = new URLSearchParams({
    identifier: file.identifier,
    fileName: 'bench.bin',
    fileSize: String(file.total),
    fileType: 'application/octet-stream',
    extension: 'bin',
    type: 'annex',
    pathType: 'defaultPath',
    isAccount: '0',
    folder: '',
  });
  return call<StoredFile>(`${server.apiBase}/api/file/merge`, { method: 'POST', body: merge, headers });
}

async function downloadMd5(server: ServerProcess, token: string, file: StoredFile): Promise<string> {
  const link = await call<DownloadReply>(`${server.apiBase}/api/file/Download/annex/${file.fileId}`, {
    headers: { authorization: token },
  });
  const reply = await fetch(server.apiBase + link.url);
  const hash = createHash('md5');
  for await (const part of reply.body! as unknown as AsyncIterable<Uint8Array>) hash.update(part);
  return hash.digest('hex');
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, (performance.now() - started) / 1000];
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** PostgreSQL when a server binary is installed (the server's RSS is then its own), else the embedded PGlite. */
async function database(): Promise<{ url: string; cluster?: PgCluster }> {
  if (DB === 'pglite' || (DB === 'auto' && !findPostgresBin())) return { url: '' };
  const cluster = await startPgCluster({ fast: true });
  await cluster.createDatabase('jnpf_bench_upload');
  return { url: cluster.url('jnpf_bench_upload'), cluster };
}

/** --s3: the files go to an S3 emulator (s3rver) in this process instead of the server's DATA_DIR. */
async function objectStore(): Promise<S3rver | null> {
  if (!args.s3) return null;
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(dataDir, 's3'),
    configureBuckets: [{ name: 'bench', configs: [] }],
  });
  const { port } = await s3.run();
  Object.assign(process.env, {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'bench',
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
  });
  return s3;
}

const dataDir = mkdtempSync(join(tmpdir(), 'jnpf-bench-upload-'));
const s3 = await objectStore();
const db = await database();
// the first start migrates and seeds (a heap that is not the upload's); the measured server starts as in service
await (await startServerProcess({ databaseUrl: db.url, dataDir })).stop();
const server = await startServerProcess({ databaseUrl: db.url, dataDir });
const started = server.rssMiB();
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, server.rssMiB())), 50);
try {
  const token = await loginAdmin(server.apiBase);
  // one small upload first: the handlers get compiled and the database warm before the idle figure
  const warm = new GeneratedFile(CHUNK_SIZE * 2 + 1000);
  warm.hash();
  await upload(server, token, warm);
  const file = new GeneratedFile(TOTAL);
  const [, hashSeconds] = await timed(async () => file.hash());
  const idle = server.rssMiB();
  peak = idle;
  const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  console.log(`database: ${db.url ? 'PostgreSQL' : 'PGlite (embedded, inside the server process)'}`);
  console.log(`storage: ${s3 ? 'S3 (s3rver in the bench process)' : 'local folder'}`);
  console.log(
    `file ${mib(TOTAL)} MiB in ${file.chunkCount} chunks, MD5 ${file.identifier} (${hashSeconds.toFixed(1)} s)`,
  );
  console.log(`load before: ${load()}`);
  const [stored, uploadSeconds] = await timed(() => upload(server, token, file));
  const uploadPeak = peak;
  const [downloaded, downloadSeconds] = await timed(() => downloadMd5(server, token, stored));
  const rate = (seconds: number) => (TOTAL / 1024 / 1024 / seconds).toFixed(1);
  console.log(
    `upload + merge: ${uploadSeconds.toFixed(1)} s (${rate(uploadSeconds)} MiB/s, ${PARALLEL} chunks at a time)`,
  );
  console.log(
    `download: ${downloadSeconds.toFixed(1)} s (${rate(downloadSeconds)} MiB/s), MD5 ${downloaded === file.identifier ? 'matches' : 'DIFFERS'}`,
  );
  const growth = peak - idle;
  console.log(
    `server RSS: ${started.toFixed(0)} MiB once started, idle ${idle.toFixed(0)} MiB after a warm-up upload, peak ${uploadPeak.toFixed(0)} MiB during the upload, ${peak.toFixed(0)} MiB overall, growth ${growth.toFixed(0)} MiB`,
  );
  console.log(`load after: ${load()}`);
  // with PostgreSQL the whole process must stay under the limit; PGlite's own heap (~600 MiB) is not the upload's
  const measured = db.url ? peak : growth;
  console.log(`${db.url ? 'peak' : 'growth'} ${measured.toFixed(0)} MiB against the ${RSS_LIMIT_MIB} MiB limit`);
  if (downloaded !== file.identifier || measured >= RSS_LIMIT_MIB) process.exitCode = 1;
} finally {
  clearInterval(sampler);
  await server.stop();
  await db.cluster?.stop();
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
}
