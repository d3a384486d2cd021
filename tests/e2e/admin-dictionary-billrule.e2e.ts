import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn, storedToken } from './actions';
import { screenForms } from './screenForms';

/**
 * 字典分类管理 (drawer, dialog, .bdd export → import) and the column settings of the dictionary table, built from
 * schemas/system/*.json, against the real server. The 单据规则 screen has its own suite: admin-billrule.e2e.ts.
 */
describe('dictionary categories and column settings end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  let downloads: string;
  let exported = '';

  const { message, confirmBox, confirmOk, dialogOf, field, errorOf, ok, headers, pickTreeNode } = screenForms(
    () => page,
  );
  const drawer = () => page.locator('.ant-drawer-content').filter({ hasText: '字典分类管理' });
  const drawerRow = (text: string) => drawer().locator('tr.ant-table-row').filter({ hasText: text });

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser();
    page = browser.page;
    downloads = mkdtempSync(path.join(tmpdir(), 'jnpf-e2e-downloads-'));
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (downloads) rmSync(downloads, { recursive: true, force: true });
  });

  describe('字典分类管理', () => {
    const tree = () => page.locator('[data-screen-component="TreePanel"]');
    const dialog = () => dialogOf('system/dictionary-type.dialog');

    test('the tree menu 分类管理 opens the drawer: a tree table whose roots have no actions', async () => {
      await page.goto(app.url('/system/dictionary'));
      await expect.poll(() => tree().getByText('学历', { exact: true }).isVisible()).toBe(true);
      await tree().getByTestId('tree-menu').click();
      await page.locator('.ant-dropdown-menu').last().getByText('分类管理', { exact: true }).click();
      await expect.poll(() => drawerRow('学历').count()).toBe(1);
      const width = await drawer().evaluate((el) => el.closest('.ant-drawer-content-wrapper')?.clientWidth);
      expect(width).toBe(700);
      for (const root of ['业务字典', '系统字典']) {
        // only the tree's expander: no edit, delete or export
        expect(await drawerRow(root).first().locator('button.ant-btn').count()).toBe(0);
      }
      expect(await drawerRow('学科分类').innerText()).toContain('是');
      for (const action of ['编辑', '删除', '导出'])
        expect(
          await drawerRow('学历')
            .getByRole('button', { name: new RegExp(action.split('').join('\\s*')) })
            .count(),
        ).toBe(1);
      await screenshot(page, 'dictionary-category-drawer');
    });

    test('a new category: the spec messages, then it saves and shows in the drawer and the tree', async () => {
      await drawer()
        .getByRole('button', { name: /新\s*建/ })
        .click();
      await expect.poll(() => dialog().locator('.ant-modal-title').innerText()).toBe('新建分类');
      await ok(dialog());
      await expect.poll(() => errorOf(dialog(), '上级')).toBe('上级菜单不能为空');
      await expect.poll(() => errorOf(dialog(), '名称')).toBe('请输入名称');
      await expect.poll(() => errorOf(dialog(), '编码')).toBe('请输入编码');
      await field(dialog(), '名称').locator('input').fill('会员-分类');
      await expect.poll(() => errorOf(dialog(), '名称')).toBe('名称不能含有特殊符号');
      await field(dialog(), '名称').locator('input').fill('名'.repeat(51));
      await expect.poll(() => errorOf(dialog(), '名称')).toBe('名称最多为50个字符！');
      await field(dialog(), '编码').locator('input').fill('c'.repeat(51));
      await expect.poll(() => errorOf(dialog(), '编码')).toBe('编码最多为50个字符！');
      await screenshot(page, 'dictionary-category-dialog-errors');

      await pickTreeNode(dialog(), '上级', '业务字典');
      await field(dialog(), '名称').locator('input').fill('端到端分类');
      await field(dialog(), '编码').locator('input').fill('e2eCategory');
      await field(dialog(), '树形').getByRole('switch').click();
      await field(dialog(), '排序').locator('input').fill('7');
      await ok(dialog());
      await expect.poll(() => message().innerText()).toContain('新建成功');
      await expect.poll(() => drawerRow('e2eCategory').count()).toBe(1);
      expect(await drawerRow('e2eCategory').innerText()).toContain('是');
      await expect.poll(() => tree().getByText('端到端分类', { exact: true }).count()).toBe(1);
    });

    test('editing fixes the parent and the tree switch, and saves the name', async () => {
      await drawerRow('e2eCategory')
        .getByRole('button', { name: /编\s*辑/ })
        .click();
      await expect.poll(() => dialog().locator('.ant-modal-title').innerText()).toBe('编辑分类');
      await expect.poll(() => field(dialog(), '名称').locator('input').inputValue()).toBe('端到端分类');
      expect(await field(dialog(), '上级').locator('.ant-select-disabled').count()).toBe(1);
      expect(await field(dialog(), '树形').getByRole('switch').isDisabled()).toBe(true);
      await screenshot(page, 'dictionary-category-edit');
      await field(dialog(), '名称').locator('input').fill('端到端分类改');
      await ok(dialog());
      await expect.poll(() => message().last().innerText()).toContain('修改成功');
      await expect.poll(() => drawerRow('e2eCategory').innerText()).toContain('端到端分类改');
    });

    test('export asks first and downloads a .bdd; delete asks and removes; import brings it back whole', async () => {
      const token = await storedToken(page);
      const types = await app.api<{ list: { id: string; enCode: string; children: unknown }[] }>(
        'GET',
        '/api/system/DictionaryType',
        { token },
      );
      const flat = (nodes: { id: string; enCode: string; children: unknown }[]): { id: string; enCode: string }[] =>
        nodes.flatMap((n) => [n, ...flat((n.children as typeof nodes | null) ?? [])]);
      const typeId = flat(types.data.list).find((t) => t.enCode === 'e2eCategory')!.id;
      const item = (fullName: string, enCode: string, parentId = '0') =>
        app.api('POST', '/api/system/DictionaryData', {
          token,
          json: { dictionaryTypeId: typeId, parentId, fullName, enCode, enabledMark: 1, sortCode: 1 },
        });
      expect((await item('一级项', 'e2e-1')).code).toBe(200);
      const items = await app.api<{ list: { id: string }[] }>('GET', `/api/system/DictionaryData/${typeId}?isTree=0`, {
        token,
      });
      expect((await item('二级项', 'e2e-1-1', items.data.list[0].id)).code).toBe(200);

      await drawerRow('e2eCategory')
        .getByRole('button', { name: /导\s*出/ })
        .click();
      await expect.poll(() => confirmBox().innerText()).toContain('您确定要导出该字典分类, 是否继续?');
      const [download] = await Promise.all([page.waitForEvent('download'), confirmOk().click()]);
      expect(download.suggestedFilename()).toMatch(/^端到端分类改_\d{14}\.bdd$/);
      exported = path.join(downloads, download.suggestedFilename());
      await download.saveAs(exported);

      // the items go first (a category holding data cannot be deleted), then the category through the drawer
      const all = await app.api<{ list: { id: string; parentId?: string }[] }>(
        'GET',
        `/api/system/DictionaryData/${typeId}?isTree=0`,
        { token },
      );
      for (const row of [...all.data.list].reverse())
        expect((await app.api('DELETE', `/api/system/DictionaryData/${row.id}`, { token })).code).toBe(200);
      await drawerRow('e2eCategory')
        .getByRole('button', { name: /删\s*除/ })
        .click();
      await expect.poll(() => confirmBox().innerText()).toContain('此操作将永久删除该数据, 是否继续?');
      await confirmOk().click();
      await expect.poll(() => message().last().innerText()).toContain('删除成功');
      await expect.poll(() => drawerRow('e2eCategory').count()).toBe(0);

      const importDialog = () => dialogOf('system/config-import.dialog');
      await drawer()
        .getByRole('button', { name: /导\s*入/ })
        .click();
      await expect.poll(() => importDialog().locator('.ant-modal-title').innerText()).toBe('导入字典分类');
      await ok(importDialog());
      await expect.poll(() => errorOf(importDialog(), '识别重复')).toBe('请选择识别重复');
      await expect.poll(() => errorOf(importDialog(), '文件')).toBe('请上传文件');
      const wrong = path.join(downloads, 'wrong.txt');
      writeFileSync(wrong, 'x');
      await importDialog().locator('input[type="file"]').setInputFiles(wrong);
      await expect.poll(() => message().last().innerText()).toContain('请选择.bdd类型的文件');
      await importDialog().locator('input[type="file"]').setInputFiles(exported);
      const chosen = importDialog().locator('.ant-upload-list-item');
      await expect.poll(() => chosen.innerText()).toContain('.bdd');
      // removal asks first; cancelling keeps the file
      await chosen.hover();
      await chosen.getByTitle('删除文件').click();
      await expect.poll(() => confirmBox().innerText()).toContain(`确定移除 ${path.basename(exported)}？`);
      await screenshot(page, 'config-import-remove-confirm');
      await confirmBox()
        .getByRole('button', { name: /取\s*消/ })
        .click();
      expect(await chosen.count()).toBe(1);
      await field(importDialog(), '识别重复').getByText('跳过').click();
      await screenshot(page, 'config-import-dialog');
      await ok(importDialog());
      await expect.poll(() => message().last().innerText()).toContain('导入成功');
      await expect.poll(() => drawerRow('e2eCategory').count()).toBe(1);
      expect(await drawerRow('e2eCategory').innerText()).toContain('端到端分类改');
      expect(await drawerRow('e2eCategory').innerText()).toContain('是');

      const back = await app.api<{
        list: { fullName: string; enCode: string; children: { enCode: string }[] | null }[];
      }>('GET', `/api/system/DictionaryData/e2eCategory?isTree=1`, { token });
      expect(back.data.list.map((r) => r.enCode)).toEqual(['e2e-1']);
      expect(back.data.list[0].children?.map((r) => r.enCode)).toEqual(['e2e-1-1']);
      await screenshot(page, 'dictionary-category-imported');
      await drawer().locator('.ant-drawer-close').click();
      await expect.poll(() => drawer().count()).toBe(0);
    });
  });

  describe('column settings of the dictionary table (drawer variant, kept per menu in the browser)', () => {
    const table = () => page.locator('[data-screen-component="CrudTable"]');

    test('hide 编码 and move 排序 first; the table follows, also after a reload', async () => {
      await expect.poll(() => headers(table())).toEqual(['序号', '名称', '编码', '排序', '状态', '操作']);
      await table().getByRole('button', { name: '列表显示设置' }).click();
      const settings = page.locator('.ant-drawer-content').filter({ hasText: '列表显示设置' });
      await expect.poll(() => settings.locator('[data-column-prop]').count()).toBe(4);
      await settings.locator('[data-column-prop="enCode"]').getByRole('checkbox').click();
      await settings.locator('[data-column-prop="sortCode"]').dragTo(settings.locator('[data-column-prop="fullName"]'));
      await expect
        .poll(() =>
          settings
            .locator('[data-column-prop]')
            .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-column-prop'))),
        )
        .toEqual(['sortCode', 'fullName', 'enCode', 'enabledMark']);
      await screenshot(page, 'column-settings-drawer');
      await settings.getByRole('button', { name: /确\s*定/ }).click();
      await expect.poll(() => headers(table())).toEqual(['序号', '排序', '名称', '状态', '操作']);
      await page.reload();
      await expect.poll(() => headers(table())).toEqual(['序号', '排序', '名称', '状态', '操作']);
      await screenshot(page, 'column-settings-after-reload');
    });
  });
});
