import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../../db/client';
import { Channel } from './channels';

/**
 * LISTEN on every messaging channel (docs/messaging.md). On PostgreSQL a connection of its own that
 * reconnects with backoff when it drops; on PGlite the same channels in-process (PGlite delivers a NOTIFY to
 * its own listeners). After a reconnect `onResync` runs: notifications sent while we were away are lost,
 * so the caller re-reads what its sockets may have missed.
 */

export type OnNotify = (channel: string, payload: string) => void;

export interface Notifier {
  close(): Promise<void>;
}

const channels = Object.values(Channel);

async function listenPglite(db: Db, onNotify: OnNotify): Promise<Notifier> {
  // drizzle keeps the client it was built over; the PGlite handle is the one db.ts opened
  const client = (db as unknown as { $client: PGlite }).$client;
  const stops = await Promise.all(channels.map((ch) => client.listen(ch, (payload) => onNotify(ch, payload))));
  return { close: async () => void (await Promise.all(stops.map((stop) => stop().catch(() => undefined)))) };
}

const RETRY_MIN_MS = 200;
const RETRY_MAX_MS = 10_000;

function listenPostgres(url: string, onNotify: OnNotify, onResync: () => void): Promise<Notifier> {
  let client: pg.Client | null = null;
  let closed = false;
  let delay = RETRY_MIN_MS;
  // only a connection that once worked is retried; a failed start fails the server's start instead
  let started = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (m) => onNotify(m.channel, m.payload ?? ''));
    // an 'error' without a listener would end the process; 'end' follows it, and that is where we retry
    c.on('error', (error) => console.warn(`message listener connection: ${error.message}`));
    c.on('end', () => {
      if (client === c) client = null;
      if (!closed && started) retry();
    });
    await c.connect();
    await c.query(channels.map((ch) => `LISTEN ${ch}`).join(';'));
    if (closed) return void (await c.end());
    client = c;
    started = true;
    delay = RETRY_MIN_MS;
  };

  const retry = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      connect().then(onResync, () => {
        delay = Math.min(RETRY_MAX_MS, delay * 2);
        retry();
      });
    }, delay);
  };

  return connect().then(() => ({
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  }));
}

export function openNotifier(db: Db, databaseUrl: string, onNotify: OnNotify, onResync: () => void) {
  return databaseUrl ? listenPostgres(databaseUrl, onNotify, onResync) : listenPglite(db, onNotify);
}
