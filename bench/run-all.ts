/** Runs every benchmark in bench/ in turn; each prints its own figures. */
import { execSync } from 'node:child_process';

const benches = [
  'bench/bundle-size.ts',
  'bench/form-render.ts',
  'bench/child-table.ts',
  'bench/server-load.ts',
  'bench/picker-server.ts',
  'bench/picker-open.ts',
  'bench/md5.ts',
  'bench/upload-server.ts',
  'bench/import-server.ts',
  'bench/messaging-load.ts',
];
for (const file of benches) {
  console.log(`\n=== ${file}`);
  execSync(`npx tsx ${file}`, { stdio: 'inherit' });
}
