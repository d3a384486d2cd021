import type { UploadParams, UploadTask } from '../../renderers';
import { MAX_CHUNK_RETRIES, retryDelay, wait } from './backoff';
import { chunkBytes, missingChunks, type Chunk } from './chunkPlan';
import { QueueTask, type TaskHost } from './queueTask';
import { UploadRejected, type UploadTransport } from './transport';
import { chunkFields, mergeForm } from './uploadFields';
import { restartStatus } from './uploadStatus';

export interface QueueOptions {
  transport: UploadTransport;
  /** the file's MD5 (the app hashes in a worker) */
  hash: (file: Blob, signal: AbortSignal) => Promise<string>;
  /** chunk requests at once, over every file */
  parallel?: number;
  /** shows a failure (the app: an error toast) */
  notify?: (message: string) => void;
  /** the message of a failed chunk, merge or hash (the app: 上传失败 in the user's language) */
  failureMessage?: () => string;
}

/** Runs `op`, trying again after a network-type failure up to MAX_CHUNK_RETRIES times with growing waits. */
export async function withRetries<T>(op: () => Promise<T>, signal: AbortSignal, keepTrying: () => boolean): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await op();
    } catch (err) {
      if (signal.aborted || err instanceof UploadRejected || retry >= MAX_CHUNK_RETRIES || !keepTrying()) throw err;
      await wait(retryDelay(retry + 1), signal);
    }
  }
}

/**
 * The app's one upload queue: files are hashed one at a time, then their chunks go out `parallel` at a time
 * over every file, in the order the files were queued.
 */
export class UploadQueue implements TaskHost {
  private tasks: QueueTask[] = [];
  private hashing: QueueTask | null = null;
  private active = 0;
  private seq = 0;
  private readonly listeners = new Set<() => void>();
  private readonly parallel: number;

  constructor(private readonly options: QueueOptions) {
    this.parallel = Math.max(1, options.parallel ?? 3);
  }

  start(file: File, params: UploadParams): UploadTask {
    const task = new QueueTask(`upload-${++this.seq}`, file, params, this);
    this.tasks.push(task);
    this.changed();
    this.pumpHash();
    return task;
  }

  list(): readonly UploadTask[] {
    return this.tasks;
  }

  /** called on any change of any task (the panel's store listens) */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(): void {
    for (const listener of [...this.listeners]) listener();
  }

  pause(task: QueueTask): void {
    task.moveTo('paused'); // chunks in flight may finish; nothing new starts for it
  }

  resume(task: QueueTask): void {
    if (task.status !== 'paused') return;
    task.moveTo(restartStatus(task.identifier !== undefined, this.hashing === task));
    this.proceed(task);
  }

  retry(task: QueueTask): void {
    if (task.status !== 'error') return;
    task.restart(restartStatus(task.identifier !== undefined, false));
    this.proceed(task);
  }

  remove(task: QueueTask): void {
    if (task.removed) return;
    this.tasks = this.tasks.filter((t) => t !== task);
    task.discard();
    this.pumpHash();
    this.pump();
  }

  /** Removes every file: runs abort (chunks in flight, hashing), nothing is kept (sign-out). */
  clear(): void {
    for (const task of [...this.tasks]) this.remove(task);
  }

  private proceed(task: QueueTask): void {
    if (task.status === 'waiting') this.pumpHash();
    if (task.status !== 'uploading') return;
    if (!task.tested) void this.begin(task);
    else if (task.mergeReady) void this.merge(task);
    else this.pump();
  }

  private failureMessage(): string {
    return this.options.failureMessage?.() ?? '上传失败';
  }

  private fail(task: QueueTask, err: unknown): void {
    const message = err instanceof UploadRejected && err.message ? err.message : this.failureMessage();
    task.fail(message);
    this.options.notify?.(message);
  }

