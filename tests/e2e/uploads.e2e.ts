import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { visualdevModels } from '../../server/db/schema';
import { openBrowser, screenshot, settle, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';
import { formatSize } from '../../widgets/shared/upload/sizes';

/** A one-page PDF with a line of text, its xref offsets computed, as a real file would be. */
function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PNG of two colour bands (top `a`, bottom `b`). */
function twoBandPng(width: number, height: number, a: number[], b: number[]): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const [r, g, bl] = y < height / 2 ? a : b;
      png.data.set([r, g, bl, 255], (y * width + x) * 4);
    }
  return PNG.sync.write(png);
}

/** The image field the test adds to 专家库's form (the seeded model has none). */
const photosField = {
  __config__: {
    jnpfKey: 'uploadImg',
    label: '专家照片',
    showLabel: true,
    tag: 'JnpfUploadImg',
    required: false,
    layout: 'colFormItem',
    span: 24,
    regList: [],
    defaultValue: [],
    formId: 990,
    renderKey: 1600000000990,
  },
  __vModel__: 'photos',
  disabled: false,
  limit: 2,
  fileSize: 5,
  sizeUnit: 'MB',
  pathType: 'defaultPath',
  isAccount: 0,
  folder: '',
  tipText: '最多两张，每张不超过 5MB',
};

/**
 * Uploads against the real server and the real queue: in 学术活动 → 专家库 a PDF goes into 证明材料 (uploadFile,
 * chunked through the queue), downloads back byte-identical and previews in the page; an image goes into 专家照片
 * (uploadImg, one request, thumbnail from the server) and 查看图片 shows it; the saved record's 详情 lists both and
 * 全部下载 gives one zip. The profile's avatar is cropped, uploaded and shows in the navbar, also after a reload.
 */
