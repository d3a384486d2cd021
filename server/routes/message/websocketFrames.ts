import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { RawData } from 'ws';
import type { InitMessageEvent } from '../../../contract';
import {
  HeartCheckFrame,
  MessageListFrame,
  OnConnectionFrame,
  SendMessageFrame,
  UpdateReadMessageFrame,
  type HeartCheckInput,
  type MessageListInput,
  type OnConnectionInput,
  type SendMessageInput,
  type UpdateReadMessageInput,
} from '../../../contract/schemas/messaging';
import type { Db } from '../../db/client';
import { BizError } from '../../lib/envelope';
import { resolveSession, sessionMessages, tokenFromHeader } from '../../lib/sessions';
import { findUnsafe } from '../../plugins/inputGuard';
import { unreadCounts } from '../../services/messages';
import { notifyOnline } from '../../services/messaging/channels';
import { chatHistory, conversations, markChatRead, sendChat, unreadChats } from '../../services/messaging/chat';
import { latestSeq } from '../../services/messaging/deliveries';
import type { Client, Hub } from '../../services/messaging/hub';

/**
 * What the server does with each client frame of the message websocket (docs/messaging.md). A frame that is
 * not JSON, too big, of an unknown method or with fields of the wrong type gets an `error` event; nothing a
 * client sends can throw out of here or close the server.
 */

/** Larger text frames are answered with an error (the socket's hard limit, maxPayload, is higher). */
export const MAX_FRAME_BYTES = 64 * 1024;
/**
 * Frames of one socket received but not yet handled; past this the next ones are refused (发送过于频繁).
 * Frames only pile up when a client sends faster than its frames can be handled, or after the event loop was
 * blocked for a while: 200 is a hundred seconds of a client sending twice a second.
 */
export const MAX_QUEUED_FRAMES = 200;
/** HeartCheck frames are tiny; anything longer is handled in the queue like any other frame. */
const HEART_CHECK_MAX_BYTES = 1024;
/** Frames a closed socket still has handled: what the client wrote must not be lost; reads have nobody to answer. */
const WRITES = new Set<string>(['SendMessage', 'UpdateReadMessage']);

export interface FrameContext {
  db: Db;
  hub: Hub;
  ttlMinutes: number;
}

const compiled = <T extends TSchema>(schema: T) => Compile(schema);
const validators = {
  OnConnection: compiled(OnConnectionFrame),
  SendMessage: compiled(SendMessageFrame),
  MessageList: compiled(MessageListFrame),
  UpdateReadMessage: compiled(UpdateReadMessageFrame),
  HeartCheck: compiled(HeartCheckFrame),
};
type Method = keyof typeof validators;

async function initMessage(db: Db, hub: Hub, userId: string): Promise<InitMessageEvent> {
  // one snapshot: the counts and the sequence they were taken at agree, so replays are not counted twice
  return db.transaction(
    async (tx) => {
      const [seq, counts, chats, recent] = [
        await latestSeq(tx, userId),
        await unreadCounts(tx, userId),
        await unreadChats(tx, userId),
        await conversations(tx, userId),
      ];
      const latest = new Map(recent.map((r) => [r.id, r]));
      return {
        method: 'initMessage',
        onlineUserList: hub.onlineUsers(),
        unreadNums: chats.map((c) => ({
          sendUserId: c.sendUserId,
          receiveUserId: userId,
          unreadNum: c.unreadNum,
          defaultMessage: latest.get(c.sendUserId)?.latestMessage ?? '',
          defaultMessageType: latest.get(c.sendUserId)?.messageType ?? 'text',
          defaultMessageTime: latest.get(c.sendUserId)?.latestDate ?? 0,
        })),
        unreadNoticeCount: counts.unReadNotice,
        unreadMessageCount: counts.unReadMsg,
        unreadSystemMessageCount: counts.unReadSystemMsg,
        unreadScheduleCount: counts.unReadSchedule,
        unreadTotalCount: counts.unReadNum,
        messageDefaultText: recent[0]?.latestMessage ?? '',
        messageDefaultTime: recent[0]?.latestDate ?? 0,
        lastSeq: seq,
      };
    },
    { isolationLevel: 'repeatable read' },
  );
}

async function onConnection({ db, hub }: FrameContext, client: Client, frame: OnConnectionInput) {
  const init = await initMessage(db, hub, client.userId);
  client.initSeq = init.lastSeq;
  // a reconnecting client names the last sequence it saw and is sent everything after it
  client.cursor = frame.lastSeq === undefined ? init.lastSeq : Math.min(frame.lastSeq, init.lastSeq);
  hub.send(client, init);
  const first = !client.ready;
  client.ready = true;
  hub.request(client.userId);
  if (first) await notifyOnline(db, client.userId);
}

