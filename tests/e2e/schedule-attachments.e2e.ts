import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import type { ScheduleInfo, StoredFile } from '../../contract';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn, storedToken } from './actions';
import { scheduleOccurrences, screenHelpers } from './adminTemplatesHelpers';

/** A real one-sheet workbook (the server checks that an .xlsx is an OOXML zip). */
function workbook(): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ['项目', '金额'],
      ['场地', 12000],
    ]),
    '预算',
  );
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/**
 * Schedule attachments (日程安排): the create dialog's 附件 field uploads through the queue and the schedule keeps
 * the files (the edit dialog shows them again); a schedule one was invited to shows its attachments in 日程详情
 * with preview (text as text, a workbook as a download card with its icon) and download.
 */
describe('schedule attachments end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  let h: ReturnType<typeof screenHelpers>;
  const agenda = '会议议程：\n1. 年度预算\n2. 场地安排';
  const budget = workbook();

  const calendar = () => page.locator('[data-screen-component="Calendar"]');
  const files = () => h.field('附件');
  const fileRow = (name: string) => files().locator('[data-testid="upload-file"]').filter({ hasText: name });
  const preview = () => page.locator('[data-testid="document-preview"]');
  const closePreview = async () => {
    await page.locator('.ant-modal').filter({ has: preview() }).locator('.ant-modal-close').click();
    await expect.poll(() => preview().count()).toBe(0);
  };
  const occurrenceOf = async (title: string) => {
    const list = await scheduleOccurrences(app, (await storedToken(page)) ?? '');
    return list.find((i) => i.title === title)!;
  };

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser();
    page = browser.page;
    page.setDefaultTimeout(15_000);
    h = screenHelpers(page);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('新建日程 with two attachments: they are uploaded, saved with the schedule and shown when it is edited', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await h.openMenu('系统管理', '日程安排');
    await page.waitForURL(/\/system\/schedule$/);
    await calendar()
      .locator(`[data-date="${dayjs().format('YYYY-MM-DD')}"]`)
      .click();
    await expect.poll(() => h.dialog().locator('.ant-modal-title').innerText()).toBe('新建日程');
    await h.choose('类型', '工作安排');
    await h.input('标题').fill('预算评审会');
    await files()
      .locator('input[type="file"]')
      .setInputFiles([
        { name: '会议议程.txt', mimeType: 'text/plain', buffer: Buffer.from(agenda) },
        {
          name: '经费预算.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: budget,
        },
      ]);
    await expect.poll(() => files().locator('[data-testid="upload-file"]').count()).toBe(2);
    expect(await files().locator('[data-testid="upload-pending"]').count()).toBe(0);
    await screenshot(page, 'schedule-attachments-new');
    await h.ok().click();
    await h.toastSays('新建成功');

    const created = await occurrenceOf('预算评审会');
    const token = (await storedToken(page)) ?? '';
    const info = await app.api<ScheduleInfo>('GET', `/api/system/Schedule/${created.id}`, { token });
    // in the order they finished uploading
    expect((JSON.parse(info.data.files) as { name: string }[]).map((f) => f.name).sort()).toEqual([
      '会议议程.txt',
      '经费预算.xlsx',
    ]);

    await calendar().locator(`[data-event-key="${created.id}"]`).click();
    await expect.poll(() => h.dialog().locator('.ant-modal-title').innerText()).toBe('编辑日程');
    await expect.poll(() => fileRow('经费预算.xlsx').count()).toBe(1);
    expect(await fileRow('会议议程.txt').count()).toBe(1);
    await h
      .dialog()
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await expect.poll(() => h.dialogs().count()).toBe(0);
  });

  test('日程详情 of a schedule one was invited to: the attachments preview and download', async () => {
    // lina uploads two files and invites admin
    const lina = await app.login('lina', 'User1234');
    const upload = async (name: string, bytes: Buffer) => {
      const body = new FormData();
      body.append('file', new Blob([new Uint8Array(bytes)]), name);
      const base = app.server.url + app.server.config.apiBase;
      const reply = await fetch(`${base}/api/file/Uploader/annex`, {
        method: 'POST',
        headers: { Authorization: lina },
        body,
      });
      const envelope = (await reply.json()) as { code: number; data: StoredFile };
      expect(envelope.code).toBe(200);
      const file = envelope.data;
      return { name: file.fileName, fileId: file.fileId, url: file.url, fileSize: file.fileSize };
    };
    const attached = [await upload('议程说明.txt', Buffer.from(agenda)), await upload('年度预算.xlsx', budget)];
    const day = dayjs().format('YYYY-MM-DD');
    const created = await app.api('POST', '/api/system/Schedule', {
      token: lina,
      json: {
        category: 'dt-schedule-type.1',
        urgent: 2,
        title: '理事会预算沟通',
        content: '请提前阅读附件',
        allDay: 0,
        startDay: `${day} 16:00`,
        startTime: '16:00',
        endDay: `${day} 17:00`,
        endTime: '17:00',
        duration: -1,
        reminderTime: -2,
        repetition: '1',
        toUserIds: ['user-admin'],
        files: JSON.stringify(attached),
      },
    });
    expect(created.code).toBe(200);

    await page.reload();
    const invited = await occurrenceOf('理事会预算沟通');
    await calendar().locator(`[data-event-key="${invited.id}"]`).click();
    await expect.poll(() => h.dialog().locator('.ant-modal-title').innerText()).toBe('日程详情');
    await expect.poll(() => fileRow('年度预算.xlsx').count()).toBe(1);
    expect(await fileRow('议程说明.txt').count()).toBe(1);
    expect(await files().getByLabel('删除').count()).toBe(0);
    await screenshot(page, 'schedule-attachments-detail');

    await fileRow('议程说明.txt').getByLabel('预览').click();
    await expect.poll(() => preview().locator('pre').innerText()).toBe(agenda);
    await closePreview();

    await fileRow('年度预算.xlsx').getByLabel('预览').click();
    await expect.poll(() => preview().getAttribute('data-kind')).toBe('excel');
    await expect.poll(() => preview().locator('[data-file-kind="excel"]').count()).toBe(1);
    expect(await preview().innerText()).toContain('年度预算.xlsx');
    expect(await preview().getByRole('alert').count()).toBe(0);
    await screenshot(page, 'schedule-attachments-office-preview');
    await closePreview();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      fileRow('年度预算.xlsx').getByLabel('下载').click(),
    ]);
    expect(download.suggestedFilename()).toBe('年度预算.xlsx');
    expect(readFileSync(await download.path()).equals(budget)).toBe(true);
  });
});
