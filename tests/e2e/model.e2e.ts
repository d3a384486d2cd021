import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import dayjs from 'dayjs';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn, storedToken } from './actions';

/**
 * Form models' list pages (menu type 3) against the real server. 会员服务 → 会费缴纳 (vd-fee-payment: a dialog
 * form; 会员等级's change script fills 年度会费, 应缴金额 = 年度会费 × 缴费年数 − 优惠金额; the invoice switch shows
 * and requires 发票抬头): add a record, see it in the list, reopen it with identical values, view it read-only,
 * delete it, next to the seeded sample payments. 会员服务 → 会员登记 (vd-member-register): the city options follow
 * the province.
 */
describe('form model list pages end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  const member = '李青云';
  const today = dayjs().format('YYYY-MM-DD');
  /** what the add form showed for each field just before saving */
  let typed: Record<string, string> = {};
  /** the member record registered for the test (the fee form's 会员 value) */
  let memberId = '';
  /** a seeded sample payment (fixtures/models/fee-payment.json): 陈思远, 高级会员, 银行转账, 500 */
  const seeded = '陈思远';

  const sidebar = () => page.locator('[data-region="sidebar"]');
  const table = () => page.locator('[data-model-table]');
  const rowOf = (text: string): Locator => table().locator('tr.ant-table-row').filter({ hasText: text });
  const layer = () => page.locator('[data-model-layer="general"]');
  const footer = () => page.locator('[data-model-layer-footer="general"]');
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
          'input:not([type="radio"]):not([type="checkbox"]):not([type="search"]):not([type="hidden"]), textarea',
        ).forEach((i) => parts.push(i.value));
        el.querySelectorAll('.ant-select-selection-item').forEach((s) =>
          parts.push(s.getAttribute('title') ?? s.textContent ?? ''),
        );
        el.querySelectorAll('.ant-radio-wrapper-checked, .ant-radio-button-wrapper-checked').forEach((c) =>
          parts.push(c.textContent ?? ''),
        );
        el.querySelectorAll('[role="switch"]').forEach((s) => parts.push(s.textContent ?? ''));
        if (!parts.length) parts.push((el.querySelector('.ant-formily-item-control') ?? el).textContent ?? '');
        out[el.getAttribute('data-field') ?? ''] = parts.join(' | ').trim();
      });
      return out;
    });
  /** Fields the server fills on save: they read "系统自动生成" (or the signed-in user) before, the stamp after. */
  const SERVER_FILLED = ['receiptNo', 'operator', 'operateTime'];
  const withoutServerFilled = (values: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).filter(([k]) => !SERVER_FILLED.includes(k)));
  const ok = () => footer().getByRole('button', { name: /^确\s*定$/ });

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser();
    page = browser.page;
    page.setDefaultTimeout(10_000); // a step that cannot happen fails fast instead of eating the test's time
    // the fee form picks a registered member: register one the way another clerk would
    const token = await app.login('admin', 'Admin123');
    const reply = await app.api('POST', '/api/visualdev/OnlineDev/vd-member-register', {
      token,
      json: {
        data: JSON.stringify({
          memberName: member,
          gender: '2',
          idCard: '110101199003071228',
          mobilePhone: '13800138000',
          birthday: dayjs('1990-03-07').valueOf(),
          memberType: '3',
          province: '330000',
          city: '330100',
          joinDate: dayjs('2020-06-01').valueOf(),
          isCouncil: 0,
        }),
      },
    });
    if (reply.code !== 200) throw new Error(`member registration failed: ${reply.msg}`);
    memberId = (reply.data as { id: string }).id;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('会员服务 → 会费缴纳 opens the list built from columnData', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await sidebar().getByText('会员服务', { exact: true }).click();
    await sidebar().getByText('会费缴纳', { exact: true }).click();
    await page.waitForURL(/\/model\/memberService\.feePayment$/);
    const headers = table().locator('thead th');
    await expect
      .poll(() => headers.allInnerTexts())
      .toEqual(
        expect.arrayContaining([
          '序号',
          '收据号',
          '会员',
          '会员等级',
          '缴费年度',
          '应缴金额',
          '缴费方式',
          '缴费日期',
          '操作',
        ]),
      );
    // the seeded sample payments, with their members' names
    await expect.poll(() => table().locator('tr.ant-table-row').count()).toBe(4);
    await expect.poll(() => rowOf(seeded).count()).toBe(1);
    expect(await page.locator('[data-model-search] [data-field="member"]').isVisible()).toBe(true);
    expect(await page.locator('[data-model-search] [data-field="feeYear"]').getAttribute('data-jnpf-key')).toBe(
      'dateRange',
    );
    expect(await page.locator('.ant-pagination-options').isVisible()).toBe(true);
  });

  test('批量删除 without a selection asks for one', async () => {
    await table()
      .getByRole('button', { name: /批量删除/ })
      .click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('请选择一条数据');
  });

  test('新增: the level fills the fee, the amount is calculated, the switch shows its field, the record saves', async () => {
    await table()
      .getByRole('button', { name: /新\s*增/ })
      .click();
    await expect.poll(() => item('member').isVisible()).toBe(true);
    await expect.poll(() => layer().locator('.ant-formily-item').first().isVisible()).toBe(true);
    await ok().click();
    // the required rule says the placeholder when there is one (the platform's buildRules), and a radio group,
    // which has none, says 请选择 like the select beside it
    await expect.poll(() => item('member').locator('.ant-formily-item-error-help').innerText()).toBe('请选择');
    await expect.poll(() => item('memberLevel').locator('.ant-formily-item-error-help').innerText()).toBe('请选择');

    await pick('member', member);
    await item('memberLevel').getByText('高级会员', { exact: true }).click();
    await expect.poll(() => item('unitFee').locator('input').inputValue()).toBe('500.00');
    // a calculate shows parseFloat(value.toFixed(precision)), as the platform does: 500, not 500.00
    await expect.poll(() => item('amount').locator('input').inputValue()).toBe('500');
    await item('years').locator('input').fill('2');
    await item('discount').locator('input').fill('100');
    await item('discount').locator('input').blur();
    await expect.poll(() => item('amount').locator('input').inputValue()).toBe('900');
    // another level: the script sets another fee, the amount follows
    await item('memberLevel').getByText('普通会员', { exact: true }).click();
    await expect.poll(() => item('unitFee').locator('input').inputValue()).toBe('200.00');
    await expect.poll(() => item('amount').locator('input').inputValue()).toBe('300');
    await expect.poll(() => item('amount').innerText()).toContain('叁佰元整');

    await typeDate('feeYear', '2025');
    await item('paymentMethod').getByText('微信支付', { exact: true }).click();
    await typeDate('payDate', today);
    expect(await item('invoiceTitle').count()).toBe(0);
    await item('invoiceNeeded').getByRole('switch').click();
    await expect.poll(() => item('invoiceTitle').isVisible()).toBe(true);
    await item('invoiceTitle').locator('input').fill('中华学会');
    await item('remark').locator('textarea').fill('2025 年度会费，两年合缴');

    typed = withoutServerFilled(await readFields());
    expect(typed).toMatchObject({
      member,
      memberLevel: '普通会员',
      feeYear: '2025',
      years: '2',
      paymentMethod: '微信支付',
      payDate: today,
      invoiceTitle: '中华学会',
    });
    await screenshot(page, 'model-add-dialog');
    await ok().click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('新建成功');
    await expect.poll(() => layer().count()).toBe(0);
    await expect.poll(() => rowOf(member).count()).toBe(1);
    // cells show display values: labels instead of ids, the formatted year, date and amount, the issued number
    const cells = rowOf(member).locator('td[data-column]');
    const byColumn = async (prop: string) =>
      (await rowOf(member).locator(`td[data-column="${prop}"]`).innerText()).trim();
    await expect.poll(() => byColumn('memberLevel')).toBe('普通会员');
    expect(await byColumn('paymentMethod')).toBe('微信支付');
    expect(await byColumn('feeYear')).toBe('2025');
    expect(await byColumn('payDate')).toBe(today);
    expect((await byColumn('amount')).split('\n')[0]).toBe('300');
    expect(await byColumn('receiptNo')).toMatch(/\d{4,}/);
    expect(await cells.count()).toBe(7);
    await screenshot(page, 'model-list');
  });

  test('the search form filters the list on the server; 重置 brings the row back', async () => {
    const search = page.locator('[data-model-search]');
    await search.locator('[data-field="paymentMethod"] .ant-select-selector').click();
    await openDropdown().locator('.ant-select-item-option[title="现金"]').click();
    await search.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => table().getByText('暂无数据').isVisible()).toBe(true);
    await search.locator('[data-field="paymentMethod"] .ant-select-selector').click();
    await openDropdown().locator('.ant-select-item-option[title="微信支付"]').click();
    await search.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => rowOf(member).count()).toBe(1);
    await search.locator('[data-field="amount"] input').first().fill('500');
    await search.locator('[data-field="amount"] input').first().press('Enter');
    await expect.poll(() => table().getByText('暂无数据').isVisible()).toBe(true);
    await search.getByRole('button', { name: /重\s*置/ }).click();
    await expect.poll(() => rowOf(member).count()).toBe(1);
  });

  test('编辑 reopens the record with every value identical, and saves a change', async () => {
    await rowOf(member)
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    await expect.poll(() => item('invoiceTitle').locator('input').inputValue()).toBe('中华学会');
    await expect.poll(async () => withoutServerFilled(await readFields())).toEqual(typed);
    expect(await item('receiptNo').locator('input').inputValue()).toMatch(/\d{4,}/);
    await item('remark').locator('textarea').fill('两年合缴（已开票）');
    await ok().click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('修改成功');
    await expect.poll(() => layer().count()).toBe(0);
  });

  test('详情 shows the record read-only with the same values', async () => {
    await rowOf(member)
      .getByRole('button', { name: /详\s*情/ })
      .click();
    await expect.poll(() => layer().locator('[data-record-mode="detail"]').count()).toBe(1);
    await expect.poll(() => item('member').innerText()).toContain(member);
    await expect.poll(() => item('memberLevel').innerText()).toContain('普通会员');
    expect(await layer().locator('input:not([type="hidden"]), textarea').count()).toBe(0);
    const shown = await readFields();
    expect(shown).toMatchObject({
      feeYear: '2025',
      paymentMethod: '微信支付',
      payDate: today,
      invoiceTitle: '中华学会',
      remark: '两年合缴（已开票）',
    });
    expect(shown.unitFee).toContain('200.00');
    expect(shown.amount).toMatch(/^300(?!\.)/);
    expect(shown.invoiceNeeded).toContain('需要');
    await screenshot(page, 'model-detail');
    await footer()
      .getByRole('button', { name: /关\s*闭/ })
      .click();
    await expect.poll(() => layer().count()).toBe(0);
  });

  test('the server kept the raw values', async () => {
    const token = await storedToken(page);
    const list = await app.api<{ list: { id: string; member: string }[] }>(
      'POST',
      '/api/visualdev/OnlineDev/vd-fee-payment/List',
      {
        token,
        json: { currentPage: 1, pageSize: 20, menuId: 'm-fee-payment' },
      },
    );
    const mine = list.data.list.filter((r) => r.member === memberId);
    expect(mine).toHaveLength(1);
    const info = await app.api<{ data: string }>('GET', `/api/visualdev/OnlineDev/vd-fee-payment/${mine[0].id}`, {
      token,
    });
    // f_version 1: the edit dialog sent back the version it loaded (会费缴纳 has concurrencyLock on)
    expect(JSON.parse(info.data.data)).toMatchObject({
      f_version: 1,
      memberLevel: '2',
      unitFee: 200,
      years: 2,
      discount: 100,
      amount: 300,
      paymentMethod: 'wechat',
      invoiceNeeded: 1,
      invoiceTitle: '中华学会',
    });
  });

  test('删除 asks with the spec text and removes the row', async () => {
    await rowOf(member)
      .getByRole('button', { name: /删\s*除/ })
      .click();
    const confirmBox = page.locator('.ant-modal-confirm');
    await expect.poll(() => confirmBox.innerText()).toContain('此操作将永久删除该数据, 是否继续?');
    await confirmBox.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('删除成功');
    await expect.poll(() => rowOf(member).count()).toBe(0);
    expect(await rowOf(seeded).count()).toBe(1);
  });

  test('会员登记: cells show labels; in the form the city options follow the province', async () => {
    await sidebar().getByText('会员登记', { exact: true }).click();
    await page.waitForURL(/\/model\/memberService\.register$/);
    await expect.poll(() => rowOf(member).count()).toBe(1);
    const row = await rowOf(member).innerText();
    expect(row).toContain('浙江省');
    expect(row).toContain('杭州市');
    expect(row).toContain('高级会员');
    expect(row).not.toContain('330100');

    await table()
      .getByRole('button', { name: /新\s*增/ })
      .click();
    await layer().getByRole('tab', { name: '联系与入会' }).click();
    await expect.poll(() => item('province').isVisible()).toBe(true);
    await pick('province', '浙江省');
    await expect.poll(() => optionsOf('city')).toEqual(['杭州市', '宁波市', '温州市']);
    await pick('city', '宁波市');
    await pick('province', '江苏省');
    await expect.poll(() => item('city').locator('.ant-select-selection-item').count()).toBe(0);
    await expect.poll(() => optionsOf('city')).toEqual(['南京市', '无锡市', '苏州市']);
    await footer()
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await expect.poll(() => layer().count()).toBe(0);
  });

  test('会员登记: OK on the last tab opens the tab of the first bad field, marks the tabs in error, focuses it', async () => {
    await table()
      .getByRole('button', { name: /新\s*增/ })
      .click();
    await layer().getByRole('tab', { name: '联系与入会' }).click();
    await expect.poll(() => item('province').isVisible()).toBe(true);
    await ok().click();
    const activeTab = () => layer().locator('.ant-tabs-tab-active').innerText();
    await expect.poll(activeTab).toBe('基本信息');
    await expect
      .poll(() =>
        item('memberName')
          .locator('input')
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    const marked = () => layer().locator('[data-has-error="true"]').allInnerTexts();
    await expect.poll(marked).toEqual(['基本信息', '联系与入会']);
    await expect.poll(() => page.locator('.ant-message-notice').filter({ hasText: '请检查表单' }).count()).toBe(1);
    await layer().screenshot({ path: 'test-results/model-tab-errors.png' });
    await footer()
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await expect.poll(() => layer().count()).toBe(0);
  });
});
