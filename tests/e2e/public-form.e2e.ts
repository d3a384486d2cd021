import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';

/**
 * Public form links (docs/public-forms.md): the administrator publishes 志愿服务登记 (vd-volunteer-service) from its
 * list page, a stranger opens the link on a phone-sized screen in a fresh browser without signing in, fills the
 * form (its people pickers hidden), passes the captcha and submits; the administrator then sees the record in the
 * list marked 外链. A wrong link shows a page saying so.
 */
describe('public form links end to end', () => {
  let app: TestApp;
  let admin: BrowserSession;
  let stranger: BrowserSession;
  let link = '';
  let recordId = '';
  const activity = '社区义诊外链报名';

  beforeAll(async () => {
    app = await startTestApp();
    admin = await openBrowser();
    stranger = await openBrowser({ width: 390, height: 844 });
  }, 60_000);
  afterAll(async () => {
    await stranger?.close();
    await admin?.close();
    await app?.close();
  });

  const dialog = (page: Page) => page.locator('.ant-modal:has([data-region="short-link-dialog"])');

  test('the administrator publishes the form and gets its link and QR code', async () => {
    const page = admin.page;
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await page.goto(app.url('/model/office.volunteerService'));
    await page.locator('[data-action="publish-link"]').click();
    await expect.poll(() => dialog(page).locator('[data-region="short-link-empty"]').count()).toBe(1);
    await dialog(page).locator('[data-field="enabled"] [role="switch"]').click();
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/visualdev/ShortLink/') && r.request().method() === 'PUT',
    );
    await dialog(page)
      .getByRole('button', { name: /^保\s*存$/ })
      .click();
    expect((await (await saved).json()).code).toBe(200);
    const url = dialog(page).locator('[data-field="shortLinkUrl"]');
    await expect.poll(() => url.count()).toBe(1);
    link = await url.inputValue();
    expect(link).toMatch(/\/formShortLink\?id=[0-9a-f-]+$/);
    expect(await dialog(page).locator('[data-field="shortLinkQrcode"] canvas').count()).toBe(1);
    await screenshot(page, 'public-form-publish-dialog');
  });

  test('a stranger opens the link without signing in, fills it, passes the captcha and submits', async () => {
    const page = stranger.page;
    await page.goto(link);
    const form = page.locator('[data-region="public-form"]');
    await expect.poll(() => form.locator('[data-field="activityName"] input').count()).toBe(1);
    // no shell, and the people pickers of the model are not on the public form
    expect(await page.locator('[data-region="sidebar"]').count()).toBe(0);
    expect(await form.locator('[data-field="leader"]').count()).toBe(0);
    expect(await form.locator('[data-field="helpers"]').count()).toBe(0);
    expect(await page.locator('h1').textContent()).toBe('志愿服务登记');

    // 提交 with the required field empty: the form's own rule speaks, nothing is sent
    await page.locator('[data-action="submit"]').click();
    const error = form.locator('[data-field="activityName"] .ant-formily-item-error-help');
    await expect.poll(() => error.count()).toBe(1);
    expect(await page.locator('[data-region="submitted"]').count()).toBe(0);

    await form.locator('[data-field="activityName"] input').fill(activity);
    const key = decodeURIComponent(
      ((await page.locator('[data-region="captcha"] img').getAttribute('src')) ?? '').split('/').pop() ?? '',
    );
    await expect.poll(async () => (await app.captchaAnswer(key)) ?? '').toMatch(/^[A-Z0-9]+$/);
    await page.locator('#public-form-captcha').fill((await app.captchaAnswer(key)) ?? '');
    await screenshot(page, 'public-form-phone-filled');
    const sent = page.waitForResponse((r) => /\/ShortLink\/public\/[^/]+$/.test(new URL(r.url()).pathname));
    await page.locator('[data-action="submit"]').click();
    const reply = (await (await sent).json()) as { code: number; data: { id: string } };
    expect(reply.code).toBe(200);
    recordId = reply.data.id;
    await expect.poll(() => page.locator('[data-region="submitted"] .ant-result-title').textContent()).toBe('提交成功');
    await screenshot(page, 'public-form-phone-submitted');
  });

  test('a wrong link shows a clear page', async () => {
    const page = stranger.page;
    await page.goto(app.url('/formShortLink?id=no-such-link'));
    const state = page.locator('[data-region="link-state"]');
    await expect.poll(() => state.getAttribute('data-state')).toBe('notFound');
    expect(await state.locator('.ant-result-title').textContent()).toBe('链接不存在或已被删除');
  });

  test('the administrator sees the record in the list, marked as a public submission', async () => {
    const page = admin.page;
    await page.keyboard.press('Escape');
    await page.reload();
    const row = page.locator('[data-model-table] tr.ant-table-row').filter({ hasText: activity });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.locator('[data-public-submission="true"]').textContent()).toBe('外链');
    await screenshot(page, 'public-form-list-marked');
  });

  test('a scanned record QR code: sign in or the public form for a stranger, the detail for the administrator', async () => {
    const qr = `/qrcode?t=DFD&id=${encodeURIComponent(recordId)}&mid=vd-volunteer-service&mt=2`;
    await stranger.page.goto(app.url(qr));
    const prompt = stranger.page.locator('[data-region="qrcode-sign-in"]');
    await expect.poll(() => prompt.getByRole('button').allTextContents()).toEqual(['去登录', '打开公开表单']);
    await screenshot(stranger.page, 'qrcode-phone-sign-in');

    await admin.page.goto(app.url(qr));
    const detail = admin.page.locator('[data-region="qrcode-record"]');
    await expect.poll(() => detail.locator('[data-field="activityName"]').textContent()).toContain(activity);
    await screenshot(admin.page, 'qrcode-record-detail');
  });
});
