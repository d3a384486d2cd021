import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { AppConfig } from '../config';
import * as schema from './schema';
import { seedIfEmpty } from './seed';

export type Schema = typeof schema;
/** One type for both drivers: PgliteDatabase and NodePgDatabase are both PgDatabase over the same schema. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; it has the whole Db API, so helpers take `Db` and accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** insert fixtures/seed when the users table is empty (default true) */
  seed?: boolean;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Column names are snake_case in SQL, camelCase in TypeScript; drizzle.config.ts uses the same setting. */
const casing = 'snake_case' as const;

/** Where the embedded database lives inside DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const dir = pgliteDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  // PgliteDatabase<Schema> is a PgDatabase<PgliteQueryResultHKT, Schema>; widening the result HKT is safe
  // because callers never look at driver-specific result fields.
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** Any fixed number: every server process of this application takes the same advisory lock. */
const STARTUP_LOCK = 720_612;

/**
 * Several server processes may start together on one PostgreSQL: an advisory lock (held on a connection of
 * its own) lets one of them migrate and seed while the others wait, instead of colliding half-way.
 */
async function underStartupLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    holder.release();
  }
}

async function openPostgres(url: string, seed: boolean): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // an idle connection ended by the server (a restart, an administrator, a dropped test database) is an 'error'
  // event on the pool; unhandled it would end the process, handled the pool simply opens a new connection
  pool.on('error', (error) => console.warn(`PostgreSQL connection closed: ${error.message}`));
  const db = drizzlePg({ client: pool, schema, casing }) as unknown as Db;
  try {
    await underStartupLock(pool, async () => {
      await migratePg(db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder });
      if (seed) await seedIfEmpty(db);
    });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * Opens the configured database, applies pending migrations and, on first start, seeds it.
 * PGlite (under DATA_DIR) unless DATABASE_URL names a PostgreSQL server.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'dataDir' | 'databaseUrl'>,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, options.seed !== false);
  const handle = await openPglite(config.dataDir);
  if (options.seed !== false) {
    try {
      await seedIfEmpty(handle.db);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  return handle;
}
