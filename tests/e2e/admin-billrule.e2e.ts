import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn, storedToken } from './actions';
import { screenForms } from './screenForms';

/**
 * 单据规则: the list with its filters and state switch, the rule dialog with every
 * message and the live example, edit, delete, and the switch variant of the column settings (saved on the server).
 */
describe('bill rules end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;

  const { message, confirmBox, confirmOk, dialogOf, field, errorOf, ok, headers, pickOption } = screenForms(() => page);

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

  describe('单据规则', () => {
    const table = () => page.locator('[data-screen-component="CrudTable"]');
    const rowOf = (text: string) => table().locator('tr.ant-table-row').filter({ hasText: text });
    const dialog = () => dialogOf('system/bill-rule.dialog');
    const input = (label: string) => field(dialog(), label).locator('input');
    const example = () => input('流水范例').inputValue();
    const pad = (n: number) => String(n).padStart(2, '0');
    const now = new Date();
    const yyyyMM = `${now.getFullYear()}${pad(now.getMonth() + 1)}`;
    const choose = (label: string, option: string) => pickOption(dialog(), label, option);

    test('the list: keyword and category filters, the state switch', async () => {
      const sidebar = page.locator('[data-region="sidebar"]');
      await sidebar.getByText('系统管理', { exact: true }).click();
      await sidebar.getByText('单据规则', { exact: true }).click();
      await page.waitForURL(/billRule$/i);
      await expect.poll(() => rowOf('MemberNo').count()).toBe(1);
      const search = page.locator('[data-screen-component="SearchBar"]');
      await search.locator('.ant-select-selector').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="学术业务"]').click();
      await search.getByRole('button', { name: /查\s*询/ }).click();
      await expect.poll(() => rowOf('MemberNo').count()).toBe(0);
      await expect.poll(() => rowOf('PaperNo').count()).toBe(1);
      await search.getByRole('button', { name: /重\s*置/ }).click();
      await expect.poll(() => rowOf('MemberNo').count()).toBe(1);
      await screenshot(page, 'bill-rule-list');

      const toggle = rowOf('FeedbackNo').getByRole('switch');
      expect(await toggle.getAttribute('aria-checked')).toBe('true');
      await toggle.click();
      await expect.poll(() => message().last().innerText()).toContain('更新成功');
      await expect.poll(() => rowOf('FeedbackNo').getByRole('switch').getAttribute('aria-checked')).toBe('false');
      await rowOf('FeedbackNo').getByRole('switch').click();
      await expect.poll(() => rowOf('FeedbackNo').getByRole('switch').getAttribute('aria-checked')).toBe('true');
    });

    test('a new rule: every required message, bad values, the live example, then it saves', async () => {
      await table()
        .getByRole('button', { name: /新\s*建/ })
        .click();
      await expect.poll(() => dialog().locator('.ant-modal-title').innerText()).toBe('新建单据规则');
      await ok(dialog());
      const required: [string, string][] = [
        ['业务名称', '请输入业务名称'],
        ['业务编码', '请输入业务编码'],
        ['业务分类', '请选择业务分类'],
        ['流水前缀', '请输入流水前缀'],
        ['流水日期', '请选择流水日期'],
        ['流水位数', '请输入流水位数'],
        ['流水起始', '请输入流水起始'],
      ];
      for (const [label, msg] of required) await expect.poll(() => errorOf(dialog(), label)).toBe(msg);
      await screenshot(page, 'bill-rule-dialog-required');

      await input('业务名称').fill('名'.repeat(51));
      await expect.poll(() => errorOf(dialog(), '业务名称')).toBe('业务名称最多为50个字符！');
      await input('业务编码').fill('c'.repeat(51));
      await expect.poll(() => errorOf(dialog(), '业务编码')).toBe('业务编码最多为50个字符！');
      await input('流水起始').fill('1a');
      await expect.poll(() => errorOf(dialog(), '流水起始')).toBe('只能输入数字');
      await input('流水起始').fill('000');
      await expect.poll(() => errorOf(dialog(), '流水起始')).toBe('流水起始不能为0');
      await input('流水位数').fill('0');
      await expect.poll(() => errorOf(dialog(), '流水位数')).toBe('仅能输入正整数');
      await screenshot(page, 'bill-rule-dialog-bad-values');
      // the input takes one character only
      await input('流水位数').fill('12');
      expect(await input('流水位数').inputValue()).toBe('1');

      // the example follows every change of prefix, date format, digit and start number
      expect(await input('流水范例').getAttribute('readonly')).not.toBeNull();
      await input('流水前缀').fill('E2E');
      // digit 1 (the input kept one character) and start 000
      await expect.poll(example).toBe('E2E0');
      await choose('流水日期', 'yyyyMM（年月）');
      await expect.poll(example).toBe(`E2E${yyyyMM}0`);
      await input('流水位数').fill('4');
      await input('流水起始').fill('12');
      await expect.poll(example).toBe(`E2E${yyyyMM}0012`);
      await input('流水位数').fill('1');
      await expect.poll(example).toBe(`E2E${yyyyMM}2`);
      await choose('流水日期', '无');
      await input('流水位数').fill('5');
      await input('流水起始').fill('7');
      await expect.poll(example).toBe('E2E00007');
      await screenshot(page, 'bill-rule-dialog-example');

      await input('业务名称').fill('端到端编号');
      await input('业务编码').fill('E2ENo');
      await choose('业务分类', '会员业务');
      await ok(dialog());
      await expect.poll(() => message().last().innerText()).toContain('新建成功');
      await expect.poll(() => rowOf('E2ENo').count()).toBe(1);
      expect(await rowOf('E2ENo').innerText()).toContain('会员业务');
      const token = await storedToken(page);
      const list = await app.api<{ list: { id: string }[] }>('GET', '/api/system/BillRule?keyword=E2ENo', { token });
      const info = await app.api<{ example: string; digit: number; startNumber: string }>(
        'GET',
        `/api/system/BillRule/${list.data.list[0].id}`,
        { token },
      );
      expect(info.data).toMatchObject({ example: 'E2E00007', digit: 5, startNumber: '7' });
    });

    test('editing loads the rule, the example follows the edit, and it saves', async () => {
      await rowOf('E2ENo')
        .getByRole('button', { name: /编\s*辑/ })
        .click();
      await expect.poll(() => dialog().locator('.ant-modal-title').innerText()).toBe('编辑单据规则');
      await expect.poll(() => input('业务名称').inputValue()).toBe('端到端编号');
      await expect.poll(example).toBe('E2E00007');
      await input('流水前缀').fill('E2F');
      await expect.poll(example).toBe('E2F00007');
      await ok(dialog());
      await expect.poll(() => message().last().innerText()).toContain('修改成功');
    });

    test('column settings (switch variant) save at once on the server; 恢复默认 brings every column back', async () => {
      await expect.poll(() => headers(table())).toContain('业务分类');
      await table().getByRole('button', { name: '列表显示设置' }).click();
      const popover = page.locator('.ant-popover:visible').filter({ hasText: '恢复默认' });
      await popover.locator('[data-column-prop="category"]').getByRole('switch').click();
      await expect.poll(() => message().last().innerText()).toContain('保存成功');
      await expect.poll(() => headers(table())).not.toContain('业务分类');
      await popover.locator('[data-column-prop="sortCode"]').dragTo(popover.locator('[data-column-prop="fullName"]'));
      await expect.poll(async () => (await headers(table())).slice(0, 3)).toEqual(['序号', '排序', '业务名称']);
      await screenshot(page, 'bill-rule-column-switches');
      await page.reload();
      await expect.poll(async () => (await headers(table())).slice(0, 3)).toEqual(['序号', '排序', '业务名称']);
      expect(await headers(table())).not.toContain('业务分类');
      await table().getByRole('button', { name: '列表显示设置' }).click();
      await page.locator('.ant-popover:visible').getByRole('button', { name: '恢复默认' }).click();
      await expect
        .poll(async () => (await headers(table())).slice(0, 4))
        .toEqual(['序号', '业务名称', '业务编码', '业务分类']);
      // the same button closes the popover again
      await table().getByRole('button', { name: '列表显示设置' }).click();
      await expect.poll(() => page.locator('.ant-popover:visible').count()).toBe(0);
    });

    test('delete asks with the spec text and removes the rule', async () => {
      await rowOf('E2ENo')
        .getByRole('button', { name: /删\s*除/ })
        .click();
      await expect.poll(() => confirmBox().innerText()).toContain('此操作将永久删除该数据, 是否继续?');
      await confirmOk().click();
      await expect.poll(() => message().last().innerText()).toContain('删除成功');
      await expect.poll(() => rowOf('E2ENo').count()).toBe(0);
      await screenshot(page, 'bill-rule-after-delete');
    });
  });
});
