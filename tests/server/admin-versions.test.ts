import { createTestServer, type TestServer } from './harness';

/**
 * Optimistic locking of the administration entities two administrators may edit at once (issue 8): the info
 * GET returns `version`, the update PUT sends it back; a stale one is refused and nothing is written, a fresh
 * one (or none, from older clients) is accepted and the version goes up by one.
 */

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const STALE = { code: 400, msg: '数据已被他人修改，请刷新后重试' };

interface Entity {
  name: string;
  info: string;
  put: string;
  /** the field each save changes; a text field every entity's dialog edits */
  field: 'description';
  /** a state toggle of the entity, when it has one: it changes a field of the dialog too */
  toggle?: string;
}

const entities: Entity[] = [
  {
    name: 'users',
    info: '/api/permission/Users/user-zhangwei',
    put: '/api/permission/Users/user-zhangwei',
    field: 'description',
    toggle: '/api/permission/Users/user-zhangwei/Actions/State',
  },
  {
    name: 'roles',
    info: '/api/permission/Role/role-staff',
    put: '/api/permission/Role/role-staff',
    field: 'description',
    toggle: '/api/permission/Role/role-staff/Actions/State',
  },
  {
    name: 'menus',
    info: '/api/system/Menu/m-area',
    put: '/api/system/Menu/m-area',
    field: 'description',
    toggle: '/api/system/Menu/m-area/Actions/State',
  },
  {
    name: 'dictionary types',
    info: '/api/system/DictionaryType/dt-education',
    put: '/api/system/DictionaryType/dt-education',
    field: 'description',
  },
  {
    name: 'dictionary data',
    info: '/api/system/DictionaryData/dt-education.3/Info',
    put: '/api/system/DictionaryData/dt-education.3',
    field: 'description',
    toggle: '/api/system/DictionaryData/dt-education.3/Actions/State',
  },
];

type Info = Record<string, unknown> & { version: number };

const read = async (e: Entity): Promise<Info> => {
  const reply = await s.get<Info>(e.info, { token: admin });
  expect(reply.body.code, `${e.name} info`).toBe(200);
  return reply.body.data;
};
const write = async (e: Entity, body: Record<string, unknown>) =>
  (await s.api('PUT', e.put, { token: admin, json: body })).body;

describe.each(entities)('$name', (e) => {
  test('the info GET returns the version; a fresh one is accepted and incremented', async () => {
    const loaded = await read(e);
    expect(typeof loaded.version).toBe('number');
    expect(await write(e, { ...loaded, [e.field]: '第一次修改' })).toMatchObject({ code: 200 });
    expect(await read(e)).toMatchObject({ [e.field]: '第一次修改', version: loaded.version + 1 });
  });

  test('a stale version is refused and nothing is written', async () => {
    const stale = await read(e);
    expect(await write(e, { ...stale, [e.field]: '管理员甲' })).toMatchObject({ code: 200 });
    const before = await read(e);
    expect(await write(e, { ...stale, [e.field]: '管理员乙', sortCode: 99 })).toMatchObject(STALE);
    expect(await read(e)).toEqual(before);
  });

  test('without a version the update proceeds as before, and still increments', async () => {
    const { version, ...loaded } = await read(e);
    expect(await write(e, { ...loaded, [e.field]: '旧版客户端' })).toMatchObject({ code: 200 });
    expect(await read(e)).toMatchObject({ [e.field]: '旧版客户端', version: version + 1 });
    expect(await write(e, { ...loaded, version: null, [e.field]: '空版本' })).toMatchObject({ code: 200 });
  });
});

// only the entities with a state switch (every test runs; none is skipped)
describe.each(entities.filter((e) => e.toggle))('$name state switch', (e) => {
  test('a state switch increments the version, so a dialog opened before it is stale', async () => {
    const loaded = await read(e);
    expect((await s.api('PUT', e.toggle!, { token: admin })).body.code).toBe(200);
    expect((await read(e)).version).toBe(loaded.version + 1);
    expect(await write(e, { ...loaded, [e.field]: '过期的对话框' })).toMatchObject(STALE);
    expect((await s.api('PUT', e.toggle!, { token: admin })).body.code).toBe(200);
  });
});

test('a negative or fractional version is refused by the body schema', async () => {
  const e = entities[4];
  const loaded = await read(e);
  for (const version of [-1, 1.5, 'x']) expect((await write(e, { ...loaded, version })).code).toBe(400);
  expect(await read(e)).toEqual(loaded);
});
