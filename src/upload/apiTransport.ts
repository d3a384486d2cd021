import type { StoredFile } from '../../contract';
import type { UploadedFile } from '../../renderers';
import { mergeChunks, testChunks, uploadChunk } from '../api/file';
import { ApiError, INVALID_REPLY_CODE, NETWORK_ERROR_CODE } from '../api/http';
import { UploadRejected, type UploadTransport } from './transport';

/** The value item of the upload widgets: `name` is the name the user chose, `fileId` the stored one. */
export function toUploadedFile(stored: StoredFile): UploadedFile {
  const file: UploadedFile = {
    name: stored.fileName || stored.name,
    fileId: stored.fileId || stored.name,
    url: stored.url,
    fileSize: stored.fileSize,
    fileExtension: stored.fileExtension,
  };
  if (stored.thumbUrl) file.thumbUrl = stored.thumbUrl;
  if (stored.fileVersionId) file.fileVersionId = stored.fileVersionId;
  return file;
}

/** A reply with a code other than 200 is a refusal (its msg is shown, no retry); no reply is retried. */
export function asUploadError(err: unknown): unknown {
  if (err instanceof ApiError && err.code !== NETWORK_ERROR_CODE && err.code !== INVALID_REPLY_CODE)
    return new UploadRejected(err.msg);
  return err;
}

async function refusalsRejected<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    throw asUploadError(err);
  }
}

export const apiTransport: UploadTransport = {
  testChunks: (fields, signal) => refusalsRejected(testChunks(fields, signal)),
  sendChunk: (fields, chunk, signal, onProgress) => refusalsRejected(uploadChunk(fields, chunk, signal, onProgress)),
  merge: (form, signal) => refusalsRejected(mergeChunks(form, signal)).then(toUploadedFile),
};
