/**
 * Spreadsheet import on the server: 1,000 valid rows of the seeded model 专家库 (import enabled) through
 * Uploader → ImportPreview → ImportData, the way the wizard sends them. Target: preview + import ≤ 3 s.
 *   npx tsx bench/import-server.ts      (BENCH_RUNS=3 imports after one warm-up, BENCH_ROWS=1000)
 * The app runs in this process on a fresh PGlite (migrated and seeded by the app's own code); requests go
 * through app.inject, so each time is the server's alone (parsing the workbook, converting the cells, checking
 * the model's rules, the transactions of stored rows). Every run checks that all rows were stored.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import * as XLSX from 'xlsx';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { encryptLoginPassword } from '../server/lib/password';
import { loadAverage } from './form-render/benchBrowser';
import { fmt, median, table } from './form-render/stats';

const ROWS = Number(process.env.BENCH_ROWS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const KEY = 'BenchKey-16bytes';
const MODEL = 'vd-expert';
const OD = '/api/visualdev/OnlineDev';

type Envelope<T> = { code: number; msg: string; data: T };
type App = ReturnType<typeof buildApp>;

/** A valid value per template column of 专家库 (by its label); columns not listed stay empty. */
const VALUES: Record<string, (i: number) => unknown> = {
  // the model accepts 2–20 Chinese characters only: the row number in Chinese digits
  姓名: (i) => `专家${[...String(i + 1)].map((d) => '零一二三四五六七八九'[Number(d)]).join('')}`,
  性别: (i) => (i % 2 ? '女' : '男'),
  年龄: (i) => 30 + (i % 40),
  出生日期: (i) => `19${60 + (i % 25)}-0${1 + (i % 9)}-1${i % 10}`,
  职称: (i) => ['正高级', '副高级', '中级', '初级'][i % 4],
  研究方向: (i) => `研究方向 ${i % 50}`,
  擅长领域: (i) => (i % 3 ? '项目评审,成果鉴定' : '科普讲座'),
  可约时间: () => '09:30:00',
  个人简介: (i) => `第 ${i + 1} 位导入的专家，长期从事相关领域的研究与评审工作。`,
};

function multipart(file: Buffer, filename: string) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n`;
  const payload = Buffer.concat([
    Buffer.from(`${head}Content-Type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function call<T>(app: App, token: string, options: InjectOptions): Promise<T> {
  const reply = await app.inject({ ...options, headers: { authorization: token, ...options.headers } });
  const body = JSON.parse(reply.body) as Envelope<T>;
  if (body.code !== 200) throw new Error(`${String(options.url)}: ${body.code} ${body.msg}`);
  return body.data;
}

/** The model's own import template, filled with ROWS rows under its header rows. */
async function workbookOf(app: App, apiBase: string, token: string, run: number): Promise<Buffer> {
  const link = await call<{ url: string }>(app, token, {
    method: 'GET',
    url: `${apiBase}${OD}/${MODEL}/TemplateDownload`,
  });
  const file = await app.inject({ method: 'GET', url: apiBase + link.url });
  const book = XLSX.read(file.rawPayload, { type: 'buffer' });
  const template = book.Sheets[book.SheetNames[0]!]!;
  const header = XLSX.utils.sheet_to_json<unknown[]>(template, { header: 1, defval: null });
  const labels = header.at(-1)!.map((l) => String(l ?? ''));
  const rows = Array.from({ length: ROWS }, (_, i) =>
    labels.map((label) => (VALUES[label] ? VALUES[label](i + run * ROWS) : null)),
  );
  const out = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(out, XLSX.utils.aoa_to_sheet([...header, ...rows]), 'Sheet1');
  return XLSX.write(out, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

interface RunResult {
  upload: number;
  preview: number;
  import: number;
}

async function importOnce(app: App, apiBase: string, token: string, run: number): Promise<RunResult> {
  const file = await workbookOf(app, apiBase, token, run);
  const { payload, contentType } = multipart(file, `experts-${run}.xlsx`);
  let started = performance.now();
  const kept = await call<{ name: string }>(app, token, {
    method: 'POST',
    url: `${apiBase}${OD}/Uploader`,
    payload,
    headers: { 'content-type': contentType },
  });
  const upload = performance.now() - started;
  started = performance.now();
  const preview = await call<{ dataRow: Record<string, unknown>[] }>(app, token, {
    method: 'GET',
    url: `${apiBase}${OD}/${MODEL}/ImportPreview`,
    query: { fileName: kept.name },
  });
  const previewMs = performance.now() - started;
  if (preview.dataRow.length !== ROWS) throw new Error(`preview: ${preview.dataRow.length} rows, not ${ROWS}`);
  started = performance.now();
  const result = await call<{ snum: number; fnum: number; failResult: { errorsInfo?: string }[] }>(app, token, {
    method: 'POST',
    url: `${apiBase}${OD}/${MODEL}/ImportData`,
    payload: { list: preview.dataRow },
  });
  const importMs = performance.now() - started;
  if (result.snum !== ROWS || result.fnum !== 0)
    throw new Error(`import: ${result.snum} stored, ${result.fnum} failed (${result.failResult[0]?.errorsInfo})`);
  return { upload, preview: previewMs, import: importMs };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jnpf-import-bench-'));
  try {
    const config = loadConfig({ dataDir, databaseUrl: '', port: 0, aesKey: KEY, distDir: join(dataDir, 'none') });
    const handle = await openDatabase(config);
    const app = buildApp({ config, db: handle.db, logger: false });
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
    const token = (JSON.parse(login.body) as Envelope<{ token: string }>).data.token;
    console.log(`load average at start ${loadAverage()}`);
    await importOnce(app, config.apiBase, token, 0); // warm-up, not counted
    const runs: RunResult[] = [];
    for (let run = 1; run <= RUNS; run++) runs.push(await importOnce(app, config.apiBase, token, run));
    const row = (name: string, target: string, pick: (r: RunResult) => number) => [
      name,
      target,
      fmt(median(runs.map(pick)), 0),
      runs.map((r) => fmt(pick(r), 0)).join(' '),
    ];
    console.log(`\n== import of ${ROWS} valid rows into 专家库 (${MODEL}), ${RUNS} runs after a warm-up`);
    console.log(
      table(
        ['step', 'target', 'median ms', 'runs'],
        [
          row('Uploader (keep the file)', '', (r) => r.upload),
          row('ImportPreview', '', (r) => r.preview),
          row('ImportData', '', (r) => r.import),
          row('preview + import', '≤ 3000', (r) => r.preview + r.import),
        ],
      ),
    );
    console.log(`(load average at the end ${loadAverage()})`);
    await app.close();
    await handle.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
