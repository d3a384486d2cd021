import { eq } from 'drizzle-orm';
import type { DataInterfaceForm, DataInterfaceListItem, PageResult } from '../../contract';
import { dataInterfaces, organizes } from '../../server/db/schema';
import { checkSelect, scanSql } from '../../server/services/dataInterfaceSql';
import { createTestServer, type TestServer } from './harness';
import { loadSeedFixtures } from '../../server/db/seedFixtures';

let s: TestServer;
let admin: string;
let staff: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
  staff = await s.login('zhangwei', 'User1234');
});
afterAll(() => s.close());

const DI = '/api/system/DataInterface';
type Row = Record<string, unknown>;
const preview = (id: string, body: unknown = {}, token = staff) =>
  s.postJson<unknown>(`${DI}/${id}/Actions/Preview`, body, { token });

describe('running interfaces (any signed-in user)', () => {
  test('static data, filtered by a parameter: the cities of a province', async () => {
    const all = await preview('di-provinces');
    expect((all.body.data as Row[]).map((r) => r.fullName)).toContain('浙江省');
    const cities = await preview('di-cities', {
      paramList: [{ field: 'province', defaultValue: '330000', sourceType: 1 }],
    });
    expect((cities.body.data as Row[]).map((r) => r.fullName)).toEqual(['杭州市', '宁波市', '温州市']);
    const none = await preview('di-cities', { paramList: [{ field: 'province', defaultValue: '', sourceType: 1 }] });
    expect(none.body.data).toEqual([]);
  });

  test('SQL over our own tables, with @parameters bound', async () => {
    const branches = await preview('di-branches');
    // every seeded company, the society first
    const companies = loadSeedFixtures().organizes.filter((o) => o.category === 'company');
    const names = (branches.body.data as Row[]).map((r) => r.fullName);
    expect(names[0]).toBe('中华学会');
    expect([...names].sort()).toEqual(companies.map((o) => o.fullName).sort());
    const departments = await preview('di-branch-departments', {
      paramList: [{ field: 'organizeId', defaultValue: 'org-shanghai' }],
    });
    const direct = loadSeedFixtures().organizes.filter((o) => o.parentId === 'org-shanghai');
    expect(departments.body.data).toEqual(direct.map((o) => ({ id: o.id, fullName: o.fullName })));
    expect(direct[0]).toMatchObject({ id: 'dept-shanghai-office', fullName: '分会办公室' });
    // the declared default applies when the caller sends nothing
    expect(((await preview('di-branch-departments')).body.data as Row[]).length).toBe(5);
  });

  test('a parameter value is data, never SQL', async () => {
    const hostile = "org-society' or '1'='1"; // prettier-ignore
    const reply = await preview('di-branch-departments', {
      paramList: [{ field: 'organizeId', defaultValue: hostile }],
    });
    expect(reply.body).toMatchObject({ code: 200, data: [] });
    const drop = await preview('di-branch-departments', {
      paramList: [{ field: 'organizeId', defaultValue: "'; drop table organizes; --" }],
    });
    expect(drop.body.code).toBe(200);
    expect((await s.db.select().from(organizes)).length).toBeGreaterThan(0);
  });

  test('Actions/List pages the rows and filters the keyword on relationField', async () => {
    const reply = await s.postJson<PageResult<Row>>(
      `${DI}/di-cities/Actions/List`,
      {
        currentPage: 2,
        pageSize: 2,
        keyword: '',
        relationField: 'fullName',
        propsValue: 'id',
        paramList: [{ field: 'province', defaultValue: '330000' }],
      },
      { token: staff },
    );
    expect(reply.body.data.pagination).toEqual({ currentPage: 2, pageSize: 2, total: 3 });
    expect(reply.body.data.list.map((r) => r.fullName)).toEqual(['温州市']);
    const found = await s.postJson<PageResult<Row>>(
      `${DI}/di-branches/Actions/List`,
      { currentPage: 1, pageSize: 20, keyword: '上海', relationField: 'fullName' },
      { token: staff },
    );
    expect(found.body.data.list.map((r) => r.id)).toEqual(['org-shanghai']);
  });

  test('Actions/InfoByIds echoes the selected rows, also inside a tree', async () => {
    const reply = await s.postJson<Row[]>(
      `${DI}/di-disciplines/Actions/InfoByIds`,
      { ids: ['0812', '07', 'nope'], propsValue: 'id', relationField: 'fullName' },
      { token: staff },
    );
    expect(reply.body.data.map((r) => r.fullName).sort()).toEqual(['理学', '计算机科学与技术'].sort());
  });

  test('GetParam lists the declared parameters', async () => {
    const reply = await s.get<Row[]>(`${DI}/GetParam/di-cities`, { token: staff });
    expect(reply.body.data).toEqual([
      { id: 'province', field: 'province', fieldName: '省份编码', dataType: 'varchar', required: 1, defaultValue: '' },
    ]);
  });

  test('HTTP interfaces call only configured hosts; unknown and disabled interfaces are refused', async () => {
    // an HTTP interface calls only addresses listed in DATA_INTERFACE_HOSTS (data-interface-admin.test.ts)
    expect((await preview('di-expert-sync')).body).toMatchObject({ code: 400, msg: '接口地址不在允许的范围内' });
    expect((await preview('nope')).body).toMatchObject({ code: 400, msg: '数据接口不存在' });
    await s.db.update(dataInterfaces).set({ enabledMark: 0 }).where(eq(dataInterfaces.id, 'di-members'));
    expect((await preview('di-members')).body).toMatchObject({ code: 400, msg: '数据接口已禁用' });
    await s.db.update(dataInterfaces).set({ enabledMark: 1 }).where(eq(dataInterfaces.id, 'di-members'));
  });

  test('bad bodies are a 400', async () => {
    for (const body of [{ paramList: 'x' }, { paramList: [{ defaultValue: 1 }] }, { currentPage: 0 }]) {
      expect((await s.postJson(`${DI}/di-cities/Actions/List`, body, { token: staff })).body.code).toBe(400);
    }
    expect((await s.postJson(`${DI}/di-cities/Actions/InfoByIds`, {}, { token: staff })).body.code).toBe(400);
  });
});

