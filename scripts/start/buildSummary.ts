import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One line about a build: files, total size, and what the first page downloads (entry script + CSS, gzip). */
export function buildSummary(distDir: string, seconds: number): string {
  const assets = path.join(distDir, 'assets');
  const names = readdirSync(assets);
  const total = names.reduce((sum, name) => sum + statSync(path.join(assets, name)).size, 0);
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const firstPage = [...html.matchAll(/(?:src|href)="[^"]*\/assets\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const firstGzip = firstPage.reduce((sum, name) => sum + gzipSync(readFileSync(path.join(assets, name))).length, 0);
  const mb = (total / 1024 / 1024).toFixed(1);
  return `Built the app in ${seconds.toFixed(1)} s: ${names.length} files, ${mb} MB; entry script and CSS ${(firstGzip / 1024).toFixed(0)} KB gzip`;
}
