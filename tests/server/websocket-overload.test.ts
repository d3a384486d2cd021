import type { AddressInfo, Socket } from 'node:net';
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';
import WebSocket from 'ws';
import { and, eq, like } from 'drizzle-orm';
import { imContents } from '../../server/db/schema';
import { websocketRoutes } from '../../server/routes/message/websocket';
import { chat, isChat, openSocketServer, type SocketServer, type TestSocket } from './websocketClient';

/**
 * The message websocket under load (docs/messaging.md): frames that arrive together only because the server's
 * event loop was blocked are all handled, a flooding client is refused, and frames received before a socket
 * closes are finished.
 */

let f: SocketServer;
beforeAll(async () => {
  f = await openSocketServer();
});
afterEach(() => f.closeSockets());
afterAll(() => f.close());

/** chat messages from `from` whose text starts with `prefix`, as stored */
async function stored(from: string, prefix: string): Promise<string[]> {
  const rows = await f.s.db
    .select({ content: imContents.content })
    .from(imContents)
    .where(and(eq(imContents.sendUserId, from), like(imContents.content, `${prefix}%`)));
  return rows.map((r) => r.content);
}

/** polls until `check` holds (the server stores asynchronously) */
async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A client in a thread of its own: it keeps sending at its steady rate while the test blocks this thread (the
 * server's event loop), as a long synchronous query would.
 */
const steadyClient = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const WebSocket = require('ws');
const { url, token, toUserId, prefix, count, everyMs } = workerData;
const ws = new WebSocket(url);
const errors = [];
ws.on('message', (data) => {
  const event = JSON.parse(data.toString());
  if (event.method === 'initMessage') parentPort.postMessage({ ready: true });
  if (event.method === 'error') errors.push(event.msg);
});
ws.on('open', () => ws.send(JSON.stringify({ method: 'OnConnection', token, systemId: '', isSeparate: false })));
parentPort.on('message', (command) => {
  if (command === 'errors') return parentPort.postMessage({ errors });
  if (command === 'close') return ws.close();
  let sent = 0;
  const timer = setInterval(() => {
    ws.send(JSON.stringify({ method: 'SendMessage', token, toUserId, messageType: 'text', messageContent: prefix + sent }));
    if (++sent === count) {
      clearInterval(timer);
      parentPort.postMessage({ sent });
    }
  }, everyMs);
});
`;

function reply<T>(worker: Worker, key: keyof T): Promise<T> {
  return new Promise((resolve) => {
    const listener = (message: T) => {
      if (!(key in (message as object))) return;
      worker.off('message', listener);
      resolve(message);
    };
    worker.on('message', listener);
  });
}

describe('the flood guard counts frames waiting, not frames per second', () => {
  test('25 frames a second while the server is blocked for 4 s: all 100 are stored, none refused', async () => {
    const url = `${f.base.replace(/^http/, 'ws')}${f.s.config.apiBase}/api/message/websocket/${encodeURIComponent(f.adminToken)}`;
    const prefix = `stall-${Date.now()}-`;
    const workerData = { url, token: f.adminToken, toUserId: f.zwId, prefix, count: 100, everyMs: 40 };
    const worker = new Worker(steadyClient, { eval: true, workerData });
    try {
      await reply<{ ready: true }>(worker, 'ready');
      const allSent = reply<{ sent: number }>(worker, 'sent');
      worker.postMessage('go');
      // the event loop stops for 4 s; meanwhile the client sends 100 frames, which the server then reads at once
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 4000);
      expect((await allSent).sent).toBe(100);
      await until(async () => (await stored(f.adminId, prefix)).length >= 100);
      const { errors } = await (async () => {
        const answer = reply<{ errors: string[] }>(worker, 'errors');
        worker.postMessage('errors');
        return answer;
      })();
      expect(errors).toEqual([]);
      const texts = await stored(f.adminId, prefix);
      expect(new Set(texts).size).toBe(100);
    } finally {
      await worker.terminate();
    }
  });

  test('a client sending far faster than its frames are handled is refused with 发送过于频繁, then served again', async () => {
    const { socket } = await f.connected(f.adminToken);
    const prefix = `flood-${Date.now()}-`;
    // 400 frames in one go: far past the frames one socket may have waiting
    for (let i = 0; i < 400; i++) socket.send(chat(`${prefix}${i}`, f.zwId));
    // on PGlite the queries hold the event loop while the waiting frames are handled: hence the long waits
    expect(await socket.next((e) => e.method === 'error', 90_000)).toEqual({ method: 'error', msg: '发送过于频繁' });
    const refused = () => socket.all('error').filter((e) => e.msg === '发送过于频繁').length;
    // every frame is either stored or refused, never both and never lost
    await until(async () => (await stored(f.adminId, prefix)).length + refused() === 400, 90_000);
    expect(refused()).toBeGreaterThan(0);
    // the queue has drained: the next message is accepted
    socket.send(chat(`${prefix}after`, f.zwId));
    await socket.next((e) => e.method === 'sendMessage' && e.toMessage === `${prefix}after`, 30_000);
  }, 200_000);
});

/** the connection ends right after the frames (a tab closing, a network gone): FIN, no close handshake */
function hangUp(socket: TestSocket): void {
  (socket.ws as unknown as { _socket: Socket })._socket.end();
}

describe('frames received before the socket closes are finished', () => {
  test('fifty messages sent right before closing are all stored once and all reach the receiver', async () => {
    const { socket: receiver } = await f.connected(f.zwToken);
    const { socket } = await f.connected(f.adminToken);
    const prefix = `closing-${Date.now()}-`;
    for (let i = 0; i < 50; i++) socket.send(chat(`${prefix}${i}`, f.zwId));
    hangUp(socket);
    await socket.closed;
    for (let i = 0; i < 50; i++) await receiver.next(isChat(`${prefix}${i}`));
    await until(async () => (await stored(f.adminId, prefix)).length >= 50);
    const texts = (await stored(f.adminId, prefix)).sort();
    expect(texts).toEqual(Array.from({ length: 50 }, (_, i) => `${prefix}${i}`).sort());
    expect(receiver.all('receiveMessage').filter((e) => String(e.formMessage).startsWith(prefix))).toHaveLength(50);
  });

  test('messages sent before the session check of a new socket finished are stored too', async () => {
    const socket = await f.socketOf(f.adminToken);
    const prefix = `early-${Date.now()}-`;
    for (let i = 0; i < 20; i++) socket.send(chat(`${prefix}${i}`, f.zwId));
    hangUp(socket);
    await socket.closed;
    await until(async () => (await stored(f.adminId, prefix)).length >= 20);
    const texts = (await stored(f.adminId, prefix)).sort();
    expect(texts).toEqual(Array.from({ length: 20 }, (_, i) => `${prefix}${i}`).sort());
  });
});

describe('HeartCheck', () => {
  test('is answered with nothing, as the contract says, unless the client asks for a pong', async () => {
    const { socket } = await f.connected(f.adminToken);
    socket.send({ method: 'HeartCheck', token: f.adminToken });
    socket.send({ method: 'HeartCheck', token: f.adminToken, pong: true });
    expect(await socket.next(() => true)).toEqual({ method: 'pong' });
    expect(socket.events).toHaveLength(2); // initMessage and the one pong
  });

  test('is answered at once even while the socket’s other frames wait behind queries', async () => {
    const { socket } = await f.connected(f.adminToken);
    const prefix = `busy-${Date.now()}-`;
    for (let i = 0; i < 100; i++) socket.send(chat(`${prefix}${i}`, f.zwId));
    socket.send({ method: 'HeartCheck', pong: true });
    await socket.next((e) => e.method === 'pong');
    const methods = socket.events.map((e) => e.method);
    // the pong overtook echoes of messages sent before it (in the queue it would come after all 100)
    expect(methods.slice(0, methods.indexOf('pong')).filter((m) => m === 'sendMessage').length).toBeLessThan(100);
    await until(async () => (await stored(f.adminId, prefix)).length === 100);
  });
});

describe('liveness', () => {
  /** the websocket routes alone, pinging every 150 ms, on the test server's database */
  async function quickHeartbeatServer() {
    const app = Fastify();
    await app.register(websocketRoutes, { db: f.s.db, config: f.s.config, heartbeatMs: 150 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const open = (token: string) =>
      new WebSocket(`ws://127.0.0.1:${port}/api/message/websocket/${encodeURIComponent(token)}`, { autoPong: false });
    return { app, open };
  }

  test('a client whose pongs do not come through but who sends HeartCheck stays; a silent one is dropped', async () => {
    const { app, open } = await quickHeartbeatServer();
    const beating = open(f.adminToken);
    const silent = open(f.zwToken);
    try {
      const closedAt = (ws: WebSocket) => new Promise<number>((resolve) => ws.on('close', () => resolve(Date.now())));
      const silentClosed = closedAt(silent);
      let beatingClosed = 0;
      void closedAt(beating).then((at) => (beatingClosed = at));
      await new Promise((resolve) => beating.on('open', resolve));
      const timer = setInterval(() => beating.send(JSON.stringify({ method: 'HeartCheck' })), 50);
      await silentClosed;
      // the silent client went after two heartbeats; the beating one outlives several more
      await new Promise((resolve) => setTimeout(resolve, 600));
      clearInterval(timer);
      expect(beatingClosed).toBe(0);
      expect(beating.readyState).toBe(WebSocket.OPEN);
    } finally {
      beating.close();
      silent.close();
      await app.close();
    }
  });
});
