import type { AreaInfo, AreaNode, AreaSelectorNode, ListReply } from '../../contract';
import { createTestServer, type TestServer } from './harness';

/** /api/system/Area (docs/contract.md): the lazy tree, the pickers' calls, CRUD, state, permissions. */

let s: TestServer;
let admin: string;
let staff: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
  staff = await s.login('zhangwei', 'User1234');
});
afterAll(() => s.close());

const AREA = '/api/system/Area';
const children = async (nodeId: string, query?: Record<string, string>) =>
  (await s.get<ListReply<AreaNode>>(`${AREA}/${nodeId}`, { token: admin, query })).body.data.list;
const post = (body: unknown, token = admin) => s.api('POST', AREA, { token, json: body });
const area = (over: Record<string, unknown> = {}) => ({
  parentId: '110100',
  enCode: '110199',
  fullName: '测试新区',
  enabledMark: 1,
  sortCode: 99,
  description: '',
  ...over,
});

describe('the lazy tree', () => {
  test('root -1 lists the provinces; a node lists one level below it with hasChildren / isLeaf', async () => {
    const provinces = await children('-1');
    expect(provinces.length).toBeGreaterThanOrEqual(34);
    expect(provinces[0]).toMatchObject({
      id: '110000',
      fullName: '北京市',
      parentId: '-1',
      hasChildren: true,
      isLeaf: false,
    });
    expect(provinces.find((p) => p.fullName === '天津市')).toMatchObject({ hasChildren: false, isLeaf: true });
    expect((await children('110000')).map((c) => c.fullName)).toEqual(['北京市']);
    const districts = await children('110100');
    expect(districts).toHaveLength(16);
    expect(districts.map((d) => d.fullName)).toContain('海淀区');
    expect(districts.every((d) => d.isLeaf)).toBe(true);
    const guangdong = await children('440000');
    expect(guangdong.find((c) => c.fullName === '深圳市')).toMatchObject({ enCode: '440300', hasChildren: true });
    expect(await children('nope')).toEqual([]);
  });

  test('a keyword finds matches anywhere below the node', async () => {
    expect((await children('-1', { keyword: '海淀' })).map((a) => a.fullName)).toEqual(['海淀区']);
    expect((await children('440000', { keyword: '南山' })).map((a) => a.id)).toEqual(['440305']);
    expect(await children('310000', { keyword: '海淀' })).toEqual([]);
  });

  test('bad query values are refused with 400, never 500', async () => {
    const reply = await s.get(`${AREA}/-1`, { token: admin, query: { enabledMark: '7' } });
    expect(reply.body.code).toBe(400);
  });
});

describe('the pickers', () => {
  test('Selector/{areaId} gives enabled children without the excluded area, for any signed-in user', async () => {
    const reply = await s.get<ListReply<AreaSelectorNode>>(`${AREA}/110100/Selector/110108`, { token: staff });
    expect(reply.body.code).toBe(200);
    const names = reply.body.data.list.map((a) => a.fullName);
    expect(names).toContain('东城区');
    expect(names).not.toContain('海淀区');
    expect(reply.body.data.list[0]).toMatchObject({ isLeaf: true });
  });

  test('GetAreaByIds turns id paths into name paths', async () => {
    const reply = await s.postJson<string[][]>(
      `${AREA}/GetAreaByIds`,
      { idsList: [['440000', '440300', '440305'], ['110000'], ['nope']] },
      { token: staff },
    );
    expect(reply.body.data).toEqual([['广东省', '深圳市', '南山区'], ['北京市'], []]);
    expect((await s.postJson(`${AREA}/GetAreaByIds`, { idsList: [{ a: 1 }] }, { token: staff })).body.code).toBe(400);
    expect((await s.postJson(`${AREA}/GetAreaByIds`, {}, { token: staff })).body.code).toBe(400);
  });
});

