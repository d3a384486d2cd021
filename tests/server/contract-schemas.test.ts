import { Value } from 'typebox/value';
import { type GroupInput } from '../../contract';
import {
  GroupInputSchema,
  GroupListQuerySchema,
  MessageTemplateFormSchema,
  PositionInputSchema,
  PrintDevFormSchema,
  ReportFormSchema,
} from '../../contract/schemas';
import type { createGroup } from '../../src/api/permission/group';
import type { createPrintDev } from '../../src/api/system/printDev';
import { createTestServer, type TestServer } from './harness';

/**
 * The CRUD domains take their body and query schemas from contract/: the server validates with the very object
 * the front end's calls are typed by (docs/contract.md, "One source for a body").
 */

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const routeSchema = (method: string, url: string) =>
  s.app.routeList.find((r) => r.method === method && r.url === `${s.config.apiBase}${url}`)?.schema;

test('the routes validate with the contract objects themselves', () => {
  expect(routeSchema('POST', '/api/permission/Group')?.body).toBe(GroupInputSchema);
  expect(routeSchema('PUT', '/api/permission/Group/:id')?.body).toBe(GroupInputSchema);
  expect(routeSchema('GET', '/api/permission/Group')?.querystring).toBe(GroupListQuerySchema);
  expect(routeSchema('POST', '/api/permission/Position')?.body).toBe(PositionInputSchema);
  expect(routeSchema('POST', '/api/system/printDev')?.body).toBe(PrintDevFormSchema);
  expect(routeSchema('POST', '/api/report/Data')?.body).toBe(ReportFormSchema);
  expect(routeSchema('POST', '/api/message/MessageTemplateConfig')?.body).toBe(MessageTemplateFormSchema);
});

test('what the schema refuses on the client, the server refuses with a field message', async () => {
  const tooLong = { fullName: 'x'.repeat(201), enCode: 'g1', type: '默认' };
  expect(Value.Check(GroupInputSchema, tooLong)).toBe(false);
  const reply = await s.postJson('/api/permission/Group', tooLong, { token: admin });
  expect(reply.body).toMatchObject({ code: 400, msg: '参数错误：fullName 长度不能超过200个字符' });
  const fine = { fullName: '对照组', enCode: 'contract_g1', type: '默认' } satisfies GroupInput;
  expect(Value.Check(GroupInputSchema, fine)).toBe(true);
  expect((await s.postJson('/api/permission/Group', fine, { token: admin })).body).toMatchObject({ code: 200 });
});

test('a field the contract does not have fails the type check of the front end call', () => {
  const body: Parameters<typeof createGroup>[0] = {
    fullName: '组',
    // @ts-expect-error the group body has no `name`: renaming fullName in contract/ breaks this line
    name: '组',
  };
  const print: Parameters<typeof createPrintDev>[0] = {
    // @ts-expect-error the print body's code is `enCode`
    code: 'p1',
  };
  expect([body.fullName, Object.keys(print)]).toEqual(['组', ['code']]);
});