  private pumpHash(): void {
    if (this.hashing) return;
    const task = this.tasks.find((t) => t.status === 'waiting' && t.identifier === undefined);
    if (!task) return;
    this.hashing = task;
    task.moveTo('hashing');
    const run = task.run;
    this.options
      .hash(task.file, run.signal)
      .then(
        (identifier) => {
          task.identifier = identifier;
          if (run === task.run && task.status === 'hashing') void this.begin(task);
        },
        (err: unknown) => {
          if (run === task.run && !task.removed) this.fail(task, err);
        },
      )
      .finally(() => {
        this.hashing = null;
        this.pumpHash();
      });
  }

  /** The test call, then the chunks the server lacks (or the merge when it has them all). */
  private async begin(task: QueueTask): Promise<void> {
    task.moveTo('uploading');
    const run = task.run;
    const identifier = task.identifier ?? '';
    const fields = chunkFields(task.file, identifier, task.chunks.length, task.chunks[0]);
    let reply;
    try {
      const test = () => this.options.transport.testChunks(fields, run.signal);
      reply = await withRetries(test, run.signal, () => task.status === 'uploading');
    } catch (err) {
      if (run === task.run && task.status !== 'paused') this.fail(task, err);
      return;
    }
    if (run !== task.run || task.tested) return;
    task.tested = true;
    task.pending = reply.uploaded ? [] : missingChunks(task.chunks, reply.chunkNumbers ?? []);
    task.confirmed = task.fileSize - chunkBytes(task.pending);
    task.mergeReady = task.pending.length === 0;
    task.updateProgress();
    if (task.status !== 'uploading') return;
    if (task.mergeReady) void this.merge(task);
    else this.pump();
  }

  private pump(): void {
    while (this.active < this.parallel) {
      const task = this.tasks.find((t) => t.status === 'uploading' && !t.mergeReady && t.pending.length > 0);
      const chunk = task?.pending.shift();
      if (!task || !chunk) return;
      this.active++;
      void this.send(task, chunk).finally(() => {
        this.active--;
        this.pump();
      });
    }
  }

  private async send(task: QueueTask, chunk: Chunk): Promise<void> {
    const run = task.run;
    const fields = chunkFields(task.file, task.identifier ?? '', task.chunks.length, chunk);
    const blob = task.file.slice(chunk.start, chunk.end);
    const onProgress = (loaded: number) => {
      if (run !== task.run || !task.inFlight.has(chunk.number)) return;
      task.inFlight.set(chunk.number, Math.min(loaded, chunk.end - chunk.start));
      task.updateProgress();
    };
    task.inFlight.set(chunk.number, 0);
    try {
      const attempt = () => {
        task.inFlight.set(chunk.number, 0);
        return this.options.transport.sendChunk(fields, blob, run.signal, onProgress);
      };
      const reply = await withRetries(attempt, run.signal, () => task.status === 'uploading');
      if (run !== task.run) return;
      task.inFlight.delete(chunk.number);
      task.confirmed += chunk.end - chunk.start;
      task.updateProgress();
      if (reply.merge) task.mergeReady = true;
      if (task.mergeReady) {
        if (task.status === 'uploading') void this.merge(task);
      } else if (task.pending.length === 0 && task.inFlight.size === 0 && task.status !== 'paused') {
        this.fail(task, new Error('every chunk sent, no merge')); // the server never said it had them all
      }
    } catch (err) {
      if (run !== task.run) return;
      task.inFlight.delete(chunk.number);
      if (task.status === 'paused' && !(err instanceof UploadRejected)) {
        task.pending.unshift(chunk); // tried again on resume
        task.updateProgress();
      } else this.fail(task, err);
    }
  }

  private async merge(task: QueueTask): Promise<void> {
    if (task.merging) return;
    task.merging = true;
    const run = task.run;
    try {
      const stored = await this.options.transport.merge(
        mergeForm(task.file, task.identifier ?? '', task.params),
        run.signal,
      );
      if (run === task.run) task.succeed(stored);
    } catch {
      if (run === task.run) this.fail(task, new Error('merge failed')); // a merge failure says 上传失败
    }
  }
}
