import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';
import { screenForms } from './screenForms';

/**
 * 角色管理 (with the permission editor) and 区域管理 (lazy tree), built from schemas/{permission,system}/*.json,
 * against the real server; a role's grant reaches its users' sidebar at sign-in. 菜单管理: admin-menu.e2e.ts.
 */
describe('roles and areas end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;

  const { message, confirmBox, confirmOk, dialogOf, field, input, errorOf, ok, sidebar, table, rowOf, openMenu } =
    screenForms(() => page);

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

  describe('角色管理', () => {
    const dialog = () => dialogOf('permission/role.dialog');

    test('组织权限 → 角色管理 lists the roles', async () => {
      await openMenu('组织权限', '角色管理', /\/permission\/role$/);
      await expect.poll(() => rowOf('普通员工').count()).toBe(1);
      expect(await rowOf('普通员工').innerText()).toContain('全局');
      await screenshot(page, 'role-list');
    });

    test('a new role: the spec messages for bad values, then it saves', async () => {
      await table()
        .getByRole('button', { name: /新\s*建/ })
        .click();
      await expect.poll(() => dialog().locator('.ant-modal-title').innerText()).toBe('新建角色');
      await ok(dialog());
      await expect.poll(() => errorOf(dialog(), '角色名称')).toBe('请输入名称');
      await expect.poll(() => errorOf(dialog(), '角色编码')).toBe('请输入编码');
      await input(dialog(), '角色名称').fill('名'.repeat(51));
      await expect.poll(() => errorOf(dialog(), '角色名称')).toBe('名称最多为50个字符！');
      await input(dialog(), '角色名称').fill('会议/专员');
      await expect.poll(() => errorOf(dialog(), '角色名称')).toBe('名称不能含有特殊符号');
      await input(dialog(), '角色编码').fill('.meeting');
      await expect.poll(() => errorOf(dialog(), '角色编码')).toBe('编码只能输入英文、数字和小数点且小数点不能放在首尾');
      // an organisation role asks for its organisation
      await field(dialog(), '角色类型').getByText('组织').click();
      await expect.poll(() => field(dialog(), '所属组织').isVisible()).toBe(true);
      await screenshot(page, 'role-dialog-errors');
      await field(dialog(), '角色类型').getByText('全局').click();
      await input(dialog(), '角色名称').fill('会议专员');
      await input(dialog(), '角色编码').fill('meetingOfficer');
      await ok(dialog());
      await expect.poll(() => message().last().innerText()).toContain('新建成功');
      await expect.poll(() => rowOf('meetingOfficer').count()).toBe(1);
    });

    test('edit renames and moves it to an organisation; the state switch asks first; delete asks', async () => {
      await rowOf('meetingOfficer')
        .getByRole('button', { name: /编\s*辑/ })
        .click();
      await expect.poll(() => input(dialog(), '角色名称').inputValue()).toBe('会议专员');
      await input(dialog(), '角色名称').fill('会议主管');
      await field(dialog(), '角色类型').getByText('组织').click();
      await field(dialog(), '所属组织').locator('.ant-select-selector').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper[title="秘书处"]').click();
      await ok(dialog());
      await expect.poll(() => message().last().innerText()).toContain('修改成功');
      await expect.poll(() => rowOf('meetingOfficer').innerText()).toContain('会议主管');
      expect(await rowOf('meetingOfficer').innerText()).toContain('中华学会/秘书处');
      await screenshot(page, 'role-organisation-role');

      await rowOf('meetingOfficer').getByRole('switch').click();
      await expect.poll(() => confirmBox().innerText()).toContain('此操作将禁用该角色, 是否继续?');
      await confirmOk().click();
      await expect.poll(() => rowOf('meetingOfficer').getByRole('switch').getAttribute('aria-checked')).toBe('false');

      await rowOf('meetingOfficer')
        .getByRole('button', { name: /删\s*除/ })
        .click();
      await expect.poll(() => confirmBox().innerText()).toContain('此操作将永久删除该数据, 是否继续?');
      await confirmOk().click();
      await expect.poll(() => message().last().innerText()).toContain('删除成功');
      await expect.poll(() => rowOf('meetingOfficer').count()).toBe(0);
    });

    test('权限: granting 普通员工 区域管理 shows it in zhangwei’s sidebar after sign-in', async () => {
      const drawer = () => page.locator('.ant-drawer-content').filter({ hasText: '角色权限 - 普通员工' });
      const node = (name: string) =>
        drawer()
          .locator('.ant-tree-treenode')
          .filter({ hasText: new RegExp(`^${name}$`) });
      await rowOf('普通员工')
        .getByRole('button', { name: /权\s*限/ })
        .click();
      await expect.poll(() => node('数据字典').locator('.ant-tree-checkbox-checked').count()).toBe(1);
      expect(await node('区域管理').locator('.ant-tree-checkbox-checked').count()).toBe(0);
      await node('区域管理').locator('.ant-tree-checkbox').click();
      await drawer().getByRole('tab', { name: '按钮' }).click();
      await expect.poll(() => node('区域管理').count()).toBe(1);
      await screenshot(page, 'role-permission-buttons');
      // the new menu's buttons: every one of them
      await node('区域管理').locator('.ant-tree-checkbox').click();
      await drawer().getByRole('tab', { name: '菜单' }).click();
      await screenshot(page, 'role-permission-menus');
      await drawer()
        .getByRole('button', { name: /保\s*存/ })
        .click();
      await expect.poll(() => message().last().innerText()).toContain('保存成功');

      const other = await openBrowser();
      try {
        await other.page.goto(app.url('/login'));
        await signIn(other.page, 'zhangwei', 'User1234');
        await sidebar(other.page).getByText('系统管理', { exact: true }).click();
        await expect.poll(() => sidebar(other.page).getByText('区域管理', { exact: true }).isVisible()).toBe(true);
        await sidebar(other.page).getByText('区域管理', { exact: true }).click();
        await other.page.waitForURL(/\/system\/area$/);
        await expect
          .poll(() => other.page.locator('[data-screen-component="LazyTreeTable"]').getByText('北京市').count())
          .toBeGreaterThan(0);
        // the granted buttons came along: zhangwei may add an area
        await expect
          .poll(() =>
            other.page
              .locator('[data-screen-component="Toolbar"]')
              .getByRole('button', { name: /新\s*建/ })
              .count(),
          )
          .toBe(1);
        await screenshot(other.page, 'role-grant-zhangwei-sidebar');
      } finally {
        await other.close();
      }
    });
  });

  describe('区域管理', () => {
    const dialog = () => dialogOf('system/area.dialog');
    const areaRow = (text: string) => rowOf(text, 'LazyTreeTable');
    const expand = (row: Locator) => row.locator('.ant-table-row-expand-icon').click();

    test('系统管理 → 区域管理: provinces first, a level loads when it is opened', async () => {
      await openMenu('系统管理', '区域管理', /\/system\/area$/);
      await expect.poll(() => areaRow('110000').count()).toBe(1);
      expect(await areaRow('东城区').count()).toBe(0);
      await expand(areaRow('110000'));
      await expect.poll(() => areaRow('110100').count()).toBe(1);
      await expand(areaRow('110100'));
      await expect.poll(() => areaRow('海淀区').count()).toBe(1);
      await screenshot(page, 'area-lazy-tree');
    });

    test('an area created under 北京市 appears in the tree; bad values get the spec messages', async () => {
      await areaRow('110000').getByRole('button', { name: '新建下级' }).click();
      await expect.poll(() => dialog().locator('.ant-modal-title').innerText()).toBe('新建区域');
      await expect
        .poll(() => field(dialog(), '区域上级').locator('.ant-select-selection-item').innerText())
        .toBe('北京市');
      await ok(dialog());
      await expect.poll(() => errorOf(dialog(), '区域名称')).toBe('请输入名称');
      await expect.poll(() => errorOf(dialog(), '区域编码')).toBe('请输入编码');
      await input(dialog(), '区域名称').fill('区'.repeat(51));
      await expect.poll(() => errorOf(dialog(), '区域名称')).toBe('名称最多为50个字符！');
      await input(dialog(), '区域编码').fill('11x');
      await expect.poll(() => errorOf(dialog(), '区域编码')).toBe('编码只能输入数字');
      await screenshot(page, 'area-dialog-errors');
      await input(dialog(), '区域名称').fill('北京测试新区');
      await input(dialog(), '区域编码').fill('110900');
      await ok(dialog());
      await expect.poll(() => message().last().innerText()).toContain('新建成功');
      // the refresh keeps 北京市 open, so the new area shows at once beside the existing city
      await expect.poll(() => areaRow('110900').count()).toBe(1);
      expect(await areaRow('海淀区').count()).toBe(1);
      await screenshot(page, 'area-created-under-beijing');
    });

    test('edit, the state switch with its question, the keyword search, delete with confirmation', async () => {
      await areaRow('110900')
        .getByRole('button', { name: /编\s*辑/ })
        .click();
      await expect.poll(() => input(dialog(), '区域名称').inputValue()).toBe('北京测试新区');
      expect(await field(dialog(), '区域上级').locator('.ant-select-selection-item').innerText()).toBe('北京市');
      await input(dialog(), '区域名称').fill('北京测试二区');
      await ok(dialog());
      await expect.poll(() => message().last().innerText()).toContain('修改成功');
      await expect.poll(() => areaRow('110900').innerText()).toContain('北京测试二区');

      await areaRow('110900').getByRole('switch').click();
      await expect.poll(() => confirmBox().innerText()).toContain('此操作将禁用该区域, 是否继续?');
      await confirmOk().click();
      await expect.poll(() => areaRow('110900').getByRole('switch').getAttribute('aria-checked')).toBe('false');

      const keyword = page.locator('[data-screen-component="SearchBar"]').getByPlaceholder('请输入区域名称或编码');
      await keyword.fill('南山');
      await keyword.press('Enter');
      await expect.poll(() => areaRow('440305').count()).toBe(1);
      expect(await areaRow('110000').count()).toBe(0);
      await keyword.fill('');
      await keyword.press('Enter');
      await expect.poll(() => areaRow('110000').count()).toBe(1);

      await expand(areaRow('110000'));
      await expect.poll(() => areaRow('110900').count()).toBe(1);
      await areaRow('110900')
        .getByRole('button', { name: /删\s*除/ })
        .click();
      await expect.poll(() => confirmBox().innerText()).toContain('此操作将永久删除该数据, 是否继续?');
      await confirmOk().click();
      await expect.poll(() => message().last().innerText()).toContain('删除成功');
      await expect.poll(() => areaRow('110900').count()).toBe(0);
      // a province with cities is refused with the server's reason
      await areaRow('110000')
        .getByRole('button', { name: /删\s*除/ })
        .click();
      await confirmOk().click();
      await expect.poll(() => message().last().innerText()).toContain('该区域下有下级区域，不能删除');
    });
  });
});
