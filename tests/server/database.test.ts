import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../server/db/client';
import { seedIfEmpty } from '../../server/db/seed';
import { loadSeedFixtures } from '../../server/db/seedFixtures';

const dataDir = mkdtempSync(join(tmpdir(), 'jnpf-db-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const tables = ['users', 'organizes', 'modules', 'module_buttons', 'authorizations', 'dictionary_data', 'sys_config'];

/** `execute` is typed loosely over the two drivers; both return `{ rows }`. */
async function countOf(db: Db, from: string, table: string): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from ${sql.identifier(from)}.${sql.identifier(table)}`,
  )) as {
    rows: { n: number }[];
  };
  return result.rows[0].n;
}

async function counts(db: Db): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of tables) result[table] = await countOf(db, 'public', table);
  return result;
}

test('openDatabase on an empty folder migrates and seeds; reopening changes nothing', async () => {
  const first = await openDatabase({ dataDir, databaseUrl: '' });
  expect(first.kind).toBe('pglite');
  const seeded = await counts(first.db);
  const fixtures = loadSeedFixtures();
  expect(seeded.users).toBe(fixtures.users.length);
  expect(seeded.organizes).toBe(fixtures.organizes.length);
  expect(seeded.sys_config).toBe(Object.keys(fixtures.sysconfig).length);
  expect(seeded.authorizations).toBeGreaterThan(0);
  const migrations = await countOf(first.db, 'drizzle', '__drizzle_migrations');
  expect(migrations).toBeGreaterThan(0);
  await first.close();

  const second = await openDatabase({ dataDir, databaseUrl: '' });
  expect(await counts(second.db)).toEqual(seeded);
  expect(await seedIfEmpty(second.db)).toBe(false);
  expect(await countOf(second.db, 'drizzle', '__drizzle_migrations')).toBe(migrations);
  await second.close();
}, 60_000);
