import { and, eq, sql, type SQL } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import Fastify, { type FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { ApiEnvelope, PageResult } from '../../contract';
import { authorizations, moduleButtons } from '../../server/db/schema';
import { audit, description, enabledMark, id, sortCode } from '../../server/db/tables/columns';
import { crudRoutes } from '../../server/lib/crudRoutes';
import { crudService } from '../../server/lib/crudService';
import { BizError } from '../../server/lib/envelope';
import { registerAuth } from '../../server/plugins/auth';
import { registerErrorHandling } from '../../server/plugins/errors';
import { createTestServer, type TestServer } from './harness';

/**
 * The CRUD factories (server/lib/crudRoutes.ts, crudService.ts) on two made-up domains over tables of their
 * own: widgets (checked body first, code unique, state, copy) and gadgets (row read and locked first, name
 * unique per shelf and code unique, rows in use or system rows protected, export, no copy).
 */

const widgets = pgTable('crud_test_widgets', {
  id: id(),
  fullName: text().notNull(),
  enCode: text().notNull().unique(),
  sortCode: sortCode(),
  enabledMark: enabledMark(),
  description: description(),
  ...audit(),
});
const gadgets = pgTable('crud_test_gadgets', {
  id: id(),
  fullName: text().notNull(),
  enCode: text().notNull().unique(),
  shelf: text().notNull().default(''),
  inUse: integer().notNull().default(0),
  system: integer().notNull().default(0),
  sortCode: sortCode(),
  enabledMark: enabledMark(),
  ...audit(),
});
const columns = `id text primary key, full_name text not null, en_code text not null unique,
  sort_code integer not null default 0, enabled_mark integer not null default 1,
  creator_time timestamptz not null default now(), creator_user_id text,
  last_modify_time timestamptz, last_modify_user_id text`;

const body = Type.Partial(
  Type.Object({
    fullName: Type.String(),
    enCode: Type.String(),
    shelf: Type.String(),
    sortCode: Type.Integer(),
    enabledMark: Type.Integer(),
  }),
);
type Body = Static<typeof body>;
const query = Type.Partial(
  Type.Object({
    keyword: Type.String(),
    currentPage: Type.Integer(),
    pageSize: Type.Integer(),
    enabledMark: Type.Integer(),
    shelf: Type.String(),
  }),
);
const named = (input: Body) => {
  if (!input.fullName) throw new BizError('请输入名称');
  if (!input.enCode) throw new BizError('请输入编码');
  return { fullName: input.fullName, enCode: input.enCode, sortCode: input.sortCode ?? 0 };
};

const widgetCrud = crudService({ table: widgets, missing: '部件不存在', validate: (_db, input: Body) => named(input) });
const gadgetCrud = crudService({
  table: gadgets,
  missing: '器具不存在',
  validate: (_db, input: Body) => ({ ...named(input), shelf: input.shelf ?? '' }),
  unique: (v) => [
    [and(eq(gadgets.shelf, v.shelf), eq(gadgets.fullName, v.fullName)) as SQL, '名称已存在'],
    [eq(gadgets.enCode, v.enCode), '编码已存在'],
  ],
  findFirst: true,
  lock: true,
  writable: (row) => {
    if (row.system) throw new BizError('系统器具不能修改或删除');
  },
  async beforeUpdate(_tx, row, values) {
    if (row.inUse && values.shelf !== row.shelf) throw new BizError('使用中，不能换架');
  },
  async beforeDelete(_tx, row) {
    if (row.inUse) throw new BizError('使用中，不能删除');
  },
  insertDefaults: { system: 0 },
});

let s: TestServer;
let app: FastifyInstance;
let admin: string;
let staff: string;

beforeAll(async () => {
  s = await createTestServer();
  await s.db.execute(sql.raw(`create table crud_test_widgets (${columns}, description text not null default '')`));
  await s.db.execute(
    sql.raw(`create table crud_test_gadgets (${columns}, shelf text not null default '',
      in_use integer not null default 0, system integer not null default 0)`),
  );
  const { db } = s;
  app = Fastify();
  registerErrorHandling(app);
  app.register(async (api) => {
    registerAuth(api, { db, tokenTtlMinutes: s.config.tokenTtlMinutes });
    crudRoutes(api, db, {
      base: '/w',
      menus: ['m-report'],
      listQuery: query,
      body,
      list: (db, q) => widgetCrud.list(db, q, [], (rows) => rows.map((r) => ({ id: r.id, enCode: r.enCode }))),
      info: (db, id) => widgetCrud.find(db, id),
      create: widgetCrud.create,
      update: widgetCrud.update,
      remove: widgetCrud.remove,
      toggle: widgetCrud.toggle,
      copy: widgetCrud.copy,
    });
    crudRoutes(api, db, {
      base: '/g',
      menus: ['m-group'],
      listQuery: query,
      body,
      list: (db, q) =>
        gadgetCrud.list(db, q, [q.shelf ? eq(gadgets.shelf, q.shelf) : undefined], (rows) => rows.map((r) => r.enCode)),
      info: (db, id) => gadgetCrud.find(db, id),
      create: gadgetCrud.create,
      update: gadgetCrud.update,
      remove: gadgetCrud.remove,
      toggle: gadgetCrud.toggle,
      export: async (db, id) => ({ name: `${(await gadgetCrud.find(db, id)).fullName}.txt`, url: '/x' }),
    });
  });
  await app.ready();
  admin = await s.login('admin', 'Admin123');
  staff = await s.login('zhangwei', 'User1234');
});
afterAll(async () => {
  await app.close();
  await s.close();
});

async function call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, json?: object, token = admin) {
  const reply = await app.inject({ method, url, payload: json, headers: { authorization: token } });
  expect(reply.statusCode).toBe(200);
  return JSON.parse(reply.body) as ApiEnvelope<T>;
}
const refused = (msg: string) => ({ code: 400, msg, data: null });
const widgetIds = async (q = '') => (await call<PageResult<{ id: string; enCode: string }>>('GET', `/w${q}`)).data;

