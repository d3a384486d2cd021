import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import type { MessageTemplateItem, PageResult } from '../../contract';
import { signIn, storedToken } from './actions';
import { scheduleOccurrences, screenHelpers } from './adminTemplatesHelpers';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';

/**
 * 消息模板 and 日程安排 (issue 5 items 4 and 5), built only from schemas/, against the real server: create with the
 * spec's validation messages, edit, copy, the SMS variable table, the WeChat detail; the calendar, a repeating
 * schedule edited and deleted by scope, the detail of a schedule one was invited to.
 */
describe('message templates and schedules end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  let h: ReturnType<typeof screenHelpers>;
  const token = async () => (await storedToken(page)) ?? '';

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser();
    page = browser.page;
    h = screenHelpers(page);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('消息中心 → 消息模板 lists the templates; system ones cannot be edited or deleted', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await h.openMenu('消息中心', '消息模板');
    await page.waitForURL(/\/msgCenter\/msgTemplate$/);
    await expect.poll(() => h.rowOf('ScheduleSms').count()).toBe(1);
    expect(
      await h
        .rowOf('NoticeSite')
        .getByRole('button', { name: /编\s*辑/ })
        .isDisabled(),
    ).toBe(true);
    expect(
      await h
        .rowOf('NoticeSite')
        .getByRole('button', { name: /删\s*除/ })
        .isDisabled(),
    ).toBe(true);
    await screenshot(page, 'tpl-msg-list');
  });

  test('a new template: the spec messages for missing and too long values', async () => {
    await h
      .table()
      .getByRole('button', { name: /新\s*建/ })
      .click();
    await expect.poll(() => h.dialog().locator('.ant-modal-title').innerText()).toBe('新建消息模板');
    await h.ok().click();
    await expect.poll(() => h.errorsIn('名称')).toBe('请输入名称');
    await expect.poll(() => h.errorsIn('编码')).toBe('请输入编码');
    await expect.poll(() => h.errorsIn('消息来源')).toBe('请选择消息来源');
    await h.input('名称').fill('名'.repeat(51));
    await expect.poll(() => h.errorsIn('名称')).toBe('名称最多为50个字符！');
    await h.input('编码').fill('c'.repeat(51));
    await expect.poll(() => h.errorsIn('编码')).toBe('编码最多为50个字符！');
    await h.input('编码').fill('bad code');
    await expect.poll(() => h.errorsIn('编码')).toBe('只能输入英文、数字和小数点且小数点不能放在首尾');
    await screenshot(page, 'tpl-msg-validation');
  });

  test('an SMS template: the template code and the variable-to-parameter table replace title and content', async () => {
    await h.input('名称').fill('会员生日祝福');
    await h.input('编码').fill('BirthdaySms');
    await h.choose('消息来源', '系统');
    // the source brings its system parameters; they are shown but cannot be changed
    await expect.poll(() => h.field('参数').innerText()).toContain('@CreatorUserName');
    await h.choose('消息类型', '短信');
    await expect.poll(() => h.field('消息标题').count()).toBe(0);
    await h.field('参数').getByRole('button', { name: '添加参数' }).click();
    const params = h.field('参数').locator('tr.ant-table-row');
    await params.last().locator('input').nth(0).fill('memberName');
    await params.last().locator('input').nth(1).fill('会员姓名');
    await h.input('模板编号').fill('SMS_900001');
    await h.field('变量').getByRole('button', { name: '添加一行' }).click();
    const variable = h.field('变量').locator('tr.ant-table-row').last();
    await variable.locator('input').first().fill('name');
    await variable.locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown:visible').getByText('memberName', { exact: true }).click();
    // the title flag is WeChat's only
    expect(await h.field('变量').locator('th', { hasText: '标题' }).count()).toBe(0);
    await screenshot(page, 'tpl-msg-sms-variables');
    await h.ok().click();
    await h.toastSays('新建成功');
    await expect.poll(() => h.rowOf('BirthdaySms').count()).toBe(1);
    const list = await app.api<PageResult<MessageTemplateItem>>(
      'GET',
      '/api/message/MessageTemplateConfig?keyword=BirthdaySms',
      {
        token: await token(),
      },
    );
    expect(list.data.list[0]).toMatchObject({
      messageType: '3',
      messageSource: '3',
      templateCode: 'SMS_900001',
      title: '',
    });
    expect(list.data.list[0].smsFieldList).toEqual([{ smsField: 'name', field: 'memberName', isTitle: 0 }]);
    expect(list.data.list[0].templateParamList.map((p) => p.field)).toEqual([
      '@Title',
      '@CreatorUserName',
      'memberName',
    ]);
  });

  test('editing loads the template and saves the change; copy asks first', async () => {
    await h
      .rowOf('BirthdaySms')
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    await expect.poll(() => h.input('名称').inputValue()).toBe('会员生日祝福');
    await expect.poll(() => h.field('变量').locator('tr.ant-table-row').count()).toBe(1);
    await h.input('名称').fill('会员生日祝福短信');
    await h.ok().click();
    await h.toastSays('修改成功');
    await expect.poll(() => h.rowOf('BirthdaySms').innerText()).toContain('会员生日祝福短信');
    await h
      .rowOf('BirthdaySms')
      .getByRole('button', { name: /复\s*制/ })
      .click();
    await h.confirm('您确定要复制该功能模板, 是否继续?');
    await h.toastSays('复制成功');
    await expect.poll(() => h.rowLike('会员生日祝福短信.副本').count()).toBe(1);
  });

  test('the WeChat detail shows the jump mode, the mini-program id and the title flag, read-only', async () => {
    await h
      .rowOf('FeeWechat')
      .getByRole('button', { name: /详\s*情/ })
      .click();
    await expect.poll(() => h.dialog().locator('.ant-modal-title').innerText()).toBe('消息模板详情');
    await expect.poll(() => h.field('跳转方式').innerText()).toContain('小程序');
    expect(await h.field('关联小程序ID').innerText()).toContain('wx7e52b1c0a3d9f418');
    const titleRow = h.field('变量').locator('tr.ant-table-row').filter({ hasText: 'first' });
    expect(await titleRow.locator('.ant-checkbox-checked').count()).toBe(1);
    expect(await h.dialog().locator('input:not([type=checkbox]):not([type=search])').count()).toBe(0);
    expect(
      await h
        .dialog()
        .getByRole('button', { name: /确\s*定/ })
        .count(),
    ).toBe(0);
    await screenshot(page, 'tpl-msg-wechat-detail');
    await h
      .dialog()
      .getByRole('button', { name: /关\s*闭/ })
      .click();
  });

  test('delete asks with the spec text and removes the row', async () => {
    await h
      .rowLike('会员生日祝福短信.副本')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await h.confirm('此操作将永久删除该数据, 是否继续?');
    await h.toastSays('删除成功');
    await expect.poll(() => h.rowLike('会员生日祝福短信.副本').count()).toBe(0);
  });

  // ── schedules ──────────────────────────────────────────────────────────────────────────────────────────────
  const calendar = () => page.locator('[data-screen-component="Calendar"]');
  const chips = (prefix: string) => calendar().locator(`[data-event-key^="${prefix}"]`);
  const mine = async () => scheduleOccurrences(app, await token());

  test('系统管理 → 日程安排 shows the month with the weekly series; the week view too', async () => {
    await h.openMenu('系统管理', '日程安排');
    await page.waitForURL(/\/system\/schedule$/);
    await expect.poll(() => chips('sch-weekly-meeting').count()).toBeGreaterThanOrEqual(4);
    expect(await calendar().getByTestId('calendar-title').innerText()).toBe(dayjs().format('YYYY年M月'));
    await screenshot(page, 'tpl-schedule-month');
    await calendar().getByText('周', { exact: true }).click();
    await expect.poll(() => calendar().getAttribute('data-view')).toBe('week');
    await expect.poll(() => chips('sch-weekly-meeting').count()).toBe(1);
    await screenshot(page, 'tpl-schedule-week');
    await calendar().getByText('月', { exact: true }).click();
    await expect.poll(() => chips('sch-weekly-meeting').count()).toBeGreaterThanOrEqual(4);
  });

  test('a day click creates a repeating schedule there; a missing title gets the spec message', async () => {
    const today = dayjs().format('YYYY-MM-DD');
    await calendar().locator(`[data-date="${today}"]`).click();
    await expect.poll(() => h.dialog().locator('.ant-modal-title').innerText()).toBe('新建日程');
    expect(await h.input('开始时间').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:00$/);
    await h.ok().click();
    await expect.poll(() => h.errorsIn('标题')).toBe('请输入标题');
    await expect.poll(() => h.errorsIn('类型')).toBe('请选择类型');
    await h.choose('类型', '工作安排');
    await h.input('标题').fill('E2E周报');
    await h.choose('重复提醒', '每周重复');
    const until = dayjs(await h.input('开始时间').inputValue())
      .add(21, 'day')
      .format('YYYY-MM-DD');
    await h.input('结束重复').click();
    await h.input('结束重复').fill(until);
    await h.input('结束重复').press('Enter');
    await h.input('标题').click(); // closes the date panel for the picture
    await screenshot(page, 'tpl-schedule-new');
    await h.ok().click();
    await h.toastSays('新建成功');
    await expect.poll(async () => (await mine()).filter((i) => i.title === 'E2E周报').length).toBe(4);
    await expect.poll(() => calendar().getByText('E2E周报').count()).toBeGreaterThanOrEqual(1);
  });

  test('editing the first occurrence for "this and following" renames the whole series', async () => {
    const [first] = (await mine()).filter((i) => i.title === 'E2E周报');
    await calendar().locator(`[data-event-key="${first.id}"]`).click();
    await expect.poll(() => h.dialog().locator('.ant-modal-title').innerText()).toBe('编辑日程');
    await expect.poll(() => h.input('标题').inputValue()).toBe('E2E周报');
    await h.input('标题').fill('E2E周报（改）');
    await h.field('应用于').getByText('此日程及以后').click();
    await h.ok().click();
    await h.toastSays('修改成功');
    await expect.poll(async () => (await mine()).filter((i) => i.title === 'E2E周报（改）').length).toBe(4);
  });

  test('deleting a repeating schedule needs a scope (请选择日程); 此日程 removes that occurrence only', async () => {
    const series = (await mine()).filter((i) => i.title === 'E2E周报（改）');
    await calendar().locator(`[data-event-key="${series[0].id}"]`).click();
    await h
      .dialog()
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await expect.poll(() => h.dialog().locator('.ant-modal-title').innerText()).toBe('删除确认');
    // measured once the zoom-in animation ended
    await expect
      .poll(() =>
        h
          .dialog()
          .locator('.ant-modal-content')
          .evaluate((e) => e.getBoundingClientRect().width),
      )
      .toBe(380);
    await h.ok().click();
    await expect.poll(() => h.dialog().locator('.ant-formily-item-error-help').innerText()).toBe('请选择日程');
    await screenshot(page, 'tpl-schedule-delete-scope');
    await h.dialog().getByText('此日程', { exact: true }).click();
    await h.ok().click();
    await h.toastSays('删除成功');
    await expect.poll(() => h.dialogs().count()).toBe(0);
    const left = (await mine()).filter((i) => i.title === 'E2E周报（改）');
    expect(left.map((i) => i.id)).toEqual(series.slice(1).map((i) => i.id));
  });

  test('全部日程 deletes the rest of the series', async () => {
    const [next] = (await mine()).filter((i) => i.title === 'E2E周报（改）');
    if (!(await calendar().locator(`[data-event-key="${next.id}"]`).isVisible()))
      await calendar().getByRole('button', { name: '下一页' }).click();
    await calendar().locator(`[data-event-key="${next.id}"]`).click();
    await h
      .dialog()
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await h.dialog().getByText('全部日程', { exact: true }).click();
    await h.ok().click();
    await h.toastSays('删除成功');
    await expect.poll(async () => (await mine()).filter((i) => i.title.startsWith('E2E周报')).length).toBe(0);
    await calendar()
      .getByRole('button', { name: /今\s*天/ })
      .click();
  });

  test('a schedule one was invited to opens the detail (600px) with times as yyyy-MM-dd HH:mm', async () => {
    await chips('sch-council-monthly').first().click();
    await expect.poll(() => h.dialog().locator('.ant-modal-title').innerText()).toBe('日程详情');
    await expect.poll(() => h.field('创建人').innerText()).toContain('李娜/lina');
    expect(await h.field('开始时间').innerText()).toMatch(/\d{4}-\d{2}-15 14:00/);
    expect(await h.field('参与人').innerText()).toContain('管理员/admin');
    // measured once the zoom-in animation ended
    await expect
      .poll(() =>
        h
          .dialog()
          .locator('.ant-modal-content')
          .evaluate((e) => e.getBoundingClientRect().width),
      )
      .toBe(600);
    await screenshot(page, 'tpl-schedule-detail');
    await h
      .dialog()
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await expect.poll(() => h.dialogs().count()).toBe(0);
  });
});
