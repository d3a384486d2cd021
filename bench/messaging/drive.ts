import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { BenchClient, messageText } from './client';
import type { BenchUser } from './database';

/**
 * The load of the messaging bench: every client connects (round robin over the servers), sends its messages
 * to random other users at a steady rate, and a tenth of them lose their connection once at a random moment
 * and come back, to a random server, asking from the highest seq they saw. Then it waits until every stored
 * message (every echo a sender got) reached its receiver.
 */

export interface DriveOptions {
  /** ws://host:port/cloud-api2 of each server */
  servers: string[];
  users: BenchUser[];
  messages: number;
  /** messages per second of each client */
  rate: number;
  /** share of the clients that are disconnected once */
  dropShare: number;
  /** how long the clients may receive nothing before the missing deliveries are given up */
  drainMs: number;
}

export interface DriveResult {
  clients: BenchClient[];
  drops: number;
  /** ms from the first send to the last send, and to the last event received */
  sendMs: number;
  totalMs: number;
  drained: boolean;
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

async function connectAll(clients: BenchClient[], servers: string[]): Promise<void> {
  // in batches: 200 upgrades at the same instant would measure the accept queue, not messaging
  for (let i = 0; i < clients.length; i += 20)
    await Promise.all(clients.slice(i, i + 20).map((c) => c.connect(servers[c.index % servers.length]!)));
}

/** One client's messages, one every 1/rate s from a random phase; while it is disconnected it waits. */
async function sendAll(client: BenchClient, all: BenchClient[], o: DriveOptions): Promise<void> {
  const interval = 1000 / o.rate;
  await sleep(Math.random() * interval);
  let next = performance.now();
  for (let k = 0; k < o.messages;) {
    const wait = next - performance.now();
    if (wait > 0) await sleep(wait);
    let to: BenchClient;
    do to = pick(all);
    while (to === client);
    if (client.send(to.userId, messageText(client.index, to.index, k))) {
      k++;
      // a client whose timer came late catches up by one message at most: no burst into the flood limit
      next = Math.max(next, performance.now() - interval) + interval;
    } else {
      // disconnected: carry on at the same pace once it is back, without a burst to catch up
      await sleep(50);
      next = performance.now();
    }
  }
}

/** Drops the client at a random moment of the sending window and reconnects it after 0.2–2 s. */
async function dropOnce(client: BenchClient, o: DriveOptions, windowMs: number): Promise<void> {
  await sleep(windowMs * (0.1 + 0.7 * Math.random()));
  client.drop(Math.random() < 0.5);
  await sleep(200 + Math.random() * 1800);
  for (let attempt = 1; ; attempt++) {
    try {
      return await client.connect(pick(o.servers));
    } catch (error) {
      if (attempt >= 5) throw error;
      await sleep(200);
    }
  }
}

/** Every echoed (so stored) message has reached its receiver, and nothing came for a second. */
function settled(clients: BenchClient[]): boolean {
  const now = performance.now();
  if (clients.some((c) => now - c.lastEventAt < 1000)) return false;
  const received = new Set(clients.flatMap((c) => [...c.received.keys()]));
  return clients.every((sender) => [...sender.echoed.keys()].every((id) => received.has(id)));
}

export async function drive(o: DriveOptions): Promise<DriveResult> {
  const clients = o.users.map((u, i) => new BenchClient(i, u.id, u.token));
  await connectAll(clients, o.servers);
  const windowMs = (o.messages / o.rate) * 1000;
  const dropped = [...clients].sort(() => Math.random() - 0.5).slice(0, Math.round(clients.length * o.dropShare));
  const started = performance.now();
  await Promise.all([...clients.map((c) => sendAll(c, clients, o)), ...dropped.map((c) => dropOnce(c, o, windowMs))]);
  const sendMs = performance.now() - started;
  // a server behind its load keeps delivering after the last send: wait while anything still arrives
  const quiet = () => performance.now() - Math.max(...clients.map((c) => c.lastEventAt)) > o.drainMs;
  let drained = false;
  while (!(drained = settled(clients)) && !quiet()) await sleep(250);
  const lastEvent = Math.max(...clients.map((c) => c.lastEventAt));
  await Promise.all(clients.map((c) => c.close()));
  return { clients, drops: dropped.length, sendMs, totalMs: lastEvent - started, drained };
}
