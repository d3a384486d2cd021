/**
 * Wire types of the message websocket (/api/message/websocket/{token}) and of the chat calls
 * (/api/message/imreply). docs/messaging.md describes the protocol; the frame schemas the server
 * validates with are in contract/schemas/messaging.ts.
 */

export type ChatContentType = 'text' | 'image' | 'voice' | 'video';

/** Fields every pushed event of the delivery log carries, so a client can de-duplicate and catch up. */
export interface Sequenced {
  /** message id (messages.id or the chat message id) */
  id: string;
  /** the receiving user's own sequence number: strictly increasing per user, never reused */
  seq: number;
  /** true when it was sent again because the client asked from an older `lastSeq` (already in initMessage) */
  replay?: boolean;
}

export interface UnreadChat {
  sendUserId: string;
  receiveUserId: string;
  unreadNum: number;
  defaultMessage: string;
  defaultMessageType: string;
  defaultMessageTime: number;
}

export interface InitMessageEvent {
  method: 'initMessage';
  onlineUserList: string[];
  unreadNums: UnreadChat[];
  unreadNoticeCount: number;
  unreadMessageCount: number;
  unreadSystemMessageCount: number;
  unreadScheduleCount: number;
  unreadTotalCount: number;
  messageDefaultText: string;
  messageDefaultTime: number;
  /** the user's latest sequence when the counts were taken; events up to it are marked `replay` */
  lastSeq: number;
}

export interface MessagePushEvent extends Sequenced {
  method: 'messagePush';
  /** 1 notice, 2 flow, 3 system, 4 schedule */
  messageType: number;
  /** the sender, '' for the system */
  userId: string;
  toUserId: string[];
  title: string;
  /** how much the bell goes up: 0 for a replayed or already read message */
  unreadNoticeCount: number;
}

/** Image: {name, width, height, path}; voice: {name, length, path}; text: the text. */
export type ChatBody = string | Record<string, unknown>;

export interface ReceiveMessageEvent extends Sequenced {
  method: 'receiveMessage';
  messageType: ChatContentType;
  formUserId: string;
  formMessage: ChatBody;
  dateTime: number;
  latestDate: number;
  headIcon: string;
  realName: string;
  account: string;
}

/** The echo of a chat message to every socket of its sender. */
export interface SendMessageEvent extends Sequenced {
  method: 'sendMessage';
  UserId: string;
  account: string;
  headIcon: string;
  realName: string;
  toUserId: string;
  toAccount: string;
  toHeadIcon: string;
  toRealName: string;
  messageType: ChatContentType;
  toMessage: ChatBody;
  dateTime: number;
  latestDate: number;
}

export interface ChatRecord {
  id: string;
  sendUserId: string;
  sendTime: number;
  receiveUserId: string;
  receiveTime: number | null;
  /** text, or JSON text of the image/voice object */
  content: string;
  contentType: ChatContentType;
  /** 0 unread, 1 read */
  state: number;
}

export interface MessageListEvent {
  method: 'messageList';
  list: ChatRecord[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

export type ServerEvent =
  | InitMessageEvent
  | MessagePushEvent
  | ReceiveMessageEvent
  | SendMessageEvent
  | MessageListEvent
  | { method: 'online'; userId: string }
  /** the user `userId` has read every chat message you sent them (sent to the sender's sockets) */
  | { method: 'readMessage'; userId: string }
  /** the answer to a HeartCheck that asked for one (`pong: true`) */
  | { method: 'pong' }
  | { method: 'logout'; msg?: string; token?: string }
  | { method: 'closeSocket'; msg?: string }
  | { method: 'refresh'; msg?: string }
  | { method: 'error'; msg: string };

/** GET /api/message/imreply row: one recent conversation of the signed-in user. */
export interface ImReplyItem {
  /** the other user's id */
  id: string;
  userId: string;
  sendUserId: string;
  account: string;
  realName: string;
  headIcon: string;
  latestMessage: string;
  messageType: string;
  latestDate: number;
  unreadMessage: number;
}
