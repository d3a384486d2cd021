import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import process from 'node:process';

/**
 * Where the PostgreSQL server programs (initdb, pg_ctl) are: PG_BIN, else Debian's newest
 * /usr/lib/postgresql/<version>/bin, else a folder on PATH; null when there are none.
 * Plain JavaScript because vite.config.ts imports it, and Vite's config loader wants imports it can run as they
 * are; scripts/pgCluster.ts re-exports it for TypeScript callers.
 */
export function findPostgresBin(env = process.env) {
  const has = (dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));
  if (env.PG_BIN) return has(env.PG_BIN) ? env.PG_BIN : null;
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (has(join(debian, v, 'bin'))) return join(debian, v, 'bin');
  }
  return (env.PATH ?? '').split(delimiter).find((dir) => dir && has(dir)) ?? null;
}
