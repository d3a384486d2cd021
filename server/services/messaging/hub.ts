import type { WebSocket } from 'ws';
import type { ServerEvent } from '../../../contract';
import type { Db } from '../../db/client';
import { resolveSession, sessionMessages } from '../../lib/sessions';
import { Channel } from './channels';
import { DELIVERY_PAGE, deliveriesAfter, eventFor, latestSeqs, liveSessionIds, loadReferenced } from './deliveries';

/**
 * The sockets of one server process and the pump that feeds them (docs/messaging.md). Each socket keeps
 * `cursor`, the last sequence it was sent; a NOTIFY for a user (from any process) makes the pump send that
 * user's sockets every delivery past their cursor, in order, one pump per user at a time. A socket is
 * therefore sent each delivery once, and a missed NOTIFY is made up by the next one or by the sweep.
 */

export interface Client {
  socket: WebSocket;
  userId: string;
  sessionId: string;
  /** the raw token (no Bearer prefix), re-checked when the user's sessions change */
  token: string;
  /** true once OnConnection was answered: only then is anything pushed */
  ready: boolean;
  cursor: number;
  /** the sequence the initMessage counts were taken at; deliveries up to it are replays */
  initSeq: number;
  alive: boolean;
  /** the socket closed; frames it sent before are still handled (writes only) */
  closed?: boolean;
}

/** A socket is closed with this code when its session ends (logout, revoked, kicked). */
export const CLOSE_SESSION_ENDED = 4001;
/** The oldest socket of a session past this many gets closeSocket. */
export const MAX_SOCKETS_PER_SESSION = 20;

/** A JSON payload of NOTIFY; anything unreadable reads as an empty object. */
function parsePayload<T extends object>(payload: string): Partial<T> {
  try {
    const value: unknown = JSON.parse(payload);
    return typeof value === 'object' && value !== null ? (value as Partial<T>) : {};
  } catch {
    return {};
  }
}

/** Who is online on the other processes (presence.ts); without it a hub knows its own sockets only. */
export interface PresenceHooks {
  joined(userId: string): void;
  left(userId: string): void;
  online(): string[];
}

export class Hub {
  private readonly byUser = new Map<string, Set<Client>>();
  private readonly pumps = new Map<string, { again: boolean }>();
  presence: PresenceHooks | null = null;

  constructor(
    private readonly db: Db,
    private readonly ttlMinutes: number,
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  send(client: Client, event: ServerEvent): void {
    // 1 is OPEN; a socket closing meanwhile simply misses it and catches up after reconnecting
    if (client.socket.readyState === 1) client.socket.send(JSON.stringify(event));
  }

  add(client: Client): void {
    const set = this.byUser.get(client.userId) ?? new Set<Client>();
    this.byUser.set(client.userId, set);
    set.add(client);
    if (set.size === 1) this.presence?.joined(client.userId);
    const sameSession = [...set].filter((c) => c.sessionId === client.sessionId);
    if (sameSession.length > MAX_SOCKETS_PER_SESSION) {
      const oldest = sameSession[0];
      this.send(oldest, { method: 'closeSocket', msg: '连接过多，已关闭较早的连接' });
      oldest.socket.close(1008, 'too many sockets');
    }
  }

  remove(client: Client): void {
    const set = this.byUser.get(client.userId);
    // endSession and then the socket's close both remove: only the first counts
    if (!set?.delete(client) || set.size > 0) return;
    this.byUser.delete(client.userId);
    this.presence?.left(client.userId);
  }

  clients(): Client[] {
    return [...this.byUser.values()].flatMap((set) => [...set]);
  }

  /** Users with a socket on this process. */
  localUsers(): string[] {
    return [...this.byUser.keys()];
  }

  /** The contract's onlineUserList: users with a socket on any process (this one's alone without presence). */
  onlineUsers(): string[] {
    return this.presence?.online() ?? this.localUsers();
  }

  /** Sends the user's sockets whatever they have not been sent; calls made meanwhile run it once more. */
  request(userId: string): void {
    const running = this.pumps.get(userId);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: true };
    this.pumps.set(userId, state);
    void (async () => {
      while (state.again) {
        state.again = false;
        await this.pumpOnce(userId).catch((error: Error) => this.log(`message push for ${userId}: ${error.message}`));
      }
      this.pumps.delete(userId);
    })();
  }

