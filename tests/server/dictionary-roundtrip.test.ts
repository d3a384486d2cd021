import { eq, inArray } from 'drizzle-orm';
import type { DownloadReply } from '../../contract';
import { dictionaryData, dictionaryTypes } from '../../server/db/schema';
import { createTestServer, type TestServer } from './harness';

/** Export → delete → import gives the same categories and items back (the .bdd round trip). */

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const DATA = '/api/system/DictionaryData';
const snapshot = async (typeIds: string[]) => ({
  types: (await s.db.select().from(dictionaryTypes).where(inArray(dictionaryTypes.id, typeIds)))
    .map(({ id, parentId, fullName, enCode, isTree, sortCode, description }) => ({
      id, parentId, fullName, enCode, isTree, sortCode, description,
    }))
    .sort((a, b) => a.id.localeCompare(b.id)),
  items: (await s.db.select().from(dictionaryData).where(inArray(dictionaryData.dictionaryTypeId, typeIds)))
    .map(({ id, dictionaryTypeId, parentId, fullName, enCode, enabledMark, sortCode, description }) => ({
      id, dictionaryTypeId, parentId, fullName, enCode, enabledMark, sortCode, description,
    }))
    .sort((a, b) => a.id.localeCompare(b.id)),
}); // prettier-ignore

test('a category subtree with tree items survives export, delete and import unchanged', async () => {
  const ids = ['dt-member-related', 'dt-member-level', 'dt-member-type'];
  const before = await snapshot(ids);
  expect(before.types).toHaveLength(3);
  expect(before.items.length).toBeGreaterThan(0);

  const reply = await s.get<DownloadReply>(`${DATA}/dt-member-related/Actions/Export`, { token: admin });
  const file = (await s.app.inject({ method: 'GET', url: s.config.apiBase + reply.body.data.url })).body;

  await s.db.transaction(async (tx) => {
    await tx.delete(dictionaryData).where(inArray(dictionaryData.dictionaryTypeId, ids));
    await tx.delete(dictionaryTypes).where(inArray(dictionaryTypes.id, ids));
  });
  expect((await snapshot(ids)).types).toHaveLength(0);

  const boundary = '----jnpfRoundTrip';
  const payload = [
    `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n0`,
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${reply.body.data.name}"\r\nContent-Type: application/octet-stream\r\n\r\n${file}`,
    `--${boundary}--\r\n`,
  ].join('\r\n');
  const imported = await s.app.inject({
    method: 'POST',
    url: `${s.config.apiBase}${DATA}/Actions/Import`,
    payload: Buffer.from(payload, 'utf8'),
    headers: { authorization: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(JSON.parse(imported.body)).toMatchObject({ code: 200, msg: '导入成功' });
  expect(await snapshot(ids)).toEqual(before);
  const [root] = await s.db.select().from(dictionaryTypes).where(eq(dictionaryTypes.id, 'dt-member-related'));
  expect(root.parentId).toBe(before.types.find((t) => t.id === 'dt-member-related')?.parentId);
});
