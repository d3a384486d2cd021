import { and, eq } from 'drizzle-orm';
import { authorizations } from '../../server/db/schema';
import { createTestServer, type TestServer } from './harness';

/**
 * /api/system/Screen/Models: a seeded form model's { formData, columnData } edited like a screen (save with a
 * located refusal, versions, rollback, optimistic concurrency), the 页面配置 menu and button guarding it, and
 * every change in the operation log (系统日志 category 3).
 */

let s: TestServer;
let admin: string;
let lina: string;
let zhangwei: string;
beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
  lina = await s.login('lina', 'User1234');
  zhangwei = await s.login('zhangwei', 'User1234');
});
afterAll(() => s.close());

const MODEL = 'vd-leave-request';
const URL = `/api/system/Screen/Models/${MODEL}`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests edit deep nodes of a model
type Doc = Record<string, any>;
type Read = { id: string; fullName: string; version: number; document: Doc };
type VersionRow = { id: string; version: number; action: string; comment: string; document: Doc };
const read = async (token = admin) => (await s.get<Read>(URL, { token })).body;
const save = (document: unknown, version: number, comment = '', token = admin) =>
  s.api<{ version: number }>('PUT', URL, { token, json: { document, comment, version } });
const versions = async () => (await s.get<{ list: VersionRow[] }>(`${URL}/Versions`, { token: admin })).body.data.list;
const cardLabel = (doc: Doc) => doc.formData.fields[0].__config__.label as string;
const withLabel = (doc: Doc, label: string): Doc => {
  const copy = structuredClone(doc);
  copy.formData.fields[0].__config__.label = label;
  return copy;
};
/** what the model page is drawn from, shaped like the edited document */
const formDataOnServer = async (): Promise<Doc> => {
  const reply = await s.get<{ formData: string }>(`/api/visualdev/OnlineDev/${MODEL}/FormData`, { token: admin });
  return { formData: JSON.parse(reply.body.data.formData) as Doc };
};
const myLog = async (token: string) =>
  (
    await s.get<{ list: { abstracts: string; moduleName: string; category: number }[] }>(
      '/api/permission/Users/Current/SystemLog',
      { token, query: { category: '3', currentPage: '1', pageSize: '20' } },
    )
  ).body.data.list;

test('the list offers the seeded models with their version', async () => {
  const list = (
    await s.get<{ list: { id: string; fullName: string; version: number }[] }>('/api/system/Screen/Models', {
      token: admin,
    })
  ).body.data.list;
  expect(list.find((m) => m.id === MODEL)).toMatchObject({ fullName: '请假申请', version: 0 });
});

test('a valid save is a new version the model page is drawn from, logged; the original is version 0', async () => {
  const first = await read();
  expect(first.data.version).toBe(0);
  const reply = await save(withLabel(first.data.document, '请假信息（新）'), 0, '改标题');
  expect(reply.body).toMatchObject({ code: 200, data: { version: 1 } });
  expect(cardLabel(await formDataOnServer())).toBe('请假信息（新）');
  const rows = await versions();
  expect(rows.map((r) => [r.version, r.action, r.comment])).toEqual([
    [1, 'save', '改标题'],
    [0, 'original', '初始版本'],
  ]);
  expect(cardLabel(rows[1].document)).toBe('请假信息');
  expect((await myLog(admin))[0]).toMatchObject({
    moduleName: '页面配置',
    category: 3,
    abstracts: expect.stringContaining('保存表单模型 请假申请'),
  });
});

test('an invalid model is refused with the JSON pointer of the bad node and nothing is written', async () => {
  const current = await read();
  const broken = structuredClone(current.data.document);
  delete broken.formData.fields[0].__config__.jnpfKey;
  const reply = await save(broken, current.data.version);
  expect(reply.body).toMatchObject({ code: 400, msg: '表单模型无效：/formData/fields/0/__config__ 缺少 jnpfKey' });
  expect((await read()).data.version).toBe(current.data.version);
  const notJson = await save({ formData: { fields: 'x' } }, current.data.version);
  expect(notJson.body.msg).toBe('表单模型无效：/formData/fields fields 必须是数组');
});