describe('writes', () => {
  let createdId = '';

  test('create under 北京市, read it back with its parent name', async () => {
    const reply = await post(area());
    expect(reply.body).toMatchObject({ code: 200, msg: '新建成功' });
    const row = (await children('110100')).find((a) => a.enCode === '110199');
    expect(row).toMatchObject({ fullName: '测试新区', parentId: '110100', isLeaf: true });
    createdId = row!.id;
    const info = await s.get<AreaInfo>(`${AREA}/${createdId}/Info`, { token: admin });
    expect(info.body.data).toMatchObject({ parentId: '110100', parentName: '北京市', sortCode: 99, enabledMark: 1 });
    const top = await s.get<AreaInfo>(`${AREA}/110000/Info`, { token: admin });
    expect(top.body.data.parentName).toBe('顶级节点');
  });

  test.each([
    [{ fullName: '' }, '请输入名称'],
    [{ fullName: '名'.repeat(51) }, '名称最多为50个字符！'],
    [{ fullName: '新区#1' }, '名称不能含有特殊符号'],
    [{ enCode: '' }, '请输入编码'],
    [{ enCode: '1'.repeat(51) }, '编码最多为50个字符！'],
    [{ enCode: 'ab12' }, '编码只能输入数字'],
    [{ parentId: '' }, '请选择区域上级'],
    [{ parentId: 'nope' }, '上级区域不存在'],
    [{ sortCode: 1000000 }, '排序须为0到999999之间的整数'],
    [{ enCode: '110108', fullName: '另一个区' }, '区域编码已存在'],
    [{ enCode: '110198', fullName: '海淀区' }, '同一上级下区域名称已存在'],
  ])('bad input %j is refused: %s', async (over, message) => {
    expect((await post(area(over))).body).toMatchObject({ code: 400, msg: message });
  });

  test('malformed bodies are 400 with 参数错误', async () => {
    const reply = await post({ ...area(), sortCode: 'x' });
    expect(reply.body.code).toBe(400);
    expect(reply.body.msg).toContain('参数错误');
    expect((await post({ ...area(), enabledMark: 3 })).body.code).toBe(400);
  });

  test('update renames; a parent inside itself is refused', async () => {
    const reply = await s.api('PUT', `${AREA}/${createdId}`, { token: admin, json: area({ fullName: '测试二区' }) });
    expect(reply.body).toMatchObject({ code: 200, msg: '修改成功' });
    expect((await children('110100')).find((a) => a.id === createdId)?.fullName).toBe('测试二区');
    const cycle = await s.api('PUT', `${AREA}/110000`, {
      token: admin,
      json: area({ parentId: '110100', enCode: '110000', fullName: '北京市' }),
    });
    expect(cycle.body).toMatchObject({ code: 400, msg: '上级区域不能是自己或自己的下级' });
    expect((await s.api('PUT', `${AREA}/nope`, { token: admin, json: area({ enCode: '1' }) })).body.msg).toBe(
      '区域不存在',
    );
  });

  test('the state toggles; a disabled area leaves the picker but stays in the admin list', async () => {
    const toggle = await s.api('PUT', `${AREA}/${createdId}/Actions/State`, { token: admin });
    expect(toggle.body).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await children('110100')).find((a) => a.id === createdId)?.enabledMark).toBe(0);
    const picker = await s.get<ListReply<AreaSelectorNode>>(`${AREA}/110100/Selector/0`, { token: admin });
    expect(picker.body.data.list.some((a) => a.id === createdId)).toBe(false);
    expect((await children('110100', { enabledMark: '0' })).map((a) => a.id)).toEqual([createdId]);
    expect((await s.api('PUT', `${AREA}/nope/Actions/State`, { token: admin })).body.code).toBe(400);
  });

  test('delete: refused while children exist, then the leaf goes', async () => {
    const refused = await s.api('DELETE', `${AREA}/110100`, { token: admin });
    expect(refused.body).toMatchObject({ code: 400, msg: '该区域下有下级区域，不能删除' });
    expect((await s.api('DELETE', `${AREA}/${createdId}`, { token: admin })).body).toMatchObject({ msg: '删除成功' });
    expect((await children('110100')).some((a) => a.id === createdId)).toBe(false);
    expect((await s.api('DELETE', `${AREA}/${createdId}`, { token: admin })).body.msg).toBe('区域不存在');
  });
});

describe('permissions', () => {
  test('a user without the 区域管理 menu browses the enabled areas (the area picker), nothing more', async () => {
    const provinces = (await s.get<ListReply<AreaNode>>(`${AREA}/-1`, { token: staff })).body;
    expect(provinces.code).toBe(200);
    expect(provinces.data.list.map((a) => a.fullName)).toContain('北京市');
    expect(provinces.data.list.every((a) => a.enabledMark === 1)).toBe(true);
    const toggle = () => s.api('PUT', `${AREA}/110102/Actions/State`, { token: admin });
    expect((await toggle()).body.code).toBe(200);
    try {
      const names = async (token: string, query?: Record<string, string>) =>
        (await s.get<ListReply<AreaNode>>(`${AREA}/110100`, { token, query })).body.data.list.map((a) => a.fullName);
      expect(await names(admin)).toContain('西城区');
      expect(await names(staff)).not.toContain('西城区');
      expect(await names(staff, { enabledMark: '0' })).not.toContain('西城区');
      expect(await names(staff)).toContain('东城区');
    } finally {
      await toggle();
    }
  });

  test('a user without the 区域管理 menu gets 没有权限 for the rest, not data', async () => {
    for (const reply of [
      await s.get(`${AREA}/110000/Info`, { token: staff }),
      await post(area({ enCode: '110197' }), staff),
      await s.api('PUT', `${AREA}/110101/Actions/State`, { token: staff }),
      await s.api('DELETE', `${AREA}/110101`, { token: staff }),
    ]) {
      expect(reply.body).toMatchObject({ code: 400, msg: '没有权限', data: null });
    }
  });

  test('a 系统管理员 role member (lina) may manage areas', async () => {
    const lina = await s.login('lina', 'User1234');
    expect((await s.get(`${AREA}/-1`, { token: lina })).body.code).toBe(200);
  });

  test('no token: the session error, not data', async () => {
    expect((await s.get(`${AREA}/-1`)).body.code).not.toBe(200);
  });
});
