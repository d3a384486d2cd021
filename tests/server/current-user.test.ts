import type { CurrentUserData, MenuItem, UserInfo } from '../../contract';
import { createTestServer, type TestServer } from './harness';

let s: TestServer;
let admin: CurrentUserData;
let zhangwei: CurrentUserData;

async function currentUser(account: string, plain: string, query?: Record<string, string>) {
  const token = await s.login(account, plain);
  const reply = await s.get<CurrentUserData>('/api/oauth/CurrentUser', { token, query });
  expect(reply.body.code).toBe(200);
  return reply.body.data;
}

beforeAll(async () => {
  s = await createTestServer();
  admin = await currentUser('admin', 'Admin123');
  zhangwei = await currentUser('zhangwei', 'User1234');
});
afterAll(() => s.close());

const flatten = (menus: MenuItem[]): MenuItem[] => menus.flatMap((m) => [m, ...flatten(m.children ?? [])]);

const userInfoKeys: (keyof UserInfo)[] = [
  'userId', 'userAccount', 'userName', 'headIcon', 'gender', 'mobilePhone', 'email', 'organizeId', 'organizeIdList',
  'organizeName', 'departmentId', 'departmentName', 'positionIds', 'positionId', 'positionName', 'roleIds', 'roleName',
  'groupIds', 'groupNames', 'managerId', 'manager', 'loginTime', 'loginIPAddress', 'loginIPAddressName', 'prevLogin',
  'prevLoginTime', 'prevLoginIPAddress', 'prevLoginIPAddressName', 'isAdministrator', 'portalId', 'systemId',
  'systemIds', 'signImg', 'changePasswordDate', 'incompleteInfo', 'standing',
]; // prettier-ignore

describe('GET /api/oauth/CurrentUser', () => {
  test('has the four parts with every UserInfo field', () => {
    expect(Object.keys(admin).sort()).toEqual(['menuList', 'permissionList', 'sysConfigInfo', 'userInfo']);
    for (const key of userInfoKeys) expect(admin.userInfo).toHaveProperty(key);
    expect(admin.userInfo).toMatchObject({ userId: 'user-admin', isAdministrator: true, standing: 1, prevLogin: 0 });
    expect(typeof admin.userInfo.loginTime).toBe('number');
  });

  test('the administrator sees every menu type 0–8 of the main system, as a sorted tree', () => {
    const all = flatten(admin.menuList);
    expect(new Set(all.map((m) => m.type))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8]));
    expect(all.every((m) => m.systemId === 'sys-main')).toBe(true);
    expect(admin.menuList.every((m) => m.parentId === '-1')).toBe(true);
    for (const menu of all) {
      expect(menu.hasChildren).toBe(menu.children !== null);
      if (menu.children) expect(menu.children.length).toBeGreaterThan(0);
    }
    const sorts = admin.menuList.map((m) => m.sortCode);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  test('menus carry what the router needs (urlAddress, linkTarget, propertyJson)', () => {
    const all = flatten(admin.menuList);
    const byCode = new Map(all.map((m) => [m.enCode, m]));
    expect(byCode.get('system.dictionary')).toMatchObject({ type: 2, urlAddress: 'system/dictionary' });
    expect(byCode.get('memberService')).toMatchObject({ type: 1 });
    expect(JSON.parse(byCode.get('memberService.register')?.propertyJson ?? '')).toEqual({
      moduleId: 'vd-member-register',
      isTree: 0,
    });
    const links = all.filter((m) => m.type === 7);
    expect(links.map((m) => m.linkTarget).sort()).toEqual(['_blank', '_self']);
    expect(links.find((m) => m.linkTarget === '_blank')?.urlAddress).toContain('${jnpfToken}');
    expect(all.every((m) => /^[A-Z][A-Za-z]+Outlined$/.test(m.icon))).toBe(true);
  });

  test('permissionList has one entry per visible menu; the administrator gets every button', () => {
    const all = flatten(admin.menuList);
    expect(admin.permissionList.map((p) => p.modelId).sort()).toEqual(all.map((m) => m.id).sort());
    const dictionary = admin.permissionList.find((p) => p.modelId === 'm-dictionary');
    expect(dictionary?.button.map((b) => b.enCode)).toEqual([
      'btn_add',
      'btn_edit',
      'btn_remove',
      'btn_detail',
      'btn_upload',
      'btn_download',
    ]);
    expect(dictionary?.column.length).toBeGreaterThan(0);
    expect(dictionary?.form.length).toBeGreaterThan(0);
  });

  test('a normal user sees fewer menus and only the buttons of the role', () => {
    const ids = flatten(zhangwei.menuList).map((m) => m.id);
    expect(ids.sort()).toEqual(
      ['m-dictionary', 'm-member-register', 'm-member-service', 'm-member-type', 'm-system', 'm-website'].sort(),
    );
    expect(zhangwei.permissionList.map((p) => p.modelId).sort()).toEqual(ids);
    const register = zhangwei.permissionList.find((p) => p.modelId === 'm-member-register');
    expect(register?.button.map((b) => b.enCode)).toEqual(['btn_add', 'btn_detail']);
    expect(register?.column.map((c) => c.enCode)).toEqual(['memberName', 'memberType', 'joinDate']);
    expect(register?.form).toHaveLength(5);
    expect(zhangwei.userInfo).toMatchObject({
      isAdministrator: false,
      standing: 3,
      organizeName: '中华学会/会员部/个人会员科',
      organizeIdList: ['org-society', 'dept-member', 'dept-member-personal'],
      departmentName: '个人会员科',
      positionIds: [{ id: 'pos-member-officer', name: '会员专员' }],
      roleIds: ['role-staff'],
      roleName: '普通员工',
      groupNames: ['青年工作委员会'],
      manager: '王芳/wangfang',
    });
  });

  test('systemIds lists the systems the user can see, flagging the current one', () => {
    expect(admin.userInfo.systemIds.map((sys) => [sys.enCode, sys.currentSystem])).toEqual([
      ['main', true],
      ['academic', false],
    ]);
    expect(zhangwei.userInfo.systemIds.map((sys) => sys.enCode)).toEqual(['main']);
  });

  test('systemCode switches the menus to another system the user can see', async () => {
    const academic = await currentUser('admin', 'Admin123', { systemCode: 'academic' });
    expect(academic.userInfo.systemId).toBe('sys-academic');
    expect(flatten(academic.menuList).every((m) => m.systemId === 'sys-academic')).toBe(true);
    expect(academic.userInfo.systemIds.find((sys) => sys.currentSystem)?.enCode).toBe('academic');

    const token = await s.login('zhangwei', 'User1234');
    const refused = await s.get('/api/oauth/CurrentUser', { token, query: { systemCode: 'academic' } });
    expect(refused.body.code).toBe(400);
  });

  test('sysConfigInfo is the public configuration (no default password)', () => {
    expect(admin.sysConfigInfo).toMatchObject({
      title: '学会会员管理平台',
      sysVersion: '3.6.0',
      enableVerificationCode: 0,
      singleLogin: 0,
    });
    expect(admin.sysConfigInfo).not.toHaveProperty('newUserDefaultPassword');
  });

  test('a user with incomplete identity information is flagged', async () => {
    expect((await currentUser('sunli', 'User1234')).userInfo.incompleteInfo).toBe(1);
    expect(zhangwei.userInfo.incompleteInfo).toBe(0);
  });
});