  /** Resolves when no pump is running (tests and shutdown). */
  async idle(): Promise<void> {
    while (this.pumps.size) await new Promise((resolve) => setImmediate(resolve));
  }

  private async pumpOnce(userId: string): Promise<void> {
    const clients = [...(this.byUser.get(userId) ?? [])].filter((c) => c.ready);
    if (clients.length === 0) return;
    let from = Math.min(...clients.map((c) => c.cursor));
    for (;;) {
      const page = await deliveriesAfter(this.db, userId, from);
      if (page.length === 0) return;
      const loaded = await loadReferenced(this.db, page);
      for (const d of page)
        for (const c of clients) {
          if (d.seq <= c.cursor) continue;
          const event = eventFor(userId, d, loaded, d.seq <= c.initSeq);
          if (event) this.send(c, event);
          c.cursor = d.seq;
        }
      from = page[page.length - 1].seq;
      if (page.length < DELIVERY_PAGE) return;
    }
  }

  /** Every user with a socket, e.g. after the listener reconnected. */
  requestAll(): void {
    for (const userId of this.byUser.keys()) this.request(userId);
  }

  /** The safety net behind NOTIFY: pumps users whose latest sequence is past a socket's cursor. */
  async sweep(): Promise<void> {
    const latest = await latestSeqs(this.db, this.localUsers());
    for (const [userId, set] of this.byUser)
      if ([...set].some((c) => c.ready && (latest.get(userId) ?? 0) > c.cursor)) this.request(userId);
  }

  /** Re-checks the sessions of a user's sockets; an ended session gets logout and its socket is closed. */
  async recheckSessions(userId: string): Promise<void> {
    for (const client of [...(this.byUser.get(userId) ?? [])]) {
      const check = await resolveSession(this.db, client.token, this.ttlMinutes);
      if (check.ok) continue;
      this.endSession(client, check.code === 601 ? sessionMessages[601] : sessionMessages[600]);
    }
  }

  /**
   * The safety net behind the session NOTIFY: one query over every socket's session; a socket whose session
   * expired, was revoked or whose user was disabled is ended. It does not extend any session.
   */
  async recheckAllSessions(): Promise<void> {
    const clients = this.clients();
    if (clients.length === 0) return;
    const live = await liveSessionIds(this.db, [...new Set(clients.map((c) => c.sessionId))]);
    for (const c of clients) if (!live.has(c.sessionId)) this.endSession(c, sessionMessages[600]);
  }

  endSession(client: Client, msg: string): void {
    this.send(client, { method: 'logout', msg });
    this.remove(client);
    client.socket.close(CLOSE_SESSION_ENDED, 'session ended');
  }

  /** A NOTIFY from any process (the listener calls this). */
  handle(channel: string, payload: string): void {
    if (channel === Channel.delivery) return this.request(payload);
    if (channel === Channel.session) return void this.recheckSessions(payload).catch(() => undefined);
    if (channel === Channel.online) {
      for (const c of this.clients())
        if (c.ready && c.userId !== payload) this.send(c, { method: 'online', userId: payload });
      return;
    }
    if (channel === Channel.read) {
      const read = parsePayload<{ sender?: string; reader?: string }>(payload);
      for (const c of this.byUser.get(read.sender ?? '') ?? [])
        if (c.ready && read.reader) this.send(c, { method: 'readMessage', userId: read.reader });
      return;
    }
    if (channel === Channel.refresh) {
      const parsed = parsePayload<{ userId?: string; msg?: string }>(payload);
      for (const c of this.byUser.get(parsed.userId ?? '') ?? [])
        this.send(c, { method: 'refresh', msg: parsed.msg || undefined });
    }
  }

  /** Pings every socket; one that did not answer the previous ping is dropped (its client reconnects). */
  heartbeat(): void {
    for (const c of this.clients()) {
      if (!c.alive) {
        this.remove(c);
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      // a socket already closing has nothing to answer; its 'close' removes it
      if (c.socket.readyState === 1) c.socket.ping();
    }
  }

  /** Shutdown: 1012 (service restart) tells clients to reconnect, to another process behind the balancer. */
  closeAll(): void {
    for (const c of this.clients()) c.socket.close(1012, 'server restarting');
    this.byUser.clear();
  }
}
