/**
 * Development: the reference server (API on PORT) and the Vite dev server (hot reload, API proxied to it).
 * Set API_PROXY_TARGET to another backend of the same contract to skip the local server: `SKIP_SERVER=1`.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [];
const run = (cmd: string, args: string[]) => {
  const child = spawn(cmd, args, { stdio: 'inherit', env: process.env });
  child.on('exit', (code) => {
    children.forEach((c) => c !== child && c.kill());
    process.exit(code ?? 0);
  });
  children.push(child);
};

if (!process.env.SKIP_SERVER) run('npx', ['tsx', 'watch', 'server/main.ts']);
run('npx', ['vite']);
process.on('SIGINT', () => children.forEach((c) => c.kill('SIGINT')));
