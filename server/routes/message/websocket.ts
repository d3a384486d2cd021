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
import { handleFrame, MAX_FRAMES_PER_SECOND, type FrameContext } from './websocketFrames';

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

/** Frames of one socket run one after another, so a client's messages are stored in the order it sent them. */
function frameQueue(limit: number) {
  let chain: Promise<void> = Promise.resolve();
  let second = 0;
  let count = 0;
  return {
    tooFast(): boolean {
      const now = Math.floor(Date.now() / 1000);
      if (now !== second) [second, count] = [now, 0];
      return ++count > limit;
    },
    run(task: () => Promise<void>) {
      chain = chain.then(task, task);
    },
  };
}

function openSocket(ctx: FrameContext, socket: WebSocket, rawToken: string): void {
  const token = tokenFromHeader(rawToken);
  const queue = frameQueue(MAX_FRAMES_PER_SECOND);
  let closed = false;
  let client: Client | null = null;
  const ready = resolveSession(ctx.db, token, ctx.ttlMinutes).then(
    (check) => {
      if (closed) return null;
      if (!check.ok) {
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
      };
      ctx.hub.add(c);
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
    if (queue.tooFast()) {
      if (client) ctx.hub.send(client, { method: 'error', msg: '发送过于频繁' });
      return;
    }
    queue.run(async () => {
      const c = await ready;
      if (c && !closed) await handleFrame(ctx, c, data, isBinary);
    });
  });
  socket.on('pong', () => {
    if (client) client.alive = true;
  });
  // a client that vanishes without a close frame raises 'error' and then 'close'
  socket.on('error', () => undefined);
  socket.on('close', () => {
    closed = true;
    if (client) ctx.hub.remove(client);
  });
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
  app.addHook('preClose', async () => {
    clearInterval(timer);
    clearInterval(presenceTimer);
    hub.closeAll();
    await hub.idle();
    await presence.stop();
    await notifier.close();
  });

  const ctx: FrameContext = { db, hub, ttlMinutes: config.tokenTtlMinutes };
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