async function messageList({ db, hub }: FrameContext, client: Client, frame: MessageListInput) {
  const page = await chatHistory(db, client.userId, frame.toUserId, frame);
  hub.send(client, { method: 'messageList', ...page });
}

const handlers: Record<Method, (ctx: FrameContext, client: Client, frame: never) => Promise<void>> = {
  OnConnection: onConnection,
  // the echo and the receiver's copy are pushed from the delivery log like everything else
  SendMessage: async ({ db }, client, frame: SendMessageInput) => void (await sendChat(db, client.userId, frame)),
  MessageList: messageList,
  UpdateReadMessage: async ({ db }, client, frame: UpdateReadMessageInput) =>
    void (await markChatRead(db, client.userId, frame.formUserId)),
  // the contract's no-op; the socket's liveness is kept where frames arrive. A client that asks (`pong: true`)
  // is answered, so it can tell a dead connection from a quiet one.
  HeartCheck: async ({ hub }, client, frame: HeartCheckInput) => {
    if (frame.pong === true) hub.send(client, { method: 'pong' });
  },
};

/** Whether a frame is a HeartCheck (parsed only when small: a HeartCheck is a few dozen bytes). */
export function isHeartCheck(data: RawData, isBinary: boolean): boolean {
  if (isBinary || Array.isArray(data) || data.byteLength > HEART_CHECK_MAX_BYTES) return false;
  try {
    const frame: unknown = JSON.parse(Buffer.from(data as Buffer).toString());
    return typeof frame === 'object' && frame !== null && (frame as { method?: unknown }).method === 'HeartCheck';
  } catch {
    return false;
  }
}

/** The frame as a validated object, or the message of the error event to answer it with. */
function parseFrame(data: RawData, isBinary: boolean): { method: Method; frame: Record<string, unknown> } | string {
  if (isBinary) return '不支持二进制消息';
  const bytes = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
  if (bytes > MAX_FRAME_BYTES) return '消息过长';
  let frame: unknown;
  try {
    frame = JSON.parse(Array.isArray(data) ? Buffer.concat(data).toString() : Buffer.from(data as Buffer).toString());
  } catch {
    return '消息格式错误';
  }
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) return '消息格式错误';
  const method = (frame as { method?: unknown }).method;
  if (typeof method !== 'string') return '缺少method';
  if (!Object.hasOwn(validators, method)) return `不支持的method：${method.slice(0, 50)}`;
  // what the HTTP input guard refuses (NUL, lone surrogates, deep nesting) PostgreSQL could not store either
  let unsafe: string | null;
  try {
    unsafe = findUnsafe(frame, '');
  } catch (error) {
    return (error as Error).message;
  }
  if (unsafe !== null) return `参数错误：${unsafe}包含非法字符`;
  const validator = validators[method as Method];
  if (!validator.Check(frame)) {
    const [first] = validator.Errors(frame);
    return `参数错误：${first?.instancePath.slice(1) || method}`;
  }
  return { method: method as Method, frame: frame as Record<string, unknown> };
}

/** Handles one frame; every failure becomes an `error` event (or logout when the session is over). */
export async function handleFrame(ctx: FrameContext, client: Client, data: RawData, isBinary: boolean): Promise<void> {
  const parsed = parseFrame(data, isBinary);
  if (typeof parsed === 'string') return ctx.hub.send(client, { method: 'error', msg: parsed });
  const { method, frame } = parsed;
  if (client.closed && !WRITES.has(method)) return;
  try {
    if (typeof frame.token === 'string' && frame.token && tokenFromHeader(frame.token) !== client.token)
      throw new BizError('token与连接不一致');
    if (method !== 'HeartCheck') {
      // the session may have ended since the socket opened: every frame that reads or writes re-checks it
      const check = await resolveSession(ctx.db, client.token, ctx.ttlMinutes);
      if (!check.ok) return ctx.hub.endSession(client, sessionMessages[check.code === 601 ? 601 : 600]);
    }
    await handlers[method](ctx, client, frame as never);
  } catch (error) {
    const msg = error instanceof BizError ? error.message : '服务器繁忙，请稍后重试';
    if (!(error instanceof BizError)) console.warn(`websocket ${method}: ${(error as Error).message}`);
    ctx.hub.send(client, { method: 'error', msg });
  }
}
