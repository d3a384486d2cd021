import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../config';

/**
 * The shipped default screens: every `schemas/**\/*.json` except the meta-schemas, read once from disk. A screen's
 * name is its path under schemas/ without `.json` (`system/dictionary.page`), the same id the app's catalog uses.
 */
export const schemasFolder = path.join(projectRoot, 'schemas');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

let defaults: Map<string, Record<string, unknown>> | null = null;

/** name → default schema; a file that is not JSON fails the start (the build's meta-check refuses it anyway) */
export function defaultScreens(): Map<string, Record<string, unknown>> {
  if (!defaults) {
    const entries = filesUnder(schemasFolder)
      .map((file) => path.relative(schemasFolder, file).split(path.sep).join('/'))
      .filter((name) => name.endsWith('.json') && !name.startsWith('meta/'))
      .sort()
      .map((name): [string, Record<string, unknown>] => [
        name.replace(/\.json$/, ''),
        JSON.parse(readFileSync(path.join(schemasFolder, name), 'utf8')) as Record<string, unknown>,
      ]);
    defaults = new Map(entries);
  }
  return defaults;
}
