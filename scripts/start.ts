import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { buildFingerprint } from './start/buildStamp';
import { buildSummary } from './start/buildSummary';

/**
 * `npm start`: build the app unless the last build is still current, say so in one line, then start the
 * reference server (which prints where it listens, last).
 */
const root = process.cwd();
const dist = path.join(root, 'dist');
const stampFile = path.join(dist, '.build-stamp');

async function buildIfNeeded(): Promise<void> {
  const fingerprint = buildFingerprint(root);
  const current = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint;
  if (current && existsSync(path.join(dist, 'index.html'))) {
    console.log('The app is built and up to date: starting the server');
    return;
  }
  const started = Date.now();
  // warnings and errors only: the list of every asset is what `npm run build` is for
  await build({ logLevel: 'warn' });
  writeFileSync(stampFile, fingerprint);
  console.log(buildSummary(dist, (Date.now() - started) / 1000));
}

buildIfNeeded()
  .then(() => import('../server/main'))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
