import { eq } from 'drizzle-orm';
import type { OnlineModelConfig, OnlineRecordCreated, OnlineRecordInfo, PageResult } from '../../contract';
import { visualdevRecords } from '../../server/db/schema';
import { loadModelFixtures } from '../../server/db/seedFixtures';
import { createTestServer, type TestServer } from './harness';

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const OD = '/api/visualdev/OnlineDev';
const MEMBER = 'vd-member-register';
const ms = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();

/** What a filler types into 会员登记 (the system fields are the server's). */
const member = {
  memberName: '王小明', gender: '1', idCard: '110101199003074514', mobilePhone: '13912345678',
  birthday: ms(1990, 3, 7), memberType: '2', workUnit: '浙江大学', education: '2', professionalTitle: '3',
  discipline: ['08', '0812', '081203'], interests: ['1', '3'], achievements: '发表论文三篇', province: '330000',
  city: '330100', address: '杭州市西湖区文三路 1 号', email: 'wxm@example.org', joinDate: ms(2024, 1, 1),
  isCouncil: 0, councilRole: '',
}; // prettier-ignore

const create = (data: unknown, token = admin, modelId = MEMBER) =>
  s.postJson<OnlineRecordCreated>(`${OD}/${modelId}`, { data: JSON.stringify(data) }, { token });
const reopen = async (id: string, modelId = MEMBER) =>
  JSON.parse((await s.get<OnlineRecordInfo>(`${OD}/${modelId}/${id}`, { token: admin })).body.data.data) as Record<
    string,
    unknown
  >;
const count = async (modelId = MEMBER) =>
  (await s.db.select().from(visualdevRecords).where(eq(visualdevRecords.modelId, modelId))).length;

describe('model configuration', () => {
  test('Config carries the whole model, enableFlow included', async () => {
    const reply = await s.get<OnlineModelConfig>(`${OD}/${MEMBER}/Config`, { token: admin });
    expect(reply.body.data).toMatchObject({ id: MEMBER, fullName: '会员登记', webType: '2', enableFlow: 0, type: 1 });
    const formData = JSON.parse(reply.body.data.formData) as { popupType: string; fields: unknown[] };
    expect(formData.popupType).toBe('general');
    expect(JSON.parse(reply.body.data.columnData)).toHaveProperty('columnList');
  });

  test('ColumnData and FormData return the JSON texts', async () => {
    const column = await s.get<{ columnData: string }>(`${OD}/vd-conference/ColumnData`, { token: admin });
    expect(JSON.parse(column.body.data.columnData).pageSize).toBe(20);
    const form = await s.get<{ formData: string }>(`${OD}/vd-paper-submission/FormData`, { token: admin });
    expect(JSON.parse(form.body.data.formData).popupType).toBe('drawer');
  });

  test('an unknown model is 该表单已删除', async () => {
    expect((await s.get(`${OD}/vd-none/Config`, { token: admin })).body).toMatchObject({
      code: 400,
      msg: '该表单已删除',
    });
    expect((await s.postJson(`${OD}/vd-none`, { data: '{}' }, { token: admin })).body.msg).toBe('该表单已删除');
  });
});

