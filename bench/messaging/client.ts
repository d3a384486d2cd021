import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

/**
 * One websocket client of the messaging bench, behaving as docs/messaging.md asks of a client: it remembers
 * the highest `seq` it was sent and names it as `OnConnection.lastSeq` after a reconnect, and de-duplicates
 * by id. It also counts what a correct server never does: the same id twice, or a seq not above the last.
 */

interface Frame {
  method: string;
  id?: string;
  seq?: number;
  replay?: boolean;
  lastSeq?: number;
  formMessage?: unknown;
  msg?: string;
}

/** The text of a bench message: who, to whom, which, and when it was sent (performance.now() of this process). */
export const messageText = (from: number, to: number, k: number) =>
  `bench ${from}>${to} #${k} t=${performance.now().toFixed(3)}`;
const sentAt = (text: unknown) => Number(/ t=([\d.]+)$/.exec(String(text))?.[1] ?? NaN);

export class BenchClient {
  ws: WebSocket | null = null;
  /** OnConnection answered: frames may be sent */
  ready = false;
  highestSeq = 0;
  /** receiveMessage ids → times received (over every connection) */
  readonly received = new Map<string, number>();
  /** sendMessage (echo) ids → times received */
  readonly echoed = new Map<string, number>();
  /** send-to-receive times of live (not replayed) receiveMessage events, ms */
  readonly latencies: number[] = [];
  replays = 0;
  outOfOrder = 0;
  errors: string[] = [];
  sent = 0;
  connections = 0;
  lastEventAt = 0;
  /** the seq of the last event of the current connection */
  private connectionSeq = 0;

  constructor(
    readonly index: number,
    readonly userId: string,
    readonly token: string,
  ) {}

  /** Opens a socket to `wsBase` and resolves once initMessage came; after the first time, asks from highestSeq. */
  connect(wsBase: string): Promise<void> {
    const ws = new WebSocket(`${wsBase}/api/message/websocket/${encodeURIComponent(this.token)}`);
    this.ws = ws;
    const again = this.connections++ > 0;
    return new Promise((resolve, reject) => {
      ws.once('error', reject);
      ws.once('open', () =>
        ws.send(
          JSON.stringify({
            method: 'OnConnection',
            token: this.token,
            mobileDevice: false,
            systemId: '',
            isSeparate: false,
            ...(again ? { lastSeq: this.highestSeq } : {}),
          }),
        ),
      );
      ws.on('message', (data) => {
        const frame = JSON.parse(data.toString()) as Frame;
        if (frame.method !== 'initMessage') return this.onEvent(frame);
        if (!again) this.highestSeq = frame.lastSeq ?? 0;
        this.connectionSeq = this.highestSeq;
        this.ready = true;
        resolve();
      });
      ws.on('close', () => {
        if (this.ws === ws) this.ready = false;
      });
    });
  }

  private onEvent(frame: Frame): void {
    const now = performance.now();
    this.lastEventAt = now;
    if (frame.method === 'error') return void this.errors.push(frame.msg ?? '');
    if (typeof frame.seq === 'number') {
      if (frame.seq <= this.connectionSeq) this.outOfOrder++;
      this.connectionSeq = frame.seq;
      this.highestSeq = Math.max(this.highestSeq, frame.seq);
    }
    if (!frame.id) return;
    const seen =
      frame.method === 'receiveMessage' ? this.received : frame.method === 'sendMessage' ? this.echoed : null;
    if (!seen) return;
    seen.set(frame.id, (seen.get(frame.id) ?? 0) + 1);
    // the client shows each message once (de-duplication by id); a second copy is only counted
    if (seen.get(frame.id)! > 1 || frame.method !== 'receiveMessage') return;
    if (frame.replay) this.replays++;
    else this.latencies.push(now - sentAt(frame.formMessage));
  }

  /** False when the socket is not open (dropped meanwhile): nothing was sent. */
  send(toUserId: string, text: string): boolean {
    if (!this.ready || this.ws?.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify({ method: 'SendMessage', toUserId, messageType: 'text', messageContent: text }));
    this.sent++;
    return true;
  }

  /** A dropped connection: half of them abrupt (no close frame, as a lost network), half clean. */
  drop(abrupt: boolean): void {
    this.ready = false;
    if (abrupt) this.ws?.terminate();
    else this.ws?.close();
  }

  close(): Promise<void> {
    const ws = this.ws;
    this.ready = false;
    if (!ws || ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      ws.once('close', () => resolve());
      ws.close();
    });
  }
}
