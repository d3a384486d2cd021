import { createTestServer, type TestServer } from './harness';

/**
 * Every endpoint of the engine's server side answers malformed input with a business refusal, never a 500:
 * each route gets odd ids and every kind of wrong body.
 */

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const odd = ['%E4%B8%AD', 'x'.repeat(101), "'%20or%201=1", '..', '0', 'null'];
const bodies: unknown[] = [
  undefined,
  {},
  [],
  'text',
  42,
  { data: {} },
  { ids: 'x' },
  { paramList: [{}] },
  { a: { b: { c: [] } } },
];

const routes: [string, string][] = [
  ['GET', '/api/system/DictionaryType/:id'],
  ['GET', '/api/system/DictionaryType/Selector/:id'],
  ['PUT', '/api/system/DictionaryType/:id'],
  ['DELETE', '/api/system/DictionaryType/:id'],
  ['POST', '/api/system/DictionaryType'],
  ['GET', '/api/system/DictionaryData/:id'],
  ['GET', '/api/system/DictionaryData/:id/Data/Selector'],
  ['GET', '/api/system/DictionaryData/:id/Selector/:id'],
  ['GET', '/api/system/DictionaryData/:id/Info'],
  ['POST', '/api/system/DictionaryData'],
  ['PUT', '/api/system/DictionaryData/:id'],
  ['PUT', '/api/system/DictionaryData/:id/Actions/State'],
  ['DELETE', '/api/system/DictionaryData/:id'],
  ['GET', '/api/system/DictionaryData/:id/Actions/Export'],
  ['POST', '/api/system/DictionaryData/Actions/Import'],
  ['GET', '/api/system/BillRule/:id'],
  ['GET', '/api/system/BillRule/BillNumber/:id'],
  ['POST', '/api/system/BillRule'],
  ['PUT', '/api/system/BillRule/:id'],
  ['PUT', '/api/system/BillRule/:id/Actions/State'],
  ['DELETE', '/api/system/BillRule/:id'],
  ['GET', '/api/system/DataInterface/:id'],
  ['GET', '/api/system/DataInterface/GetParam/:id'],
  ['POST', '/api/system/DataInterface'],
  ['PUT', '/api/system/DataInterface/:id'],
  ['POST', '/api/system/DataInterface/:id/Actions/Preview'],
  ['POST', '/api/system/DataInterface/:id/Actions/List'],
  ['POST', '/api/system/DataInterface/:id/Actions/InfoByIds'],
  ['GET', '/api/visualdev/OnlineDev/:id/Config'],
  ['POST', '/api/visualdev/OnlineDev/:id/List'],
  ['GET', '/api/visualdev/OnlineDev/:id/:id'],
  ['GET', '/api/visualdev/OnlineDev/:id/:id/DataChange'],
  ['POST', '/api/visualdev/OnlineDev/:id'],
  ['PUT', '/api/visualdev/OnlineDev/:id/:id'],
  ['DELETE', '/api/visualdev/OnlineDev/:id/:id'],
  ['POST', '/api/visualdev/OnlineDev/batchDelete/:id'],
  ['GET', '/api/visualdev/Base/:id'],
];

test.each(routes)('%s %s never answers 500', async (method, template) => {
  for (const id of odd) {
    for (const json of method === 'GET' || method === 'DELETE' ? [undefined] : bodies) {
      const path = template.replace(/:id/g, id);
      const reply = await s.api(method as 'GET', path, { token: admin, json });
      expect(reply.status, `${method} ${path} ${JSON.stringify(json)}`).toBe(200);
      expect(reply.body.code, `${method} ${path} ${JSON.stringify(json)}: ${reply.body.msg}`).not.toBe(500);
    }
  }
});

test('real models and interfaces with wrong bodies', async () => {
  const cases: [string, string, unknown][] = [
    ['POST', '/api/visualdev/OnlineDev/vd-member-register/List', { queryJson: '{"memberName":{"$gt":1}}' }],
    ['POST', '/api/visualdev/OnlineDev/vd-member-register/List', { queryJson: '{"joinDate":["x",[1]]}' }],
    ['POST', '/api/visualdev/OnlineDev/vd-member-register/List', { sidx: "-memberName'; drop table users; --" }],
    ['POST', '/api/visualdev/OnlineDev/vd-member-register', { data: '{"memberName":{"x":1},"interests":"a"}' }],
    [
      'POST',
      '/api/system/DataInterface/di-cities/Actions/List',
      { paramList: [{ field: 'province', defaultValue: { a: 1 } }] },
    ],
    [
      'POST',
      '/api/system/DataInterface/di-branch-departments/Actions/Preview',
      { paramList: [{ field: 'organizeId', defaultValue: [1, 2] }] },
    ],
    ['POST', '/api/system/DataInterface/di-disciplines/Actions/InfoByIds', { ids: [{}], propsValue: 'id' }],
  ];
  for (const [method, path, json] of cases) {
    const reply = await s.api(method as 'POST', path, { token: admin, json });
    expect(reply.body.code, `${path} ${JSON.stringify(json)}: ${reply.body.msg}`).not.toBe(500);
  }
});
