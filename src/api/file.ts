/**
 * Files (`/api/file`, docs/contract.md "Files"): the chunked upload's test, chunk and merge calls, the
 * single-request upload, signed downloads and zips. Every upload call is silent: the upload queue shows its own
 * failure (once per file, not once per retried chunk).
 */
import { get, post, request } from './http';
import type {
  ChunkQuery,
  ChunkTestReply,
  ChunkUploadReply,
  FileDownloadReply,
  MergeForm,
  PackDownloadBody,
  PackDownloadReply,
  StoredFile,
  UploaderFields,
} from '../../contract';

const FILE = '/api/file';
/** a 5 MiB chunk over a slow line: the default request timeout is too short */
export const CHUNK_TIMEOUT_MS = 300_000;
const seg = (value: string) => encodeURIComponent(value);

function multipart(fields: object, file: Blob, fileName: string): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields) as [string, unknown][]) {
    if (value !== undefined && value !== null) body.append(key, String(value));
  }
  body.append('file', file, fileName);
  return body;
}

/** GET /api/file/chunk: the chunk numbers of this identifier the server has (or `uploaded`: the whole file). */
export function testChunks(query: ChunkQuery, signal?: AbortSignal): Promise<ChunkTestReply> {
  return get<ChunkTestReply>(`${FILE}/chunk`, query, { signal, silent: true });
}

/** POST /api/file/chunk: one chunk as multipart, the uploader's fields before `file`. */
export function uploadChunk(
  query: ChunkQuery,
  chunk: Blob,
  signal?: AbortSignal,
  onProgress?: (loaded: number) => void,
): Promise<ChunkUploadReply> {
  return request<ChunkUploadReply>({
    url: `${FILE}/chunk`,
    method: 'post',
    data: multipart(query, chunk, query.filename),
    signal,
    silent: true,
    timeout: CHUNK_TIMEOUT_MS,
    onUploadProgress: onProgress ? (event) => onProgress(event.loaded) : undefined,
  });
}

/** POST /api/file/merge (form-urlencoded): joins the chunks into the stored file. */
export function mergeChunks(form: MergeForm, signal?: AbortSignal): Promise<StoredFile> {
  return request<StoredFile>({
    url: `${FILE}/merge`,
    method: 'post',
    data: form,
    form: true,
    signal,
    silent: true,
    timeout: CHUNK_TIMEOUT_MS,
  });
}

/** POST /api/file/Uploader/{type}: one request, the server makes the thumbnail of an image. Toasts a refusal. */
export function uploadFile(type: string, file: File, fields: UploaderFields = {}): Promise<StoredFile> {
  return request<StoredFile>({
    url: `${FILE}/Uploader/${seg(type)}`,
    method: 'post',
    data: multipart(fields, file, file.name),
    timeout: CHUNK_TIMEOUT_MS,
  });
}

/** GET /api/file/Download/{type}/{fileId}: a signed link valid a few minutes; `silent`: a refusal is not toasted. */
export function fileDownload(
  type: string,
  fileId: string,
  options: { silent?: boolean } = {},
): Promise<FileDownloadReply> {
  return get<FileDownloadReply>(`${FILE}/Download/${seg(type)}/${seg(fileId)}`, undefined, { silent: options.silent });
}

/** POST /api/file/PackDownload/{type}: one zip of the listed files. */
export function packDownload(type: string, files: PackDownloadBody): Promise<PackDownloadReply> {
  return post<PackDownloadReply>(`${FILE}/PackDownload/${seg(type)}`, files);
}
