import { describe, expect, test } from 'vitest';
import { checkSelect, protectedIdentifier } from '../../server/services/dataInterfaceSql';

/** SQL interfaces run for every signed-in user: secrets and SQL-executing functions are refused. */
describe('protected data in SQL interfaces', () => {
  test.each([
    ['SELECT password_hash FROM users', 'users'],
    ['select u from "users" u', 'users'],
    ['SELECT * FROM public.sessions', 'sessions'],
    ['select answer from captchas', 'captchas'],
    ["select query_to_xml('select * from users', true, false, '')", 'query_to_xml'],
    ["select pg_read_file('/etc/passwd')", 'pg_read_file'],
    ['select * from pg_catalog.pg_authid', 'pg_catalog'],
    ['select table_name from information_schema.tables', 'information_schema'],
    ["select current_setting('data_directory')", 'current_setting'],
  ])('%s is refused (%s)', (sql, name) => {
    expect(protectedIdentifier(sql)).toBe(name);
    expect(() => checkSelect(sql)).toThrow(/受保护的数据/);
  });

  test.each([
    'SELECT id, full_name AS "fullName" FROM organizes WHERE category = \'company\'',
    "select id from visualdev_records where data->>'note' = 'users' -- sessions in a comment",
    'select id, full_name from organizes where parent_id = @organizeId',
  ])('%s is allowed', (sql) => {
    expect(protectedIdentifier(sql)).toBeNull();
    expect(() => checkSelect(sql)).not.toThrow();
  });
});
