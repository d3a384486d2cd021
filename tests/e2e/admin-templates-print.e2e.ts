import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { DataInterfaceForm, PageResult, PrintDevListItem } from '../../contract';
import { signIn, storedToken } from './actions';
import { screenHelpers } from './adminTemplatesHelpers';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';

/**
 * 数据接口, 打印模板 and 报表数据 (issue 5 items 7 and 9), built only from schemas/: create with the spec's
 * validation messages, edit, preview with parameters, the run log, copy, the state switch and delete.
 */
describe('data interfaces, print templates and report data end to end', () => {
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

  test('系统管理 → 数据接口 lists the interfaces', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await h.openMenu('系统管理', '数据接口');
    await page.waitForURL(/\/system\/dataInterface$/);
    await expect.poll(() => h.rowOf('citiesByProvince').count()).toBe(1);
    expect(await h.rowOf('expertSync').innerText()).toContain('API操作');
  });

  test('a new static interface: the spec messages, bad JSON refused, then it saves with parameters', async () => {
    await h
      .table()
      .getByRole('button', { name: /新\s*建/ })
      .click();
    await expect.poll(() => h.dialog().locator('.ant-modal-title').innerText()).toBe('新建数据接口');
    await h.ok().click();
    await expect.poll(() => h.errorsIn('名称')).toBe('请输入名称');
    await expect.poll(() => h.errorsIn('编码')).toBe('请输入编码');
    await expect.poll(() => h.errorsIn('静态数据')).toBe('请输入静态数据');
    await h.input('名称').fill('接'.repeat(51));
    await expect.poll(() => h.errorsIn('名称')).toBe('名称最多为50个字符！');
    await h.field('静态数据').locator('textarea').fill('[{"id": 1,');
    await expect.poll(() => h.errorsIn('静态数据')).toBe('静态数据须为JSON格式');
    await screenshot(page, 'tpl-di-validation');
    await h.input('名称').fill('会员性别');
    await h.input('编码').fill('memberGenders');
    await h
      .field('静态数据')
      .locator('textarea')
      .fill('[{"id": "1", "fullName": "男", "kind": "a"}, {"id": "2", "fullName": "女", "kind": "b"}]');
    await h.field('参数').getByRole('button', { name: '添加参数' }).click();
    const param = h.field('参数').locator('tr.ant-table-row').last();
    await param.locator('input').nth(0).fill('kind');
    await param.locator('input').nth(1).fill('类别');
    await h.field('字段').getByRole('button', { name: '添加字段' }).click();
    await h.field('字段').locator('tr.ant-table-row').last().locator('input').nth(0).fill('fullName');
    await h.field('字段').locator('tr.ant-table-row').last().locator('input').nth(1).fill('名称');
    await h.ok().click();
    await h.toastSays('新建成功');
    await expect.poll(() => h.rowOf('memberGenders').count()).toBe(1);
  });

  test('editing keeps the configuration; the SQL type shows its statement field instead', async () => {
    await h
      .rowOf('memberGenders')
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    await expect.poll(() => h.input('名称').inputValue()).toBe('会员性别');
    expect(await h.field('静态数据').locator('textarea').inputValue()).toContain('"fullName": "男"');
    await h.field('类型').getByText('SQL操作').click();
    await expect.poll(() => h.field('SQL语句').isVisible()).toBe(true);
    expect(await h.field('静态数据').count()).toBe(0);
    await h.field('类型').getByText('静态数据').click();
    await h.input('名称').fill('会员性别（静态）');
    await h.ok().click();
    await h.toastSays('修改成功');
    await expect.poll(() => h.rowOf('memberGenders').innerText()).toContain('会员性别（静态）');
    const list = await app.api<PageResult<{ id: string }>>('GET', '/api/system/DataInterface?keyword=memberGenders', {
      token: await token(),
    });
    const info = await app.api<DataInterfaceForm>('GET', `/api/system/DataInterface/${list.data.list[0].id}`, {
      token: await token(),
    });
    expect(JSON.parse(info.data.parameterJson ?? '[]')).toEqual([
      { field: 'kind', fieldName: '类别', dataType: 'varchar', defaultValue: '', required: 0 },
    ]);
  });

  test('预览 runs the interface with the parameter values and shows the JSON answer', async () => {
    await h
      .rowOf('memberGenders')
      .getByRole('button', { name: /预\s*览/ })
      .click();
    await expect.poll(() => h.dialog().locator('.ant-modal-title').innerText()).toBe('预览 - 会员性别（静态）');
    await h.field('参数').locator('tr.ant-table-row').first().locator('input').fill('b');
    await h
      .dialog()
      .getByRole('button', { name: /预\s*览/ })
      .click();
    await expect.poll(() => h.field('结果').locator('textarea').inputValue()).toContain('"fullName": "女"');
    expect(await h.field('结果').locator('textarea').inputValue()).not.toContain('"男"');
    await screenshot(page, 'tpl-di-preview');
    await h
      .dialog()
      .getByRole('button', { name: /关\s*闭/ })
      .click();
  });

  test('日志 lists the run; 复制 asks first; the state switch flips', async () => {
    await h
      .rowOf('memberGenders')
      .getByRole('button', { name: /日\s*志/ })
      .click();
    const logs = h.dialog().locator('[data-screen-component="CrudTable"]');
    await expect.poll(() => h.rowLike('Preview', logs).count()).toBe(1);
    expect(await h.rowLike('Preview', logs).innerText()).toContain('管理员/admin');
    await screenshot(page, 'tpl-di-log');
    await h
      .dialog()
      .getByRole('button', { name: /关\s*闭/ })
      .click();
    await h
      .rowOf('memberGenders')
      .getByRole('button', { name: /复\s*制/ })
      .click();
    await h.confirm('您确定要复制该数据接口, 是否继续?');
    await h.toastSays('复制成功');
    await expect.poll(() => h.rowLike('会员性别（静态）.副本').count()).toBe(1);
    const toggle = h.rowOf('memberGenders').getByRole('switch');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await h.toastSays('更新成功');
    await expect.poll(() => h.rowOf('memberGenders').getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  test('delete asks with the spec text', async () => {
    await h
      .rowLike('会员性别（静态）.副本')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await h.confirm('此操作将永久删除该数据, 是否继续?');
    await h.toastSays('删除成功');
    await expect.poll(() => h.rowLike('会员性别（静态）.副本').count()).toBe(0);
  });

  test('打印模板: create with the spec messages, edit, copy, the print log and delete', async () => {
    await h.openMenu('系统管理', '打印模板');
    await page.waitForURL(/\/system\/printDev$/);
    await expect.poll(() => h.rowOf('FeeReceipt').count()).toBe(1);
    await h
      .table()
      .getByRole('button', { name: /新\s*建/ })
      .click();
    await h.ok().click();
    await expect.poll(() => h.errorsIn('名称')).toBe('请输入名称');
    await expect.poll(() => h.errorsIn('分类')).toBe('请选择分类');
    await h.input('编码').fill('p'.repeat(51));
    await expect.poll(() => h.errorsIn('编码')).toBe('编码最多为50个字符！');
    await h.input('名称').fill('会员证');
    await h.input('编码').fill('MemberCard');
    await h.choose('分类', '会员业务');
    await expect.poll(() => h.dialog().locator('[data-slate-editor]').count()).toBe(1);
    await h.field('模板内容').getByText('HTML 源码', { exact: true }).click();
    await h.field('模板内容').locator('textarea').fill('<h1>会员证</h1><p>{memberName}</p>');
    await screenshot(page, 'tpl-print-new');
    await h.ok().click();
    await h.toastSays('新建成功');
    await expect.poll(() => h.rowOf('MemberCard').count()).toBe(1);
    await h
      .rowOf('MemberCard')
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    await h.field('模板内容').getByText('HTML 源码', { exact: true }).click();
    await expect.poll(() => h.field('模板内容').locator('textarea').inputValue()).toContain('{memberName}');
    await h.input('名称').fill('会员证（正面）');
    await h.ok().click();
    await h.toastSays('修改成功');
    await h
      .rowOf('MemberCard')
      .getByRole('button', { name: /复\s*制/ })
      .click();
    await h.confirm('您确定要复制该打印模板, 是否继续?');
    await h.toastSays('复制成功');
    const list = await app.api<PageResult<PrintDevListItem>>('GET', '/api/system/printDev?keyword=MemberCard', {
      token: await token(),
    });
    const original = list.data.list.find((r) => r.enCode === 'MemberCard')!;
    await app.api('POST', '/api/system/printLog/save', {
      token: await token(),
      json: { printId: original.id, printTitle: '2026届会员证', printNum: 12 },
    });
    await h
      .rowOf('MemberCard')
      .first()
      .getByRole('button', { name: /日\s*志/ })
      .click();
    await expect.poll(() => h.dialog().locator('.ant-modal-title').innerText()).toBe('会员证（正面）的打印日志');
    await expect.poll(() => h.rowLike('2026届会员证', h.dialog()).innerText()).toContain('12');
    await screenshot(page, 'tpl-print-log');
    await h
      .dialog()
      .getByRole('button', { name: /关\s*闭/ })
      .click();
    await h
      .rowLike('会员证（正面）.副本')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await h.confirm('此操作将永久删除该数据, 是否继续?');
    await h.toastSays('删除成功');
    await expect.poll(() => h.rowLike('会员证（正面）.副本').count()).toBe(0);
  });

  test('报表数据: bad JSON gets its message; create, edit, state, copy and delete', async () => {
    await h.openMenu('系统管理', '报表数据');
    await page.waitForURL(/\/system\/report$/);
    await expect.poll(() => h.rowOf('MemberFeeReport').count()).toBe(1);
    await h
      .table()
      .getByRole('button', { name: /新\s*建/ })
      .click();
    await h.input('名称').fill('会员增长统计');
    await h.input('编码').fill('MemberGrowth');
    await h.choose('分类', '会员统计');
    await h.field('报表内容').locator('textarea').fill('{"measures": [');
    await h.ok().click();
    await expect.poll(() => h.errorsIn('报表内容')).toBe('报表内容须为JSON格式');
    await screenshot(page, 'tpl-report-bad-json');
    await h.field('报表内容').locator('textarea').fill('{"measures": []}');
    await h.ok().click();
    await h.toastSays('新建成功');
    await expect.poll(() => h.rowOf('MemberGrowth').count()).toBe(1);
    await h
      .rowOf('MemberGrowth')
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    await expect.poll(() => h.input('名称').inputValue()).toBe('会员增长统计');
    await h.input('名称').fill('会员增长');
    await h.ok().click();
    await h.toastSays('修改成功');
    await h.rowOf('MemberGrowth').getByRole('switch').click();
    await expect.poll(() => h.rowOf('MemberGrowth').getByRole('switch').getAttribute('aria-checked')).toBe('false');
    await h
      .rowOf('MemberGrowth')
      .getByRole('button', { name: /复\s*制/ })
      .click();
    await h.confirm('您确定要复制该报表, 是否继续?');
    await expect.poll(() => h.rowLike('会员增长.副本').count()).toBe(1);
    await screenshot(page, 'tpl-report-list');
    await h
      .rowLike('会员增长.副本')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await h.confirm('此操作将永久删除该数据, 是否继续?');
    await h.toastSays('删除成功');
    await expect.poll(() => h.rowLike('会员增长.副本').count()).toBe(0);
  });
});
