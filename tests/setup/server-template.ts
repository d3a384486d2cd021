import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { TestProject } from 'vitest/node';
import { projectRoot } from '../../server/config';
import { openDatabase, pgliteDir } from '../../server/db/client';

/**
 * Vitest globalSetup: builds ONE migrated and seeded PGlite folder that every server test copies
 * (initialising PGlite and hashing the seed passwords costs seconds; copying a folder costs ~0.1 s).
 * It is rebuilt only when something that shapes its content changed: migrations, fixtures, seed code.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** ready PGlite data folder; copy it to `<dataDir>/pglite` before opening */
    serverTemplateDir: string;
  }
}

const cacheDir = join(projectRoot, '.cache', 'test-template');
// everything seeding can run: migrations, fixtures, and the server code the seed calls (records go through the
// same services as a user's submission, so any server file may shape the template)
const inputs = ['server', 'contract', 'fixtures'];

function listFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => listFiles(join(path, name)));
}

function inputsHash(): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((p) => listFiles(join(projectRoot, p)))) {
    hash.update(relative(projectRoot, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

async function buildTemplate(hash: string): Promise<string> {
  const target = pgliteDir(cacheDir);
  const stamp = join(cacheDir, 'inputs.sha256');
  if (existsSync(target) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return target;

  // build aside and rename, so a concurrent run never sees a half-built folder
  const scratch = join(cacheDir, `build-${process.pid}-${Date.now()}`);
  mkdirSync(scratch, { recursive: true });
  const handle = await openDatabase({ dataDir: scratch, databaseUrl: '' });
  await handle.close();
  rmSync(target, { recursive: true, force: true });
  try {
    renameSync(pgliteDir(scratch), target);
    writeFileSync(stamp, hash);
  } catch (error) {
    // another run won the race with an identical template
    if (!existsSync(target)) throw error;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return target;
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('serverTemplateDir', await buildTemplate(inputsHash()));
}
