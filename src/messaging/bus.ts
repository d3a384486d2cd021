import type { ServerEvent } from '../../contract';

/**
 * The one place screens meet the message socket. The socket client (socketClient.ts) publishes every
 * server event here after de-duplication; the drawers, the bell and the chat subscribe by method and send
 * frames through `sendFrame`, so none of them knows how the socket connects, reconnects or replays.
 */
type Method = ServerEvent['method'];
type EventOf<M extends Method> = Extract<ServerEvent, { method: M }>;
type Handler = (event: ServerEvent) => void;

const handlers = new Map<Method, Set<Handler>>();
let sender: ((frame: Record<string, unknown>) => boolean) | null = null;

/** Listen to one server event; returns the unsubscribe function (use it in an effect's cleanup). */
export function onSocketEvent<M extends Method>(method: M, handler: (event: EventOf<M>) => void): () => void {
  const set = handlers.get(method) ?? new Set<Handler>();
  handlers.set(method, set);
  set.add(handler as Handler);
  return () => set.delete(handler as Handler);
}

/** Called by the socket client for each event it accepted (never twice for one message id). */
export function publishSocketEvent(event: ServerEvent): void {
  for (const handler of [...(handlers.get(event.method) ?? [])]) {
    try {
      handler(event);
    } catch (error) {
      console.error('socket event handler failed', event.method, error);
    }
  }
}

/** The socket client registers how frames leave (null when it closes). */
export function setFrameSender(send: ((frame: Record<string, unknown>) => boolean) | null): void {
  sender = send;
}

/** Send a client frame; false when no socket is open (the caller keeps the text and may retry). */
export function sendFrame(frame: { method: string } & Record<string, unknown>): boolean {
  return sender ? sender(frame) : false;
}
