import type { Db } from '../db/client';

/**
 * A statement built once per database handle instead of once per request. On the hot paths the SQL text never
 * changes, and rebuilding it through Drizzle's query builder cost more CPU than PostgreSQL spent running it;
 * a prepared statement also carries a name, so node-postgres prepares it once per pooled connection and
 * PostgreSQL keeps its plan (PGlite ignores the name and simply reuses the SQL text).
 * Only for statements without dynamic parts: values go in as `sql.placeholder(...)`.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) built.set(db, (statement = build(db)));
    return statement;
  };
}
