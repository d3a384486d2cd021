import type { ChunkQuery, ChunkTestReply, ChunkUploadReply, MergeForm } from '../../contract';
import type { UploadedFile } from '../../renderers';
import { UploadRejected, type UploadTransport } from './transport';

interface Held {
  fields: ChunkQuery;
  release(): void;
}

/**
 * A server in memory for the queue's tests: it keeps the chunk numbers stored per identifier, answers the
 * test call from them, and says merge: true once a file's chunks are all in. Chunk replies wait until the
 * test releases them (`hold`), so the tests see what is in flight.
 */
export class FakeUploadServer implements UploadTransport {
  readonly stored = new Map<string, Set<number>>();
  readonly wholeFiles = new Set<string>();
  readonly log: string[] = [];
  readonly held: Held[] = [];
  hold = false;
  inFlight = 0;
  maxInFlight = 0;
  /** the next n chunk requests fail as a network failure would */
  failChunks = 0;
  refuseChunksWith: string | null = null;
  failMerge = false;
  /** answer merge: false to every chunk (a server that lost count) */
  neverMerge = false;

  async testChunks(fields: ChunkQuery): Promise<ChunkTestReply> {
    this.log.push(`test ${fields.filename}`);
    if (this.wholeFiles.has(fields.identifier)) return { chunkNumbers: [], merge: false, uploaded: true };
    return { chunkNumbers: [...(this.stored.get(fields.identifier) ?? [])].sort(), merge: false };
  }

  async sendChunk(fields: ChunkQuery, chunk: Blob, signal: AbortSignal): Promise<ChunkUploadReply> {
    this.log.push(`chunk ${fields.filename} ${fields.chunkNumber}`);
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      if (this.hold) await this.waitRelease(fields, signal);
      if (chunk.size !== fields.currentChunkSize) throw new Error('chunk size mismatch');
      if (this.refuseChunksWith) throw new UploadRejected(this.refuseChunksWith);
      if (this.failChunks > 0) {
        this.failChunks--;
        throw new Error('network');
      }
      const set = this.stored.get(fields.identifier) ?? new Set<number>();
      set.add(fields.chunkNumber ?? 0);
      this.stored.set(fields.identifier, set);
      return { merge: !this.neverMerge && set.size === fields.totalChunks };
    } finally {
      this.inFlight--;
    }
  }

  async merge(form: MergeForm): Promise<UploadedFile> {
    this.log.push(`merge ${form.fileName}`);
    if (this.failMerge) throw new Error('merge failed');
    this.wholeFiles.add(form.identifier);
    return {
      name: form.fileName,
      fileId: `stored-${form.fileName}`,
      url: '/x',
      fileSize: form.fileSize,
      fileExtension: '',
    };
  }

  /** lets the first `count` held chunk requests answer */
  release(count = Infinity): void {
    for (const held of this.held.splice(0, count)) held.release();
  }

  private waitRelease(fields: ChunkQuery, signal: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      this.held.push({ fields, release: resolve });
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });
  }
}