describe('SQL interfaces are read-only', () => {
  test.each([
    ['an UPDATE', "UPDATE organizes SET full_name = 'x'", '数据接口只能执行查询语句'],
    ['a DELETE after a comment', '-- tidy up\nDELETE FROM organizes', '数据接口只能执行查询语句'],
    ['two statements', 'SELECT 1; DELETE FROM organizes', '数据接口只能包含一条查询语句'],
  ])('the static check refuses %s', (_case, sql, msg) => {
    expect(() => checkSelect(sql)).toThrow(msg);
  });

  test('placeholders inside strings and comments are not parameters', () => {
    const { pieces } = scanSql('SELECT \'@a\', "@b" FROM t WHERE x = @c -- @d\n/* @e */ AND y = $$@f$$');
    expect(pieces.filter((p) => 'param' in p)).toEqual([{ param: 'c' }]);
  });

  async function stored(id: string, sql: string) {
    await s.db.insert(dataInterfaces).values({
      id, fullName: id, enCode: id, type: 2, dataConfigJson: JSON.stringify({ sqlData: { sql } }),
    }); // prettier-ignore
    return preview(id, {}, admin);
  }

  test('a writing statement stored behind the checks is still refused by the database, and changes nothing', async () => {
    const before = await s.db.select().from(organizes).where(eq(organizes.id, 'org-society'));
    const update = await stored('di-evil-update', "UPDATE organizes SET full_name = 'hacked'");
    expect(update.body).toMatchObject({ code: 400, msg: '数据接口只能执行查询语句' });
    const cte = await stored(
      'di-evil-cte',
      "WITH u AS (UPDATE organizes SET full_name = 'hacked' RETURNING id) SELECT * FROM u",
    );
    expect(cte.body.code).toBe(400);
    const locking = await stored('di-evil-lock', 'SELECT * FROM organizes FOR UPDATE');
    expect(locking.body).toMatchObject({ code: 400, msg: '数据接口只能执行查询语句' });
    expect(await s.db.select().from(organizes).where(eq(organizes.id, 'org-society'))).toEqual(before);
  });

  test('a broken query is a 400 with the database message', async () => {
    expect((await stored('di-broken', 'SELECT nocolumn FROM organizes')).body).toMatchObject({
      code: 400,
      msg: expect.stringContaining('数据接口执行失败') as string,
    });
  });
});

