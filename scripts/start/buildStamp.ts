import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Everything `vite build` reads: when none of it changed since the last build, `npm start` skips the build. */
const INPUT_DIRS = ['src', 'widgets', 'renderers', 'engine-core', 'contract', 'schemas', 'public'];
const INPUT_FILES = ['index.html', 'vite.config.ts', 'package-lock.json', 'tsconfig.json', '.env', '.env.local'];
/** The settings the build bakes into the bundle (vite.config.ts `__APP_ENV__`). */
const BUILD_ENV = ['API_BASE', 'JNPF_AES_KEY', 'REQUEST_TIMEOUT', 'DATA_SCREEN_URL'];

function walk(dir: string, out: string[]): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return; // an optional folder that is not there
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (!/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
}

/**
 * A fingerprint of the build inputs: path, size and modification time of each file, plus the build settings.
 * Sizes and times (not contents) keep it instant on every start; an edit changes at least the time.
 */
export function buildFingerprint(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const files: string[] = [];
  for (const dir of INPUT_DIRS) walk(path.join(root, dir), files);
  for (const file of INPUT_FILES) files.push(path.join(root, file));
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    try {
      const s = statSync(file);
      hash.update(`${path.relative(root, file)}\0${s.size}\0${s.mtimeMs}\n`);
    } catch {
      hash.update(`${path.relative(root, file)}\0missing\n`);
    }
  }
  for (const key of BUILD_ENV) hash.update(`${key}=${env[key] ?? ''}\n`);
  return hash.digest('hex');
}
