import { createHash } from 'node:crypto';
import type { ChunkTestReply } from '../../../contract';
import type { AppConfig } from '../../config';
import { BizError } from '../../lib/envelope';
import type { SessionUser } from '../../lib/sessions';
import type { FileStorage, StoredObject } from '../../storage';

/**
 * Chunks of unfinished uploads (vue-simple-uploader protocol, docs/contract.md "Files"). They sit in the shared
 * storage, so any server process may take any chunk, under `chunks/<user>/<identifier>/<n>`: per user, so that
 * one user's chunks never mix with another's upload of the same file.
 */

/** The largest chunk: the last one of a file is cut up to twice the 5 MiB chunk size. */
export const MAX_CHUNK_BYTES = 2 * 5_242_880;
export const MAX_CHUNKS = 10_000;
/** Unfinished uploads one user may have at once (each at most UPLOAD_MAX_BYTES until the sweep). */
export const MAX_OPEN_UPLOADS = 20;

export interface ChunkFields {
  identifier: string;
  chunkNumber: number;
  totalChunks: number;
  totalSize: number;
  currentChunkSize?: number;
  filename: string;
  extension?: string;
}

const userFolder = (user: SessionUser) => `chunks/${createHash('sha256').update(user.id).digest('hex').slice(0, 24)}/`;
export const chunkFolder = (user: SessionUser, identifier: string) => `${userFolder(user)}${identifier.toLowerCase()}/`;

/** Before the first chunk of a new upload: refuses it when the user already has too many unfinished ones. */
export async function assertRoomForUpload(storage: FileStorage, user: SessionUser, identifier: string) {
  const mine = await storage.list(userFolder(user));
  const open = new Set(mine.map((o) => o.key.split('/')[2]));
  if (!open.has(identifier.toLowerCase()) && open.size >= MAX_OPEN_UPLOADS) {
    throw new BizError('未完成的上传过多，请先完成或移除其他上传');
  }
}

const numberOf = (object: StoredObject) => Number(object.key.slice(object.key.lastIndexOf('/') + 1));

/** Stored chunks of an upload, by number, ignoring anything that is not a chunk. */
export async function storedChunks(storage: FileStorage, folder: string): Promise<StoredObject[]> {
  const found = await storage.list(folder);
  return found
    .filter((o) => /^\d{1,5}$/.test(o.key.slice(o.key.lastIndexOf('/') + 1)))
    .sort((a, b) => numberOf(a) - numberOf(b));
}

const int = (raw: unknown, name: string, min: number, max: number): number => {
  const n = typeof raw === 'number' ? raw : Number(String(raw ?? '').trim());
  if (String(raw ?? '').trim() === '' || !Number.isInteger(n) || n < min || n > max) {
    throw new BizError(`参数错误：${name}不合法`);
  }
  return n;
};

/** The uploader's fields of a test chunk or a chunk upload, checked against the limits. */
export function readChunkFields(raw: Record<string, unknown>, config: AppConfig): ChunkFields {
  const identifier = String(raw.identifier ?? '');
  if (!/^[0-9a-fA-F]{32}$/.test(identifier)) throw new BizError('参数错误：identifier必须是文件的MD5');
  const totalSize = int(raw.totalSize, 'totalSize', 0, Number.MAX_SAFE_INTEGER);
  if (totalSize > config.uploadMaxBytes) throw new BizError(`文件大小超过限制（${sizeText(config.uploadMaxBytes)}）`);
  const totalChunks = int(raw.totalChunks, 'totalChunks', 1, MAX_CHUNKS);
  const chunkNumber = raw.chunkNumber === undefined ? 1 : int(raw.chunkNumber, 'chunkNumber', 1, totalChunks);
  const current = raw.currentChunkSize;
  return {
    identifier: identifier.toLowerCase(),
    chunkNumber,
    totalChunks,
    totalSize,
    currentChunkSize:
      current === undefined || current === '' ? undefined : int(current, 'currentChunkSize', 0, MAX_CHUNK_BYTES),
    filename: String(raw.filename ?? ''),
    extension: raw.extension === undefined ? undefined : String(raw.extension),
  };
}

export function sizeText(bytes: number): string {
  if (bytes >= 1024 ** 3 && bytes % 1024 ** 3 === 0) return `${bytes / 1024 ** 3}GB`;
  if (bytes >= 1024 ** 2) return `${Math.round((bytes / 1024 ** 2) * 10) / 10}MB`;
  return `${Math.round((bytes / 1024) * 10) / 10}KB`;
}

/** Test chunk: the chunks already stored, or `uploaded` when the user already has this file (instant upload). */
export async function testChunks(
  storage: FileStorage,
  user: SessionUser,
  fields: ChunkFields,
  alreadyOwned: boolean,
): Promise<ChunkTestReply> {
  if (alreadyOwned) return { chunkNumbers: [], merge: false, uploaded: true };
  const chunks = await storedChunks(storage, chunkFolder(user, fields.identifier));
  return { chunkNumbers: chunks.map(numberOf), merge: false };
}

/**
 * After a chunk is written: refuses (and deletes) it when its size does not fit, answers whether every chunk is
 * stored. The bytes of all chunks together may not exceed the declared total size, so an upload can never
 * take more room than the size it announced (and that announced size is within the limit).
 */
export async function afterChunk(
  storage: FileStorage,
  folder: string,
  fields: ChunkFields,
  written: number,
): Promise<boolean> {
  const key = `${folder}${fields.chunkNumber}`;
  const refuse = async (message: string) => {
    await storage.delete(key);
    throw new BizError(message);
  };
  if (fields.currentChunkSize !== undefined && written !== fields.currentChunkSize) {
    await refuse('分片大小与currentChunkSize不符');
  }
  if (written === 0 && fields.totalSize > 0) await refuse('分片内容为空');
  const chunks = await storedChunks(storage, folder);
  const bytes = chunks.reduce((sum, c) => sum + c.size, 0);
  if (bytes > fields.totalSize) await refuse('分片总大小超过totalSize');
  return chunks.filter((c) => numberOf(c) <= fields.totalChunks).length === fields.totalChunks;
}

/** Deletes every chunk of an upload. */
export async function dropChunks(storage: FileStorage, folder: string): Promise<void> {
  for (const chunk of await storage.list(folder)) await storage.delete(chunk.key);
}

/** Deletes chunks (and interrupted writes) older than the TTL; answers how many objects went. */
export async function sweepChunks(storage: FileStorage, ttlMinutes: number, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const prefix of ['chunks/', 'tmp/']) {
    for (const object of await storage.list(prefix)) {
      if (now - object.modified.getTime() < ttlMinutes * 60_000) continue;
      await storage.delete(object.key);
      removed++;
    }
  }
  return removed;
}