describe('administration', () => {
  const sqlForm: DataInterfaceForm = {
    fullName: '理事名单', enCode: 'councilMembers', type: 2, category: 'dt-interface-category.member',
    dataConfigJson: JSON.stringify({ sqlData: { sql: "SELECT id, full_name AS \"fullName\" FROM organizes WHERE parent_id = @org" } }),
    parameterJson: JSON.stringify([{ field: 'org', fieldName: '组织', defaultValue: 'dept-member' }]),
  }; // prettier-ignore

  test('list, create, read, update, toggle and delete', async () => {
    const list = await s.get<PageResult<DataInterfaceListItem>>(DI, {
      token: admin,
      query: { pageSize: '3', type: '1' },
    });
    expect(list.body.data.pagination).toEqual({ currentPage: 1, pageSize: 3, total: 4 });
    expect(list.body.data.list[0]).toMatchObject({ id: 'di-provinces', type: 1, creatorUser: '管理员/admin' });

    expect((await s.postJson(DI, sqlForm, { token: admin })).body).toMatchObject({ code: 200 });
    const found = await s.get<PageResult<DataInterfaceListItem>>(DI, {
      token: admin,
      query: { keyword: 'councilMembers' },
    });
    const id = found.body.data.list[0].id;
    const run = await preview(id);
    expect((run.body.data as Row[]).map((r) => r.fullName).sort()).toEqual(['个人会员科', '单位会员科'].sort());
    expect((await s.get<DataInterfaceForm>(`${DI}/${id}`, { token: admin })).body.data.parameterJson).toBe(
      sqlForm.parameterJson,
    );
    expect(
      (await s.api('PUT', `${DI}/${id}`, { token: admin, json: { ...sqlForm, fullName: '理事名单2' } })).body.code,
    ).toBe(200);
    expect((await s.api('PUT', `${DI}/${id}/Actions/State`, { token: admin })).body.code).toBe(200);
    expect((await preview(id)).body.msg).toBe('数据接口已禁用');
    expect((await s.api('DELETE', `${DI}/${id}`, { token: admin })).body.code).toBe(200);
  });

  test.each([
    ['no name', { fullName: '' }, '请输入名称'],
    ['no code', { enCode: '' }, '请输入编码'],
    ['no type', { type: undefined }, '请选择类型'],
    ['bad config JSON', { dataConfigJson: '{' }, '数据配置格式不正确'],
    ['bad parameter JSON', { parameterJson: '{}' }, '参数格式不正确'],
    ['an undeclared placeholder', { parameterJson: '[]' }, '未定义的参数：org'],
    [
      'a writing statement',
      { dataConfigJson: JSON.stringify({ sqlData: { sql: 'DELETE FROM organizes' } }) },
      '数据接口只能执行查询语句',
    ],
    ['a duplicate code', { enCode: 'provinces' }, '接口编码已存在'],
  ])('refuses %s', async (_case, patch, msg) => {
    expect((await s.postJson(DI, { ...sqlForm, ...patch }, { token: admin })).body).toMatchObject({ code: 400, msg });
  });

  test('administration needs the 数据接口 menu', async () => {
    expect((await s.get(DI, { token: staff })).body).toMatchObject({ code: 400, msg: '没有权限' });
    expect((await s.postJson(DI, sqlForm, { token: staff })).body).toMatchObject({ code: 400, msg: '没有权限' });
  });

  test('a SQL interface needs an administrator even with the menu', async () => {
    const lina = await s.login('lina', 'User1234'); // 系统管理员 role, not an administrator account
    expect((await s.get(DI, { token: lina })).body.code).toBe(200);
    expect(
      (await s.postJson(DI, { ...sqlForm, enCode: 'x2', fullName: '某接口' }, { token: lina })).body,
    ).toMatchObject({
      code: 400,
      msg: '只有管理员可以配置SQL数据接口',
    });
    const staticForm = {
      fullName: '职务',
      enCode: 'duties',
      type: 1,
      dataConfigJson: JSON.stringify({ staticData: [{ id: '1', fullName: '理事' }] }),
    };
    expect((await s.postJson(DI, staticForm, { token: lina })).body.code).toBe(200);
  });
});
