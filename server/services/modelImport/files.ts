import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { DownloadReply } from '../../../contract';
import type { Db } from '../../db/client';
import { BizError } from '../../lib/envelope';
import { StorageMissing, type FileStorage } from '../../storage';
import { createTicket, TICKET_TTL_MINUTES } from '../fileTickets';
import { extensionOf, sanitiseName } from '../files/names';
import { MAX_BYTES, Msg } from './limits';
import { spreadsheetKind } from './workbook';

/**
 * Files of the import and export: the uploaded spreadsheet waits in the storage under the uploader's own folder
 * (`imports/<hash of the user>/<uuid>.xlsx`), so only that user's preview can read it; generated spreadsheets
 * go out through a signed download ticket on a stored copy. Both folders are swept of old files as new ones
 * arrive.
 */

export interface ImportFiles {
  db: Db;
  storage: FileStorage;
}

const IMPORT_TTL_MS = 24 * 60 * 60 * 1000;
const EXPORT_TTL_MS = 4 * TICKET_TTL_MINUTES * 60 * 1000;
const STORED_NAME = /^[0-9a-f-]{36}\.(xlsx|xls)$/;

const folderOf = (userId: string) => `imports/${createHash('sha256').update(userId).digest('hex').slice(0, 32)}/`;

async function sweep(storage: FileStorage, prefix: string, ageMs: number, now = Date.now()) {
  const old = (await storage.list(prefix)).filter((o) => now - o.modified.getTime() > ageMs);
  await Promise.all(old.map((o) => storage.delete(o.key)));
}

/** Reads an upload stream up to the limit; the multipart limit marks a longer file as truncated. */
export async function readUpload(file: AsyncIterable<unknown> & { truncated?: boolean }): Promise<Buffer> {
  const parts: Buffer[] = [];
  let total = 0;
  for await (const chunk of file) {
    total += (chunk as Buffer).length;
    if (total > MAX_BYTES) throw new BizError(Msg.tooLarge);
    parts.push(chunk as Buffer);
  }
  if (file.truncated) throw new BizError(Msg.tooLarge);
  return Buffer.concat(parts);
}

/** Keeps an uploaded xls/xlsx as the user's import file; answers its stored name. */
export async function keepImportFile(
  ctx: ImportFiles,
  userId: string,
  originalName: string,
  bytes: Buffer,
): Promise<DownloadReply> {
  const name = sanitiseName(originalName || 'file');
  const extension = extensionOf(name);
  if (extension !== 'xls' && extension !== 'xlsx') throw new BizError(Msg.wrongType);
  if (bytes.length === 0) throw new BizError('文件内容为空');
  if (bytes.length > MAX_BYTES) throw new BizError(Msg.tooLarge);
  const kind = spreadsheetKind(bytes);
  if (!kind) throw new BizError(Msg.unreadable);
  const folder = folderOf(userId);
  await sweep(ctx.storage, folder, IMPORT_TTL_MS);
  const stored = `${randomUUID()}.${kind}`;
  await ctx.storage.put(folder + stored, Readable.from([bytes]), bytes.length);
  const link = await createTicket(ctx.db, userId, {
    fileName: name,
    contentType: 'application/octet-stream',
    content: '',
    source: { kind: 'stored', key: folder + stored, size: bytes.length },
  });
  return { name: stored, url: link.url };
}

/** The user's import file by the name Uploader gave; another user's name is simply not found. */
export async function readImportFile(storage: FileStorage, userId: string, name: string): Promise<Buffer> {
  if (!STORED_NAME.test(name)) throw new BizError(Msg.fileGone);
  try {
    const stream = await storage.get(folderOf(userId) + name);
    const parts: Buffer[] = [];
    for await (const chunk of stream) parts.push(chunk as Buffer);
    return Buffer.concat(parts);
  } catch (error) {
    if (error instanceof StorageMissing) throw new BizError(Msg.fileGone);
    throw error;
  }
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A generated spreadsheet as `{name, url}`: stored, then offered through a short-lived signed link. */
export async function offerSpreadsheet(
  ctx: ImportFiles,
  userId: string,
  fileName: string,
  bytes: Buffer,
): Promise<DownloadReply> {
  await sweep(ctx.storage, 'exports/', EXPORT_TTL_MS);
  const key = `exports/${randomUUID()}.xlsx`;
  await ctx.storage.put(key, Readable.from([bytes]), bytes.length);
  return createTicket(ctx.db, userId, {
    fileName: sanitiseName(fileName),
    contentType: XLSX_TYPE,
    content: '',
    source: { kind: 'stored', key, size: bytes.length },
  });
}

/** yyyyMMddHHmmss in server time, for file names. */
export const stamp = (d = new Date()) =>
  [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()]
    .map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0'))
    .join('');
