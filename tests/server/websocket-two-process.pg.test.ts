import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { messages } from '../../server/db/schema';
import { createTestServer, type TestServer } from './harness';
import { startServerChild } from './serverChildProcess';
import { chat, isChat, TestSocket, userId, type Event } from './websocketClient';

/**
 * Two server processes on one PostgreSQL database (docs/messaging.md): this test process is A, a child
 * `server/main.ts` is B. A client on each; nothing but LISTEN/NOTIFY connects them, so every message that
 * crosses over proves the cross-process path, and each must arrive exactly once.
 */

let a: TestServer;
let aUrl: string;
let b: ChildProcess;
let bUrl: string;
let bDataDir: string;
let adminToken: string;
let zwToken: string;
let adminId: string;
let zwId: string;
const open: TestSocket[] = [];

/** Starts B and resolves with its URL once it prints "listening on". */
function startProcessB(databaseUrl: string): Promise<string> {
  const started = startServerChild(databaseUrl, 'jnpf-ws-b-');
  b = started.child;
  bDataDir = started.dataDir;
  return started.url;
}

beforeAll(async () => {
  a = await createTestServer();
  if (!a.config.databaseUrl) throw new Error('this file runs in the server-pg project only (see vite.config.ts)');
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  aUrl = `http://127.0.0.1:${(a.app.server.address() as AddressInfo).port}`;
  bUrl = await startProcessB(a.config.databaseUrl);
  adminToken = await a.login('admin', 'Admin123');
  zwToken = await a.login('zhangwei', 'User1234');
  adminId = await userId(a.db, 'admin');
  zwId = await userId(a.db, 'zhangwei');
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => {
  if (b && b.exitCode === null) {
    const exited = new Promise((done) => b.once('exit', done));
    b.kill('SIGTERM');
    await exited;
  }
  if (bDataDir) rmSync(bDataDir, { recursive: true, force: true });
  await a?.close();
});

async function connectedTo(url: string, token: string, extra: Record<string, unknown> = {}) {
  const socket = await TestSocket.open(url, a.config.apiBase, token);
  open.push(socket);
  const init = await socket.connect(token, extra);
  return { socket, init };
}

test('chat both ways between a client on A and a client on B: every message once, numbered without gaps', async () => {
  const { socket: x } = await connectedTo(aUrl, adminToken);
  const { socket: y, init: yInit } = await connectedTo(bUrl, zwToken);
  const n = 30;
  for (let i = 0; i < n; i++) {
    x.send(chat(`a→b ${i}`, zwId));
    y.send(chat(`b→a ${i}`, adminId));
  }
  const onB: Event[] = [];
  const onA: Event[] = [];
  for (let i = 0; i < n; i++) onB.push(await y.next(isChat(`a→b ${i}`)));
  for (let i = 0; i < n; i++) onA.push(await x.next(isChat(`b→a ${i}`)));
  expect(new Set(onB.map((e) => e.id)).size).toBe(n);
  expect(new Set(onA.map((e) => e.id)).size).toBe(n);

  // a last message each way: once it is in, anything sent twice would have come before it
  x.send(chat('a→b end', zwId));
  y.send(chat('b→a end', adminId));
  await y.next(isChat('a→b end'));
  await x.next(isChat('b→a end'));
  expect(y.all('receiveMessage')).toHaveLength(n + 1);
  expect(x.all('receiveMessage')).toHaveLength(n + 1);
  // B's client saw its own echoes and A's messages in one gap-free sequence
  const ySeqs = y.events.filter((e) => typeof e.seq === 'number').map((e) => e.seq as number);
  expect(ySeqs).toEqual(ySeqs.map((_, i) => (yInit.lastSeq as number) + 1 + i));
});

test('a message stored through A is pushed to the client on B', async () => {
  const { socket: y } = await connectedTo(bUrl, zwToken);
  await a.db.insert(messages).values({ id: `two-process-${Date.now()}`, userId: zwId, title: '跨进程通知', type: 3 });
  expect(await y.next((e) => e.method === 'messagePush')).toMatchObject({ title: '跨进程通知', unreadNoticeCount: 1 });
});

test('logging out on A closes that session’s socket on B at once', async () => {
  const token = await a.login('lina', 'User1234');
  const { socket } = await connectedTo(bUrl, token);
  expect((await a.get('/api/oauth/Logout', { token })).body.code).toBe(200);
  expect(await socket.next((e) => e.method === 'logout')).toEqual({ method: 'logout', msg: '登录过期,请重新登录' });
  expect((await socket.closed).code).toBe(4001);
});

test('a client dropped from B and reconnected to A gets exactly what it missed', async () => {
  const { socket: x } = await connectedTo(aUrl, adminToken);
  const { socket: y } = await connectedTo(bUrl, zwToken);
  x.send(chat('seen on B', zwId));
  const seen = await y.next(isChat('seen on B'));
  y.close();
  await y.closed;
  for (const text of ['missed 1', 'missed 2']) x.send(chat(text, zwId));
  for (const text of ['missed 1', 'missed 2']) await x.next((e) => e.method === 'sendMessage' && e.toMessage === text);

  const { socket: again } = await connectedTo(aUrl, zwToken, { lastSeq: seen.seq });
  await again.next(isChat('missed 2'));
  x.send(chat('live on A', zwId));
  await again.next(isChat('live on A'));
  expect(again.all('receiveMessage').map((e) => e.formMessage)).toEqual(['missed 1', 'missed 2', 'live on A']);
});

test('when the LISTEN connections drop, both processes reconnect and deliver what was sent meanwhile', async () => {
  const { socket: y } = await connectedTo(bUrl, zwToken);
  const { socket: x } = await connectedTo(aUrl, adminToken);
  // what an administrator, a failover or a network cut does to the listening connections of A and B
  await a.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`,
  );
  x.send(chat('while the listeners were down', zwId));
  await a.db.insert(messages).values({ id: `after-drop-${Date.now()}`, userId: adminId, title: '断线后', type: 3 });
  // well inside the 30 s sweep: only the reconnect and its catch-up can deliver these in time
  expect(await y.next(isChat('while the listeners were down'), 5000)).toMatchObject({ formUserId: adminId });
  expect(await x.next((e) => e.method === 'messagePush' && e.title === '断线后', 5000)).toMatchObject({
    unreadNoticeCount: 1,
  });
});
