import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import type { ServerEvent } from '../../contract';
import type { Db } from '../../server/db/client';
import { messages, users } from '../../server/db/schema';
import { createTestServer, type TestServer } from './harness';

/** A test client of the message websocket: keeps every event and waits for the ones a test expects. */

export type Event = ServerEvent & Record<string, unknown>;

const WAIT_MS = 8000;

export class TestSocket {
  readonly events: Event[] = [];
  private readonly taken = new Set<number>();
  private wake: (() => void) | null = null;
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.events.push(JSON.parse(data.toString()) as Event);
      this.wake?.();
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        this.wake?.();
      }),
    );
  }

  /** Opens `<base>/api/message/websocket/<token>` (the token URL-encoded, Bearer prefix and all, as the front end does). */
  static async open(baseUrl: string, apiBase: string, token: string): Promise<TestSocket> {
    const url = `${baseUrl.replace(/^http/, 'ws')}${apiBase}/api/message/websocket/${encodeURIComponent(token)}`;
    const socket = new TestSocket(new WebSocket(url));
    await new Promise<void>((resolve, reject) => {
      socket.ws.once('open', () => resolve());
      socket.ws.once('error', reject);
    });
    return socket;
  }

  send(frame: Record<string, unknown>): void {
    this.ws.send(JSON.stringify(frame));
  }

  sendRaw(data: string | Buffer, binary = false): void {
    this.ws.send(data, { binary });
  }

  /** Opens the session like the front end: OnConnection, then the initMessage. */
  async connect(token: string, extra: Record<string, unknown> = {}): Promise<Event> {
    this.send({ method: 'OnConnection', token, mobileDevice: false, systemId: '', isSeparate: false, ...extra });
    return this.next((e) => e.method === 'initMessage');
  }

  /** The first event not yet taken that matches, waiting for it if it has not come yet. */
  async next(match: (e: Event) => boolean, timeoutMs = WAIT_MS): Promise<Event> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.events.findIndex((e, i) => !this.taken.has(i) && match(e));
      if (index >= 0) {
        this.taken.add(index);
        return this.events[index];
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  /** Events of a method received so far (taken or not). */
  all(method: string): Event[] {
    return this.events.filter((e) => e.method === method);
  }

  close(): void {
    this.ws.close();
  }
}

export async function userId(db: Db, account: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.account, account));
  if (!row) throw new Error(`no user ${account}`);
  return row.id;
}

/** A test server listening on a real port (websockets need one), two signed-in users and their sockets. */
export interface SocketServer {
  s: TestServer;
  base: string;
  adminToken: string;
  zwToken: string;
  adminId: string;
  zwId: string;
  socketOf(token: string): Promise<TestSocket>;
  connected(token: string, extra?: Record<string, unknown>): Promise<{ socket: TestSocket; init: Event }>;
  /** stores a system message for a user the way every writer does (a row of messages) and returns its id */
  insertMessage(to: string, title: string): Promise<string>;
  closeSockets(): void;
  close(): Promise<void>;
}

export async function openSocketServer(): Promise<SocketServer> {
  const s = await createTestServer();
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
  const open: TestSocket[] = [];
  const socketOf = async (token: string) => {
    const socket = await TestSocket.open(base, s.config.apiBase, token);
    open.push(socket);
    return socket;
  };
  return {
    s,
    base,
    adminToken: await s.login('admin', 'Admin123'),
    zwToken: await s.login('zhangwei', 'User1234'),
    adminId: await userId(s.db, 'admin'),
    zwId: await userId(s.db, 'zhangwei'),
    socketOf,
    connected: async (token, extra = {}) => {
      const socket = await socketOf(token);
      return { socket, init: await socket.connect(token, extra) };
    },
    insertMessage: async (to, title) => {
      const id = `ws-test-${title}-${Math.random().toString(36).slice(2)}`;
      await s.db.insert(messages).values({ id, userId: to, title, type: 3 });
      return id;
    },
    closeSockets: () => {
      for (const socket of open.splice(0)) socket.close();
    },
    close: () => s.close(),
  };
}

export const chat = (text: string, to: string) => ({
  method: 'SendMessage',
  toUserId: to,
  messageType: 'text',
  messageContent: text,
});
export const isChat = (text: string) => (e: Event) => e.method === 'receiveMessage' && e.formMessage === text;
