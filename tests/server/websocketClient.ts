import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import type { ServerEvent } from '../../contract';
import type { Db } from '../../server/db/client';
import { users } from '../../server/db/schema';

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
