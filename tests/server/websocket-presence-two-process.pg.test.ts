import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createTestServer, type TestServer } from './harness';
import { startServerChild } from './serverChildProcess';
import { TestSocket, userId } from './websocketClient';

/**
 * Presence across two server processes on one PostgreSQL database (docs/messaging.md): this test process is
 * A, a child `server/main.ts` is B. A user whose only socket is on B must be in the onlineUserList of a client
 * connecting to A, and leave it when that socket closes or B shuts down.
 */

let a: TestServer;
let aUrl: string;
let b: ChildProcess;
let bUrl: string;
let bDataDir: string;
let adminToken: string;
let linaToken: string;
let adminId: string;
let linaId: string;
const open: TestSocket[] = [];

/** Starts B and resolves with its URL once it prints "listening on". */
function startProcessB(databaseUrl: string): Promise<string> {
  const started = startServerChild(databaseUrl, 'jnpf-presence-b-');
  b = started.child;
  bDataDir = started.dataDir;
  return started.url;
}

async function stopProcessB(): Promise<void> {
  if (!b || b.exitCode !== null) return;
  const exited = new Promise((done) => b.once('exit', done));
  b.kill('SIGTERM');
  await exited;
}

beforeAll(async () => {
  a = await createTestServer();
  if (!a.config.databaseUrl) throw new Error('this file runs in the server-pg project only (see vite.config.ts)');
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  aUrl = `http://127.0.0.1:${(a.app.server.address() as AddressInfo).port}`;
  bUrl = await startProcessB(a.config.databaseUrl);
  adminToken = await a.login('admin', 'Admin123');
  linaToken = await a.login('lina', 'User1234');
  adminId = await userId(a.db, 'admin');
  linaId = await userId(a.db, 'lina');
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => {
  await stopProcessB();
  if (bDataDir) rmSync(bDataDir, { recursive: true, force: true });
  await a?.close();
});

async function connectedTo(url: string, token: string) {
  const socket = await TestSocket.open(url, a.config.apiBase, token);
  open.push(socket);
  const init = await socket.connect(token);
  return { socket, list: init.onlineUserList as string[] };
}

/** Connects to `url` as admin until the onlineUserList satisfies `ok`; fails with the last list after a while. */
async function listOn(url: string, ok: (list: string[]) => boolean, timeoutMs = 8000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { socket, list } = await connectedTo(url, adminToken);
    socket.close();
    if (ok(list)) return list;
    if (Date.now() > deadline) throw new Error(`onlineUserList on ${url} never matched; last: ${JSON.stringify(list)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('a user connected to B is online for a client of A, and a user of A for a client of B', async () => {
  const { socket: onB } = await connectedTo(bUrl, linaToken);
  const { socket: onA } = await connectedTo(aUrl, adminToken);
  expect(await listOn(aUrl, (list) => list.includes(linaId))).toContain(adminId);
  // lina's own view from B: admin, whose socket is on A
  const { list: fromB } = await connectedTo(bUrl, linaToken);
  expect(fromB).toEqual(expect.arrayContaining([adminId, linaId]));

  onB.close();
  await onB.closed;
  // lina still has the second socket on B: still online
  expect(await listOn(aUrl, () => true)).toContain(linaId);
  for (const socket of open.filter((s) => s !== onA)) socket.close();
  await listOn(aUrl, (list) => !list.includes(linaId));
});

test('a process that shuts down takes its users off the other processes’ lists at once', async () => {
  await connectedTo(bUrl, linaToken);
  await listOn(aUrl, (list) => list.includes(linaId));
  const stopped = Date.now();
  await stopProcessB();
  await listOn(aUrl, (list) => !list.includes(linaId));
  // well inside the 30 s a crashed process's users take to expire: B said it was gone
  expect(Date.now() - stopped).toBeLessThan(15_000);
});
