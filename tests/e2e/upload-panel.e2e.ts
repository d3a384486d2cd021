import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';

/** A PDF header padded to `size` bytes: the server sniffs the type from the first bytes. */
function paddedPdf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail]);
}

/**
 * The global upload progress panel on the real app: it opens with the first queued file, shows its size and
 * status, pauses (the chunk in flight finishes, the merge waits), resumes to 上传成功, stays over a route change
 * and closes once every file has an outcome. Chunk requests are held by the test so the states can be seen.
 */
describe('upload progress panel', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  const held: Route[] = [];
  /** chunk POSTs wait in `held` while true */
  let holdChunks = true;
  let chunkPosts = 0;
  let failMerges = 0;
  const panel = () => page.getByRole('region', { name: '上传列表' });
  const row = (name: string) => panel().getByRole('listitem', { name });
  const sidebar = () => page.locator('[data-region="sidebar"]');

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser();
    page = browser.page;
    page.setDefaultTimeout(15_000);
    await page.route(/\/api\/file\/chunk(\?|$)/, (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      chunkPosts++;
      return holdChunks ? void held.push(route) : route.continue();
    });
    await page.route(/\/api\/file\/merge(\?|$)/, (route) => {
      if (failMerges === 0) return route.continue();
      failMerges--;
      return route.abort('connectionreset');
    });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** 专家库 (second system) → 新增: the dialog's 证明材料 field (uploadFile, pdf/word up to 10 MB) */
  async function openExpertForm(fromMenu: boolean) {
    if (fromMenu) {
      await page.getByTestId('system-switch').click();
      await page.getByTestId('system-item').filter({ hasText: '学术服务平台' }).click();
      await sidebar().getByText('学术活动', { exact: true }).click();
      await sidebar().getByText('专家库', { exact: true }).click();
      await page.waitForURL(/\/model\/academic\.expert$/);
    } else await page.goto(app.url('/model/academic.expert')); // a page load: a new queue
    await page
      .locator('[data-model-table]')
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const files = page.locator('[data-model-layer="general"] [data-field="attachments"]');
    await expect.poll(() => files.getByRole('button', { name: /点击上传/ }).isVisible()).toBe(true);
    return files;
  }

  test('queued, paused with its chunk in flight, resumed to success, kept over a route change, closed', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    const files = await openExpertForm(true);
    expect(await panel().count()).toBe(0);

    const pdf = paddedPdf(9 * 1024 * 1024 + 123);
    await files
      .locator('input[type="file"]')
      .setInputFiles({ name: '年度报告.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect.poll(() => held.length).toBe(1); // hashed, tested, its one chunk sent
    expect(await row('年度报告.pdf').innerText()).toContain('9 MB');
    expect(await row('年度报告.pdf').innerText()).toContain('上传中');
    expect(await panel().getByRole('button', { name: '关闭' }).count()).toBe(0);
    await screenshot(page, 'upload-panel-uploading');

    await row('年度报告.pdf').getByRole('button', { name: '暂停' }).click();
    await expect.poll(() => row('年度报告.pdf').innerText()).toContain('暂停中');
    await held.shift()?.continue(); // the chunk in flight finishes; the merge waits for resume
    await expect.poll(() => row('年度报告.pdf').locator('.ant-progress-bg').getAttribute('style')).toContain('99%');
    expect(await row('年度报告.pdf').innerText()).toContain('暂停中');
    await screenshot(page, 'upload-panel-paused');

    await row('年度报告.pdf').getByRole('button', { name: '继续' }).click();
    await expect.poll(() => row('年度报告.pdf').innerText()).toContain('上传成功');
    await expect
      .poll(() => files.locator('[data-testid="upload-file"]').filter({ hasText: '年度报告.pdf' }).count())
      .toBe(1);

    // a route change (the dialog closed, then 首页) keeps the panel and its files
    await page
      .locator('[data-model-layer-footer="general"]')
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await expect.poll(() => page.locator('[data-model-layer="general"]').isVisible()).toBe(false);
    await sidebar().getByText('首页', { exact: true }).click();
    await page.waitForURL(/\/home$/);
    await expect.poll(() => row('年度报告.pdf').isVisible()).toBe(true);
    await screenshot(page, 'upload-panel-done');

    await panel().getByRole('button', { name: '收起' }).click();
    await expect.poll(() => row('年度报告.pdf').count()).toBe(0);
    await panel().getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => panel().count()).toBe(0);
  });

  test('a failed merge says 上传失败; after a reload the same file picked again is not sent again, only merged', async () => {
    holdChunks = false;
    failMerges = 1;
    chunkPosts = 0;
    const pdf = paddedPdf(8 * 1024 * 1024 + 77);
    const pick = { name: '会议纪要.pdf', mimeType: 'application/pdf', buffer: pdf };
    let files = await openExpertForm(false);
    await files.locator('input[type="file"]').setInputFiles(pick);
    await expect.poll(() => row('会议纪要.pdf').innerText()).toContain('上传失败');
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('上传失败');
    expect(chunkPosts).toBe(1);
    expect(await row('会议纪要.pdf').getByRole('button', { name: '重试' }).count()).toBe(1);
    await screenshot(page, 'upload-panel-failed');

    files = await openExpertForm(false);
    expect(await panel().count()).toBe(0); // the queue lives in the page: the file is picked again
    await files.locator('input[type="file"]').setInputFiles(pick);
    await expect.poll(() => row('会议纪要.pdf').innerText()).toContain('上传成功');
    expect(chunkPosts).toBe(1); // the test call said the chunk is stored
    await expect
      .poll(() => files.locator('[data-testid="upload-file"]').filter({ hasText: '会议纪要.pdf' }).count())
      .toBe(1);
  });
});
