import { Type } from 'typebox';
import { MD5_PATTERN } from '../file';
import { int, text } from './builders';

const count = () => int(0, 10_000_000);
const bytes = () => int(0, Number.MAX_SAFE_INTEGER);

/**
 * The uploader's standard fields, sent in the query of the test chunk (GET /api/file/chunk) and as the plain
 * multipart fields before `file` on POST /api/file/chunk. Numbers arrive as strings and are coerced.
 */
export const ChunkQuerySchema = Type.Object({
  /** 1-based */
  chunkNumber: Type.Optional(int(1, 10_000_000)),
  chunkSize: Type.Optional(count()),
  currentChunkSize: Type.Optional(count()),
  totalSize: bytes(),
  identifier: Type.String({ pattern: MD5_PATTERN }),
  filename: text(255),
  relativePath: Type.Optional(text(1000)),
  totalChunks: int(1, 10_000_000),
  /** the browser's MIME type of the file ('' when unknown) */
  fileType: Type.Optional(text(255)),
  /** without the dot */
  extension: Type.Optional(text(50)),
});

/** Body of POST /api/file/merge (application/x-www-form-urlencoded). */
export const MergeFormSchema = Type.Object({
  identifier: Type.String({ pattern: MD5_PATTERN }),
  /** the original name, '#' removed by the client */
  fileName: text(255, 1),
  fileSize: bytes(),
  fileType: Type.Optional(text(255)),
  extension: Type.Optional(text(50)),
  /** storage folder type; default annex */
  type: Type.Optional(text(50)),
  /** defaultPath or selfPath */
  pathType: Type.Optional(text(50)),
  isAccount: Type.Optional(int(0, 1)),
  folder: Type.Optional(text(200)),
});

/** One entry of the PackDownload body. */
export const PackDownloadItemSchema = Type.Object({
  fileId: text(255, 1),
  /** the name inside the zip; the stored original name when empty */
  fileName: Type.Optional(text(255)),
});

/** Body of POST /api/file/PackDownload/{type}: at most 500 files. */
export const PackDownloadBodySchema = Type.Array(PackDownloadItemSchema, { minItems: 1, maxItems: 500 });

/** Query of GET /api/file/Uploader/Preview; the reply is a URL string, '' when the type has no preview. */
export const PreviewQuerySchema = Type.Object({
  fileName: text(255, 1),
  fileVersionId: Type.Optional(text(100)),
  fileDownloadUrl: Type.Optional(text(2000)),
});
