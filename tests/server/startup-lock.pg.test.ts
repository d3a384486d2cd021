import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { clusterUrl, createDatabase, dropDatabase } from '../../scripts/pgCluster';
import { openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { loadSeedFixtures } from '../../server/db/seedFixtures';

/**
 * Several server processes started together on one empty PostgreSQL database: one migrates and seeds, the
 * others wait on the start-up lock and find the work done. Without the lock they collide half-way (duplicate
 * keys in the seed, "relation already exists" in the migrations).
 */
test('three servers opening one empty database at once all start, and the seed lands once', async () => {
  const postgres = inject('postgres');
  if (!postgres) throw new Error('this file runs in the server-pg project only (see vite.config.ts)');
  const name = `startup_${randomBytes(6).toString('hex')}`;
  await createDatabase(postgres.port, name);
  const dataDir = mkdtempSync(join(tmpdir(), 'jnpf-startup-'));
  const config = { dataDir, databaseUrl: clusterUrl(postgres.port, name) };
  try {
    const handles = await Promise.all([openDatabase(config), openDatabase(config), openDatabase(config)]);
    const [{ count }] = await handles[0].db.select({ count: sql<number>`count(*)::int` }).from(users);
    // the hand-written users and the generated staff (fixtures/seed/people.json)
    const seeded = loadSeedFixtures().users.length;
    expect(count).toBe(seeded);
    await Promise.all(handles.map((h) => h.close()));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(postgres.port, name);
  }
});
