import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';

/** A model with a required field and a linkage over the seeded data interfaces (city follows province). */
const previewModel = {
  popupType: 'drawer',
  drawerWidth: '560px',
  labelWidth: 90,
  fields: [
    {
      __vModel__: 'title',
      __config__: { jnpfKey: 'input', label: '活动名称', required: true, span: 24 },
      clearable: true,
    },
    {
      __vModel__: 'province',
      __config__: { jnpfKey: 'select', label: '省份', dataType: 'dynamic', propsUrl: 'di-provinces', span: 12 },
      props: { label: 'fullName', value: 'id' },
      clearable: true,
    },
    {
      __vModel__: 'city',
      __config__: {
        jnpfKey: 'select',
        label: '城市',
        dataType: 'dynamic',
        propsUrl: 'di-cities',
        span: 12,
        templateJson: [{ field: 'province', relationField: 'province', sourceType: 1, defaultValue: '' }],
      },
      props: { label: 'fullName', value: 'id' },
      clearable: true,
    },
  ],
};

describe('form model preview end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;

  const form = () => page.getByTestId('preview-form');
  const item = (field: string, within?: Locator) => (within ?? form()).locator(`[data-field="${field}"]`);
  const openDropdown = () => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const pick = async (field: string, option: string) => {
    await item(field).locator('.ant-select-selector').click();
    await openDropdown().locator(`.ant-select-item-option[title="${option}"]`).click();
  };
  const optionsOf = async (field: string): Promise<string[]> => {
    await item(field).locator('.ant-select-selector').click();
    await expect.poll(() => openDropdown().locator('.ant-select-item-option').count()).toBeGreaterThan(0);
    const titles = await openDropdown()
      .locator('.ant-select-item-option')
      .evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? ''));
    await page.keyboard.press('Escape');
    return titles;
  };
  const paste = (text: string) => page.getByTestId('preview-textarea').fill(text);

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

  test('/previewModel opens with the editor and an empty state', async () => {
    await page.goto(app.url('/previewModel'));
    await expect.poll(() => page.getByTestId('preview-empty').isVisible()).toBe(true);
    expect(await page.getByTestId('preview-textarea').isVisible()).toBe(true);
  });

  test('a pasted model renders; submitting it empty shows the required message', async () => {
    await paste(JSON.stringify(previewModel, null, 2));
    await expect.poll(() => item('title').isVisible()).toBe(true);
    expect(await item('title').getAttribute('data-jnpf-key')).toBe('input');
    expect(await item('city').getAttribute('data-jnpf-key')).toBe('select');
    await page.getByRole('button', { name: /^提\s*交$/ }).click();
    await expect.poll(() => item('title').locator('.ant-formily-item-error-help').innerText()).toBe('活动名称不能为空');
    await expect.poll(() => page.getByTestId('preview-invalid').isVisible()).toBe(true);
  });

  test('the linkage re-queries the city options and clears the city when the province changes', async () => {
    await pick('province', '浙江省');
    await expect.poll(() => optionsOf('city')).toEqual(['杭州市', '宁波市', '温州市']);
    await pick('city', '宁波市');
    await pick('province', '江苏省');
    await expect.poll(() => item('city').locator('.ant-select-selection-item').count()).toBe(0);
    await expect.poll(() => optionsOf('city')).toEqual(['南京市', '无锡市', '苏州市']);
    await pick('city', '苏州市');
  });

  test('filled in, 提交 shows the values as JSON in the side panel', async () => {
    await item('title').locator('input').fill('青年学者论坛');
    await page.getByRole('button', { name: /^提\s*交$/ }).click();
    await expect.poll(() => page.getByTestId('preview-values').isVisible()).toBe(true);
    const values = JSON.parse(await page.getByTestId('preview-values').innerText()) as Record<string, unknown>;
    expect(values).toEqual({ title: '青年学者论坛', province: '320000', city: '320500' });
    await screenshot(page, 'preview-submitted');
  });

  test('重置 empties the form and the panel', async () => {
    await page.getByRole('button', { name: /^重\s*置$/ }).click();
    await expect.poll(() => item('title').locator('input').inputValue()).toBe('');
    expect(await page.getByTestId('preview-values').count()).toBe(0);
  });

  test('the popupType toggles open the same form as drawer, dialog and full screen', async () => {
    for (const [type, selector] of [
      ['drawer', '.ant-drawer-content'],
      ['general', '.ant-modal-content'],
      ['fullScreen', '.ant-modal-content'],
    ] as const) {
      await page.locator(`[data-popup-type="${type}"]`).click();
      const layer = page.locator(`[data-model-layer="${type}"]`);
      await expect.poll(() => item('title', layer).isVisible()).toBe(true);
      await screenshot(page, `preview-popup-${type}`);
      // confirm validates inside the layer too
      await page
        .locator(`[data-model-layer-footer="${type}"]`)
        .getByRole('button', { name: /确\s*定/ })
        .click();
      await expect
        .poll(() => item('title', layer).locator('.ant-formily-item-error-help').innerText())
        .toBe('活动名称不能为空');
      await item('title', layer).locator('input').fill(`${type} 表单`);
      await page
        .locator(`[data-model-layer-footer="${type}"]`)
        .getByRole('button', { name: /确\s*定/ })
        .click();
      await expect.poll(() => page.locator(selector).filter({ has: layer }).count()).toBe(0);
      await expect.poll(() => page.getByTestId('preview-values').innerText()).toContain(`"${type} 表单"`);
    }
  });

  test('a malformed document shows located errors and renders what it can, never a blank page', async () => {
    await paste(JSON.stringify({ fields: [{ __vModel__: 'age', __config__: { label: '年龄' } }] }));
    const errors = page.getByTestId('model-errors');
    await expect.poll(() => errors.isVisible()).toBe(true);
    const issue = errors.locator('[data-issue-path="fields[0].__config__.jnpfKey"]');
    await expect.poll(() => issue.innerText()).toContain('年龄');
    expect(await issue.innerText()).toContain('缺失');
    // the rest of the form still renders (the field without a widget key as a placeholder), beside the list
    await expect.poll(() => item('age').isVisible()).toBe(true);
    await screenshot(page, 'preview-located-error');

    await paste('{ "fields": [ { "__config__": ');
    await expect.poll(() => errors.locator('[data-issue-code="notJson"]').innerText()).toContain('不是有效的 JSON');
  });

  test('a model posted from the page’s own window renders', async () => {
    await page.evaluate(() => {
      window.postMessage(
        {
          type: 'preview-model',
          formData: {
            fields: [
              { __vModel__: 'posted', __config__: { jnpfKey: 'textarea', label: '来自设计器', required: true } },
            ],
          },
        },
        window.location.origin,
      );
    });
    await expect.poll(() => item('posted').isVisible()).toBe(true);
    expect(await item('posted').getAttribute('data-jnpf-key')).toBe('textarea');
    expect(await page.getByTestId('preview-textarea').inputValue()).toContain('来自设计器');
    await screenshot(page, 'preview-posted');
  });
});
