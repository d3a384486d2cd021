import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { and, eq, sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { visualdevRecords } from '../../server/db/schema';
import { openBrowser, screenshot, settle, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';
import { modelPage } from './modelPage';

/** A red ring on a transparent ground, the look of a department seal. */
function sealPng(size = 120): string {
  const png = new PNG({ width: size, height: size });
  const c = size / 2;
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1) {
      const r = Math.hypot(x - c, y - c);
      const on = (r > c - 8 && r < c - 2) || (Math.abs(x - c) < 14 && Math.abs(y - c) < 14);
      png.data.set(on ? [210, 30, 30, 255] : [0, 0, 0, 0], (y * size + x) * 4);
    }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

const loaded = (img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0);

/**
 * 行政办公 → 请假申请 against the real server: the applicant draws a signature with the mouse on the 560×300 pad
 * (an empty pad is refused with 请签名), it is uploaded as an image, a saved signature is chosen as the 部门审批章,
 * the record is submitted, and reopening it shows both images.
 */
describe('sign and signature end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  let sealId = '';
  const applicant = '赵晨曦';
  const { table, rowOf, layer, footer, item } = modelPage(() => page);
  const toast = () => page.locator('.ant-message');
  const signDialog = () => page.locator('.ant-modal').filter({ has: page.getByTestId('sign-dialog') });
  const sealDialog = () => page.locator('.ant-modal').filter({ has: page.getByTestId('seal-list') });

  beforeAll(async () => {
    app = await startTestApp();
    const token = await app.login('admin', 'Admin123');
    const saved = await app.api('POST', '/api/permission/Users/Current/SignImg', {
      token,
      json: { signImg: sealPng(), isDefault: 1 },
    });
    expect(saved.code).toBe(200);
    const list = await app.api<{ id: string }[]>('GET', '/api/permission/Users/Current/SignImg', { token });
    sealId = list.data[0]!.id;
    browser = await openBrowser();
    page = browser.page;
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('an empty pad says 请签名; a drawn signature is uploaded as an image', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    const sidebar = page.locator('[data-region="sidebar"]');
    await sidebar.getByText('行政办公', { exact: true }).click();
    await sidebar.getByText('请假申请', { exact: true }).click();
    await page.waitForURL(/\/model\/office\.leaveRequest$/);
    await table()
      .getByRole('button', { name: /新\s*增/ })
      .click();
    await item('applicantSign').getByRole('button', { name: '手写签名' }).click();
    const pad = signDialog().getByTestId('sign-pad');
    await expect.poll(() => pad.isVisible()).toBe(true);
    // measured once the dialog's zoom-in has finished
    await settle(page);
    expect(
      await signDialog()
        .locator('.ant-modal-content')
        .evaluate((el) => el.getBoundingClientRect().width),
    ).toBe(600);
    const box = (await pad.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([560, 300]);

    await signDialog()
      .getByRole('button', { name: /^确\s*定$/ })
      .click();
    await expect.poll(() => toast().innerText()).toContain('请签名');

    // two strokes with the mouse, the second taken back and drawn again
    const draw = async (points: [number, number][]) => {
      await page.mouse.move(box.x + points[0]![0], box.y + points[0]![1]);
      await page.mouse.down();
      for (const [x, y] of points.slice(1)) await page.mouse.move(box.x + x, box.y + y, { steps: 6 });
      await page.mouse.up();
    };
    await draw([
      [60, 200],
      [120, 90],
      [170, 210],
      [230, 80],
      [300, 190],
    ]);
    await draw([
      [330, 150],
      [420, 140],
      [500, 120],
    ]);
    await signDialog()
      .getByRole('button', { name: /^撤\s*销$/ })
      .click();
    await draw([
      [320, 220],
      [400, 200],
      [510, 230],
    ]);
    const inked = await pad.evaluate((canvas: HTMLCanvasElement) => {
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let n = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n += 1;
      return n;
    });
    expect(inked).toBeGreaterThan(500);
    await screenshot(page, 'sign-pad-drawn');

    const uploaded = page.waitForResponse((r) => /\/api\/file\/Uploader\/annexpic/.test(r.url()));
    await signDialog()
      .getByRole('button', { name: /^确\s*定$/ })
      .click();
    expect((await uploaded).status()).toBe(200);
    const signImage = item('applicantSign').getByTestId('sign-image');
    await expect.poll(() => signImage.evaluate(loaded)).toBeGreaterThan(0);
    expect(await signImage.getAttribute('src')).toMatch(/\/api\/file\/Image\/annexpic\/[^/]+\.png/);
    // the upload is the ink with a 10px margin (x 60–510, y 80–230), not the whole 560×300 pad
    const size = await signImage.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(size).toEqual([470, 170]);
  });

  test('a saved signature is chosen as the seal and the record is submitted', async () => {
    await item('deptSeal').getByRole('button', { name: '选择签章' }).click();
    const seal = sealDialog().locator(`[data-seal-id="${sealId}"]`);
    await expect.poll(() => seal.isVisible()).toBe(true);
    await seal.click();
    await expect.poll(() => seal.getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'sign-seal-picker');
    await sealDialog()
      .getByRole('button', { name: /^确\s*定$/ })
      .click();
    await expect.poll(() => item('deptSeal').getByTestId('sign-image').evaluate(loaded)).toBe(120);

    await item('applicant').locator('input').fill(applicant);
    for (const [field, text] of [
      ['startDate', '2026-12-01'],
      ['endDate', '2026-12-02'],
    ]) {
      const input = item(field!).locator('.ant-picker input');
      await input.click();
      await input.fill(text!);
      await input.press('Enter');
      await expect.poll(() => input.inputValue()).toBe(text);
    }
    await item('days').locator('input').fill('2');
    await item('reason').locator('textarea').fill('参加家人婚礼。');
    await settle(page);
    await screenshot(page, 'sign-form-filled');
    await footer()
      .getByRole('button', { name: /^确\s*定$/ })
      .click();
    await expect.poll(() => toast().innerText()).toContain('新建成功');
    await expect.poll(() => rowOf(applicant).count()).toBe(1);

    const [record] = await app.server.database.db
      .select()
      .from(visualdevRecords)
      .where(
        and(
          eq(visualdevRecords.modelId, 'vd-leave-request'),
          sql`${visualdevRecords.data}->>'applicant' = ${applicant}`,
        ),
      );
    expect(String(record!.data.applicantSign)).toMatch(/^\/api\/file\/Image\/annexpic\/[^/]+\.png$/);
    expect(record!.data.deptSeal).toBe(sealId);
  });

  test('reopened, the record shows the signature and the seal as images', async () => {
    await rowOf(applicant)
      .getByRole('button', { name: /详\s*情/ })
      .click();
    await expect.poll(() => layer().locator('[data-record-mode="detail"]').count()).toBe(1);
    await expect.poll(() => item('applicantSign').getByTestId('sign-image').evaluate(loaded)).toBeGreaterThan(0);
    await expect.poll(() => item('deptSeal').getByTestId('sign-image').evaluate(loaded)).toBe(120);
    expect(await item('applicantSign').locator('button').count()).toBe(0);
    await settle(page);
    await screenshot(page, 'sign-detail');
  });

  test('a seeded record shows the signature it was filed with', async () => {
    await footer()
      .getByRole('button', { name: /关\s*闭/ })
      .click();
    await expect.poll(() => layer().count()).toBe(0);
    await rowOf('黄敏')
      .getByRole('button', { name: /详\s*情/ })
      .click();
    // the seeded signatures are 180×64 PNGs
    await expect.poll(() => item('applicantSign').getByTestId('sign-image').evaluate(loaded)).toBe(180);
    expect(await item('deptSeal').locator('.ant-formily-item-control').innerText()).toBe('—');
    await screenshot(page, 'sign-seeded-detail');
  });
});
