import type { BenchClient } from './client';
import type { StoredChat } from './database';

/**
 * What the clients got against what the database holds. The database is the truth: a message the server
 * stored must reach its receiver (and the echo its sender) exactly once, even across a reconnect. A message
 * sent just as its socket dropped may never have been stored; that is no loss, only counted.
 */

export interface Verdict {
  sent: number;
  stored: number;
  /** stored for a receiver, never received by it */
  lost: number;
  /** received more than once (extra copies) */
  duplicated: number;
  /** received but not stored */
  phantom: number;
  lostEchoes: number;
  duplicatedEchoes: number;
  outOfOrder: number;
  replays: number;
  errors: number;
  firstError?: string;
  /** live deliveries, ms */
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Stored ids the client should have in `got` that it lacks, copies past the first, and ids not stored. */
function compare(expected: Set<string>, got: Map<string, number>) {
  let lost = 0;
  let duplicated = 0;
  let phantom = 0;
  for (const id of expected) if (!got.has(id)) lost++;
  for (const [id, times] of got) {
    duplicated += times - 1;
    if (!expected.has(id)) phantom++;
  }
  return { lost, duplicated, phantom };
}

export function judge(clients: BenchClient[], stored: StoredChat[]): Verdict {
  const toUser = new Map<string, Set<string>>();
  const fromUser = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, user: string, id: string) =>
    map.set(user, (map.get(user) ?? new Set()).add(id));
  for (const chat of stored) {
    add(toUser, chat.to, chat.id);
    add(fromUser, chat.from, chat.id);
  }
  const sum = { lost: 0, duplicated: 0, phantom: 0, lostEchoes: 0, duplicatedEchoes: 0 };
  for (const c of clients) {
    const received = compare(toUser.get(c.userId) ?? new Set(), c.received);
    const echoes = compare(fromUser.get(c.userId) ?? new Set(), c.echoed);
    sum.lost += received.lost;
    sum.duplicated += received.duplicated;
    sum.phantom += received.phantom + echoes.phantom;
    sum.lostEchoes += echoes.lost;
    sum.duplicatedEchoes += echoes.duplicated;
  }
  const latencies = clients.flatMap((c) => c.latencies).sort((a, b) => a - b);
  const errors = clients.flatMap((c) => c.errors);
  return {
    sent: clients.reduce((n, c) => n + c.sent, 0),
    stored: stored.length,
    ...sum,
    outOfOrder: clients.reduce((n, c) => n + c.outOfOrder, 0),
    replays: clients.reduce((n, c) => n + c.replays, 0),
    errors: errors.length,
    firstError: errors[0],
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
  };
}