describe('widgets: body checked first, code unique, state and copy', () => {
  test('create answers 新建成功; the list pages, filters by keyword (literally) and state', async () => {
    for (const [fullName, enCode, sort] of [['甲', 'w.a', 1], ['乙', 'w.b', 2], ['丙%', 'w.c', 3]] as const)
      expect(await call('POST', '/w', { fullName, enCode, sortCode: sort })).toEqual({ code: 200, msg: '新建成功', data: null }); // prettier-ignore
    const page = await widgetIds('?pageSize=2&currentPage=2');
    expect(page.pagination).toEqual({ currentPage: 2, pageSize: 2, total: 3 });
    expect(page.list.map((r) => r.enCode)).toEqual(['w.c']);
    expect((await widgetIds('?keyword=%20w.b%20')).list.map((r) => r.enCode)).toEqual(['w.b']);
    expect((await widgetIds('?keyword=%25')).list.map((r) => r.enCode)).toEqual(['w.c']);
    expect((await widgetIds('?enabledMark=0')).pagination.total).toBe(0);
  });

  test('duplicates, bad bodies and unknown ids are refused in the domain words', async () => {
    expect(await call('POST', '/w', { fullName: '丁', enCode: 'w.a' })).toEqual(refused('编码已存在'));
    expect(await call('GET', '/w/nope')).toEqual(refused('部件不存在'));
    // the body is checked before the row is looked up
    expect(await call('PUT', '/w/nope', { fullName: '' })).toEqual(refused('请输入名称'));
    expect(await call('PUT', '/w/nope', { fullName: '丁', enCode: 'w.d' })).toEqual(refused('部件不存在'));
    for (const [method, url] of [
      ['DELETE', '/w/nope'],
      ['PUT', '/w/nope/Actions/State'],
      ['POST', '/w/nope/Actions/Copy'],
    ] as const)
      // prettier-ignore
      expect(await call(method, url)).toEqual(refused('部件不存在'));
  });

  test('update, state toggle (with the audit columns), copy and delete', async () => {
    const id = (await widgetIds('?keyword=w.a')).list[0].id;
    expect(await call('PUT', `/w/${id}`, { fullName: '甲2', enCode: 'w.b' })).toEqual(refused('编码已存在'));
    expect((await call('PUT', `/w/${id}`, { fullName: '甲2', enCode: 'w.a2' })).msg).toBe('修改成功');
    expect((await call('PUT', `/w/${id}/Actions/State`)).msg).toBe('更新成功');
    const info = await call<{ fullName: string; enabledMark: number; lastModifyUserId: string }>('GET', `/w/${id}`);
    expect(info.data).toMatchObject({ fullName: '甲2', enabledMark: 0, lastModifyUserId: 'user-admin' });
    expect((await call('POST', `/w/${id}/Actions/Copy`)).msg).toBe('复制成功');
    const copies = (await widgetIds('?keyword=w.a2')).list.filter((r) => r.id !== id);
    expect(copies).toHaveLength(1);
    expect((await call<{ fullName: string; enabledMark: number }>('GET', `/w/${copies[0].id}`)).data).toMatchObject({
      fullName: expect.stringMatching(/^甲2\.副本\d{4}$/),
      enabledMark: 0,
    });
    expect(await call('DELETE', `/w/${id}`)).toEqual({ code: 200, msg: '删除成功', data: null });
    expect(await call('GET', `/w/${id}`)).toEqual(refused('部件不存在'));
  });
});