test('a save based on an older version is refused instead of overwriting the newer one', async () => {
  const current = await read();
  expect((await save(withLabel(current.data.document, 'A'), current.data.version)).body.code).toBe(200);
  const stale = await save(withLabel(current.data.document, 'B'), current.data.version);
  expect(stale.body).toMatchObject({ code: 400, msg: '该表单模型已被他人修改，请刷新后重试' });
  expect(cardLabel(await formDataOnServer())).toBe('A');
});

test('rollback copies an earlier version as a new one, logged', async () => {
  const original = (await versions()).find((r) => r.version === 0);
  const before = (await read()).data.version;
  const reply = await s.postJson(`${URL}/Actions/Rollback`, { versionId: original?.id }, { token: admin });
  expect(reply.body).toMatchObject({ code: 200, data: { version: before + 1 } });
  expect(cardLabel(await formDataOnServer())).toBe('请假信息');
  expect((await versions())[0]).toMatchObject({ action: 'rollback', comment: '回滚到版本 0' });
  expect((await myLog(admin))[0].abstracts).toContain('回滚表单模型 请假申请');
  const missing = await s.postJson(`${URL}/Actions/Rollback`, { versionId: 'nope' }, { token: admin });
  expect(missing.body).toMatchObject({ code: 404, msg: '版本不存在' });
});

describe('permission', () => {
  test('a role granted 页面配置 with its button saves; its log is its own', async () => {
    const current = await read(lina);
    expect(current.code).toBe(200);
    const reply = await save(withLabel(current.data.document, '李娜改'), current.data.version, '', lina);
    expect(reply.body.code).toBe(200);
    expect((await myLog(lina))[0].abstracts).toContain('第');
  });

  test('without the menu nothing is read or written', async () => {
    expect((await s.get('/api/system/Screen/Models', { token: zhangwei })).body.code).toBe(400);
    expect((await s.get(URL, { token: zhangwei })).body.code).toBe(400);
    const reply = await save({ formData: { fields: [] } }, 0, '', zhangwei);
    expect(reply.body).toMatchObject({ code: 400, msg: '没有权限' });
    const rollback = await s.postJson(`${URL}/Actions/Rollback`, { versionId: 'x' }, { token: zhangwei });
    expect(rollback.body.msg).toBe('没有权限');
  });

  test('the menu without its 修改页面配置 button reads but cannot save screens or models', async () => {
    await s.db
      .delete(authorizations)
      .where(
        and(eq(authorizations.objectId, 'role-sysadmin'), eq(authorizations.itemId, 'm-screens.btn.btn_screenEdit')),
      );
    const current = await read(lina);
    expect(current.code).toBe(200);
    const reply = await save(current.data.document, current.data.version, '', lina);
    expect(reply.body).toMatchObject({ code: 400, msg: '没有权限' });
    const screen = `/api/system/Screen/${encodeURIComponent('system/dictionary.page')}`;
    const schema = (await s.get<{ schema: unknown }>(screen, { token: lina })).body.data.schema;
    expect((await s.api('PUT', screen, { token: lina, json: { schema } })).body.msg).toBe('没有权限');
  });
});

test('saving, rolling back and importing a screen are in the operation log too', async () => {
  const screen = `/api/system/Screen/${encodeURIComponent('system/dictionary.page')}`;
  const served = (await s.get<{ schema: unknown; version: number }>(screen, { token: admin })).body.data;
  const saved = await s.api('PUT', screen, { token: admin, json: { schema: served.schema, comment: '记日志' } });
  expect(saved.body.code).toBe(200);
  expect((await myLog(admin))[0].abstracts).toBe(`保存页面 system/dictionary.page 第 ${served.version + 1} 版：记日志`);
  expect((await s.postJson(`${screen}/Actions/Rollback`, {}, { token: admin })).body.code).toBe(200);
  expect((await myLog(admin))[0].abstracts).toContain('恢复默认页面 system/dictionary.page');
});
