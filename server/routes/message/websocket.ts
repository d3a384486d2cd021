import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { Code, fail } from '../../lib/envelope';
import { resolveSession, sessionMessages, tokenFromHeader } from '../../lib/sessions';
import { pruneDeliveries } from '../../services/messaging/deliveries';
import { CLOSE_SESSION_ENDED, Hub, type Client } from '../../services/messaging/hub';
import { Channel } from '../../services/messaging/channels';
import { openNotifier } from '../../services/messaging/notifier';
import { Presence, PRESENCE_HEARTBEAT_MS, publishPresence } from '../../services/messaging/presence';
import { handleFrame, isHeartCheck, MAX_QUEUED_FRAMES, type FrameContext } from './websocketFrames';

/**
 * /api/message/websocket/{token} (docs/messaging.md): the live channel of the message centre and the chat.
 * Browsers cannot send headers on a websocket, so the token is in the path; the route is "anonymous" to the
 * header check and authenticates the path token itself. Delivery between processes goes through
 * PostgreSQL LISTEN/NOTIFY (PGlite: the same, in-process).
 */

/** Hard limit of one frame; ws closes the socket (1009) above it. Below it, over MAX_FRAME_BYTES, an error event. */
const MAX_PAYLOAD = 1024 * 1024;
const HEARTBEAT_MS = 30_000;
/** The delivery log is trimmed at most this often by each process. */
const PRUNE_EVERY_MS = 3_600_000;

export interface WebsocketRouteOptions {
  db: Db;
  config: Pick<AppConfig, 'databaseUrl' | 'tokenTtlMinutes'>;
  /** how often sockets are pinged and the delivery log swept (tests shorten it) */
  heartbeatMs?: number;
  /** how often this process tells the others who is online on it; its users expire after three of these */
  presenceHeartbeatMs?: number;
}

/**
 * Frames of one socket run one after another, so a client's messages are stored in the order it sent them.
 * The guard counts the frames received but not yet handled: a client sending faster than the server can handle
 * its frames fills it and is refused, while frames that only arrive together because the event loop was busy
 * (a long query) are a short queue that drains, and are all handled. A per-second count would refuse those.
 */
function frameQueue(limit: number, pending: Set<Promise<void>>) {
  let chain: Promise<void> = Promise.resolve();
  let queued = 0;
  return {
    full(): boolean {
      return queued >= limit;
    },
    run(task: () => Promise<void>) {
      queued += 1;
      const done = () => {
        queued -= 1;
      };
      chain = chain.then(task).then(done, done);
      // shutdown waits for every frame already received (they are finished, not dropped)
      const tracked = chain;
      pending.add(tracked);
      void tracked.then(() => pending.delete(tracked));
    },
  };
}

function openSocket(ctx: SocketContext, socket: WebSocket, rawToken: string): void {
  const token = tokenFromHeader(rawToken);
  const queue = frameQueue(MAX_QUEUED_FRAMES, ctx.pendingFrames);
  let client: Client | null = null;
  const ready = resolveSession(ctx.db, token, ctx.ttlMinutes).then(
    (check) => {
      if (!check.ok) {
        if (socket.readyState !== 1) return null;
        socket.send(JSON.stringify({ method: 'logout', msg: sessionMessages[check.code] }));
        socket.close(CLOSE_SESSION_ENDED, 'session ended');
        return null;
      }
      const c: Client = {
        socket,
        userId: check.user.id,
        sessionId: check.user.sessionId,
        token: token!,
        ready: false,
        cursor: 0,
        initSeq: 0,
        alive: true,
        closed: socket.readyState !== 1,
      };
      // a socket that closed while its session was checked is not pushed to, but its frames are still handled
      if (!c.closed) ctx.hub.add(c);
      client = c;
      return c;
    },
    () => {
      socket.close(1011, 'server error');
      return null;
    },
  );
  // attached at once: frames sent right after the upgrade wait for the session check instead of being lost
  socket.on('message', (data, isBinary) => {
    if (client) client.alive = true; // any frame shows the client is there, as a pong does
    // HeartCheck skips the queue: it only keeps the socket alive, and its pong must not wait behind queries
    if (client && isHeartCheck(data, isBinary)) return void handleFrame(ctx, client, data, isBinary);
    if (queue.full()) {
      if (client) ctx.hub.send(client, { method: 'error', msg: '发送过于频繁' });
      return;
    }
    queue.run(async () => {
      const c = await ready;
      // frames received before the close are finished: a chat message sent just before closing is stored
      if (c) await handleFrame(ctx, c, data, isBinary);
    });
  });
  socket.on('pong', () => {
    if (client) client.alive = true;
  });
  // a client that vanishes without a close frame raises 'error' and then 'close'
  socket.on('error', () => undefined);
  socket.on('close', () => {
    if (!client) return;
    client.closed = true;
    ctx.hub.remove(client);
  });
}

interface SocketContext extends FrameContext {
  /** the frame queues still running, awaited on shutdown before the database closes */
  pendingFrames: Set<Promise<void>>;
}

export async function websocketRoutes(app: FastifyInstance, options: WebsocketRouteOptions) {
  const { db, config, heartbeatMs } = options;
  await app.register(websocket, {
    options: { maxPayload: MAX_PAYLOAD },
    // errors of an established socket (a client gone mid-frame): close it quietly, the server goes on
    errorHandler: (_error, socket) => socket.terminate(),
  });
  const hub = new Hub(db, config.tokenTtlMinutes, (message) => app.log.warn(message));
  const presenceMs = options.presenceHeartbeatMs ?? PRESENCE_HEARTBEAT_MS;
  const presence = new Presence({
    publish: publishPresence(db),
    localUsers: () => hub.localUsers(),
    heartbeatMs: presenceMs,
    log: (message) => app.log.warn(message),
  });
  hub.presence = presence;
  const notifier = await openNotifier(
    db,
    config.databaseUrl,
    (channel, payload) => (channel === Channel.presence ? presence.handle(payload) : hub.handle(channel, payload)),
    () => {
      hub.requestAll();
      // notes sent while the listener was away are lost: ask for every set again
      void presence.start();
    },
  );
  await presence.start();
  const presenceTimer = setInterval(() => void presence.heartbeat(), presenceMs);
  presenceTimer.unref();
  let prunedAt = 0;
  const timer = setInterval(() => {
    hub.heartbeat();
    hub.sweep().catch((error: Error) => app.log.warn(`message sweep: ${error.message}`));
    hub.recheckAllSessions().catch((error: Error) => app.log.warn(`socket session check: ${error.message}`));
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    pruneDeliveries(db).catch((error: Error) => app.log.warn(`delivery log prune: ${error.message}`));
  }, heartbeatMs ?? HEARTBEAT_MS);
  timer.unref();
  const ctx: SocketContext = { db, hub, ttlMinutes: config.tokenTtlMinutes, pendingFrames: new Set() };
  app.addHook('preClose', async () => {
    clearInterval(timer);
    clearInterval(presenceTimer);
    hub.closeAll();
    await Promise.all([...ctx.pendingFrames]);
    await hub.idle();
    await presence.stop();
    await notifier.close();
  });

  app.route<{ Params: { token: string } }>({
    method: 'GET',
    url: '/api/message/websocket/:token',
    config: { anonymous: true },
    schema: { params: { type: 'object', properties: { token: { type: 'string', maxLength: 600 } } } },
    // a plain HTTP GET (no upgrade) is answered in the envelope like every other call
    handler: async () => fail(Code.business, '请使用WebSocket连接'),
    wsHandler: (socket, request) => openSocket(ctx, socket, request.params.token),
  });
}
