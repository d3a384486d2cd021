import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { startPgCluster, untilDisconnected } from '../../scripts/pgCluster';

/**
 * Vitest globalSetup of the `server-pg` project: starts a throw-away PostgreSQL cluster and builds ONE
 * migrated and seeded template database in it; every test server gets `CREATE DATABASE … TEMPLATE` of it
 * (see createTestServer). The cluster and everything in it are deleted when the run ends.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** set only in the server-pg project: where the template database lives */
    postgres?: { port: number; template: string };
  }
}

export const TEMPLATE_DATABASE = 'jnpf_template';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const cluster = await startPgCluster({ fast: true, maxConnections: 200 });
  try {
    await cluster.createDatabase(TEMPLATE_DATABASE);
    // openDatabase wants a data folder; with a database URL nothing is written there
    const unused = mkdtempSync(join(tmpdir(), 'jnpf-pg-template-'));
    try {
      const handle = await openDatabase({ dataDir: unused, databaseUrl: cluster.url(TEMPLATE_DATABASE) });
      // a template with an open connection cannot be copied
      await handle.close();
      await untilDisconnected(cluster.port, TEMPLATE_DATABASE);
    } finally {
      rmSync(unused, { recursive: true, force: true });
    }
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  console.log(`PostgreSQL pass: cluster on port ${cluster.port}, template ready in ${Date.now() - started} ms`);
  project.provide('postgres', { port: cluster.port, template: TEMPLATE_DATABASE });
  return () => cluster.stop();
}
