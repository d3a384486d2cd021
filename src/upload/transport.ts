import type { ChunkQuery, ChunkTestReply, ChunkUploadReply, MergeForm } from '../../contract';
import type { UploadedFile } from '../../renderers';

/** What the upload queue asks of the server (the app passes src/api/file over ./apiTransport; tests a fake). */
export interface UploadTransport {
  /** GET /api/file/chunk: which chunks of this identifier are stored already */
  testChunks(fields: ChunkQuery, signal: AbortSignal): Promise<ChunkTestReply>;
  /** POST /api/file/chunk; `onProgress` gets the bytes of this chunk sent so far */
  sendChunk(
    fields: ChunkQuery,
    chunk: Blob,
    signal: AbortSignal,
    onProgress?: (loaded: number) => void,
  ): Promise<ChunkUploadReply>;
  /** POST /api/file/merge: the stored file */
  merge(form: MergeForm, signal: AbortSignal): Promise<UploadedFile>;
}

/**
 * A refusal of the server (an envelope whose code is not 200): shown with its message, never retried. Any
 * other failure of a chunk request (network, timeout, a proxy's error page) is retried.
 */
export class UploadRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadRejected';
  }
}
