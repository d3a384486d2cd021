import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Comments and docs cite only documents a clone holds (docs/*.md, the code itself). Earlier comments pointed at
 * specifications and notes outside the repository (by section sign or file name, see the patterns below),
 * which a reader cannot follow; this scan keeps them from coming back. A hit is reported as `file:line: text`:
 * cite the docs/ page that covers the subject instead (docs/contract.md for the REST API, docs/widgets.md for
 * widgets and the form-model adapter, …) or state the fact without a citation.
 */

const root = path.resolve(__dirname, '../..');
const self = path.relative(root, __filename).split(path.sep).join('/');

const outsideCitations: readonly RegExp[] = [
  /\bspec §/i, // "spec §2", "admin spec §5", "shell spec §7"
  /\bspec 00\d/i, // "spec 000 §5", "spec 001 §9"
  /\badmin spec\b/i,
  /\bshell spec\b/i,
  /\bcontract §/i,
  /form-model\.md/,
  /DESIGN(\.md| §)/,
  /api-contract/,
  /api-endpoints/,
  /stack-probe/,
  /shared\/(spec|reference)/,
  /reference\//,
];

/** Generated or local-only folders that may be tracked but are not written by hand. */
const skippedFolders = ['node_modules/', 'dist/', '.cache/', 'data/', 'test-results/', 'server/db/migrations/meta/'];

/** Every file outside the skipped folders, for a copy of the sources without git metadata. */
function walk(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === '.git' || skippedFolders.includes(`${rel}/`) ? [] : walk(rel);
    return entry.isFile() ? [rel] : [];
  });
}

function trackedFiles(): string[] {
  try {
    const out = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    return out.split('\0').filter(Boolean);
  } catch {
    return walk('');
  }
}

function textOf(file: string): string | null {
  const full = path.join(root, file);
  if (!existsSync(full) || !statSync(full).isFile()) return null; // tracked but deleted in the working tree
  const bytes = readFileSync(full);
  if (bytes.subarray(0, 8000).includes(0)) return null; // binary
  return bytes.toString('utf8');
}

test('no comment or doc cites a document outside the repository', () => {
  const files = trackedFiles().filter((file) => file !== self && !skippedFolders.some((dir) => file.startsWith(dir)));
  expect(files.length).toBeGreaterThan(100);
  const hits: string[] = [];
  for (const file of files) {
    const text = textOf(file);
    if (text === null) continue;
    text.split('\n').forEach((line, index) => {
      if (outsideCitations.some((pattern) => pattern.test(line))) hits.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  expect(hits, `citations of documents outside the repository:\n${hits.join('\n')}`).toEqual([]);
});
