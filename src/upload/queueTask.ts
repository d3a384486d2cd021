import type { UploadedFile, UploadParams, UploadStatus, UploadTask } from '../../renderers';
import { planChunks, type Chunk } from './chunkPlan';
import { uploadProgress } from './progress';
import { canMove } from './uploadStatus';

/** What a task's buttons ask of the queue that owns it. */
export interface TaskHost {
  pause(task: QueueTask): void;
  resume(task: QueueTask): void;
  retry(task: QueueTask): void;
  remove(task: QueueTask): void;
  changed(task: QueueTask): void;
}

interface Deferred {
  promise: Promise<UploadedFile>;
  resolve(file: UploadedFile): void;
  reject(err: Error): void;
}

function deferred(): Deferred {
  let resolve!: (file: UploadedFile) => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<UploadedFile>((ok, ko) => ((resolve = ok), (reject = ko)));
  promise.catch(() => {}); // nobody may be waiting: a failure is shown in the panel anyway
  return { promise, resolve, reject };
}

/**
 * One file of the queue: its status, progress and the state of the current run (the chunks to send, those in
 * flight, the bytes the server confirmed). A failure or a removal aborts the run; a retry starts a new one
 * (and a new `done`: the one of the failed run has rejected).
 */
export class QueueTask implements UploadTask {
  status: UploadStatus = 'waiting';
  progress = 0;
  error?: string;
  /** the file's MD5, once hashed */
  identifier?: string;
  readonly chunks: Chunk[];
  run = new AbortController();
  /** the test call has answered in this run */
  tested = false;
  /** the server has every chunk: merge is next */
  mergeReady = false;
  merging = false;
  removed = false;
  pending: Chunk[] = [];
  /** chunk number → bytes sent so far */
  readonly inFlight = new Map<number, number>();
  confirmed = 0;
  private outcome = deferred();
  private readonly listeners = new Set<(task: UploadTask) => void>();

  constructor(
    readonly id: string,
    readonly file: File,
    readonly params: UploadParams,
    private readonly host: TaskHost,
  ) {
    this.chunks = planChunks(file.size);
  }

  get fileName(): string {
    return this.file.name;
  }
  get fileSize(): number {
    return this.file.size;
  }
  get done(): Promise<UploadedFile> {
    return this.outcome.promise;
  }

  pause(): void {
    this.host.pause(this);
  }
  resume(): void {
    this.host.resume(this);
  }
  retry(): void {
    this.host.retry(this);
  }
  remove(): void {
    this.host.remove(this);
  }

  subscribe(listener: (task: UploadTask) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Moves along the status machine; false (and nothing changes) when the move is not allowed. */
  moveTo(status: UploadStatus, error?: string): boolean {
    if (!canMove(this.status, status)) return false;
    this.status = status;
    this.error = error;
    if (status === 'success') this.progress = 100;
    this.emit();
    return true;
  }

  updateProgress(): void {
    let sending = 0;
    for (const loaded of this.inFlight.values()) sending += loaded;
    const next = uploadProgress(this.confirmed + sending, this.fileSize, this.status === 'success');
    if (next === this.progress) return;
    this.progress = next;
    this.emit();
  }

  /** Ends the current run: its requests abort and their late answers are ignored (they see another run). */
  endRun(): void {
    this.run.abort(new DOMException('upload run ended', 'AbortError'));
    this.run = new AbortController();
    this.tested = false;
    this.mergeReady = false;
    this.merging = false;
    this.pending = [];
    this.inFlight.clear();
    this.confirmed = 0;
  }

  succeed(file: UploadedFile): void {
    if (this.moveTo('success')) this.outcome.resolve(file);
  }

  fail(message: string): void {
    this.endRun();
    if (this.moveTo('error', message)) this.outcome.reject(new Error(message));
  }

  /** after an error: a new run with a new `done` */
  restart(status: UploadStatus): void {
    this.outcome = deferred();
    this.moveTo(status);
  }

  discard(): void {
    this.removed = true;
    this.endRun();
    this.outcome.reject(new Error('upload removed'));
    this.emit();
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener(this);
    this.host.changed(this);
  }
}
