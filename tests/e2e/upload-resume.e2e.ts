import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page, Request, Route } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { visualdevModels } from '../../server/db/schema';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';

const MB = 1024 * 1024;

/** `size` pseudo-random bytes from a fixed seed (xorshift32): the same file every run, nothing a sniffer knows. */
function seededBytes(size: number, seed: number): Buffer {
  const bytes = Buffer.alloc(size);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < size; i += 4) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    if (i + 4 <= size) bytes.writeUInt32LE(x, i);
    else for (let j = 0; i + j < size; j++) bytes[i + j] = (x >>> (8 * j)) & 0xff;
  }
  return bytes;
}

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/** A large-file field the test adds to 专家库's form: any type, up to 100 MB (the seeded one takes 10 MB of pdf). */
const bigFilesField = {
  __config__: {
    jnpfKey: 'uploadFile',
    label: '数据文件',
    showLabel: true,
    tag: 'JnpfUploadFile',
    required: false,
    layout: 'colFormItem',
    span: 24,
    regList: [],
    defaultValue: [],
    formId: 991,
    renderKey: 1600000000991,
  },
  __vModel__: 'dataFiles',
  disabled: false,
  limit: 0,
  accept: '',
  fileSize: 100,
  sizeUnit: 'MB',
  pathType: 'defaultPath',
  isAccount: 0,
  folder: '',
  buttonText: '点击上传',
};

/** The `chunkNumber` field of a chunk POST's multipart body. */
const chunkNumberOf = (request: Request) =>
  Number(/name="chunkNumber"\r\n\r\n(\d+)/.exec(request.postDataBuffer()?.toString('latin1') ?? '')?.[1]);

/**
 * Resumable uploads of a 30 MB file (six 5 MiB chunks, three at a time) on the real app and server: paused and
 * the page reloaded, the same file picked again sends only the chunks the server lacks; the server killed
 * mid-upload, the file fails (上传失败) once its retries are spent, and 重试 after the restart sends only the
 * missing chunks. Both files download back byte-identical. Chunk POSTs are held by the test so that exactly
 * the first three reach the server before the interruption.
 */
