import { readFileSync } from 'node:fs';
import { createTestServer, type TestServer } from './harness';

/** /api/system/Screen: defaults from schemas/, overrides with ETag, validation, history, rollback, permission. */

let s: TestServer;
let admin: string;
let zhangwei: string;
beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
  zhangwei = await s.login('zhangwei', 'User1234');
});
afterAll(() => s.close());

const NAME = 'system/dictionary.page';
const URL_NAME = `/api/system/Screen/${encodeURIComponent(NAME)}`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests edit deep nodes of a screen file
type Schema = Record<string, any>;
const fileDefault = (): Schema => JSON.parse(readFileSync(`schemas/${NAME}.json`, 'utf8')) as Schema;
/** the dictionary screen with its first column renamed */
function renamed(title: string): Schema {
  const schema = fileDefault();
  schema.properties.dataTable['x-component-props'].columns[0].title = title;
  return schema;
}
const firstTitle = (schema: Schema) => schema.properties.dataTable['x-component-props'].columns[0].title as string;
const read = (token = admin, headers: Record<string, string> = {}) =>
  s.get<{ name: string; source: string; version: number; schema: Schema }>(URL_NAME, { token, headers });
const save = (schema: unknown, comment = '', token = admin) =>
  s.api<{ version: number }>('PUT', URL_NAME, { token, json: { schema, comment } });
type VersionRow = { id: string; version: number; action: string; comment: string; source: string; schema: Schema };
const versions = async () =>
  (await s.get<{ list: VersionRow[] }>(`${URL_NAME}/Versions`, { token: admin })).body.data.list;

