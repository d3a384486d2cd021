import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { StoredFile } from '../../../contract';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';
import type { FileStorage } from '../../storage';
import { checkType, sniff, SNIFF_BYTES } from './sniff';
import { ensureThumbnail } from './thumbs';
import { newStoredName } from './names';

/**
 * Stored files (docs/contract.md "Files"): the bytes under `blobs/<md5>` once per content, one stored_files row
 * per upload. Every write lands under `tmp/` first and becomes a blob only once its MD5 and type are checked,
 * so a refused upload leaves nothing behind.
 */

export interface FileContext {
  db: Db;
  storage: FileStorage;
  config: AppConfig;
}

export type StoredRow = typeof storedFiles.$inferSelect;

export const blobKeyOf = (md5: string) => `blobs/${md5.slice(0, 2)}/${md5}`;
export const tempKey = () => `tmp/${randomUUID()}`;

export function toWire(row: StoredRow): StoredFile {
  const url = `/api/file/Image/${row.type}/${row.id}`;
  return {
    name: row.id,
    fileId: row.id,
    fileName: row.originalName,
    url,
    fileSize: row.size,
    fileExtension: row.extension,
    ...(row.thumbKey ? { thumbUrl: `${url}?thumb=1` } : {}),
  };
}

/** The first bytes of a stored object (for sniffing), without reading the rest. */
export async function headOf(storage: FileStorage, key: string): Promise<Buffer> {
  const stream = await storage.get(key);
  const parts: Buffer[] = [];
  let total = 0;
  for await (const part of stream) {
    parts.push(part as Buffer);
    total += (part as Buffer).length;
    if (total >= SNIFF_BYTES) break;
  }
  stream.destroy();
  return Buffer.concat(parts).subarray(0, SNIFF_BYTES);
}

/** A stored file of this user with this content, for the instant upload. */
export async function ownedCopy(db: Db, userId: string, md5: string): Promise<StoredRow | undefined> {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.md5, md5.toLowerCase()), eq(storedFiles.ownerId, userId)))
    .limit(1);
  return row;
}

/** A stream that hashes what flows through it; `digest()` once it has ended. */
export function hashing(source: AsyncIterable<Buffer>): { stream: Readable; digest: () => string } {
  const hash = createHash('md5');
  async function* pass() {
    for await (const chunk of source) {
      hash.update(chunk);
      yield chunk;
    }
  }
  return { stream: Readable.from(pass(), { objectMode: false }), digest: () => hash.digest('hex') };
}

export interface NewFile {
  ownerId: string;
  type: string;
  originalName: string;
  extension: string;
  size: number;
  md5: string;
  head: Buffer;
}

/**
 * Turns checked bytes under `tmp` into a stored file: refuses a type that does not fit (deleting `tmp`), keeps
 * one blob per content (a second copy is simply dropped), makes the thumbnail of an image, writes the row.
 */
export async function finishFile(ctx: FileContext, tmp: string | null, file: NewFile): Promise<StoredFile> {
  const sniffed = await sniff(file.head);
  try {
    checkType(file.extension, sniffed, file.type);
  } catch (error) {
    if (tmp) await ctx.storage.delete(tmp);
    throw error;
  }
  const blobKey = blobKeyOf(file.md5);
  if (tmp) {
    if (await ctx.storage.exists(blobKey)) await ctx.storage.delete(tmp);
    else await ctx.storage.move(tmp, blobKey);
  }
  const thumbKey = await ensureThumbnail(ctx.storage, blobKey, file.md5, sniffed.mime, file.size);
  // a name without an extension gets the sniffed one (an avatar URL, for one, must end in the image's type)
  const extension = file.extension || sniffed.ext;
  const [row] = await ctx.db
    .insert(storedFiles)
    .values({
      id: newStoredName(extension),
      type: file.type,
      ownerId: file.ownerId,
      originalName: file.originalName,
      size: file.size,
      extension,
      mime: sniffed.mime,
      md5: file.md5,
      storageKey: blobKey,
      thumbKey,
    })
    .returning();
  return toWire(row!);
}

/** A stored file by its stored name. */
export async function findStored(db: Db, name: string): Promise<StoredRow | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, name)).limit(1);
  return row;
}
