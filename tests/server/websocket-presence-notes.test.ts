import { Presence, splitUsers } from '../../server/services/messaging/presence';
import { parseNote, type PresenceNote } from '../../server/services/messaging/presenceNotes';

/**
 * The presence bookkeeping of one process (docs/messaging.md), without a database: notes published by one
 * Presence are handed to another, and time is a variable the test moves.
 */

let clock = 1_000_000;
const now = () => clock;

function processWith(local: string[], heartbeatMs = 1000) {
  const sent: PresenceNote[] = [];
  const presence = new Presence({
    publish: async (payload) => void sent.push(JSON.parse(payload) as PresenceNote),
    localUsers: () => [...local],
    heartbeatMs,
    now,
  });
  return { presence, sent, local };
}

/** Delivers what `from` published so far to `to`, as the NOTIFY channel would. */
async function deliver(from: ReturnType<typeof processWith>, to: Presence) {
  await from.presence.heartbeat().catch(() => undefined);
  for (const note of from.sent.splice(0)) to.handle(JSON.stringify(note));
}

test('a set split into several notes replaces the old one only once every part is in', () => {
  const users = Array.from({ length: 50 }, (_, i) => `user-${String(i).padStart(3, '0')}`);
  const runs = splitUsers(users, 100);
  expect(runs.length).toBeGreaterThan(5);
  expect(runs.flat()).toEqual(users);
  for (const run of runs) expect(JSON.stringify(run).length).toBeLessThanOrEqual(101);

  const b = processWith([]);
  const parts = runs.map((run, part) => ({
    p: 'A',
    op: 'set',
    ttl: 5000,
    epoch: 1,
    part,
    of: runs.length,
    users: run,
  }));
  b.presence.handle(JSON.stringify({ p: 'A', op: 'join', ttl: 5000, u: 'early' }));
  for (const part of parts.slice(0, -1)) b.presence.handle(JSON.stringify(part));
  expect(b.presence.online()).toEqual(['early']);
  b.presence.handle(JSON.stringify(parts.at(-1)));
  expect(b.presence.online().sort()).toEqual(users);
});

test('joins, leaves, sets and gone of another process; its users expire when it stops talking', async () => {
  const a = processWith(['u1', 'u2']);
  const b = processWith(['b1']);
  await deliver(a, b.presence);
  expect(b.presence.online().sort()).toEqual(['b1', 'u1', 'u2']);

  // what a hub does: its set changes, then it tells the others
  a.local.splice(a.local.indexOf('u1'), 1, 'u3');
  a.presence.left('u1');
  a.presence.joined('u3');
  await a.presence.heartbeat();
  // the heartbeat's set came after the join and leave, and agrees with them
  for (const note of a.sent.splice(0)) b.presence.handle(JSON.stringify(note));
  expect(b.presence.online().sort()).toEqual(['b1', 'u2', 'u3']);

  // a's notes hold for three of its heartbeats (3 s here): just before, still there; after, gone
  clock += 2999;
  expect(b.presence.online()).toContain('u3');
  clock += 2;
  expect(b.presence.online()).toEqual(['b1']);

  await deliver(a, b.presence);
  expect(b.presence.online()).toContain('u2');
  await a.presence.stop();
  for (const note of a.sent.splice(0)) b.presence.handle(JSON.stringify(note));
  expect(b.presence.online()).toEqual(['b1']);
});

test('a process answers sync with its set and ignores its own notes and anything unreadable', async () => {
  const a = processWith(['u1']);
  a.presence.handle(JSON.stringify({ p: 'other', op: 'sync' }));
  await a.presence.heartbeat();
  expect(a.sent.filter((n) => n.op === 'set').map((n) => n.op === 'set' && n.users)).toEqual([['u1'], ['u1']]);

  for (const note of a.sent.splice(0)) a.presence.handle(JSON.stringify(note));
  a.presence.handle(JSON.stringify({ p: a.presence.processId, op: 'join', ttl: 1000, u: 'self-echo' }));
  for (const junk of ['', 'null', '[]', '{"p":"x","op":"join","u":"v"}', '{"p":"x","op":"set","ttl":9,"users":[1]}'])
    a.presence.handle(junk);
  expect(a.presence.online()).toEqual(['u1']);
  expect(parseNote('{"p":"x","op":"set","ttl":9,"epoch":0,"part":1,"of":1,"users":[]}')).toBeNull();
  expect(parseNote('{"p":"x","op":"leave","ttl":9,"u":"v"}')).toEqual({ p: 'x', op: 'leave', ttl: 9, u: 'v' });
});