describe('resumable upload of a 30 MB file', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  let dir: string;
  const held: Route[] = [];
  /** chunk POSTs wait in `held` while true */
  let holdChunks = true;
  /** chunk numbers of the POSTs the page sent (retries included), and of those the server stored */
  let posted: number[] = [];
  let stored: number[] = [];
  /** the chunk numbers of each test-chunk answer */
  let tests: number[][] = [];

  const panel = () => page.getByRole('region', { name: '上传列表' });
  const row = (name: string) => panel().getByRole('listitem', { name });
  const field = () => page.locator('[data-model-layer="general"] [data-field="dataFiles"]');
  const storedRow = (name: string): Locator => field().locator('[data-testid="upload-file"]').filter({ hasText: name });

  beforeAll(async () => {
    app = await startTestApp();
    const db = app.server.database.db;
    const [model] = await db.select().from(visualdevModels).where(eq(visualdevModels.id, 'vd-expert'));
    const formData = JSON.parse(model.formData) as { fields: { __vModel__?: string }[] };
    const at = formData.fields.findIndex((f) => f.__vModel__ === 'attachments');
    formData.fields.splice(at + 1, 0, bigFilesField);
    await db
      .update(visualdevModels)
      .set({ formData: JSON.stringify(formData) })
      .where(eq(visualdevModels.id, 'vd-expert'));
    dir = mkdtempSync(path.join(tmpdir(), 'jnpf-e2e-resume-'));
    browser = await openBrowser();
    page = browser.page;
    page.setDefaultTimeout(20_000);
    await page.route(/\/api\/file\/chunk(\?|$)/, (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posted.push(chunkNumberOf(route.request()));
      return holdChunks ? void held.push(route) : route.continue();
    });
    page.on('response', (response) => {
      if (!/\/api\/file\/chunk(\?|$)/.test(response.url())) return;
      const method = response.request().method();
      void response
        .json()
        .then((reply: { code: number; data?: { chunkNumbers?: number[] } }) => {
          if (reply.code !== 200) return;
          if (method === 'GET') tests.push(reply.data?.chunkNumbers ?? []);
          else stored.push(chunkNumberOf(response.request()));
        })
        .catch(() => {}); // an aborted or cut request has no body
    });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** 专家库 (second system: chosen from the menu the first time, then a page load) → 新增: the 数据文件 field */
  async function openForm(fromMenu = false) {
    if (fromMenu) {
      await page.getByTestId('system-switch').click();
      await page.getByTestId('system-item').filter({ hasText: '学术服务平台' }).click();
      const sidebar = page.locator('[data-region="sidebar"]');
      await sidebar.getByText('学术活动', { exact: true }).click();
      await sidebar.getByText('专家库', { exact: true }).click();
      await page.waitForURL(/\/model\/academic\.expert$/);
    } else await page.goto(app.url('/model/academic.expert'));
    await page
      .locator('[data-model-table]')
      .getByRole('button', { name: /新\s*增/ })
      .click();
    await expect
      .poll(() =>
        field()
          .getByRole('button', { name: /点击上传/ })
          .isVisible(),
      )
      .toBe(true);
  }

  function sample(name: string, seed: number) {
    const bytes = seededBytes(30 * MB, seed);
    const file = path.join(dir, name);
    writeFileSync(file, bytes);
    return { file, bytes };
  }

  /** Picks the file with chunks held, lets chunks 1–3 reach the server and waits until 4–6 are held. */
  async function uploadHalf(file: string) {
    holdChunks = true;
    posted = [];
    stored = [];
    await field().locator('input[type="file"]').setInputFiles(file);
    await expect.poll(() => held.length).toBe(3);
    expect([...posted].sort()).toEqual([1, 2, 3]); // requests reach the route in any order
    for (const route of held.splice(0)) await route.continue();
    await expect.poll(() => [...stored].sort()).toEqual([1, 2, 3]);
    await expect.poll(() => held.length).toBe(3);
    expect([...posted].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  }

  async function downloadOf(name: string): Promise<Buffer> {
    const [download] = await Promise.all([page.waitForEvent('download'), storedRow(name).getByLabel('下载').click()]);
    expect(download.suggestedFilename()).toBe(name);
    return readFileSync(await download.path());
  }

  test('paused, the page reloaded, the same file picked again: only the missing chunks go, the download is identical', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await openForm(true);
    const { file, bytes } = sample('实验数据.dat', 20251126);
    await uploadHalf(file);
    expect(await row('实验数据.dat').innerText()).toContain('30 MB');
    await row('实验数据.dat').getByRole('button', { name: '暂停' }).click();
    await expect.poll(() => row('实验数据.dat').innerText()).toContain('暂停中');
    await screenshot(page, 'upload-resume-paused');
    for (const route of held.splice(0)) await route.abort('aborted'); // the reload drops them anyway

    await page.reload();
    await openForm();
    expect(await panel().count()).toBe(0); // the queue lived in the old page
    holdChunks = false;
    tests = [];
    posted = [];
    await field().locator('input[type="file"]').setInputFiles(file);
    await expect.poll(() => row('实验数据.dat').innerText()).toContain('上传成功');
    await expect.poll(() => tests).toEqual([[1, 2, 3]]); // its JSON is read after the row changed
    expect([...posted].sort()).toEqual([4, 5, 6]);
    await expect.poll(() => storedRow('实验数据.dat').count()).toBe(1);
    await screenshot(page, 'upload-resume-done');
    expect(md5(await downloadOf('实验数据.dat'))).toBe(md5(bytes));
  });

  test('the server killed mid-upload: 上传失败 after the retries, 重试 after the restart sends only the missing chunks', async () => {
    const { file, bytes } = sample('数据备份.dat', 77);
    await uploadHalf(file);
    await app.restart(async () => {
      holdChunks = false;
      for (const route of held.splice(0)) await route.continue(); // to a port nobody listens on: retried, then failed
      await expect.poll(() => row('数据备份.dat').innerText(), { timeout: 40_000 }).toContain('上传失败');
      expect(posted.filter((n) => n >= 4).length).toBeGreaterThan(3); // the cut chunks were tried again
      await screenshot(page, 'upload-resume-server-down');
    });
    expect(await row('数据备份.dat').getByRole('button', { name: '重试' }).count()).toBe(1);
    tests = [];
    posted = [];
    await row('数据备份.dat').getByRole('button', { name: '重试' }).click();
    await expect.poll(() => row('数据备份.dat').innerText()).toContain('上传成功');
    await expect.poll(() => tests).toEqual([[1, 2, 3]]); // its JSON is read after the row changed
    expect([...posted].sort()).toEqual([4, 5, 6]);
    await expect.poll(() => storedRow('数据备份.dat').count()).toBe(1);
    expect(md5(await downloadOf('数据备份.dat'))).toBe(md5(bytes));
  }, 120_000);
});