describe('gadgets: row first, name unique per shelf, protected rows, export, no copy', () => {
  test('names are unique within a shelf, codes everywhere', async () => {
    expect((await call('POST', '/g', { fullName: '锤', enCode: 'g.1', shelf: 'A' })).msg).toBe('新建成功');
    expect(await call('POST', '/g', { fullName: '锤', enCode: 'g.2', shelf: 'A' })).toEqual(refused('名称已存在'));
    expect(await call('POST', '/g', { fullName: '锤', enCode: 'g.1', shelf: 'B' })).toEqual(refused('编码已存在'));
    expect((await call('POST', '/g', { fullName: '锤', enCode: 'g.2', shelf: 'B' })).msg).toBe('新建成功');
    expect((await call<PageResult<string>>('GET', '/g?shelf=B')).data.list).toEqual(['g.2']);
  });

  test('an unknown id is answered before a bad body; the hooks guard rows in use and system rows', async () => {
    expect(await call('PUT', '/g/nope', { fullName: '' })).toEqual(refused('器具不存在'));
    await s.db.insert(gadgets).values([
      { id: 'g-used', fullName: '钳', enCode: 'g.used', shelf: 'A', inUse: 1 },
      { id: 'g-sys', fullName: '尺', enCode: 'g.sys', system: 1 },
    ]);
    expect(await call('PUT', '/g/g-used', { fullName: '钳', enCode: 'g.used', shelf: 'B' })).toEqual(refused('使用中，不能换架')); // prettier-ignore
    expect((await call('PUT', '/g/g-used', { fullName: '钳子', enCode: 'g.used', shelf: 'A' })).msg).toBe('修改成功');
    expect(await call('DELETE', '/g/g-used')).toEqual(refused('使用中，不能删除'));
    expect(await call('PUT', '/g/g-sys', { fullName: '' })).toEqual(refused('系统器具不能修改或删除'));
    expect(await call('DELETE', '/g/g-sys')).toEqual(refused('系统器具不能修改或删除'));
    expect((await call('PUT', '/g/g-sys/Actions/State')).msg).toBe('更新成功');
    expect((await call('GET', '/g/g-sys/Actions/Export')).data).toEqual({ name: '尺.txt', url: '/x' });
    const copy = await app.inject({ method: 'POST', url: '/g/g-sys/Actions/Copy', headers: { authorization: admin } });
    expect(copy.statusCode).toBe(404);
  });
});

describe('permissions', () => {
  test('a user without the menu is refused on every route', async () => {
    const routes = [['GET', '/w'], ['GET', '/w/x'], ['POST', '/w'], ['PUT', '/w/x'], ['DELETE', '/w/x'],
      ['PUT', '/w/x/Actions/State'], ['POST', '/w/x/Actions/Copy'], ['GET', '/g/x/Actions/Export']] as const; // prettier-ignore
    for (const [method, url] of routes)
      expect(await call(method, url, method === 'GET' ? undefined : {}, staff)).toEqual(refused('没有权限'));
  });

  test('with the menu and only its edit button: reads, update and state pass, create and delete do not', async () => {
    const [edit] = await s.db
      .select({ id: moduleButtons.id })
      .from(moduleButtons)
      .where(and(eq(moduleButtons.moduleId, 'm-report'), eq(moduleButtons.enCode, 'btn_edit')));
    await s.db.insert(authorizations).values([
      { id: 'crud-test-menu', objectId: 'role-staff', itemType: 'module', itemId: 'm-report' },
      { id: 'crud-test-edit', objectId: 'role-staff', itemType: 'button', itemId: edit.id },
    ]);
    const id = (await widgetIds('?keyword=w.b')).list[0].id;
    expect((await call('GET', '/w', undefined, staff)).code).toBe(200);
    expect((await call('GET', `/w/${id}`, undefined, staff)).code).toBe(200);
    expect((await call('PUT', `/w/${id}`, { fullName: '乙2', enCode: 'w.b' }, staff)).msg).toBe('修改成功');
    expect((await call('PUT', `/w/${id}/Actions/State`, {}, staff)).msg).toBe('更新成功');
    for (const [method, url] of [
      ['POST', '/w'],
      ['DELETE', `/w/${id}`],
      ['POST', `/w/${id}/Actions/Copy`],
    ] as const)
      expect(await call(method, url, {}, staff)).toEqual(refused('没有权限'));
  });
});
