import { Type, type Static } from 'typebox';
import { int, text } from './builders';

/**
 * Client frames of the message websocket (docs/messaging.md). Unknown fields are allowed (the platform's
 * front end adds its own), wrong types are not: a frame that fails its schema gets an `error` event.
 */

const id = () => text(100, 1);
/** every frame may carry the session token (the front end injects it) */
const token = Type.Optional(text(600));

export const OnConnectionFrame = Type.Object({
  method: Type.Literal('OnConnection'),
  token,
  mobileDevice: Type.Optional(Type.Boolean()),
  systemId: Type.Optional(Type.Union([text(100), Type.Null()])),
  isSeparate: Type.Optional(Type.Boolean()),
  /** the last sequence this client has seen; everything after it is sent again (reconnect catch-up) */
  lastSeq: Type.Optional(int(0, Number.MAX_SAFE_INTEGER)),
});

export const ChatImageBody = Type.Object({ name: id(), width: Type.Optional(int(0)), height: Type.Optional(int(0)) });
export const ChatMediaBody = Type.Object({ name: id(), length: Type.Optional(int(0)) });

export const SendMessageFrame = Type.Object({
  method: Type.Literal('SendMessage'),
  token,
  toUserId: id(),
  messageType: Type.Union([Type.Literal('text'), Type.Literal('image'), Type.Literal('voice'), Type.Literal('video')]),
  messageContent: Type.Union([text(5000), ChatImageBody, ChatMediaBody]),
});

export const MessageListFrame = Type.Object({
  method: Type.Literal('MessageList'),
  token,
  toUserId: id(),
  formUserId: Type.Optional(text(100)),
  currentPage: Type.Optional(int(1, 100_000)),
  pageSize: Type.Optional(int(1, 100)),
  sord: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  keyword: Type.Optional(text(200)),
});

export const UpdateReadMessageFrame = Type.Object({
  method: Type.Literal('UpdateReadMessage'),
  token,
  formUserId: id(),
});

export const HeartCheckFrame = Type.Object({
  method: Type.Literal('HeartCheck'),
  token,
  /** ask for a `pong` event back (the contract's HeartCheck is answered with nothing) */
  pong: Type.Optional(Type.Boolean()),
});

export type OnConnectionInput = Static<typeof OnConnectionFrame>;
export type SendMessageInput = Static<typeof SendMessageFrame>;
export type MessageListInput = Static<typeof MessageListFrame>;
export type UpdateReadMessageInput = Static<typeof UpdateReadMessageFrame>;
export type HeartCheckInput = Static<typeof HeartCheckFrame>;

/** GET /api/message/imreply/history/{id}: the chat history panel (50 a page, oldest first). */
export const ChatHistoryQuerySchema = Type.Partial(
  Type.Object({
    currentPage: int(1, 100_000),
    pageSize: int(1, 100),
    sord: Type.Union([Type.Literal('asc'), Type.Literal('desc')]),
    keyword: text(200),
  }),
);
export type ChatHistoryQuery = Static<typeof ChatHistoryQuerySchema>;
