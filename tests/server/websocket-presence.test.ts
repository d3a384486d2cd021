import { sql } from 'drizzle-orm';
import { Channel } from '../../server/services/messaging/channels';
import { openNotifier, type Notifier } from '../../server/services/messaging/notifier';
import type { PresenceNote } from '../../server/services/messaging/presenceNotes';
import { openSocketServer, type SocketServer } from './websocketClient';

/**
 * initMessage.onlineUserList on one process (both databases): the users with a socket here, plus what other
 * processes announce on the presence channel (docs/messaging.md). The "other process" is this test, sending
 * the notes a server would, so expiry can be shown in a second instead of a real process's 30 s.
 */

let w: SocketServer;
let listener: Notifier | undefined;
beforeAll(async () => {
  w = await openSocketServer();
});
afterEach(async () => {
  w.closeSockets();
  await listener?.close();
  listener = undefined;
});
afterAll(() => w.close());

const announce = (note: Record<string, unknown>) =>
  w.s.db.execute(sql`select pg_notify(${Channel.presence}, ${JSON.stringify(note)})`);

/** The onlineUserList a client connecting now is given. */
async function onlineList(): Promise<string[]> {
  const { init } = await w.connected(w.adminToken);
  return init.onlineUserList as string[];
}

/** Polls until the list satisfies `ok` (or fails with the last list seen after a few seconds). */
async function listUntil(ok: (list: string[]) => boolean, timeoutMs = 6000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = await onlineList();
    if (ok(list)) return list;
    if (Date.now() > deadline) throw new Error(`onlineUserList never matched; last: ${JSON.stringify(list)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('users with a socket on this process are listed, and no longer once their socket closed', async () => {
  const { socket } = await w.connected(w.zwToken);
  expect(await onlineList()).toEqual(expect.arrayContaining([w.adminId, w.zwId]));
  socket.close();
  await socket.closed;
  await listUntil((list) => !list.includes(w.zwId));
});

test('users another process announces are listed until that process goes quiet past its ttl', async () => {
  await announce({ p: 'crashed-process', op: 'set', ttl: 1500, epoch: 1, part: 0, of: 1, users: ['far-away-user'] });
  await listUntil((list) => list.includes('far-away-user'));
  await announce({ p: 'crashed-process', op: 'join', ttl: 1500, u: 'joined-later' });
  const started = Date.now();
  await listUntil((list) => list.includes('joined-later') && list.includes('far-away-user'));
  // nothing refreshes them: the "crashed" process's users are dropped once its last note is 1.5 s old
  await listUntil((list) => !list.includes('far-away-user') && !list.includes('joined-later'));
  expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
});

test('a process that says gone, or that a user left, is believed at once', async () => {
  await announce({ p: 'other-process', op: 'set', ttl: 60_000, epoch: 7, part: 0, of: 1, users: ['u-1', 'u-2'] });
  await listUntil((list) => list.includes('u-1') && list.includes('u-2'));
  await announce({ p: 'other-process', op: 'leave', ttl: 60_000, u: 'u-1' });
  await listUntil((list) => !list.includes('u-1') && list.includes('u-2'));
  await announce({ p: 'other-process', op: 'gone' });
  await listUntil((list) => !list.includes('u-2'));
});

test('a starting process that asks for the sets (sync) is told who is online here', async () => {
  await w.connected(w.zwToken);
  const notes: PresenceNote[] = [];
  listener = await openNotifier(
    w.s.db,
    w.s.config.databaseUrl,
    (channel, payload) => void (channel === Channel.presence && notes.push(JSON.parse(payload) as PresenceNote)),
    () => undefined,
  );
  await announce({ p: 'new-process', op: 'sync' });
  const deadline = Date.now() + 5000;
  const answered = () => notes.find((n) => n.op === 'set' && n.users.includes(w.zwId));
  while (!answered() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(answered()).toMatchObject({ op: 'set', part: 0, of: 1, ttl: 30_000 });
});
