import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The PostgreSQL NOTIFY channels every server process listens on (docs/messaging.md). Payloads name a user,
 * never carry the message itself: the process that holds the user's sockets loads what it must send.
 * A NOTIFY sent inside a transaction is delivered on commit, so a listener never sees uncommitted rows.
 */
export const Channel = {
  /** payload: user id. Sent by the insert triggers of messages and im_contents (migration 0010). */
  delivery: 'message_delivery',
  /** payload: user id. A session of that user was revoked: re-check that user's sockets now. */
  session: 'message_session',
  /** payload: user id. The user opened a socket (the `online` event of the contract). */
  online: 'message_online',
  /** payload: JSON {userId, msg}. The user's screens must reload (permissions changed). */
  refresh: 'message_refresh',
  /** payload: JSON {sender, reader}. The reader has read everything the sender wrote to them. */
  read: 'message_read',
  /** payload: JSON note of presence.ts. Which users have a socket on which process. */
  presence: 'message_presence',
} as const;

export type ChannelName = (typeof Channel)[keyof typeof Channel];

const notify = (db: Db, channel: ChannelName, payload: string) =>
  db.execute(sql`select pg_notify(${channel}, ${payload})`);

/** Call after (or inside the transaction of) revoking sessions: that user's sockets are checked at once. */
export async function notifySessionsChanged(db: Db, userId: string): Promise<void> {
  await notify(db, Channel.session, userId);
}

export async function notifyOnline(db: Db, userId: string): Promise<void> {
  await notify(db, Channel.online, userId);
}

/** Tells every open screen of a user to reload, showing `msg` first when given. */
export async function notifyRefresh(db: Db, userId: string, msg = ''): Promise<void> {
  await notify(db, Channel.refresh, JSON.stringify({ userId, msg: msg.slice(0, 200) }));
}

/** Tells the sender's screens (on every process) that `reader` has read their messages. */
export async function notifyChatRead(db: Db, sender: string, reader: string): Promise<void> {
  await notify(db, Channel.read, JSON.stringify({ sender, reader }));
}