describe('uploads end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  const expert = '吴晓澜';
  const pdf = onePagePdf('Expert certificate 2025');
  const photo = twoBandPng(240, 160, [200, 40, 40], [30, 90, 200]);

  const sidebar = () => page.locator('[data-region="sidebar"]');
  const table = () => page.locator('[data-model-table]');
  const rowOf = (text: string): Locator => table().locator('tr.ant-table-row').filter({ hasText: text });
  const layer = () => page.locator('[data-model-layer="general"]');
  const footer = () => page.locator('[data-model-layer-footer="general"]');
  const item = (field: string) => layer().locator(`[data-field="${field}"]`);
  const toast = () => page.locator('.ant-message');

  beforeAll(async () => {
    app = await startTestApp();
    const db = app.server.database.db;
    const [model] = await db.select().from(visualdevModels).where(eq(visualdevModels.id, 'vd-expert'));
    const formData = JSON.parse(model.formData) as { fields: { __vModel__?: string }[] };
    const at = formData.fields.findIndex((f) => f.__vModel__ === 'attachments');
    formData.fields.splice(at + 1, 0, photosField);
    await db
      .update(visualdevModels)
      .set({ formData: JSON.stringify(formData) })
      .where(eq(visualdevModels.id, 'vd-expert'));
    browser = await openBrowser();
    page = browser.page;
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('uploadFile: a PDF is uploaded through the queue, downloads back byte-identical and previews in the page', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    // 专家库 belongs to the second system, 学术服务平台
    await page.getByTestId('system-switch').click();
    await page.getByTestId('system-item').filter({ hasText: '学术服务平台' }).click();
    await sidebar().getByText('学术活动', { exact: true }).click();
    await sidebar().getByText('专家库', { exact: true }).click();
    await page.waitForURL(/\/model\/academic\.expert$/);
    await table()
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const files = item('attachments');
    await expect.poll(() => files.getByRole('button', { name: /点击上传/ }).isVisible()).toBe(true);

    // the designer's accept is .pdf,.doc,.docx
    await files.locator('input[type="file"]').setInputFiles({
      name: '说明.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a pdf'),
    });
    await expect.poll(() => toast().innerText()).toContain('请选择pdf、word类型的文件');

    await files
      .locator('input[type="file"]')
      .setInputFiles({ name: '专家证书.pdf', mimeType: 'application/pdf', buffer: pdf });
    const row = files.locator('[data-testid="upload-file"]').filter({ hasText: '专家证书.pdf' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await files.locator('[data-testid="upload-pending"]').count()).toBe(0);
    expect(await row.innerText()).toContain(formatSize(pdf.length));
    await screenshot(page, 'uploads-file-row');

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByLabel('下载').click()]);
    expect(download.suggestedFilename()).toBe('专家证书.pdf');
    expect(readFileSync(await download.path()).equals(pdf)).toBe(true);

    await row.getByLabel('预览').click();
    const preview = page.locator('[data-testid="document-preview"]');
    await expect.poll(() => preview.locator('canvas[data-page="1"]').count()).toBe(1);
    await expect
      .poll(() => preview.locator('canvas[data-page="1"]').evaluate((c: HTMLCanvasElement) => c.width))
      .toBeGreaterThan(100);
    await screenshot(page, 'uploads-pdf-preview');
    await page.locator('.ant-modal').filter({ has: preview }).locator('.ant-modal-close').click();
    await expect.poll(() => preview.count()).toBe(0);
  });

  test('uploadImg: an image is uploaded with its thumbnail; 查看图片 opens the viewer over everything', async () => {
    const photos = item('photos');
    await photos
      .locator('input[type="file"]')
      .setInputFiles({ name: '说明.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect.poll(() => toast().innerText()).toContain('请上传图片');
    await photos
      .locator('input[type="file"]')
      .setInputFiles({ name: '专家照片.png', mimeType: 'image/png', buffer: photo });
    const thumb = photos.locator('[data-testid="upload-img"] img');
    await expect.poll(() => thumb.count()).toBe(1);
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await photos.getByText('查看图片', { exact: true }).click();
    const viewer = page.locator('.ant-image-preview-img');
    await expect.poll(() => viewer.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240);
    const zIndex = await page.locator('.ant-image-preview-wrap').evaluate((el) => getComputedStyle(el).zIndex);
    expect(zIndex).toBe('10000');
    await screenshot(page, 'uploads-image-viewer');
    await page.locator('.ant-image-preview-close').click();
    await expect.poll(() => viewer.isVisible()).toBe(false);
  });

  test('the saved record keeps both lists: 详情 shows them, 全部下载 gives one zip', async () => {
    await item('expertName').locator('input').fill(expert);
    const birth = item('birthDate').locator('.ant-picker input');
    await birth.click();
    await birth.fill('1975-05-12');
    await birth.press('Enter');
    await item('professionalTitle').locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().click();
    await item('researchField').locator('input').fill('材料科学');
    await footer()
      .getByRole('button', { name: /^确\s*定$/ })
      .click();
    await expect.poll(() => toast().innerText()).toContain('新建成功');
    await expect.poll(() => rowOf(expert).count()).toBe(1);

    await rowOf(expert)
      .getByRole('button', { name: /详\s*情/ })
      .click();
    await expect.poll(() => layer().locator('[data-record-mode="detail"]').count()).toBe(1);
    await expect.poll(() => item('attachments').innerText()).toContain('专家证书.pdf');
    expect(await item('attachments').getByLabel('删除').count()).toBe(0);
    expect(await item('attachments').locator('button, input').count()).toBe(0);
    await expect
      .poll(() =>
        item('photos')
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(await item('photos').getByText('查看图片').count()).toBe(1);
    await settle(page);
    await screenshot(page, 'uploads-detail');
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      item('attachments').getByText('全部下载', { exact: true }).click(),
    ]);
    const bytes = readFileSync(await zip.path());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.includes(pdf.subarray(0, 40)) || bytes.includes(Buffer.from('专家证书.pdf'))).toBe(true);
    await footer()
      .getByRole('button', { name: /关\s*闭/ })
      .click();
  });

  test('a stored file that is gone: its preview says 文件不存在', async () => {
    const token = await app.login('admin', 'Admin123');
    const lost = '遗失的证明.pdf';
    const reply = await app.api('POST', '/api/visualdev/OnlineDev/vd-expert', {
      token,
      json: {
        data: JSON.stringify({
          expertName: '钱慕白',
          birthDate: Date.UTC(1970, 0, 1),
          professionalTitle: '1',
          researchField: '档案学',
          attachments: [
            {
              name: lost,
              fileId: 'gone-0001.pdf',
              url: '/api/file/Image/annex/gone-0001.pdf',
              fileSize: 2048,
              fileExtension: 'pdf',
            },
          ],
        }),
      },
    });
    expect(reply.code).toBe(200);
    await table()
      .getByRole('button', { name: /刷新|重\s*置/ })
      .first()
      .click();
    await expect.poll(() => rowOf('钱慕白').count()).toBe(1);
    await rowOf('钱慕白')
      .getByRole('button', { name: /详\s*情/ })
      .click();
    await expect.poll(() => item('attachments').innerText()).toContain(lost);
    await item('attachments').getByLabel('预览').click();
    await expect.poll(() => page.locator('[data-testid="document-preview"]').innerText()).toContain('文件不存在');
    await screenshot(page, 'uploads-preview-missing');
    // said once: by the preview, not also by an error toast of the refused link
    expect(await page.getByText(/文件不存在/).count()).toBe(1);
    expect(await toast().filter({ hasText: '文件不存在' }).count()).toBe(0);
    await page.locator('.ant-modal').filter({ hasText: lost }).locator('.ant-modal-close').last().click();
    await footer()
      .getByRole('button', { name: /关\s*闭/ })
      .click();
  });

  test('avatar: a picture cropped to a square becomes the avatar in the profile and the navbar, also after a reload', async () => {
    await page.goto(app.url('/profile'));
    await expect.poll(() => page.locator('[data-testid="profile-avatar"]').isVisible()).toBe(true);
    await page.locator('[data-testid="profile-avatar-input"]').setInputFiles({
      name: '新头像.png',
      mimeType: 'image/png',
      buffer: photo,
    });
    const dialog = page.locator('.ant-modal').filter({ hasText: '裁剪头像' });
    await expect.poll(() => dialog.locator('[data-testid="avatar-crop"] img').count()).toBe(1);
    await settle(page); // the dialog's zoom-in has ended: the box is where the pointer will press
    const crop = dialog.locator('[data-testid="avatar-crop"]');
    const box = (await crop.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await screenshot(page, 'uploads-avatar-crop');
    await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
    await expect.poll(() => toast().innerText()).toContain('头像已更换');

    const navbarAvatar = page.locator('[data-testid="user-menu"] img');
    await expect.poll(() => navbarAvatar.getAttribute('src')).toContain('userAvatar');
    await expect
      .poll(() => navbarAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(256);
    await screenshot(page, 'uploads-avatar-navbar');

    await page.reload();
    await expect.poll(() => navbarAvatar.getAttribute('src')).toContain('userAvatar');
    await expect
      .poll(() => navbarAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(256);
    const token = await app.login('admin', 'Admin123');
    const info = await app.api<{ userInfo: { headIcon: string } }>('GET', '/api/oauth/CurrentUser', { token });
    expect(info.data.userInfo.headIcon).toMatch(/userAvatar\/.+\.png$/);
  });
});
