import { billRules } from '../../server/db/schema';
import { formUsesRule } from '../../server/services/billNumberAccess';
import { createTestServer, type TestServer } from './harness';

/** Pickers show only what a picker needs; bill numbers are drawn only for forms the caller may fill. */
let s: TestServer;
let staff: string;
let admin: string;
beforeAll(async () => {
  s = await createTestServer();
  staff = await s.login('zhangwei', 'User1234');
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const mobiles = (reply: unknown) => JSON.stringify(reply).match(/"mobilePhone"|"email"|"gender"/g) ?? [];

describe('user pickers', () => {
  test.each([
    ['GET', '/api/permission/Users/Selector', undefined],
    ['POST', '/api/permission/Users/getUserList', { ids: ['user-zhangwei', 'user-lina', 'user-admin'] }],
    ['POST', '/api/permission/Users/getSelectedList', { ids: ['user-lina', 'org-society'] }],
    ['POST', '/api/permission/Users/ImUser/Selector/0', { keyword: '' }],
    ['POST', '/api/permission/Users/UserCondition', { departIds: ['dept-secretariat'] }],
  ])('%s %s gives a normal user no mobile numbers, the user administrator keeps them', async (method, path, json) => {
    const asStaff = await s.api(method as 'GET', path, { token: staff, json });
    expect(asStaff.body.code).toBe(200);
    expect(JSON.stringify(asStaff.body.data)).toMatch(/"fullName"/); // names are still there
    expect(mobiles(asStaff.body)).toEqual([]);
    const asAdmin = await s.api(method as 'GET', path, { token: admin, json });
    expect(asAdmin.body.code).toBe(200);
  });

  test('the administrator sees mobile numbers in the picker tree', async () => {
    expect(mobiles((await s.get('/api/permission/Users/Selector', { token: admin })).body).length).toBeGreaterThan(0);
  });
});

describe('bill numbers', () => {
  test('a user draws numbers for a rule of a form he may fill', async () => {
    expect((await s.get('/api/system/BillRule/BillNumber/MemberNo', { token: staff })).body.code).toBe(200);
  });

  test('a rule no form of his uses is refused, and no number is consumed', async () => {
    await s.db.insert(billRules).values({
      id: 'br-secret',
      fullName: '内部编号',
      enCode: 'SecretNo',
      prefix: 'S',
      digit: 4,
      startNumber: '1',
    });
    expect((await s.get('/api/system/BillRule/BillNumber/SecretNo', { token: staff })).body).toMatchObject({
      code: 400,
      msg: '没有权限',
    });
    expect((await s.get('/api/system/BillRule/BillNumber/SecretNo', { token: admin })).body.data).toBe('S0001');
  });

  test('formUsesRule finds billRule fields at any depth and ignores other keys', () => {
    const form = JSON.stringify({
      fields: [{ __config__: { jnpfKey: 'card', children: [{ __config__: { jnpfKey: 'billRule', rule: 'A' } }] } }],
    });
    expect(formUsesRule(form, 'A')).toBe(true);
    expect(formUsesRule(form, 'B')).toBe(false);
    expect(formUsesRule(JSON.stringify({ fields: [{ __config__: { jnpfKey: 'input', rule: 'B' } }] }), 'B')).toBe(
      false,
    );
    expect(formUsesRule('not json', 'A')).toBe(false);
  });
});
