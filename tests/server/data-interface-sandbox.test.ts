import { sql } from 'drizzle-orm';
import { dataInterfaces } from '../../server/db/schema';
import { runSandboxed } from '../../server/services/dataInterfaceSql';
import { createTestServer, type TestServer } from './harness';

/**
 * The database, not the text check, keeps interface SQL away from secrets: each statement is stored directly
 * (as if it had slipped past the text check) and run by a normal user; every one must be refused with the
 * protected-data message and must not return a single row of a protected table.
 */

let s: TestServer;
let staff: string;

beforeAll(async () => {
  s = await createTestServer();
  staff = await s.login('zhangwei', 'User1234');
});
afterAll(() => s.close());

let serial = 0;
async function run(statement: string) {
  const id = `di-sandbox-${++serial}`;
  await s.db.insert(dataInterfaces).values({
    id,
    fullName: id,
    enCode: id,
    type: 2,
    dataConfigJson: JSON.stringify({ sqlData: { sql: statement } }),
  });
  return s.postJson<unknown>(`/api/system/DataInterface/${id}/Actions/Preview`, {}, { token: staff });
}

/** Any trace of a secret in the reply: a password hash, a session id, a captcha answer. */
async function secretsOf(): Promise<string[]> {
  const hashes = await s.db.execute(sql`select password_hash as v from users union all select id from sessions`);
  return (hashes as unknown as { rows: { v: string }[] }).rows.map((r) => r.v);
}

describe('SQL data interfaces run in the database sandbox', () => {
  test.each([
    ['a Unicode-escaped table name', 'select * from U&"\\0075sers"'],
    ['a quoted, schema-qualified name', 'select * from "public"."users"'],
    ['a table named inside ts_stat', "select * from ts_stat('select to_tsvector(password_hash) from users')"],
    ['query_to_xml over sessions', "select query_to_xml('select * from sessions', true, false, '') as x"],
    ['switching back with set_config(role)', "select set_config('role', current_user, true), * from users"],
    [
      'set_config(role) before a nested query',
      "select set_config('role','postgres',true) as r, query_to_xml('select * from users',true,true,'') as x",
    ],
    ['session_authorization', "select set_config('session_authorization', 'postgres', true)"],
    ['a CTE over a protected table', 'with u as (select * from users) select * from u'],
    ['a subquery in a comment trick', 'select * from organizes where id in (select id from /* x */ users)'],
    ['pg_read_file', "select pg_read_file('/etc/passwd') as f"],
    ['pg_ls_dir', "select pg_ls_dir('.') as f"],
    ['the role catalogue with passwords', 'select * from pg_authid'],
    ['captchas through a lateral join', 'select c.* from organizes o, lateral (select * from captchas) c'],
    ['SMS codes', 'select * from sms_codes'],
    ['QR tickets', 'select * from qr_tickets'],
    ['signatures', 'select * from sign_images'],
    ['messages', 'select * from messages'],
    ['settings with the default password', 'select * from sys_config'],
    ['other interfaces (HTTP credentials)', 'select * from data_interfaces'],
    ['closing the wrapper early', 'select 1 as a) r union all select to_jsonb(u) from users u --'],
  ])('%s is refused', async (_case, statement) => {
    const reply = await run(statement);
    expect(reply.body.code).toBe(400);
    expect(reply.body.msg).toMatch(/受保护的数据|执行失败|只能执行查询语句|只能包含一条查询语句/);
    const text = JSON.stringify(reply.body);
    for (const secret of await secretsOf()) expect(text).not.toContain(secret);
  });

  // the same statements straight to the database, without the text check in front: the role alone refuses them
  test.each([
    ['a Unicode-escaped table name', 'select * from U&"\\0075sers"'],
    ['ts_stat', "select * from ts_stat('select to_tsvector(password_hash) from users')"],
    [
      'set_config(role) then a nested query',
      "select set_config('role','postgres',true) as r, query_to_xml('select * from users',true,true,'') as x",
    ],
    ['set_config(session_authorization)', "select set_config('session_authorization','postgres',true) as r"],
    ['query_to_xml over sessions', "select query_to_xml('select * from sessions', true, false, '') as x"],
    ['pg_read_file', "select pg_read_file('/etc/passwd') as f"],
    ['current_setting of a superuser-only setting', "select current_setting('data_directory') as d"],
    ['a plain read of the users table', 'select password_hash from users'],
    ['sys_config', 'select * from sys_config'],
  ])('without the text check, %s is refused by the database itself', async (_case, statement) => {
    await expect(runSandboxed(s.db, statement)).rejects.toThrow('数据接口不能访问受保护的数据');
  });

  test('without the text check, a write is refused by the read-only transaction', async () => {
    await expect(
      runSandboxed(s.db, "select 1 from (update organizes set full_name = 'x' returning id) u"),
    ).rejects.toThrow();
    await expect(runSandboxed(s.db, "select nextval('no_such_seq')")).rejects.toThrow();
  });

  test('business tables and the user directory view stay readable, capped and typed for the wire', async () => {
    const orgs = await run('select id, full_name as "fullName", creator_time as at from organizes order by id');
    expect(orgs.body.code).toBe(200);
    const rows = orgs.body.data as { id: string; at: unknown }[];
    expect(rows.length).toBeGreaterThan(3);
    expect(typeof rows[0].at).toBe('number'); // epoch ms, like every instant on the wire
    const people = await run('select account, real_name from interface_user_directory order by account');
    expect((people.body.data as { account: string }[]).map((r) => r.account)).toContain('admin');
    const many = await run('select g from generate_series(1, 20000) g');
    expect((many.body.data as unknown[]).length).toBe(10_000);
  });

  test('the statement runs as the sandbox role, never as the server', async () => {
    const who = await run('select current_user as u');
    expect(who.body.data).toEqual([{ u: 'jnpf_interface' }]);
  });
});
