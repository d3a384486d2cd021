import type { Static } from 'typebox';
import type {
  ChunkQuerySchema,
  MergeFormSchema,
  PackDownloadItemSchema,
  PackDownloadBodySchema,
  PreviewQuerySchema,
} from './schemas/file';
import type { DownloadReply } from './reply';

/**
 * Wire types of /api/file (docs/contract.md, "Files"): the chunked, resumable upload (vue-simple-uploader
 * protocol, identifier = the whole file's MD5), the single-request upload, stored-file images, signed downloads,
 * zip downloads and previews.
 */

/** Size of every chunk but the last (the last is between 1 byte and 2 × CHUNK_SIZE - 1, as the uploader cuts it). */
export const CHUNK_SIZE = 5_242_880;
/** The client hashes the file in slices of this many bytes (spark-md5) before the first chunk. */
export const HASH_SLICE_SIZE = 10_240_000;
/**
 * Extensions the contract lists for Uploader/Preview. The reference server previews those a browser shows by
 * itself (pdf and the images) through a signed inline link and answers '' for office documents (they need an
 * external converter) and every other type.
 */
export const PREVIEW_EXTENSIONS = [
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'pdf',
  'jpg',
  'jpeg',
  'gif',
  'png',
  'bmp',
] as const;
/** The storage type of user avatars (Uploader/userAvatar): always an image, readable by every signed-in user. */
export const AVATAR_TYPE = 'userAvatar';

/** A lower-case hex MD5: the uploader's `identifier`. */
export const MD5_PATTERN = '^[0-9a-fA-F]{32}$';
/** Storage folder types: annex, annexpic, document, userAvatar… (letters, digits, _ and -). */
export const FILE_TYPE_PATTERN = '^[A-Za-z0-9_-]{1,50}$';

/**
 * The uploader's standard fields, sent in the query of the test chunk (GET /api/file/chunk) and as the plain
 * multipart fields before `file` on POST /api/file/chunk. Numbers arrive as strings and are coerced.
 */
export type ChunkQuery = Static<typeof ChunkQuerySchema>;

/** Reply of GET /api/file/chunk (the test chunk). */
export interface ChunkTestReply {
  /** 1-based numbers of the chunks already stored: the client skips them */
  chunkNumbers: number[];
  merge: false;
  /** the whole file (same MD5) is already stored: skip every chunk and go straight to merge (instant upload) */
  uploaded?: true;
}

/** Reply of POST /api/file/chunk: true once every chunk of the file is stored (the client then calls merge). */
export interface ChunkUploadReply {
  merge: boolean;
}

/** Body of POST /api/file/merge (application/x-www-form-urlencoded). */
export type MergeForm = Static<typeof MergeFormSchema>;

/** Optional plain fields of POST /api/file/Uploader/{type} next to `file`. */
export interface UploaderFields {
  pathType?: string;
  isAccount?: string;
  folder?: string;
}

/**
 * A stored file: the reply of merge and of Uploader/{type}. `name` and `fileId` are both the stored name (the
 * key of Image, Download, PackDownload and Preview); `fileName` is the original name the user chose.
 */
export interface StoredFile {
  name: string;
  fileId: string;
  /** the original name (sanitised) */
  fileName: string;
  /** /api/file/Image/{type}/{name}, relative to the API base; needs the token unless the type is an image type */
  url: string;
  fileSize: number;
  /** lower case, without the dot */
  fileExtension: string;
  /** raster images only: /api/file/Image/{type}/{name}?thumb=1, a PNG of at most 200 × 200 made by the server */
  thumbUrl?: string;
  fileVersionId?: string;
}

/** One entry of the PackDownload body. */
export type PackDownloadItem = Static<typeof PackDownloadItemSchema>;

/** Body of POST /api/file/PackDownload/{type}: at most 500 files. */
export type PackDownloadBody = Static<typeof PackDownloadBodySchema>;

/** Reply of PackDownload: the zip's name (文件<yyyyMMddHHmmss>.zip) and its signed, streamed download. */
export interface PackDownloadReply {
  downloadName: string;
  downloadVo: DownloadReply;
}

/** Reply of GET /api/file/Download/{type}/{fileName}: a signed link valid a few minutes. */
export type FileDownloadReply = DownloadReply;

/** Query of GET /api/file/Uploader/Preview; the reply is a URL string, '' when the type has no preview. */
export type PreviewQuery = Static<typeof PreviewQuerySchema>;
export type PreviewReply = string;
