import type { ServerEvent } from '../../contract';
import { backoffDelay } from './backoff';
import { parseServerEvent } from './parseEvent';
import { RecentIds } from './recentIds';

/**
 * The message websocket of the signed-in user (docs/messaging.md): opens, says OnConnection, sends HeartCheck,
 * reconnects with backoff and catches up from the highest sequence it saw, and hands every event once (by id)
 * to `onEvent`. It knows nothing of the stores or the page: socketService.ts wires it to them.
 */

/** what the client needs of a WebSocket (the browser's, node's, or a test's fake) */
export interface SocketLike {
  readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface MessageSocketOptions {
  /** the URL for a token (socketUrl.ts) */
  url(token: string): string;
  /** the current login token; null stops the client */
  token(): string | null;
  /** the OnConnection fields besides token and lastSeq */
  hello(): { systemId: string; isSeparate: boolean };
  /** every accepted event, in order, never twice for one id */
  onEvent(event: ServerEvent, token: string): void;
  /** true once initMessage arrived, false when the socket closes */
  onStatus?(online: boolean): void;
  /** the bus's setFrameSender: how the screens send frames while the socket is open */
  setSender?(send: ((frame: Record<string, unknown>) => boolean) | null): void;
  /** the session ended on the server (close 4001 without a logout event before it) */
  onSessionEnded?(token: string): void;
  createSocket?(url: string): SocketLike;
  random?(): number;
}

const OPEN = 1;
/** the server closes a socket whose session ended with this code; reconnecting would only be refused */
export const CLOSE_SESSION_ENDED = 4001;
/** HeartCheck keeps idle proxies from cutting the socket; the server pings every 30 s on its own */
export const HEARTBEAT_MS = 30_000;
/**
 * After a HeartCheck, a connection on which nothing at all arrived for this long is taken as dead (a laptop
 * that slept, a proxy that dropped it silently: the browser may not notice for minutes) and replaced.
 */
export const DEAD_AFTER_MS = 10_000;
/** a connection that stayed up this long resets the backoff */
export const STABLE_MS = 10_000;

export class MessageSocket {
  private socket: SocketLike | null = null;
  private token: string | null = null;
  private running = false;
  private attempt = 0;
  /** the highest sequence received: sent as lastSeq on reconnect */
  private lastSeq: number | null = null;
  private readonly seen = new RecentIds(1000);
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private heartTimer: ReturnType<typeof setInterval> | undefined;
  private stableTimer: ReturnType<typeof setTimeout> | undefined;
  private deadTimer: ReturnType<typeof setTimeout> | undefined;
  /**
   * The server answers HeartCheck with a pong (ours does when asked; the contract's server answers nothing).
   * Until one pong was seen, silence is not taken for a dead connection.
   */
  private serverPongs = false;
  /** the delays of the reconnects scheduled so far (for tests and diagnostics) */
  readonly retryDelays: number[] = [];

  constructor(private readonly options: MessageSocketOptions) {}

  get connected(): boolean {
    return this.socket?.readyState === OPEN;
  }

  get highestSeq(): number | null {
    return this.lastSeq;
  }

  /** Connects (once; a running client is left alone). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.open();
  }

  /** Closes for good: no reconnect until start() again. */
  stop(): void {
    this.running = false;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const socket = this.socket;
    this.detach();
    if (socket && socket.readyState <= OPEN) socket.close(1000, 'client stopped');
  }

  /** Back online or visible again: a client waiting to reconnect tries at once. */
  wake(): void {
    if (!this.running || this.socket) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.open();
  }

  private open(): void {
    const token = this.options.token();
    if (!token) return this.stop();
    if (token !== this.token) this.forgetStream();
    this.token = token;
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    const socket = create(this.options.url(token));
    this.socket = socket;
    socket.onopen = () => socket === this.socket && this.opened(socket, token);
    socket.onmessage = (ev) => socket === this.socket && this.receive(ev.data, token);
    socket.onclose = (ev) => socket === this.socket && this.dropped(ev.code, token);
    socket.onerror = () => undefined; // a close event always follows; that is where the client decides
  }

  /** another user or session: its sequences and ids mean nothing for the new one */
  private forgetStream(): void {
    this.lastSeq = null;
    this.seen.clear();
  }

  private opened(socket: SocketLike, token: string): void {
    const frame: Record<string, unknown> = {
      method: 'OnConnection',
      token,
      mobileDevice: false,
      ...this.options.hello(),
    };
    if (this.lastSeq !== null) frame.lastSeq = this.lastSeq;
    socket.send(JSON.stringify(frame));
    this.options.setSender?.((f) => {
      if (socket !== this.socket || socket.readyState !== OPEN) return false;
      socket.send(JSON.stringify({ ...f, token }));
      return true;
    });
    this.heartTimer = setInterval(() => this.heartCheck(socket, token), HEARTBEAT_MS);
    this.stableTimer = setTimeout(() => (this.attempt = 0), STABLE_MS);
  }

  private heartCheck(socket: SocketLike, token: string): void {
    if (socket.readyState !== OPEN) return;
    socket.send(JSON.stringify({ method: 'HeartCheck', token, pong: true }));
    if (!this.serverPongs || this.deadTimer !== undefined) return;
    // any frame arriving clears it (receive); a socket silent past the window is replaced
    this.deadTimer = setTimeout(() => {
      this.deadTimer = undefined;
      if (socket !== this.socket) return;
      socket.onclose = null; // the browser's own close of it may come much later; this client is done with it
      socket.close(4000, 'no answer to HeartCheck');
      this.dropped(1006, token);
    }, DEAD_AFTER_MS);
  }

  private receive(data: unknown, token: string): void {
    clearTimeout(this.deadTimer);
    this.deadTimer = undefined;
    const event = parseServerEvent(data);
    if (!event) return; // not JSON or not an event: a broken frame must not break the page
    if (event.method === 'pong') {
      this.serverPongs = true;
      return;
    }
    if ('seq' in event && typeof event.seq === 'number') {
      if (!this.seen.add(`${event.method}:${event.id}`)) return;
      if (this.lastSeq === null || event.seq > this.lastSeq) this.lastSeq = event.seq;
    }
    if (event.method === 'initMessage') {
      // the first connection starts counting from the server's latest; a reconnect keeps its own lower mark
      // so that what it missed is replayed
      if (this.lastSeq === null && Number.isFinite(event.lastSeq)) this.lastSeq = event.lastSeq;
      this.options.onStatus?.(true);
    }
    // the server closes the socket right after these; reconnecting would be refused or unwanted
    if (event.method === 'logout' || event.method === 'closeSocket') this.running = false;
    this.options.onEvent(event, token);
    // too many sockets of this session: this one gives way at once, whether or not the server's close follows
    if (event.method === 'closeSocket') this.stop();
  }

  private detach(): void {
    const had = this.socket !== null;
    this.socket = null;
    clearInterval(this.heartTimer);
    clearTimeout(this.stableTimer);
    clearTimeout(this.deadTimer);
    this.deadTimer = undefined;
    if (!had) return;
    this.options.setSender?.(null);
    this.options.onStatus?.(false);
  }

  private dropped(code: number, token: string): void {
    this.detach();
    if (code === CLOSE_SESSION_ENDED) {
      // a logout event normally came first (and stopped the client); without it the session still ended
      if (this.running) this.options.onSessionEnded?.(token);
      this.running = false;
    }
    if (!this.running) return;
    const delay = backoffDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.retryDelays.push(delay);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.running) this.open();
    }, delay);
  }
}
