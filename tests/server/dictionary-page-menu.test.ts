import type { DictionaryDataRow, ListReply } from '../../contract';
import { createTestServer, type TestServer } from './harness';

/** A dictionary page menu (type 4, e.g. 会员类型 → dt-member-type) opens its own category to its users, no other. */

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const DATA = '/api/system/DictionaryData';
const entry = (typeId: string, fullName: string, enCode: string) => ({
  dictionaryTypeId: typeId,
  parentId: '0',
  fullName,
  enCode,
  enabledMark: 1,
  sortCode: 9,
});
const idOf = async (typeId: string, fullName: string) => {
  const reply = await s.get<ListReply<DictionaryDataRow>>(`${DATA}/${typeId}`, { token: admin });
  const row = reply.body.data.list.find((r) => r.fullName === fullName);
  if (!row) throw new Error(`${fullName} not in ${typeId}`);
  return row.id;
};

describe('a user with the 会员类型 page menu but not the 数据字典 screen (wangfang)', () => {
  let token: string;
  beforeAll(async () => {
    token = await s.login('wangfang', 'User1234');
  });

  it('lists, adds, edits and removes entries of that dictionary', async () => {
    const listed = await s.get<ListReply<DictionaryDataRow>>(`${DATA}/dt-member-type`, { token });
    expect(listed.body.data.list.map((r) => r.fullName)).toContain('个人会员');
    expect((await s.postJson(DATA, entry('dt-member-type', '终身会员', '7'), { token })).body.code).toBe(200);
    const id = await idOf('dt-member-type', '终身会员');
    const edited = await s.api('PUT', `${DATA}/${id}`, { token, json: entry('dt-member-type', '终身会员甲', '7') });
    expect(edited.body.code).toBe(200);
    expect((await s.api('DELETE', `${DATA}/${id}`, { token })).body.code).toBe(200);
  });

  it('cannot read, add to, edit or remove entries of another dictionary', async () => {
    const denied = { code: 400, msg: '没有权限' };
    expect((await s.get(`${DATA}/dt-education`, { token })).body).toMatchObject(denied);
    expect((await s.postJson(DATA, entry('dt-education', '博士后', '9'), { token })).body).toMatchObject(denied);
    const other = await idOf('dt-education', '大学本科');
    expect((await s.api('GET', `${DATA}/${other}/Info`, { token })).body).toMatchObject(denied);
    const put = await s.api('PUT', `${DATA}/${other}`, { token, json: entry('dt-education', '本科甲', 'x') });
    expect(put.body).toMatchObject(denied);
    expect((await s.api('DELETE', `${DATA}/${other}`, { token })).body).toMatchObject(denied);
  });
});

describe('a user whose role grants the page with 新建 and 详情 only (zhangwei)', () => {
  it('may add to 会员类型 but not edit or remove its entries', async () => {
    const token = await s.login('zhangwei', 'User1234');
    expect((await s.postJson(DATA, entry('dt-member-type', '访问会员', '8'), { token })).body.code).toBe(200);
    const id = await idOf('dt-member-type', '访问会员');
    const denied = { code: 400, msg: '没有权限' };
    const put = await s.api('PUT', `${DATA}/${id}`, { token, json: entry('dt-member-type', '访问会员甲', '8') });
    expect(put.body).toMatchObject(denied);
    expect((await s.api('DELETE', `${DATA}/${id}`, { token })).body).toMatchObject(denied);
  });
});
