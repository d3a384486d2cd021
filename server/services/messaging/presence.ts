import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Channel } from './channels';
import { parseNote, type PresenceNote } from './presenceNotes';

/**
 * Who is online on ANY server process (initMessage's onlineUserList; docs/messaging.md). Each process knows
 * its own sockets; it tells the others over NOTIFY (channel `message_presence`) when a user's first socket
 * opens and last socket closes, and every heartbeat sends its whole set, which also repairs anything missed
 * while a listener was reconnecting. What a process says is valid for `ttl` (three of its heartbeats): a
 * process that crashed stops refreshing and its users expire. A starting process asks the others for their
 * sets (`sync`), a stopping one says `gone`. No table: nothing survives a restart that should not.
 * On PGlite the same notes go round the one process, which ignores its own.
 */

export const PRESENCE_HEARTBEAT_MS = 10_000;
/** A set not refreshed for this many heartbeats of its process is dropped (the process died). */
const TTL_HEARTBEATS = 3;
/** Bytes of user ids per set note: PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const NOTE_BYTES = 7000;

/** The users split into runs of at most NOTE_BYTES of JSON each (at least one run, maybe empty). */
export function splitUsers(users: string[], limit = NOTE_BYTES): string[][] {
  const runs: string[][] = [[]];
  let bytes = 0;
  for (const user of users) {
    const size = Buffer.byteLength(JSON.stringify(user)) + 1;
    if (bytes + size > limit && runs.at(-1)!.length > 0) [runs[runs.length], bytes] = [[], 0];
    runs.at(-1)!.push(user);
    bytes += size;
  }
  return runs;
}

interface Remote {
  users: Set<string>;
  expiresAt: number;
  /** a set arriving in several notes: it replaces `users` once every part is in */
  incoming?: { epoch: number; of: number; parts: Map<number, string[]> };
}

export interface PresenceOptions {
  /** sends one note to every process (pg_notify on the presence channel) */
  publish(payload: string): Promise<void>;
  /** the users with a socket on this process */
  localUsers(): string[];
  heartbeatMs?: number;
  log?: (message: string) => void;
  now?: () => number;
}

export const publishPresence = (db: Db) => async (payload: string) =>
  void (await db.execute(sql`select pg_notify(${Channel.presence}, ${payload})`));

export class Presence {
  readonly processId = randomUUID();
  private readonly remotes = new Map<string, Remote>();
  /** notes go out one after another, so every process sees them in the order this one made them */
  private queue: Promise<void> = Promise.resolve();
  private epoch = 0;
  private readonly heartbeatMs: number;
  private readonly now: () => number;

  constructor(private readonly options: PresenceOptions) {
    this.heartbeatMs = options.heartbeatMs ?? PRESENCE_HEARTBEAT_MS;
    this.now = options.now ?? Date.now;
  }

  private get ttl(): number {
    return this.heartbeatMs * TTL_HEARTBEATS;
  }

  private send(notes: PresenceNote[]): Promise<void> {
    this.queue = this.queue
      .then(async () => {
        for (const note of notes) await this.options.publish(JSON.stringify(note));
      })
      // a note lost with the database connection is made up by the next heartbeat's full set
      .catch((error: Error) => this.options.log?.(`presence: ${error.message}`));
    return this.queue;
  }

  /** This process's whole set, split into notes small enough for NOTIFY. */
  private setNotes(): PresenceNote[] {
    const runs = splitUsers(this.options.localUsers());
    const epoch = ++this.epoch;
    return runs.map((users, part) => ({
      p: this.processId,
      op: 'set',
      ttl: this.ttl,
      epoch,
      part,
      of: runs.length,
      users,
    }));
  }

  /** After LISTEN starts (and after it reconnects): ask the others for their sets and tell them ours. */
  start(): Promise<void> {
    return this.send([{ p: this.processId, op: 'sync' }, ...this.setNotes()]);
  }

  heartbeat(): Promise<void> {
    this.expire();
    return this.send(this.setNotes());
  }

  /** Shutdown: the others drop this process's users at once instead of after the ttl. */
  async stop(): Promise<void> {
    await this.send([{ p: this.processId, op: 'gone' }]);
  }

  joined(userId: string): void {
    void this.send([{ p: this.processId, op: 'join', ttl: this.ttl, u: userId }]);
  }

  left(userId: string): void {
    void this.send([{ p: this.processId, op: 'leave', ttl: this.ttl, u: userId }]);
  }

  /** Users online here or on any process whose set has not expired. */
  online(): string[] {
    this.expire();
    const all = new Set(this.options.localUsers());
    for (const remote of this.remotes.values()) for (const user of remote.users) all.add(user);
    return [...all];
  }

  private expire(): void {
    const now = this.now();
    for (const [id, remote] of this.remotes) if (remote.expiresAt <= now) this.remotes.delete(id);
  }

  private remote(id: string, ttl: number): Remote {
    const remote = this.remotes.get(id) ?? { users: new Set<string>(), expiresAt: 0 };
    this.remotes.set(id, remote);
    // whatever a process says shows it is alive
    remote.expiresAt = this.now() + ttl;
    return remote;
  }

  /** A note from the presence channel (our own come back too and are ignored). */
  handle(payload: string): void {
    const note = parseNote(payload);
    if (!note || note.p === this.processId) return;
    if (note.op === 'sync') return void this.send(this.setNotes());
    if (note.op === 'gone') return void this.remotes.delete(note.p);
    const remote = this.remote(note.p, note.ttl);
    if (note.op === 'join') remote.users.add(note.u);
    else if (note.op === 'leave') remote.users.delete(note.u);
    else if (note.op === 'set') this.setPart(remote, note);
  }

  private setPart(remote: Remote, note: Extract<PresenceNote, { op: 'set' }>): void {
    const incoming =
      remote.incoming?.epoch === note.epoch ? remote.incoming : { epoch: note.epoch, of: note.of, parts: new Map() };
    remote.incoming = incoming;
    incoming.parts.set(note.part, note.users);
    if (incoming.parts.size < incoming.of) return;
    remote.users = new Set([...incoming.parts.values()].flat());
    remote.incoming = undefined;
  }
}
