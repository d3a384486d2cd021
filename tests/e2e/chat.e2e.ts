import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, settle, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}
/** A real PNG of w × h pixels in one colour: the server sniffs the type and makes a thumbnail. */
function png(w: number, h: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** One signed-in person in their own browser profile, with the socket's frames and any alert() recorded. */
interface Person {
  browser: BrowserSession;
  page: Page;
  frames: string[];
  /** frames the page sent */
  sent: string[];
  dialogs: string[];
}

async function signedIn(app: TestApp, account: string, password: string): Promise<Person> {
  const browser = await openBrowser();
  const page = browser.page;
  page.setDefaultTimeout(15_000);
  const person: Person = { browser, page, frames: [], sent: [], dialogs: [] };
  page.on('websocket', (ws) => {
    ws.on('framereceived', (f) => void person.frames.push(String(f.payload)));
    ws.on('framesent', (f) => void person.sent.push(String(f.payload)));
  });
  page.on('dialog', (dialog) => {
    person.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(app.url('/login'));
  await signIn(page, account, password);
  // the socket said hello: from here on messages arrive live
  await expect.poll(() => person.frames.some((f) => f.includes('"initMessage"'))).toBe(true);
  return person;
}

const IMAGE_NAME = '<img src=x onerror=alert(1)>.png';
const chatWindow = (page: Page) => page.locator('.ant-modal').filter({ has: page.getByTestId('chat-messages') });
const messages = (page: Page) => page.getByTestId('chat-message');
const unread = (page: Page) => page.getByTestId('chat-button').getAttribute('data-unread');

async function send(page: Page, text: string) {
  const box = chatWindow(page).getByTestId('chat-input');
  await box.fill(text);
  await box.press('Enter');
  await expect.poll(() => box.inputValue()).toBe('');
}

function lastMessage(page: Page): Locator {
  return messages(page).last();
}

describe('in-app chat between two browsers', () => {
  let app: TestApp;
  let a: Person;
  let b: Person;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await a?.browser.close();
    await b?.browser.close();
    await app?.close();
  });

  test('A writes text, an emoji and an image; B sees them live and replies; markup stays text', async () => {
    a = await signedIn(app, 'admin', 'Admin123');
    b = await signedIn(app, 'zhangwei', 'User1234');
    // A: drawer → 联系人 → 张伟
    await a.page.getByTestId('chat-button').click();
    const drawer = a.page.locator('.ant-drawer').filter({ hasText: '即时聊天' });
    await drawer.getByRole('tab', { name: '联系人' }).click();
    await expect.poll(() => drawer.getByTestId('chat-contact').count()).toBe(20);
    await settle(a.page);
    await a.page.screenshot({ path: '/tmp/shots/chat-drawer-contacts.png' });
    await drawer.getByPlaceholder('搜索联系人').fill('张伟');
    await drawer.getByPlaceholder('搜索联系人').press('Enter');
    await expect.poll(() => drawer.getByTestId('chat-contact').first().getAttribute('aria-label')).toBe('张伟');
    await drawer.getByRole('listitem', { name: '张伟', exact: true }).click();
    await expect.poll(() => chatWindow(a.page).getByTestId('chat-window-name').textContent()).toBe('张伟');

    await send(a.page, '你好，张伟');
    await expect.poll(() => lastMessage(a.page).textContent()).toContain('你好，张伟');
    // B's conversation is closed: the badge rises
    await expect.poll(() => unread(b.page)).toBe('1');
    await settle(b.page);
    await b.page.screenshot({ path: '/tmp/shots/chat-badge.png', clip: { x: 840, y: 0, width: 600, height: 60 } });

    await b.page.getByTestId('chat-button').click();
    const bDrawer = b.page.locator('.ant-drawer').filter({ hasText: '即时聊天' });
    const fromA = bDrawer.getByRole('listitem', { name: '管理员' });
    await expect.poll(() => fromA.textContent()).toContain('你好，张伟');
    await settle(b.page);
    await b.page.screenshot({ path: '/tmp/shots/chat-drawer-messages.png' });
    await fromA.click();
    await expect.poll(() => lastMessage(b.page).textContent()).toContain('你好，张伟');
    await expect.poll(() => unread(b.page)).toBe('0');
    // reading is told over the socket (the contract's UpdateReadMessage), not REST
    expect(b.sent.some((f) => f.includes('"UpdateReadMessage"'))).toBe(true);
    // A is told B read it
    await expect.poll(() => lastMessage(a.page).getByTestId('chat-state').textContent()).toContain('已读');

    // an emoji from the picker, then an image, both live in B's open window
    await chatWindow(a.page).getByTestId('chat-emoji').click();
    await a.page.getByRole('option', { name: '😀' }).click();
    await chatWindow(a.page).getByTestId('chat-input').press('Enter');
    await expect.poll(() => lastMessage(b.page).textContent()).toContain('😀');
    const upload = a.page.waitForResponse((r) => r.url().includes('/api/file/Uploader/IM'));
    await chatWindow(a.page)
      .getByTestId('chat-image-input')
      // a file name with markup: wherever it shows, it is text
      .setInputFiles({ name: IMAGE_NAME, mimeType: 'image/png', buffer: png(48, 32, [220, 40, 40]) });
    expect((await upload).status()).toBe(200);
    const bImage = lastMessage(b.page).locator('img');
    await expect.poll(() => bImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
    await expect.poll(() => lastMessage(a.page).locator('img').count()).toBe(1);
    await settle(a.page);
    await a.page.screenshot({ path: '/tmp/shots/chat-window.png' });
    expect(await unread(b.page)).toBe('0');

    // B replies; A sees it
    await send(b.page, '收到，谢谢');
    await expect.poll(() => lastMessage(a.page).textContent()).toContain('收到，谢谢');

    // markup is shown as text on both sides and nothing runs
    const payload = '<img src=x onerror=alert(1)>';
    await send(a.page, payload);
    await expect.poll(() => lastMessage(b.page).textContent()).toContain(payload);
    expect(await b.page.locator('img[src="x"]').count()).toBe(0);
    expect(await a.page.locator('img[src="x"]').count()).toBe(0);
    expect(await lastMessage(a.page).textContent()).toContain(payload);
    await b.page.screenshot({ path: '/tmp/shots/chat-window-b.png' });
    expect([...a.dialogs, ...b.dialogs]).toEqual([]);

    // B opens the image at full size in the preview
    await messages(b.page).locator('.ant-image').first().click();
    await expect.poll(() => b.page.locator('.ant-image-preview-img').getAttribute('src')).toContain('/IM/');
    await b.page.keyboard.press('Escape');

    // 历史记录: oldest first, searchable
    await chatWindow(a.page).getByTestId('chat-history-toggle').click();
    const history = a.page.getByTestId('chat-history');
    const rows = history.getByTestId('chat-history-row');
    await expect.poll(() => rows.count()).toBe(5);
    expect(await rows.first().textContent()).toContain('你好，张伟');
    await history.getByPlaceholder('搜索聊天记录').fill('谢谢');
    await history.getByPlaceholder('搜索聊天记录').press('Enter');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('收到，谢谢');
    await settle(a.page);
    await a.page.screenshot({ path: '/tmp/shots/chat-history.png' });

    // 删除聊天记录 from the drawer's 消息 tab: the open window empties at once
    const aDrawer = a.page.locator('.ant-drawer').filter({ hasText: '即时聊天' });
    await aDrawer.getByRole('tab', { name: '消息' }).click();
    await aDrawer.getByRole('listitem', { name: '张伟' }).click({ button: 'right' });
    await a.page.getByText('删除聊天记录').click();
    const confirm = a.page.locator('.ant-modal-confirm').filter({ hasText: '张伟' });
    const deleted = a.page.waitForResponse((r) => r.url().includes('/imreply/deleteChatRecord/'));
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    expect((await deleted).status()).toBe(200);
    await expect.poll(() => messages(a.page).count()).toBe(0);
    await expect.poll(() => rows.count()).toBe(0);
    await settle(a.page);
    await a.page.screenshot({ path: '/tmp/shots/chat-deleted.png' });
  });
});
