import type {
  CurrentUserData,
  ListReply,
  MenuInfo,
  MenuItem,
  MenuSelectorAllNode,
  MenuSelectorNode,
  MenuTreeRow,
} from '../../contract';
import { loadSeedFixtures } from '../../server/db/seedFixtures';
import { createTestServer, type TestServer } from './harness';

/** /api/system/Menu (docs/contract.md): the tree per system, the pickers, CRUD by type, state, permissions. */

let s: TestServer;
let admin: string;
let staff: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
  staff = await s.login('zhangwei', 'User1234');
});
afterAll(() => s.close());

const MENU = '/api/system/Menu';
const tree = async (systemId: string, query?: Record<string, string>) =>
  (await s.get<ListReply<MenuTreeRow>>(`${MENU}/ModuleBySystem/${systemId}`, { token: admin, query })).body.data.list;
const flatten = <T extends { children: T[] | null }>(nodes: T[]): T[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const sidebar = async (token: string) => {
  const names = (items: MenuItem[]): string[] => items.flatMap((m) => [m.fullName, ...names(m.children ?? [])]);
  return names((await s.get<CurrentUserData>('/api/oauth/CurrentUser', { token })).body.data.menuList);
};
const menu = (over: Record<string, unknown> = {}) => ({
  parentId: 'm-system',
  systemId: 'sys-main',
  category: 'Web',
  type: 2,
  fullName: '操作日志',
  enCode: 'system.log',
  icon: 'FileTextOutlined',
  urlAddress: 'system/log',
  linkTarget: '_self',
  propertyJson: '',
  enabledMark: 1,
  sortCode: 50,
  description: '',
  ...over,
});
const post = (body: unknown, token = admin) => s.postJson(MENU, body, { token });

describe('reading', () => {
  test('ModuleBySystem gives the system’s tree, disabled menus included', async () => {
    const main = await tree('sys-main');
    // the seeded top-level menus of the main system, in their order
    const seeded = loadSeedFixtures().menus.filter((m) => m.systemId === 'sys-main');
    expect(main.map((m) => m.fullName)).toEqual(seeded.map((m) => m.fullName));
    expect(main.map((m) => m.fullName).slice(0, 4)).toEqual(['系统管理', '组织权限', '消息中心', '会员服务']);
    const system = main[0];
    expect(system).toMatchObject({ type: 0, hasChildren: true, icon: 'SettingOutlined' });
    expect(system.children?.map((m) => m.enCode)).toContain('system.area');
    expect(flatten(main).find((m) => m.id === 'm-member-register')?.propertyJson).toBe(
      '{"moduleId":"vd-member-register","isTree":0}',
    );
    const academic = loadSeedFixtures().menus.find((m) => m.id === 'm-academic');
    expect((await tree('sys-academic'))[0].children?.map((m) => m.id)).toEqual(academic?.children?.map((m) => m.id));
    expect(academic?.children?.length).toBe(6);
  });

  test('keyword (name, code or address) keeps the ancestors; type filters too', async () => {
    const found = await tree('sys-main', { keyword: 'system/area' });
    expect(flatten(found).map((m) => m.fullName)).toEqual(['系统管理', '区域管理']);
    expect(flatten(await tree('sys-main', { type: '7' })).map((m) => m.enCode)).toEqual(['website', 'help']);
    expect((await s.get(`${MENU}/ModuleBySystem/sys-main`, { token: admin, query: { type: '9' } })).body.code).toBe(
      400,
    );
  });

  test('Selector/{id}/{systemId}: directories under 顶级节点, without the menu itself', async () => {
    const reply = await s.get<ListReply<MenuSelectorNode>>(`${MENU}/Selector/m-permission/sys-main`, { token: staff });
    const [root] = reply.body.data.list;
    expect(root).toMatchObject({ id: '-1', fullName: '顶级节点' });
    const names = flatten(reply.body.data.list).map((n) => n.fullName);
    expect(names).toContain('系统管理');
    expect(names).toContain('会员服务');
    expect(names).not.toContain('组织权限');
    expect(names).not.toContain('数据字典');
  });

  test('Selector/All: systems with their menus', async () => {
    const reply = await s.get<ListReply<MenuSelectorAllNode>>(`${MENU}/Selector/All`, { token: admin });
    expect(reply.body.data.list.map((n) => n.fullName)).toEqual(['学会管理平台', '学术服务平台']);
    expect(reply.body.data.list[0]).toMatchObject({ parentId: '0', type: 0, hasModule: false });
    expect(flatten(reply.body.data.list).find((n) => n.id === 'm-dictionary')).toMatchObject({ hasModule: true });
  });

  test('GET {id} gives the form; an unknown id says so', async () => {
    const info = await s.get<MenuInfo>(`${MENU}/m-website`, { token: admin });
    expect(info.body.data).toMatchObject({
      type: 7,
      linkTarget: '_blank',
      parentId: '-1',
      systemId: 'sys-main',
      category: 'Web',
    });
    expect((await s.get(`${MENU}/nope`, { token: admin })).body).toMatchObject({ code: 400, msg: '菜单不存在' });
  });
});

describe('writes', () => {
  test('a page under 系统管理 shows in the administrator’s sidebar at the next sign-in; disabling hides it', async () => {
    expect((await post(menu())).body).toMatchObject({ code: 200, msg: '新建成功' });
    const row = flatten(await tree('sys-main')).find((m) => m.enCode === 'system.log')!;
    expect(row).toMatchObject({ parentId: 'm-system', type: 2, urlAddress: 'system/log', linkTarget: '_self' });
    const token = await s.login('admin', 'Admin123');
    expect(await sidebar(token)).toContain('操作日志');
    expect((await s.api('PUT', `${MENU}/${row.id}/Actions/State`, { token: admin })).body.msg).toBe('更新成功');
    expect(await sidebar(await s.login('admin', 'Admin123'))).not.toContain('操作日志');
    expect((await s.api('DELETE', `${MENU}/${row.id}`, { token: admin })).body.msg).toBe('删除成功');
  });

  test('type-dependent fields: address for 2/7, link target for 7, propertyJson for 3/4/5/6/8', async () => {
    await post(
      menu({
        type: 7,
        fullName: '学会论坛',
        enCode: 'forum',
        urlAddress: 'https://bbs.example.org',
        linkTarget: '_blank',
      }),
    );
    await post(
      menu({
        type: 3,
        fullName: '会议签到',
        enCode: 'checkin',
        urlAddress: 'x',
        propertyJson: '{"moduleId":"vd-conference"}',
      }),
    );
    const rows = flatten(await tree('sys-main'));
    expect(rows.find((m) => m.enCode === 'forum')).toMatchObject({
      linkTarget: '_blank',
      urlAddress: 'https://bbs.example.org',
    });
    expect(rows.find((m) => m.enCode === 'checkin')).toMatchObject({
      urlAddress: '',
      linkTarget: '_self',
      propertyJson: '{"moduleId":"vd-conference","isTree":0}',
    });
  });

  test.each([
    [{ fullName: '' }, '请输入名称'],
    [{ fullName: '名'.repeat(51) }, '名称最多为50个字符！'],
    [{ enCode: '' }, '请输入编码'],
    [{ enCode: 'c'.repeat(51) }, '编码最多为50个字符！'],
    [{ icon: '' }, '请输入图标'],
    [{ urlAddress: '' }, '请输入地址'],
    [{ type: 4, propertyJson: '' }, '请选择关联功能'],
    [{ type: 4, propertyJson: '{bad' }, '属性配置不是合法的JSON'],
    [{ type: 7, linkTarget: '_top' }, '打开方式只能为_self或_blank'],
    [{ parentId: '' }, '上级菜单不能为空'],
    [{ parentId: 'm-dictionary' }, '上级菜单只能是目录或分类'],
    [{ parentId: 'm-academic' }, '上级菜单不存在'],
    [{ systemId: 'nope' }, '所属应用不存在'],
    [{ enCode: 'system.dictionary' }, '编码重复，请重新输入'],
    [{ fullName: '数据字典' }, '名称重复，请重新输入'],
    [{ sortCode: 1000000 }, '排序须为0到999999之间的整数'],
  ])('bad input %j: %s', async (over, message) => {
    expect((await post(menu({ enCode: 'bad.one', fullName: '坏菜单', ...over }))).body).toMatchObject({
      code: 400,
      msg: message,
    });
  });

  test('malformed bodies are 400 (参数错误), never 500', async () => {
    for (const body of [menu({ type: 9 }), menu({ type: 'x' }), menu({ enabledMark: 2 }), menu({ propertyJson: {} })]) {
      expect((await post(body)).body.code).toBe(400);
    }
  });

  test('update: rename; a directory with children keeps its type; no parent inside itself', async () => {
    const info = (await s.get<MenuInfo>(`${MENU}/m-help`, { token: admin })).body.data;
    const renamed = await s.api('PUT', `${MENU}/m-help`, { token: admin, json: { ...info, fullName: '帮助中心' } });
    expect(renamed.body).toMatchObject({ code: 200, msg: '修改成功' });
    const system = (await s.get<MenuInfo>(`${MENU}/m-system`, { token: admin })).body.data;
    expect((await s.api('PUT', `${MENU}/m-system`, { token: admin, json: { ...system, type: 1 } })).body.msg).toBe(
      '当前目录存在数据,不能修改类型',
    );
    const member = (await s.get<MenuInfo>(`${MENU}/m-member-service`, { token: admin })).body.data;
    expect(
      (
        await s.api('PUT', `${MENU}/m-member-service`, {
          token: admin,
          json: { ...member, parentId: 'm-member-service' },
        })
      ).body.msg,
    ).toBe('上级菜单不能是自己或自己的下级');
  });

  test('delete: refused with children; a leaf goes with its buttons and grants', async () => {
    expect((await s.api('DELETE', `${MENU}/m-system`, { token: admin })).body).toMatchObject({
      code: 400,
      msg: '删除失败，请先删除子菜单',
    });
    expect((await s.api('DELETE', `${MENU}/m-member-type`, { token: admin })).body.msg).toBe('删除成功');
    const values = await s.postJson<{ ids: string[] }>(
      '/api/permission/Authority/Data/role-staff/Values',
      { type: 'module', moduleIds: '' },
      { token: admin },
    );
    expect(values.body.data.ids).not.toContain('m-member-type');
    expect(await sidebar(await s.login('zhangwei', 'User1234'))).not.toContain('会员类型');
    expect((await s.api('DELETE', `${MENU}/m-member-type`, { token: admin })).body.msg).toBe('菜单不存在');
  });
});

describe('permissions', () => {
  test('a user without 菜单管理 gets 没有权限, not data', async () => {
    for (const reply of [
      await s.get(`${MENU}/ModuleBySystem/sys-main`, { token: staff }),
      await s.get(`${MENU}/m-website`, { token: staff }),
      await post(menu({ enCode: 'x.y', fullName: '越权' }), staff),
      await s.api('PUT', `${MENU}/m-website/Actions/State`, { token: staff }),
      await s.api('DELETE', `${MENU}/m-website`, { token: staff }),
      await s.get(`${MENU}/m-website/Actions/Export`, { token: staff }),
    ]) {
      expect(reply.body).toMatchObject({ code: 400, msg: '没有权限', data: null });
    }
  });
});
