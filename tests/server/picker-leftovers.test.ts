import type { AreaNode, ListReply, PageResult, UserPickerNode } from '../../contract';
import { createTestServer, type TestServer } from './harness';

/**
 * Picker reads the first pass left short: the user picker's 当前组织 search over the caller's
 * organisation and its sub-departments, names of disabled users, and area keyword hits carrying their paths.
 */

let s: TestServer;
let wangfang: string;

beforeAll(async () => {
  s = await createTestServer();
  // 王芳 sits in 会员部 (dept-member), above 个人会员科 and 单位会员科
  wangfang = await s.login('wangfang', 'User1234');
});
afterAll(() => s.close());

const USERS = '/api/permission/Users';
const post = async <T>(path: string, body: unknown, token = wangfang) =>
  (await s.postJson<T>(`${USERS}${path}`, body, { token })).body;

describe('UserCondition for the 当前组织 tab', () => {
  test('@currentOrgAndSubOrg with a keyword finds users of the sub-departments of the caller', async () => {
    const reply = await post<PageResult<UserPickerNode>>('/UserCondition', {
      departIds: ['@currentOrgAndSubOrg'],
      pagination: { keyword: '陈静', currentPage: 1, pageSize: 20 },
    });
    expect(reply.data.list.map((n) => n.id)).toEqual(['user-chenjing']);
    expect(reply.data.list[0]).toMatchObject({ organize: '中华学会/会员部/单位会员科' });
  });

  test('without a keyword it pages every enabled user of the subtree, and nobody outside it', async () => {
    const reply = await post<PageResult<UserPickerNode>>('/UserCondition', {
      departIds: ['@currentOrgAndSubOrg'],
      pagination: { currentPage: 1, pageSize: 1000 },
    });
    const ids = reply.data.list.map((n) => n.id);
    expect(ids).toEqual(expect.arrayContaining(['user-wangfang', 'user-zhangwei', 'user-wuxia', 'user-chenjing']));
    expect(reply.data.list.every((n) => n.organize.startsWith('中华学会/会员部'))).toBe(true);
    expect(ids).not.toContain('user-lina');
    expect(reply.data.pagination.total).toBe(ids.length);
  });

  test('a plain department id still means its direct members only (the custom range)', async () => {
    const reply = await post<PageResult<UserPickerNode>>('/UserCondition', {
      departIds: ['dept-member'],
      pagination: { keyword: '陈静' },
    });
    expect(reply.data.list).toEqual([]);
  });
});

describe('disabled users', () => {
  test('getUserList resolves a disabled user to a name (with its enabledMark), in the order asked', async () => {
    const reply = await post<ListReply<UserPickerNode>>('/getUserList', {
      ids: ['user-gaojie', 'user-lina', 'missing'],
    });
    expect(reply.data.list.map((n) => n.id)).toEqual(['user-gaojie', 'user-lina']);
    expect(reply.data.list[0]).toMatchObject({
      fullName: '高洁/gaojie',
      enabledMark: 0,
      organize: '中华学会/学术部/期刊编辑部',
    });
  });

  test('the picking lists keep leaving a disabled user out', async () => {
    const byKeyword = await post<PageResult<UserPickerNode>>('/ImUser/Selector/0', { keyword: 'gaojie' });
    expect(byKeyword.data.list).toEqual([]);
    const members = await post<ListReply<UserPickerNode>>('/ImUser/Selector/dept-journal', {});
    expect(members.data.list.map((n) => n.id)).not.toContain('user-gaojie');
    const condition = await post<PageResult<UserPickerNode>>('/UserCondition', {
      userIds: ['user-gaojie', 'user-zhaolei'],
    });
    expect(condition.data.list.map((n) => n.id)).toEqual(['user-zhaolei']);
    const yangfan = await s.login('yangfan', 'User1234');
    const subs = await post<ListReply<UserPickerNode>>('/getSubordinates', {}, yangfan);
    expect(subs.data.list.map((n) => n.id)).not.toContain('user-gaojie');
    expect(subs.data.list.map((n) => n.id)).toContain('user-zhaolei');
  });
});

describe('area keyword search', () => {
  const search = async (nodeId: string, keyword: string) =>
    (await s.get<ListReply<AreaNode>>(`/api/system/Area/${nodeId}`, { token: wangfang, query: { keyword } })).body.data
      .list;

  test('each hit carries its id and name path from the province down, for any signed-in user', async () => {
    const [haidian] = await search('-1', '海淀');
    expect(haidian).toMatchObject({
      id: '110108',
      idPath: ['110000', '110100', '110108'],
      namePath: ['北京市', '北京市', '海淀区'],
    });
    // searched below a province, the path still starts at the top
    expect((await search('440000', '南山')).map((a) => a.idPath)).toEqual([['440000', '440300', '440305']]);
  });

  test('hits of every level come back; their path length tells the level', async () => {
    const hits = await search('-1', '山');
    const byLevel = (n: number) => hits.filter((h) => h.idPath?.length === n + 1).map((h) => h.namePath?.join('/'));
    expect(byLevel(0)).toEqual(expect.arrayContaining(['山西省', '山东省']));
    expect(byLevel(1)).toEqual(expect.arrayContaining(['浙江省/舟山市', '广东省/佛山市']));
    expect(byLevel(2)).toEqual(expect.arrayContaining(['浙江省/杭州市/萧山区', '广东省/深圳市/南山区']));
  });

  test('a keyword too long is refused with 400', async () => {
    const reply = await s.get(`/api/system/Area/-1`, { token: wangfang, query: { keyword: 'x'.repeat(201) } });
    expect(reply.body.code).toBe(400);
  });
});
