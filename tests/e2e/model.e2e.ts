import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn, storedToken } from './actions';

/**
 * A form model's list page (menu type 3) against the real server: 学术活动 → 会议管理 (model vd-conference:
 * fullScreen form, branch → department linkage over data interfaces, calculate 注册费 × 预计人数). Add a
 * record, see it in the list, reopen it with identical values, view it read-only, delete it.
 */
describe('form model list page end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  const name = `E2E 青年学者论坛 ${Date.now() % 100000}`;
  /** what the add form showed for each field just before saving */
  let typed: Record<string, string> = {};

  const table = () => page.locator('[data-model-table]');
  const rowOf = (text: string): Locator => table().locator('tr.ant-table-row').filter({ hasText: text });
  const layer = () => page.locator('[data-model-layer="fullScreen"]');
  const footer = () => page.locator('[data-model-layer-footer="fullScreen"]');
  const item = (field: string) => layer().locator(`[data-field="${field}"]`);
  const openDropdown = () => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const optionsOf = async (field: string): Promise<string[]> => {
    await item(field).locator('.ant-select-selector').click();
    await expect.poll(() => openDropdown().locator('.ant-select-item-option').count()).toBeGreaterThan(0);
    const titles = await openDropdown()
      .locator('.ant-select-item-option')
      .evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? ''));
    await page.keyboard.press('Escape');
    return titles;
  };
  const pick = async (field: string, option: string) => {
    await item(field).locator('.ant-select-selector').click();
    await openDropdown().locator(`.ant-select-item-option[title="${option}"]`).click();
  };
  const typeDate = async (field: string, text: string) => {
    const input = item(field).locator('.ant-picker input');
    await input.click();
    await input.fill(text);
    await input.press('Enter');
    await expect.poll(() => input.inputValue()).toBe(text);
  };
  /** Every [data-field] of the open layer as a person reads it: inputs, selections, checked options, texts. */
  const readFields = (): Promise<Record<string, string>> =>
    layer().evaluate((root) => {
      const out: Record<string, string> = {};
      root.querySelectorAll<HTMLElement>('[data-field]').forEach((el) => {
        const parts: string[] = [];
        el.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
          'input:not([type="radio"]):not([type="checkbox"]):not([type="search"]), textarea',
        ).forEach((i) => parts.push(i.value));
        el.querySelectorAll('.ant-select-selection-item').forEach((s) =>
          parts.push(s.getAttribute('title') ?? s.textContent ?? ''),
        );
        el.querySelectorAll('.ant-radio-wrapper-checked, .ant-checkbox-wrapper-checked').forEach((c) =>
          parts.push(c.textContent ?? ''),
        );
        el.querySelectorAll('[role="switch"]').forEach((s) => parts.push(s.getAttribute('aria-checked') ?? ''));
        if (!parts.length) parts.push((el.querySelector('.ant-formily-item-control') ?? el).textContent ?? '');
        out[el.getAttribute('data-field') ?? ''] = parts.join(' | ').trim();
      });
      return out;
    });
  /** Fields the server fills on save: they read "系统自动生成" before and the stamped value after. */
  const SERVER_FILLED = ['conferenceNo', 'creatorUser', 'creatorTime'];
  const withoutServerFilled = (values: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).filter(([k]) => !SERVER_FILLED.includes(k)));

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser();
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('学术活动 → 会议管理 opens the list built from columnData', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    // 学术活动 belongs to the second system of the seed: switch to it as a person would
    await page.getByTestId('system-switch').click();
    await page.getByTestId('system-item').filter({ hasText: '学术服务平台' }).click();
    const sidebar = page.locator('[data-region="sidebar"]');
    await expect.poll(() => sidebar.getByText('学术活动', { exact: true }).isVisible()).toBe(true);
    await sidebar.getByText('学术活动', { exact: true }).click();
    await sidebar.getByText('会议管理', { exact: true }).click();
    await page.waitForURL(/\/model\/academic\.conference$/);
    const headers = table().locator('thead th');
    await expect
      .poll(() => headers.allInnerTexts())
      .toEqual(
        expect.arrayContaining(['序号', '会议编号', '会议名称', '主办单位', '开始时间', '预计注册费收入', '操作']),
      );
    await expect.poll(() => page.locator('[data-model-search] [data-field="conferenceName"]').isVisible()).toBe(true);
    expect(
      await table()
        .getByRole('button', { name: /新\s*增/ })
        .isVisible(),
    ).toBe(true);
    expect(await page.locator('.ant-pagination-options').isVisible()).toBe(true);
    await page.waitForTimeout(300);
    await screenshot(page, 'model-list');
  });

  test('新增: linked options follow the branch, the income is calculated, the record saves', async () => {
    await table()
      .getByRole('button', { name: /新\s*增/ })
      .click();
    await expect.poll(() => item('conferenceName').isVisible()).toBe(true);
    await item('conferenceName').locator('input').fill(name);

    await pick('branch', '中华学会');
    await expect.poll(() => optionsOf('department')).toEqual(['秘书处', '会员部', '学术部', '财务部', '信息中心']);
    await pick('department', '学术部');
    await pick('branch', '中华学会上海分会');
    await expect.poll(() => item('department').locator('.ant-select-selection-item').count()).toBe(0);
    await expect.poll(() => optionsOf('department')).toEqual(['分会办公室']);
    await pick('department', '分会办公室');

    await typeDate('startDate', '2026-09-18 09:00');
    await typeDate('endDate', '2026-09-20 17:30');
    await item('registrationFee').locator('input').fill('1200');
    await item('expectedCount').locator('input').fill('150');
    await item('venue').locator('input').fill('上海国际会议中心');
    await expect.poll(() => item('registrationIncome').locator('input').inputValue()).toBe('180,000.00');
    await expect.poll(() => item('registrationIncome').innerText()).toContain('壹拾捌万元整');

    typed = withoutServerFilled(await readFields());
    expect(typed).toMatchObject({
      conferenceName: name,
      branch: '中华学会上海分会',
      department: '分会办公室',
      startDate: '2026-09-18 09:00',
      endDate: '2026-09-20 17:30',
      venue: '上海国际会议中心',
    });
    await screenshot(page, 'model-add-dialog');
    await footer()
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('新建成功');
    await expect.poll(() => layer().count()).toBe(0);
    await expect.poll(() => rowOf(name).count()).toBe(1);
    const row = await rowOf(name).innerText();
    // cells show display values: the branch's name, the formatted date and amount, the issued number
    expect(row).toContain('中华学会上海分会');
    expect(row).toContain('2026-09-18 09:00');
    expect(row).toContain('180,000.00');
    expect(row).not.toContain('org-shanghai');
    await screenshot(page, 'model-list-saved');
  });

  test('编辑 reopens the record with every value identical, and saves a change', async () => {
    await rowOf(name)
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    await expect.poll(() => item('conferenceName').locator('input').inputValue()).toBe(name);
    // linked options load for the saved branch before the department can show its label
    await expect.poll(async () => withoutServerFilled(await readFields())).toEqual(typed);
    expect(await item('conferenceNo').locator('input').inputValue()).toMatch(/\d/);
    await item('venue').locator('input').fill('上海国际会议中心 A 厅');
    await footer()
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('修改成功');
    await expect.poll(() => rowOf(name).innerText()).toContain('上海国际会议中心 A 厅');
  });

  test('详情 shows the record read-only with the same values', async () => {
    await rowOf(name)
      .getByRole('button', { name: /详\s*情/ })
      .click();
    await expect.poll(() => layer().locator('[data-record-mode="detail"]').count()).toBe(1);
    await expect.poll(() => item('department').innerText()).toContain('分会办公室');
    expect(await layer().locator('input:not([type="hidden"])').count()).toBe(0);
    const shown = await readFields();
    expect(shown).toMatchObject({
      conferenceName: name,
      branch: '中华学会上海分会',
      department: '分会办公室',
      startDate: '2026-09-18 09:00',
      endDate: '2026-09-20 17:30',
      venue: '上海国际会议中心 A 厅',
    });
    expect(shown.registrationIncome).toContain('180,000.00');
    expect(shown.registrationFee).toContain('1,200.00');
    await page.waitForTimeout(300);
    await screenshot(page, 'model-detail');
    await footer()
      .getByRole('button', { name: /关\s*闭/ })
      .click();
    await expect.poll(() => layer().count()).toBe(0);
  });

  test('the server kept the raw values', async () => {
    const token = await storedToken(page);
    const list = await app.api<{ list: { id: string; conferenceName: string }[] }>(
      'POST',
      '/api/visualdev/OnlineDev/vd-conference/List',
      { token, json: { currentPage: 1, pageSize: 20, keyword: '', menuId: 'm-conference' } },
    );
    const saved = list.data.list.find((r) => r.conferenceName === name)!;
    const info = await app.api<{ data: string }>('GET', `/api/visualdev/OnlineDev/vd-conference/${saved.id}`, {
      token,
    });
    expect(JSON.parse(info.data.data)).toMatchObject({
      branch: 'org-shanghai',
      department: 'dept-shanghai-office',
      registrationFee: 1200,
      expectedCount: 150,
      registrationIncome: 180000,
    });
  });

  test('删除 asks with the spec text and removes the row', async () => {
    await rowOf(name)
      .getByRole('button', { name: /删\s*除/ })
      .click();
    const confirmBox = page.locator('.ant-modal-confirm');
    await expect.poll(() => confirmBox.innerText()).toContain('此操作将永久删除该数据, 是否继续?');
    await confirmBox.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('删除成功');
    await expect.poll(() => rowOf(name).count()).toBe(0);
  });
});