describe('records', () => {
  test('create then reopen gives back identical values; the server fills the system fields', async () => {
    const sent = { ...member, memberNo: 'FORGED-1', creatorUser: '冒名/nobody', creatorTime: 1, unknownKey: 'dropped' };
    const created = await create(sent);
    expect(created.body).toMatchObject({ code: 200, msg: '新建成功' });
    const stored = await reopen(created.body.data.id);
    for (const [key, value] of Object.entries(member)) expect(stored[key], key).toEqual(value);
    expect(stored.memberNo).toMatch(/^HY\d{8}\d{4}$/);
    expect(stored).toMatchObject({
      creatorUser: '管理员/admin',
      organize: '中华学会/信息中心',
      position: '系统工程师',
      modifierUser: null,
      modifierTime: null,
    });
    expect(Math.abs(Number(stored.creatorTime) - Date.now())).toBeLessThan(60_000);
    expect(stored).not.toHaveProperty('unknownKey');
  });

  test('the number shown when the form opened is the number saved, once', async () => {
    const shown = (await s.get<string>('/api/system/BillRule/BillNumber/MemberNo', { token: admin })).body.data;
    const first = await reopen((await create({ ...member, memberNo: shown })).body.data.id);
    expect(first.memberNo).toBe(shown);
    const second = await reopen((await create({ ...member, memberNo: shown })).body.data.id);
    expect(second.memberNo).not.toBe(shown);
  });

  test('update keeps the creation fields and the number, stamps the modification fields', async () => {
    const id = (await create(member)).body.data.id;
    const before = await reopen(id);
    const edited = { ...before, memberName: '王晓明', interests: ['2'], memberNo: 'CHANGED', creatorUser: 'x/y' };
    const reply = await s.api('PUT', `${OD}/${MEMBER}/${id}`, {
      token: admin,
      json: { id, data: JSON.stringify(edited) },
    });
    expect(reply.body).toMatchObject({ code: 200, msg: '修改成功' });
    const after = await reopen(id);
    expect(after).toMatchObject({
      memberName: '王晓明',
      interests: ['2'],
      memberNo: before.memberNo,
      creatorUser: '管理员/admin',
    });
    expect(after.modifierUser).toBe('管理员/admin');
    expect(typeof after.modifierTime).toBe('number');
  });

  test('DataChange shows labels from static, dictionary and data-interface options, and formatted dates', async () => {
    const id = (await create(member)).body.data.id;
    const reply = await s.get<OnlineRecordInfo>(`${OD}/${MEMBER}/${id}/DataChange`, { token: admin });
    expect(JSON.parse(reply.body.data.data)).toMatchObject({
      gender: '男',
      memberType: '学生会员',
      discipline: '工学/计算机科学与技术/计算机应用技术',
      interests: '人工智能,材料科学',
      province: '浙江省',
      city: '杭州市',
      birthday: '1990-03-07',
      isCouncil: '否',
      memberName: '王小明',
    });
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['a missing required field', { memberName: '' }, '姓名不能为空'],
    ['a required list left empty', { memberType: null }, '会员类型不能为空'],
    ['a name against its pattern', { memberName: 'Tom' }, '姓名只能为2-20个汉字'],
    ['a bad phone number', { mobilePhone: '12345' }, '请输入正确的手机号码'],
    ['a bad e-mail', { email: 'not-mail' }, '请输入正确的邮箱地址'],
    ['an object where text belongs', { memberName: { first: '王' } }, '姓名格式不正确'],
    ['text where a list belongs', { interests: '人工智能' }, '研究兴趣格式不正确'],
    ['text where a date belongs', { birthday: '昨天' }, '出生日期格式不正确'],
  ];
  test.each(refusals)('refuses %s, writing nothing', async (_case, patch, msg) => {
    const before = await count();
    expect((await create({ ...member, ...patch })).body).toMatchObject({ code: 400, msg });
    expect(await count()).toBe(before);
  });

  test('malformed bodies are a 400, never a 500', async () => {
    const before = await count();
    for (const body of [{}, { data: '' }, { data: '{' }, { data: '[1,2]' }, { data: '"text"' }, { data: 42 }, []]) {
      const reply = await s.api('POST', `${OD}/${MEMBER}`, { token: admin, json: body });
      expect(reply.body.code, JSON.stringify(body)).toBe(400);
    }
    expect(await count()).toBe(before);
  });

  test('an edit that fails validation leaves the record as it was', async () => {
    const id = (await create(member)).body.data.id;
    const before = await reopen(id);
    const reply = await s.api('PUT', `${OD}/${MEMBER}/${id}`, {
      token: admin,
      json: { data: JSON.stringify({ ...before, memberName: '王五', mobilePhone: 'bad' }) },
    });
    expect(reply.body).toMatchObject({ code: 400, msg: '请输入正确的手机号码' });
    expect(await reopen(id)).toEqual(before);
  });

  test('delete and batchDelete; a batch with one unknown id deletes nothing', async () => {
    const ids = await Promise.all([1, 2, 3].map(async () => (await create(member)).body.data.id));
    const refused = await s.postJson(`${OD}/batchDelete/${MEMBER}`, { ids: [ids[0], 'no-such-id'] }, { token: admin });
    expect(refused.body).toMatchObject({ code: 400, msg: '该数据不存在或已被删除' });
    expect((await s.get(`${OD}/${MEMBER}/${ids[0]}`, { token: admin })).body.code).toBe(200);

    expect(
      (await s.postJson(`${OD}/batchDelete/${MEMBER}`, { ids: ids.slice(0, 2) }, { token: admin })).body.code,
    ).toBe(200);
    expect((await s.api('DELETE', `${OD}/${MEMBER}/${ids[2]}`, { token: admin })).body.code).toBe(200);
    for (const id of ids) {
      expect((await s.get(`${OD}/${MEMBER}/${id}`, { token: admin })).body).toMatchObject({
        code: 400,
        msg: '该数据不存在或已被删除',
      });
    }
    expect((await s.postJson(`${OD}/batchDelete/${MEMBER}`, { ids: [] }, { token: admin })).body.code).toBe(400);
  });

  test('a record of one model cannot be read through another', async () => {
    const id = (await create(member)).body.data.id;
    expect((await s.get(`${OD}/vd-conference/${id}`, { token: admin })).body.code).toBe(400);
  });

  test('the V2 model validates with its migrated keys', async () => {
    const expert = {
      expertName: '李教授',
      gender: '1',
      age: 56,
      birthDate: ms(1969, 5, 1),
      professionalTitle: '1',
      researchField: '计算机视觉',
      expertise: ['review'],
      availableTime: '09:30:00',
      isActive: 1,
    };
    const created = await create(expert, admin, 'vd-expert');
    expect(created.body.code).toBe(200);
    expect(await reopen(created.body.data.id, 'vd-expert')).toMatchObject({ ...expert, creatorUser: '管理员/admin' });
    expect((await create({ ...expert, expertName: 'Li' }, admin, 'vd-expert')).body.msg).toBe('姓名只能为2-20个汉字');
    expect((await create({ ...expert, researchField: '' }, admin, 'vd-expert')).body.msg).toBe('研究方向不能为空');
  });
});

describe('permissions', () => {
  test('a role with the menu reads and adds, but edits and deletes only with those buttons', async () => {
    const token = await s.login('zhangwei', 'User1234'); // 会员登记 with btn_add and btn_detail
    expect((await s.get(`${OD}/${MEMBER}/Config`, { token })).body.code).toBe(200);
    expect((await s.postJson<PageResult<unknown>>(`${OD}/${MEMBER}/List`, {}, { token })).body.code).toBe(200);
    const created = await create(member, token);
    expect(created.body.code).toBe(200);
    const id = created.body.data.id;
    expect((await reopen(id)).creatorUser).toBe('张伟/zhangwei');
    const edit = await s.api('PUT', `${OD}/${MEMBER}/${id}`, { token, json: { data: JSON.stringify(member) } });
    expect(edit.body).toMatchObject({ code: 400, msg: '没有权限' });
    expect((await s.api('DELETE', `${OD}/${MEMBER}/${id}`, { token })).body).toMatchObject({
      code: 400,
      msg: '没有权限',
    });
    expect((await s.postJson(`${OD}/batchDelete/${MEMBER}`, { ids: [id] }, { token })).body).toMatchObject({
      code: 400,
      msg: '没有权限',
    });
  });

  test('a model outside the user’s menus is refused', async () => {
    const token = await s.login('zhangwei', 'User1234');
    expect((await s.get(`${OD}/vd-conference/Config`, { token })).body).toMatchObject({ code: 400, msg: '没有权限' });
    expect((await s.postJson(`${OD}/vd-conference/List`, {}, { token })).body).toMatchObject({
      code: 400,
      msg: '没有权限',
    });
  });
});

describe('visualdev Base', () => {
  test('lists the models, paged, and returns one in full', async () => {
    const list = await s.get<PageResult<{ id: string; webType: number }>>('/api/visualdev/Base', {
      token: admin,
      query: { pageSize: '4' },
    });
    expect(list.body.data.pagination).toEqual({ currentPage: 1, pageSize: 4, total: loadModelFixtures().length });
    expect(list.body.data.list).toHaveLength(4);
    const info = await s.get<{ formData: string; enableFlow: number }>('/api/visualdev/Base/vd-fee-payment', {
      token: admin,
    });
    expect(info.body.data.enableFlow).toBe(0);
    expect(JSON.parse(info.body.data.formData).fields.length).toBeGreaterThan(0);
    const keyword = await s.get<PageResult<{ id: string }>>('/api/visualdev/Base', {
      token: admin,
      query: { keyword: '专家' },
    });
    expect(keyword.body.data.list.map((m) => m.id)).toEqual(['vd-expert']);
  });

  test('needs the 功能设计 menu', async () => {
    const token = await s.login('zhangwei', 'User1234');
    expect((await s.get('/api/visualdev/Base', { token })).body).toMatchObject({ code: 400, msg: '没有权限' });
  });
});