describe('reading', () => {
  test('a screen is served from schemas/ with an ETag, and If-None-Match answers 304', async () => {
    const first = await read(zhangwei);
    expect(first.body).toMatchObject({ code: 200, data: { name: NAME, source: 'default', version: 0 } });
    expect(first.body.data.schema).toEqual(fileDefault());
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await s.app.inject({
      method: 'GET',
      url: s.config.apiBase + URL_NAME,
      headers: { authorization: zhangwei, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  test('an unknown screen is a 404 code naming it; without a session it is refused', async () => {
    const missing = await s.get(`/api/system/Screen/${encodeURIComponent('system/nothing.page')}`, { token: admin });
    expect(missing.body).toMatchObject({ code: 404, msg: expect.stringContaining('system/nothing.page') });
    expect((await s.get(URL_NAME)).body.code).not.toBe(200);
  });

  test('the list names every screen with its source', async () => {
    const list = (await s.get<{ list: { name: string; source: string }[] }>('/api/system/Screen', { token: admin }))
      .body.data.list;
    expect(list.map((r) => r.name)).toContain(NAME);
    expect(list.map((r) => r.name)).toContain('system/dictionary-data.dialog');
    expect(list.some((r) => r.name.startsWith('meta/'))).toBe(false);
  });
});

describe('saving', () => {
  test('a valid save becomes the served schema, a new version and a new ETag', async () => {
    const before = String((await read()).headers.etag);
    expect((await save(renamed('字典名称'), 'rename')).body).toMatchObject({ code: 200, data: { version: 1 } });
    const after = await read(zhangwei);
    expect(after.body.data).toMatchObject({ source: 'override', version: 1 });
    expect(firstTitle(after.body.data.schema)).toBe('字典名称');
    // stored as saved: the editor shows the keys in the administrator's order
    expect(Object.keys(after.body.data.schema)).toEqual(Object.keys(fileDefault()));
    expect(after.headers.etag).not.toBe(before);
    const stale = await read(zhangwei, { 'if-none-match': before });
    expect(stale.status).toBe(200);
  });

  test('an invalid schema is refused with the JSON pointer of the first bad node', async () => {
    const bad = renamed('x');
    bad.properties.dataTable['x-component-props'].api = 'dictionaryData.nope';
    const reply = await save(bad);
    expect(reply.body.code).toBe(400);
    expect(reply.body.msg).toContain('/properties/dataTable/x-component-props/api');
    const component = fileDefault();
    component.properties.search['x-component'] = 'NoSuchWidget';
    expect((await save(component)).body.msg).toContain('/properties/search/x-component');
    const action = fileDefault();
    action.properties.dataTable.properties.toolbar['x-component-props'].buttons[0].action = { action: 'eval' };
    expect((await save(action)).body).toMatchObject({ code: 400, msg: expect.stringContaining('/buttons/0/action') });
    expect(firstTitle((await read()).body.data.schema)).toBe('字典名称');
  });

  test.each([
    ['no body', undefined],
    ['a string schema', { schema: 'x' }],
    ['an array schema', { schema: [] }],
    ['an empty schema', { schema: {} }],
    ['a huge comment', { schema: fileDefault(), comment: 'x'.repeat(600) }],
    ['a null', null],
  ])('%s is a 400 envelope, never a 500', async (_label, body) => {
    const reply = await s.api('PUT', URL_NAME, { token: admin, json: body });
    expect(reply.body.code).toBe(400);
  });

  test('a stale base version is refused instead of overwriting', async () => {
    const reply = await s.api('PUT', URL_NAME, { token: admin, json: { schema: renamed('y'), version: 0 } });
    expect(reply.body).toMatchObject({ code: 400, msg: expect.stringContaining('他人修改') });
  });
});

describe('history and rollback', () => {
  test('versions list every save, rollback restores one as a new version, {} restores the default', async () => {
    await save(renamed('第二版'), 'second');
    const list = await versions();
    expect(list.map((v) => [v.version, v.comment])).toEqual([
      [2, 'second'],
      [1, 'rename'],
    ]);
    const one = list.find((v) => v.version === 1)!;
    const back = await s.postJson<{ version: number }>(
      `${URL_NAME}/Actions/Rollback`,
      { versionId: one.id },
      {
        token: admin,
      },
    );
    expect(back.body).toMatchObject({ code: 200, data: { version: 3 } });
    expect(firstTitle((await read()).body.data.schema)).toBe('字典名称');

    const reset = await s.postJson(`${URL_NAME}/Actions/Rollback`, {}, { token: admin });
    expect(reset.body.code).toBe(200);
    expect((await read()).body.data).toMatchObject({ source: 'default', version: 4, schema: fileDefault() });
    expect((await versions())[0]).toMatchObject({ version: 4, action: 'default', source: 'default' });
  });

  test('rollback to a version that is not this screen’s is a 404 code', async () => {
    const reply = await s.postJson(`${URL_NAME}/Actions/Rollback`, { versionId: 'nope' }, { token: admin });
    expect(reply.body.code).toBe(404);
  });
});

describe('export and import', () => {
  test('the export holds the overrides; importing it restores them; an invalid file changes nothing', async () => {
    await save(renamed('导出版'), 'for export');
    const file = (
      await s.get<{ screens: { name: string; schema: Schema }[] }>('/api/system/Screen/Actions/Export', {
        token: admin,
      })
    ).body.data;
    expect(file.screens.map((x) => x.name)).toEqual([NAME]);
    await s.postJson(`${URL_NAME}/Actions/Rollback`, {}, { token: admin });

    const broken = structuredClone(file);
    broken.screens.push({ name: 'system/dictionary-data.dialog', schema: { schemaVersion: 2, type: 'nope' } });
    const refused = await s.postJson('/api/system/Screen/Actions/Import', broken, { token: admin });
    expect(refused.body).toMatchObject({ code: 400, msg: expect.stringContaining('/screens/1/schema') });
    expect((await read()).body.data.source).toBe('default');

    const imported = await s.postJson('/api/system/Screen/Actions/Import', file, { token: admin });
    expect(imported.body).toMatchObject({ code: 200, data: { count: 1 } });
    expect(firstTitle((await read()).body.data.schema)).toBe('导出版');
    expect((await s.postJson('/api/system/Screen/Actions/Import', { screens: 1 }, { token: admin })).body.code).toBe(
      400,
    );
  });
});

describe('permission', () => {
  test('a user who is not an administrator reads screens but cannot list, save, roll back or import', async () => {
    expect((await read(zhangwei)).body.code).toBe(200);
    expect((await s.get('/api/system/Screen', { token: zhangwei })).body.code).toBe(400);
    expect((await save(renamed('hack'), '', zhangwei)).body).toMatchObject({ code: 400, msg: '没有权限' });
    expect((await s.get(`${URL_NAME}/Versions`, { token: zhangwei })).body.code).toBe(400);
    expect((await s.postJson(`${URL_NAME}/Actions/Rollback`, {}, { token: zhangwei })).body.code).toBe(400);
    expect((await s.get('/api/system/Screen/Actions/Export', { token: zhangwei })).body.code).toBe(400);
    expect((await s.postJson('/api/system/Screen/Actions/Import', {}, { token: zhangwei })).body.code).toBe(400);
  });
});
