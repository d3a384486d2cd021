import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';

/**
 * The approver picker and the business-number template picker, as platform-dialect widgets in a form model
 * pasted into /previewModel, against the real server: the seeded organisation (users by name or account) and
 * the seeded bill rules with their 业务分类 categories.
 */
const model = {
  popupType: 'general',
  labelWidth: 100,
  fields: [
    { __vModel__: 'approver', __config__: { jnpfKey: 'approverSelect', label: '审批人', span: 24 } },
    { __vModel__: 'rule', __config__: { jnpfKey: 'billRuleSelect', label: '单据模板', span: 24 } },
  ],
};

describe('approver and bill-number template pickers end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;

  const form = () => page.getByTestId('preview-form');
  const item = (field: string) => form().locator(`[data-field="${field}"]`);
  const dialog = (title: string) => page.locator('.ant-modal').filter({ has: page.getByText(title, { exact: true }) });
  const ruleRows = (picker: Locator) => picker.locator('tr.ant-table-row');
  const ruleNames = (picker: Locator) =>
    ruleRows(picker).evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[2]?.textContent ?? ''));
  const submitted = async () => {
    await page.getByRole('button', { name: /^提\s*交$/ }).click();
    await expect.poll(() => page.getByTestId('preview-values').isVisible()).toBe(true);
    return JSON.parse(await page.getByTestId('preview-values').innerText()) as Record<string, unknown>;
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

  test('the template picker: filter by category, search, pick, see the value', async () => {
    await page.goto(app.url('/previewModel'));
    await page.getByTestId('preview-textarea').fill(JSON.stringify(model, null, 2));
    await item('rule').waitFor();
    expect(await item('rule').getAttribute('data-jnpf-key')).toBe('billRuleSelect');
    await item('rule').locator('input').click();
    const picker = dialog('选择单据模板');
    await expect.poll(() => ruleRows(picker).count()).toBe(5);
    expect(await picker.locator('.ant-table-thead th').allInnerTexts()).toEqual(
      expect.arrayContaining(['序号', '业务名称', '业务编码', '流水起始']),
    );
    await screenshot(page, 'pickers-billrule-dialog');

    const tree = picker.getByRole('region', { name: '业务分类' });
    const filtered = page.waitForResponse(
      (r) => r.url().includes('/BillRule/Selector') && r.url().includes('categoryId=dt-business-type.academic'),
    );
    await tree.getByText('学术业务', { exact: true }).click();
    await filtered;
    await expect.poll(() => ruleNames(picker)).toEqual(['论文编号', '会议编号', '反馈单号']);

    await picker.getByPlaceholder('请输入关键词查询').fill('Paper');
    await picker.getByPlaceholder('请输入关键词查询').press('Enter');
    await expect.poll(() => ruleNames(picker)).toEqual(['论文编号']);
    await picker.getByRole('radio', { name: '选择 论文编号' }).check();
    await screenshot(page, 'pickers-billrule-picked');
    await picker.getByRole('button', { name: /^确\s*定$/ }).click();
    await expect.poll(() => picker.isVisible()).toBe(false);
    expect(await item('rule').locator('input').inputValue()).toBe('论文编号');
  });

  test('新建 in the template picker saves a rule through the rule dialog, and the table shows it', async () => {
    await item('rule').locator('input').click();
    const picker = dialog('选择单据模板');
    await expect.poll(() => ruleRows(picker).count()).toBe(5);
    await picker.getByRole('button', { name: /新\s*建/ }).click();
    const ruleDialog = page.locator('[data-screen-dialog="system/bill-rule.dialog"]');
    await ruleDialog.waitFor();
    const choose = async (label: string, option: string) => {
      await ruleDialog.locator('.ant-formily-item').filter({ hasText: label }).locator('.ant-select-selector').click();
      await page
        .locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`)
        .click();
    };
    await ruleDialog.getByPlaceholder('请输入业务名称').fill('奖项编号');
    await ruleDialog.getByPlaceholder('请输入业务编码').fill('AwardNo');
    await choose('业务分类', '学术业务');
    await ruleDialog.getByPlaceholder('请输入流水前缀').fill('JX');
    await choose('流水日期', '无');
    await ruleDialog.getByPlaceholder('请输入流水位数').fill('3');
    await ruleDialog.getByPlaceholder('请输入流水起始').fill('1');
    await screenshot(page, 'pickers-billrule-create');
    const saved = page.waitForResponse(
      (r) => new URL(r.url()).pathname.endsWith('/api/system/BillRule') && r.request().method() === 'POST',
    );
    await page
      .locator('.ant-modal')
      .filter({ has: ruleDialog })
      .getByRole('button', { name: /^确\s*定$/ })
      .click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => ruleNames(picker)).toContain('奖项编号');
    expect(await ruleRows(picker).count()).toBe(6);
    await screenshot(page, 'pickers-billrule-added');
    // cancel keeps the rule picked before
    await picker.getByRole('button', { name: /^取\s*消$/ }).click();
    await expect.poll(() => picker.isVisible()).toBe(false);
    expect(await item('rule').locator('input').inputValue()).toBe('论文编号');
  });

  test('the approver picker: only users are picked, search by account, 请选择审批人, then a pick', async () => {
    await item('approver').locator('.jnpf-picker-field').click();
    const picker = dialog('审批人');
    const pane = picker.locator('.jnpf-picker-pane');
    await expect.poll(() => pane.getAttribute('role')).toBe('tree');
    await expect.poll(() => pane.locator('[role="treeitem"]').count()).toBeGreaterThan(1);
    await screenshot(page, 'pickers-approver-dialog');

    // an organisation row only opens and closes: nothing is picked
    const department = pane.locator('[role="treeitem"]').nth(1);
    expect(await department.getAttribute('data-type')).toBe('department');
    await department.click();
    await expect.poll(() => department.getAttribute('aria-expanded')).toBe('true');
    expect(await picker.locator('.jnpf-picker-selected-name').count()).toBe(0);
    await picker.getByRole('button', { name: /^确\s*定$/ }).click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('请选择审批人');
    expect(await picker.isVisible()).toBe(true);

    // by name, then by account
    await picker.getByPlaceholder('请输入关键词查询').fill('管理员');
    await picker.getByPlaceholder('请输入关键词查询').press('Enter');
    await expect
      .poll(() => pane.locator('[role="option"] .jnpf-picker-row-name').allInnerTexts())
      .toContain('管理员/admin');
    await picker.getByPlaceholder('请输入关键词查询').fill('admin');
    await picker.getByPlaceholder('请输入关键词查询').press('Enter');
    await expect.poll(() => pane.getAttribute('role')).toBe('listbox');
    const admin = pane.locator('[role="option"][data-type="user"]').first();
    await expect.poll(() => admin.isVisible()).toBe(true);
    const name = (await admin.locator('.jnpf-picker-row-name').innerText()).trim();
    await admin.click();
    await expect.poll(() => picker.locator('.jnpf-picker-selected-name').allInnerTexts()).toEqual([name]);
    await screenshot(page, 'pickers-approver-picked');
    await picker.getByRole('button', { name: /^确\s*定$/ }).click();
    await expect.poll(() => item('approver').locator('.ant-select-selection-item').innerText()).toBe(name);

    const values = await submitted();
    expect(values.rule).toEqual({ rule: 'PaperNo', ruleName: '论文编号' });
    expect(typeof values.approver).toBe('string');
    expect(String(values.approver).length).toBeGreaterThan(0);
  });
});
