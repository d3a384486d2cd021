import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';
import { screenForms } from './screenForms';

/**
 * 菜单管理 (docs/contract.md), built from schemas/system/menu*.json against the real server: the
 * tree per system, fields by type, the next sign-in's sidebar, export as .bm and import through the config import.
 */
describe('menus end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  let downloads: string;

  const { message, confirmBox, confirmOk, dialogOf, field, input, errorOf, ok, sidebar, rowOf, openMenu, toolbar } =
    screenForms(() => page);

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser();
    page = browser.page;
    downloads = mkdtempSync(path.join(tmpdir(), 'jnpf-e2e-menu-'));
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (downloads) rmSync(downloads, { recursive: true, force: true });
  });

  describe('菜单管理', () => {
    const dialog = () => dialogOf('system/menu.dialog');
    const importDialog = () => dialogOf('system/config-import.dialog');
    const systems = () => page.locator('[data-screen-component="TreePanel"]');
    let exported = '';

    const pickTreeNode = async (scope: Locator, label: string, title: string) => {
      await field(scope, label).locator('.ant-select-selector').click();
      await page
        .locator(`.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper[title="${title}"]`)
        .click();
    };
    const pickOption = async (scope: Locator, label: string, title: string) => {
      await field(scope, label).locator('.ant-select-selector').click();
      await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`).click();
    };

    test('系统管理 → 菜单管理: systems on the left, the chosen system’s menu tree with type tags', async () => {
      await openMenu('系统管理', '菜单管理', /\/system\/menu$/);
      await expect.poll(() => rowOf('数据字典').count()).toBe(1);
      expect(await rowOf('数据字典').innerText()).toContain('页面');
      expect(await rowOf('会员登记').innerText()).toContain('功能');
      expect(await rowOf('https://www.example.org/help').innerText()).toContain('外链');
      await screenshot(page, 'menu-tree');
      await systems().getByText('学术服务平台', { exact: true }).click();
      await expect.poll(() => rowOf('会议管理').count()).toBe(1);
      expect(await rowOf('数据字典').count()).toBe(0);
      await systems().getByText('学会管理平台', { exact: true }).click();
      await expect.poll(() => rowOf('数据字典').count()).toBe(1);
    });

    test('a new menu: the spec messages, fields by type, and it shows in the sidebar at the next sign-in', async () => {
      await toolbar()
        .getByRole('button', { name: /新\s*建/ })
        .click();
      await expect.poll(() => dialog().locator('.ant-modal-title').innerText()).toBe('新建菜单');
      await ok(dialog());
      await expect.poll(() => errorOf(dialog(), '名称')).toBe('请输入名称');
      await expect.poll(() => errorOf(dialog(), '编码')).toBe('请输入编码');
      await expect.poll(() => errorOf(dialog(), '图标')).toBe('请输入图标');
      await expect.poll(() => errorOf(dialog(), '地址')).toBe('请输入地址');
      await input(dialog(), '名称').fill('菜'.repeat(51));
      await expect.poll(() => errorOf(dialog(), '名称')).toBe('名称最多为50个字符！');
      await input(dialog(), '编码').fill('c'.repeat(51));
      await expect.poll(() => errorOf(dialog(), '编码')).toBe('编码最多为50个字符！');
      // the fields follow the type
      await pickOption(dialog(), '类型', '功能');
      await expect.poll(() => field(dialog(), '关联功能').count()).toBe(1);
      expect(await field(dialog(), '地址').count()).toBe(0);
      await pickOption(dialog(), '类型', '字典');
      await expect.poll(() => field(dialog(), '树形').count()).toBe(1);
      await pickOption(dialog(), '类型', '外链');
      await expect.poll(() => field(dialog(), '打开方式').count()).toBe(1);
      expect(await field(dialog(), '关联功能').count()).toBe(0);
      await screenshot(page, 'menu-dialog-link');

      await pickTreeNode(dialog(), '上级', '系统管理');
      await input(dialog(), '名称').fill('学会论坛');
      await input(dialog(), '编码').fill('e2e.forum');
      await input(dialog(), '图标').fill('GlobalOutlined');
      await input(dialog(), '地址').fill('https://bbs.example.org');
      await field(dialog(), '打开方式').getByText('新窗口 (_blank)').click();
      await ok(dialog());
      await expect.poll(() => message().last().innerText()).toContain('新建成功');
      await expect.poll(() => rowOf('学会论坛').count()).toBe(1);
      expect(await rowOf('学会论坛').innerText()).toContain('外链');

      // the sidebar is built at sign-in: after a reload the new link is there
      await page.reload();
      // the open page's directory is opened by the shell itself
      await expect.poll(() => sidebar().getByText('菜单管理', { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => sidebar().getByText('学会论坛', { exact: true }).isVisible()).toBe(true);
      await screenshot(page, 'menu-in-sidebar');
    });

    test('edit keeps the link target; the switch asks; export downloads a .bm; import appends a copy; delete', async () => {
      await expect.poll(() => rowOf('学会论坛').count()).toBe(1);
      await rowOf('学会论坛')
        .getByRole('button', { name: /编\s*辑/ })
        .click();
      await expect.poll(() => input(dialog(), '名称').inputValue()).toBe('学会论坛');
      expect(await field(dialog(), '打开方式').locator('.ant-radio-wrapper-checked').innerText()).toContain('_blank');
      await input(dialog(), '名称').fill('学会论坛新');
      await ok(dialog());
      await expect.poll(() => message().last().innerText()).toContain('修改成功');
      await expect.poll(() => rowOf('学会论坛新').count()).toBe(1);

      await rowOf('学会论坛').getByRole('switch').click();
      await expect.poll(() => confirmBox().innerText()).toContain('此操作将禁用该菜单, 是否继续?');
      await confirmOk().click();
      await expect.poll(() => rowOf('学会论坛').getByRole('switch').getAttribute('aria-checked')).toBe('false');

      await rowOf('学会论坛')
        .getByRole('button', { name: /导\s*出/ })
        .click();
      await expect.poll(() => confirmBox().innerText()).toContain('您确定要导出该菜单, 是否继续?');
      const [download] = await Promise.all([page.waitForEvent('download'), confirmOk().click()]);
      expect(download.suggestedFilename()).toBe('学会论坛新.bm');
      exported = path.join(downloads, download.suggestedFilename());
      await download.saveAs(exported);

      await toolbar()
        .getByRole('button', { name: /导\s*入/ })
        .click();
      await expect.poll(() => importDialog().locator('.ant-modal-title').innerText()).toBe('导入菜单');
      await pickTreeNode(importDialog(), '上级', '会员服务');
      await field(importDialog(), '识别重复').getByText('追加').click();
      await importDialog().locator('input[type="file"]').setInputFiles(exported);
      await expect.poll(() => importDialog().locator('.ant-upload-list-item').innerText()).toContain('.bm');
      await screenshot(page, 'menu-import-dialog');
      await ok(importDialog());
      await expect.poll(() => message().last().innerText()).toContain('导入成功');
      const copy = () => rowOf('学会论坛新.副本');
      await expect.poll(() => copy().count()).toBe(1);
      await screenshot(page, 'menu-imported-copy');

      for (const row of [copy, () => rowOf('学会论坛新')]) {
        await row()
          .getByRole('button', { name: /删\s*除/ })
          .click();
        await expect.poll(() => confirmBox().innerText()).toContain('此操作将永久删除该数据, 是否继续?');
        await confirmOk().click();
        await expect.poll(() => row().count()).toBe(0);
      }
      // a directory with menus under it is refused with the server's reason
      await rowOf('会员服务')
        .first()
        .getByRole('button', { name: /删\s*除/ })
        .click();
      await confirmOk().click();
      await expect.poll(() => message().last().innerText()).toContain('删除失败，请先删除子菜单');
    });
  });
});
