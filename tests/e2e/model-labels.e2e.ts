import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';

/**
 * Labels of generated forms as a person sees them: the seeded 学术会议 (vd-conference, saved as the designer saves
 * it) shows no designer names (文本, 链接, 按钮, 提示, 分割线) as labels, its short labels stay on one line, and every
 * input is named by its label; the same model in /previewModel with labelPosition top and left and a labelSuffix;
 * a barcode in a narrow column; a model with located problems renders the rest.
 */
const conference = JSON.parse(readFileSync(new URL('../../fixtures/models/conference.json', import.meta.url), 'utf8'))
  .formData as Record<string, unknown>;
const DESIGNER_NAMES = ['文本', '链接', '按钮', '提示', '分组标题', '分割线'];

/** The text, line count and accessible name of every label of a form, read in the page. */
function readLabels(root: Locator) {
  return root.evaluate((el) =>
    [...el.querySelectorAll<HTMLElement>('[data-model-label]')].map((label) => {
      const lineHeight = parseFloat(getComputedStyle(label).lineHeight) || 22;
      return { text: label.textContent ?? '', lines: Math.round(label.getBoundingClientRect().height / lineHeight) };
    }),
  );
}

/** For every text box, select and switch of a form: its accessible name through aria-labelledby. */
function controlNames(root: Locator) {
  return root.evaluate((el) =>
    [...el.querySelectorAll<HTMLElement>('[data-field] input:not([type=hidden]), [data-field] textarea')].map(
      (control) => {
        const ids = (control.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
        const name = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
        return { field: control.closest('[data-field]')?.getAttribute('data-field') ?? '', name };
      },
    ),
  );
}

describe('labels of generated forms', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  const form = () => page.getByTestId('preview-form');
  const paste = (model: unknown) => page.getByTestId('preview-textarea').fill(JSON.stringify(model));
  /** the source card folded away, so a screenshot shows the form */
  const foldSource = async () => {
    await page
      .getByTestId('preview-page')
      .getByRole('button', { name: /收\s*起$/ })
      .click();
    await expect.poll(() => page.getByTestId('preview-textarea').count()).toBe(0);
  };

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser();
    page = browser.page;
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('the seeded 学术会议 add form: no designer names as labels, one-line short labels, named inputs', async () => {
    // 会议管理 sits in the second system (学术服务平台)
    const sidebar = page.locator('[data-region="sidebar"]');
    await page.getByTestId('system-switch').click();
    await page.getByTestId('system-item').filter({ hasText: '学术服务平台' }).click();
    await sidebar.getByText('学术活动', { exact: true }).click();
    await sidebar.getByText('会议管理', { exact: true }).click();
    await page.waitForURL(/\/model\/academic\.conference$/);
    await page
      .locator('[data-model-table]')
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const layer = page.locator('[data-model-layer]');
    await expect.poll(() => layer.locator('[data-field="conferenceName"]').isVisible()).toBe(true);
    const labels = await readLabels(layer);
    expect(labels.map((l) => l.text)).toContain('会议名称');
    expect(labels.filter((l) => DESIGNER_NAMES.includes(l.text))).toEqual([]);
    expect(labels.filter((l) => l.text.length <= 6 && l.lines > 1)).toEqual([]);
    const names = await controlNames(layer.locator('[data-field="conferenceName"]'));
    expect(names).toEqual([{ field: 'conferenceName', name: '会议名称' }]);
    await screenshot(page, 'model-labels-seeded-right');
    await layer.locator('[data-jnpf-key="link"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'model-labels-seeded-right-lower');
  });

  test.each([
    ['top', 'vertical'],
    ['left', 'horizontal'],
  ])('the seeded model with labelPosition %s and a labelSuffix', async (position, layout) => {
    await page.goto(app.url('/previewModel'));
    await paste({ ...conference, labelPosition: position, labelSuffix: '：', labelWidth: 120 });
    const item = form().locator('[data-field="conferenceName"]');
    await expect.poll(() => item.isVisible()).toBe(true);
    expect(await item.locator('[data-model-label]').innerText()).toBe('会议名称：');
    expect(await item.getAttribute('class')).toContain(`ant-formily-item-layout-${layout}`);
    if (position === 'left') expect(await item.getAttribute('class')).toContain('ant-formily-item-label-align-left');
    const labels = await readLabels(form());
    expect(labels.filter((l) => DESIGNER_NAMES.some((n) => l.text.startsWith(n)))).toEqual([]);
    expect(labels.filter((l) => l.text.length <= 7 && l.lines > 1)).toEqual([]);
    await foldSource();
    await screenshot(page, `model-labels-preview-${position}`);
    await form().locator('[data-jnpf-key="link"]').scrollIntoViewIfNeeded();
    await screenshot(page, `model-labels-preview-${position}-lower`);
  });

  test('a barcode in a narrow column fits it and shows its text under the bars', async () => {
    await page.goto(app.url('/previewModel'));
    const barcode = (span: number, formId: number) => ({
      __config__: { jnpfKey: 'barcode', label: `条码 ${span}`, span, formId },
      dataType: 'static',
      staticText: '2026100001',
      width: 4,
      height: 40,
      displayValue: true,
    });
    await paste({ fields: [barcode(6, 1), barcode(18, 2)] });
    const narrow = form().locator('[data-jnpf-key="barcode"]').first();
    await expect.poll(() => narrow.locator('svg rect').count()).toBeGreaterThan(1);
    const fit = await narrow.evaluate((item) => {
      const svg = item.querySelector('svg')!.getBoundingClientRect();
      const column = item.querySelector('.jnpf-barcode')!.getBoundingClientRect();
      const text = item.querySelector('svg text');
      return { svg: svg.width, height: svg.height, column: column.width, text: text?.textContent };
    });
    expect(fit.svg).toBeLessThanOrEqual(fit.column + 0.5);
    expect(fit.svg).toBeGreaterThan(fit.column * 0.9);
    expect(fit.text).toBe('2026100001');
    // thinner bars rather than a shrunken picture: the bars keep their height and the text stays readable
    expect(fit.height).toBeGreaterThan(55);
    await foldSource();
    await screenshot(page, 'model-barcode-narrow');
  });

  test('a model with located problems renders every other field and lists the problems', async () => {
    await page.goto(app.url('/previewModel'));
    await paste({
      fields: [
        { __vModel__: 'name', __config__: { jnpfKey: 'input', label: '姓名' } },
        { __vModel__: 'age', __config__: { label: '年龄' } },
        { __vModel__: 'name', __config__: { jnpfKey: 'input', label: '重名' } },
        { __vModel__: 'phone', __config__: { jnpfKey: 'input', label: '电话' } },
        'not a field',
      ],
    });
    const errors = page.getByTestId('model-errors');
    await expect.poll(() => errors.isVisible()).toBe(true);
    expect(await errors.locator('[data-issue-path="fields[1].__config__.jnpfKey"]').innerText()).toContain('年龄');
    expect(await errors.locator('[data-issue-code="vModelDuplicate"]').count()).toBe(1);
    expect(await errors.locator('[data-issue-path="fields[4]"]').count()).toBe(1);
    await expect.poll(() => form().locator('[data-field="phone"]').isVisible()).toBe(true);
    expect(await form().locator('[data-field="name"] input').count()).toBe(1);
    await form().locator('[data-field="phone"] input').fill('13800000000');
    await foldSource();
    await screenshot(page, 'model-problems-render-rest');
  });
});
