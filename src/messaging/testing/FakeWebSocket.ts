import type { SocketLike } from '../socketClient';

/**
 * A WebSocket without a network for the socket client's tests: records what the client sends and lets the test
 * open it, push server frames into it and close it with a code.
 */
export class FakeWebSocket implements SocketLike {
  static readonly all: FakeWebSocket[] = [];
  readyState = 0;
  readonly sent: Record<string, unknown>[] = [];
  closedWith: number | null = null;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.all.push(this);
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.all[FakeWebSocket.all.length - 1];
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  static reset(): void {
    FakeWebSocket.all.length = 0;
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(code = 1000): void {
    if (this.readyState >= 2) return;
    this.readyState = 2;
    this.closedWith = code;
  }

  /** frames of one method the client sent */
  frames(method: string): Record<string, unknown>[] {
    return this.sent.filter((f) => f.method === method);
  }

  // ---- the server side ----

  serverOpen(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  serverSend(event: Record<string, unknown> | string): void {
    this.onmessage?.({ data: typeof event === 'string' ? event : JSON.stringify(event) });
  }

  /** the connection ends (the server closed it, or the network dropped it) */
  serverClose(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

export const init = (extra: Record<string, unknown> = {}) => ({
  method: 'initMessage',
  onlineUserList: [],
  unreadNums: [],
  unreadNoticeCount: 0,
  unreadMessageCount: 0,
  unreadSystemMessageCount: 0,
  unreadScheduleCount: 0,
  unreadTotalCount: 0,
  messageDefaultText: '',
  messageDefaultTime: 0,
  lastSeq: 0,
  ...extra,
});

export const push = (id: string, seq: number, extra: Record<string, unknown> = {}) => ({
  method: 'messagePush',
  id,
  seq,
  messageType: 3,
  userId: '',
  toUserId: ['u1'],
  title: `title ${id}`,
  unreadNoticeCount: 1,
  ...extra,
});
