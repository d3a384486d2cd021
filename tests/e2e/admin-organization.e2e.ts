import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';
import { screenLocators } from './admin-organization.screen';

/**
 * 组织权限 screens (docs/contract.md), built only from schemas/permission/*.json, against the real server:
 * organisations and departments, positions, groups and users — create, validate, edit, state, delete; a user's
 * password reset and sign-in with it; a lock by five wrong passwords and 解除锁定.
 */
describe('organisation administration end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;

  const {
    table,
    tree,
    dialog,
    confirmBox,
    rowOf,
    field,
    input,
    errorsIn,
    okButton,
    toast,
    button,
    confirmOk,
    choose,
    pickUser,
    search,
  } = screenLocators(() => page);
  const open = async (path: string) => {
    await page.goto(app.url(path));
    await expect.poll(() => table().isVisible()).toBe(true);
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

  test('组织权限 in the sidebar holds the four screens; 组织管理 shows the tree table', async () => {
    const sidebar = page.locator('[data-region="sidebar"]');
    await sidebar.getByText('组织权限', { exact: true }).click();
    for (const name of ['组织管理', '岗位管理', '分组管理', '用户管理'])
      await expect.poll(() => sidebar.getByText(name, { exact: true }).isVisible()).toBe(true);
    await sidebar.getByText('组织管理', { exact: true }).click();
    await page.waitForURL(/\/permission\/organize$/);
    await expect.poll(() => rowOf('单位会员科').count()).toBe(1);
    expect(await rowOf('中华学会上海分会').innerText()).toContain('公司');
    await screenshot(page, 'organize-screen');
  });

  test('a company: required and 51-character messages, save, edit, delete with confirmation', async () => {
    await button(table(), '新建公司').click();
    await expect.poll(() => dialog().locator('.ant-modal-title').innerText()).toBe('新建公司');
    await expect.poll(() => field('上级公司').locator('.ant-select-selection-item').innerText()).toBe('顶级节点');
    await okButton().click();
    await expect.poll(() => errorsIn('公司名称')).toBe('请输入名称');
    await expect.poll(() => errorsIn('公司编码')).toBe('请输入编码');
    await input('公司名称').fill('名'.repeat(51));
    await expect.poll(() => errorsIn('公司名称')).toBe('名称最多为50个字符！');
    await screenshot(page, 'organize-company-too-long');
    await input('公司名称').fill('中华学会北京分会');
    await input('公司编码').fill('ZHXH-BJ');
    await choose('上级公司', '中华学会');
    await okButton().click();
    await expect.poll(toast).toContain('新建成功');
    await expect.poll(() => rowOf('ZHXH-BJ').count()).toBe(1);

    await button(rowOf('ZHXH-BJ'), '编辑').click();
    await expect.poll(() => dialog().locator('.ant-modal-title').innerText()).toBe('编辑公司');
    await expect.poll(() => input('公司名称').inputValue()).toBe('中华学会北京分会');
    await input('公司名称').fill('中华学会北京代表处');
    await okButton().click();
    await expect.poll(toast).toContain('修改成功');
    await expect.poll(() => rowOf('ZHXH-BJ').innerText()).toContain('中华学会北京代表处');

    await button(rowOf('ZHXH-BJ'), '删除').click();
    await expect.poll(() => confirmBox().innerText()).toContain('此操作将永久删除该数据, 是否继续?');
    await confirmOk();
    await expect.poll(toast).toContain('删除成功');
    await expect.poll(() => rowOf('ZHXH-BJ').count()).toBe(0);
  });

  test('a department under a row; an organisation with members is refused with a clear message', async () => {
    await button(rowOf('财务部'), '新建部门').click();
    await expect.poll(() => field('所属组织').locator('.ant-select-selection-item').innerText()).toBe('财务部');
    await input('部门名称').fill('审计科');
    await input('部门编码').fill('SJK');
    await pickUser('部门主管', '黄敏', '黄敏/huangmin');
    await okButton().click();
    await expect.poll(toast).toContain('新建成功');
    await expect.poll(() => rowOf('SJK').count()).toBe(1);
    await screenshot(page, 'organize-department-added');

    await button(rowOf('单位会员科'), '删除').click();
    await confirmOk();
    await expect.poll(toast).toContain('该组织下有用户，不能删除');
    await expect.poll(() => rowOf('单位会员科').count()).toBe(1);

    const toggle = rowOf('SJK').getByRole('switch');
    await toggle.click();
    await expect.poll(() => confirmBox().innerText()).toContain('此操作将禁用该组织, 是否继续?');
    await confirmOk();
    await expect.poll(() => rowOf('SJK').getByRole('switch').getAttribute('aria-checked')).toBe('false');
    await button(rowOf('SJK'), '删除').click();
    await confirmOk();
    await expect.poll(() => rowOf('SJK').count()).toBe(0);
  });

  test('岗位管理: the organisation tree filters the list; create, validate, edit, delete', async () => {
    await open('/permission/position');
    await tree().getByText('秘书处', { exact: true }).click();
    await expect.poll(() => rowOf('secretaryGeneral').count()).toBe(1);
    await expect.poll(() => rowOf('editor').count()).toBe(0);
    await button(table(), '新建').click();
    await expect.poll(() => field('所属组织').locator('.ant-select-selection-item').innerText()).toBe('秘书处');
    await input('岗位名称').fill('岗'.repeat(51));
    await expect.poll(() => errorsIn('岗位名称')).toBe('名称最多为50个字符！');
    await input('岗位名称').fill('副秘书长');
    await input('岗位编码').fill('secretaryGeneral');
    await okButton().click();
    await expect.poll(toast).toContain('编码已存在');
    await input('岗位编码').fill('deputySecretary');
    await input('岗位类型').fill('管理岗');
    await okButton().click();
    await expect.poll(toast).toContain('新建成功');
    await expect.poll(() => rowOf('deputySecretary').count()).toBe(1);
    expect(await rowOf('deputySecretary').innerText()).toContain('中华学会/秘书处');
    await screenshot(page, 'position-screen');

    await button(rowOf('deputySecretary'), '编辑').click();
    await expect.poll(() => input('岗位名称').inputValue()).toBe('副秘书长');
    await input('岗位名称').fill('常务副秘书长');
    await okButton().click();
    await expect.poll(() => rowOf('deputySecretary').innerText()).toContain('常务副秘书长');
    await button(rowOf('deputySecretary'), '删除').click();
    await expect.poll(() => confirmBox().innerText()).toContain('此操作将永久删除该数据, 是否继续?');
    await confirmOk();
    await expect.poll(() => rowOf('deputySecretary').count()).toBe(0);
  });

  test('分组管理: types on the left; create with a new type and validation messages', async () => {
    await open('/permission/group');
    await expect.poll(() => rowOf('academicCommittee').count()).toBe(1);
    await tree().getByText('工作组', { exact: true }).click();
    await expect.poll(() => rowOf('academicCommittee').count()).toBe(0);
    await button(table(), '新建').click();
    await expect.poll(() => field('分组类型').locator('.ant-select-selection-item').innerText()).toBe('工作组');
    await okButton().click();
    await expect.poll(() => errorsIn('分组名称')).toBe('请输入名称');
    await input('分组名称').fill('组'.repeat(51));
    await expect.poll(() => errorsIn('分组名称')).toBe('名称最多为50个字符！');
    await input('分组名称').fill('会员发展小组');
    await input('分组编码').fill('memberGrowth');
    // a type not used yet is typed in as a new tag
    await field('分组类型').locator('.ant-select-selection-item-remove').click();
    await field('分组类型').locator('input').fill('专项小组');
    await field('分组类型').locator('input').press('Enter');
    await okButton().click();
    await expect.poll(toast).toContain('新建成功');
    await expect.poll(() => tree().getByText('专项小组', { exact: true }).isVisible()).toBe(true);
    await tree().getByText('专项小组', { exact: true }).click();
    await expect.poll(() => rowOf('memberGrowth').count()).toBe(1);
    await screenshot(page, 'group-screen');
  });

  test('分组管理: edit the new group, then delete it with confirmation', async () => {
    await expect.poll(() => rowOf('memberGrowth').count()).toBe(1);
    await button(rowOf('memberGrowth'), '编辑').click();
    await expect.poll(() => input('分组名称').inputValue()).toBe('会员发展小组');
    await input('分组名称').fill('会员发展工作小组');
    await okButton().click();
    await expect.poll(() => rowOf('memberGrowth').innerText()).toContain('会员发展工作小组');
    await button(rowOf('memberGrowth'), '删除').click();
    await confirmOk();
    await expect.poll(() => rowOf('memberGrowth').count()).toBe(0);
  });

  test('用户管理: a new user — phone and email rules, then saved with memberships', async () => {
    await open('/permission/user');
    await tree().getByText('财务部', { exact: true }).click();
    await expect.poll(() => rowOf('huangmin').count()).toBe(1);
    await expect.poll(() => rowOf('zhangwei').count()).toBe(0);
    await button(table(), '新建').click();
    await expect.poll(() => dialog().locator('.ant-modal-title').innerText()).toBe('新建用户');
    await expect.poll(() => field('所属组织').locator('.ant-select-selection-item').innerText()).toBe('财务部');
    await okButton().click();
    await expect.poll(() => errorsIn('账户')).toBe('请输入账户');
    await expect.poll(() => errorsIn('姓名')).toBe('请输入姓名');
    await expect.poll(() => errorsIn('性别')).toBe('请选择性别');
    await input('账户').fill('cashier01');
    await input('姓名').fill('钱出纳');
    await choose('性别', '女');
    await input('手机').fill('12345');
    await expect.poll(() => errorsIn('手机')).toBe('请正确输入您的手机号');
    await input('邮箱').fill('cashier@');
    await expect.poll(() => errorsIn('邮箱')).toBe('请正确输入您的邮箱地址');
    await screenshot(page, 'user-dialog-rules');
    await input('手机').fill('13900000099');
    await input('邮箱').fill('cashier@example.org');
    // 直属主管 is the user picker: search among all the staff, pick, confirm
    await pickUser('直属主管', '黄敏', '黄敏/huangmin');
    await expect.poll(() => field('直属主管').innerText()).toContain('黄敏/huangmin');
    await choose('岗位', '会计', true);
    await choose('角色', '普通员工');
    await okButton().click();
    await expect.poll(toast).toContain('新建成功');
    await expect.poll(() => rowOf('cashier01').count()).toBe(1);
    expect(await rowOf('cashier01').innerText()).toContain('中华学会/财务部');
    await expect.poll(() => dialog().count()).toBe(0);
    await screenshot(page, 'user-screen');
    // the new account signs in with the configured default password
    expect(await app.login('cashier01', 'User1234')).toMatch(/^Bearer /);
  });

  test('editing a user and the state switch with its confirmation', async () => {
    await button(rowOf('cashier01'), '编辑').click();
    await expect.poll(() => input('姓名').inputValue()).toBe('钱出纳');
    // the saved manager id is shown by name
    await expect.poll(() => field('直属主管').innerText()).toContain('黄敏/huangmin');
    expect(await input('账户').isDisabled()).toBe(true);
    await input('姓名').fill('钱出纳员');
    await okButton().click();
    await expect.poll(toast).toContain('修改成功');
    await expect.poll(() => rowOf('cashier01').innerText()).toContain('钱出纳员');

    await rowOf('cashier01').getByRole('switch').click();
    await expect.poll(() => confirmBox().innerText()).toContain('此操作将禁用该用户, 是否继续?');
    await confirmOk();
    await expect.poll(() => rowOf('cashier01').getByRole('switch').getAttribute('aria-checked')).toBe('false');
    await rowOf('cashier01').getByRole('switch').click();
    await confirmOk();
    await expect.poll(() => rowOf('cashier01').getByRole('switch').getAttribute('aria-checked')).toBe('true');
  });

  test('重置密码: the two passwords must agree, then the user signs in with the new one', async () => {
    await button(rowOf('cashier01'), '重置密码').click();
    await expect.poll(() => dialog().locator('.ant-modal-title').innerText()).toBe('重置密码');
    await input('新密码').fill('abc');
    await expect.poll(() => errorsIn('新密码')).toBe('6-16位字符的密码（数字和字母组成）');
    await input('新密码').fill('Cash2026');
    await input('确认密码').fill('Cash2027');
    await okButton().click();
    await expect.poll(() => errorsIn('确认密码')).toBe('两次密码输入不一致');
    await screenshot(page, 'user-reset-password-mismatch');
    await input('确认密码').fill('Cash2026');
    await okButton().click();
    await expect.poll(toast).toContain('重置密码成功');
    await expect.poll(() => dialog().count()).toBe(0);

    const other = await openBrowser();
    try {
      await other.page.goto(app.url('/login'));
      await signIn(other.page, 'cashier01', 'Cash2026');
      // a password set by an administrator is an initial one: the forced change asks for a new password
      await expect.poll(() => other.page.getByText('您正在使用初始密码').isVisible()).toBe(true);
      await screenshot(other.page, 'user-signed-in-after-reset');
    } finally {
      await other.close();
    }
  });

  test('five wrong passwords lock the account; 解除锁定 lets it sign in again', async () => {
    for (let i = 0; i < 5; i++) {
      await expect(app.login('cashier01', 'Wrong0000')).rejects.toThrow();
    }
    await expect(app.login('cashier01', 'Cash2026')).rejects.toThrow(/锁定/);
    await table().getByRole('button', { name: '刷新数据' }).click();
    const unlock = () => button(rowOf('cashier01'), '解除锁定');
    await expect.poll(() => unlock().count()).toBe(1);
    expect(await button(rowOf('huangmin'), '解除锁定').count()).toBe(0);
    await screenshot(page, 'user-locked');
    await unlock().click();
    await confirmOk();
    await expect.poll(toast).toContain('解除锁定成功');
    await expect.poll(() => unlock().count()).toBe(0);
    expect(await app.login('cashier01', 'Cash2026')).toMatch(/^Bearer /);
  });

  test('the administrator has no delete; a user is deleted after the confirmation', async () => {
    await open('/permission/user');
    await tree().getByText('信息中心', { exact: true }).click();
    await expect.poll(() => rowOf('zhouqiang').count()).toBe(1);
    expect(await button(rowOf('管理员'), '删除').count()).toBe(0);
    await tree().getByText('财务部', { exact: true }).click();
    await button(rowOf('cashier01'), '删除').click();
    await expect.poll(() => confirmBox().innerText()).toContain('此操作将永久删除该数据, 是否继续?');
    await confirmOk();
    await expect.poll(toast).toContain('删除成功');
    await expect.poll(() => rowOf('cashier01').count()).toBe(0);
    await search('huangmin');
    await expect.poll(() => rowOf('huangmin').count()).toBe(1);
  });
});
