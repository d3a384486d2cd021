import type { Readable } from 'node:stream';
import type { StoredFile } from '../../../contract';
import { BizError } from '../../lib/envelope';
import type { SessionUser } from '../../lib/sessions';
import { sizeText } from './chunks';
import { extensionOf, sanitiseName } from './names';
import { checkType, sniff, SNIFF_BYTES } from './sniff';
import { finishFile, hashing, tempKey, type FileContext } from './store';

/**
 * POST /api/file/Uploader/{type}: one file in one request (images, avatars, small attachments), streamed to
 * `tmp/` while hashed, then checked and stored like a merged upload. `imgToBase64` answers a data URL instead.
 */

/** Keeps the first bytes that flow through, for sniffing. */
async function* capturing(source: AsyncIterable<Buffer>, head: Buffer[]): AsyncGenerator<Buffer> {
  let kept = 0;
  for await (const chunk of source) {
    if (kept < SNIFF_BYTES) {
      head.push(chunk.subarray(0, SNIFF_BYTES - kept));
      kept += Math.min(chunk.length, SNIFF_BYTES - kept);
    }
    yield chunk;
  }
}

export interface UploadPart {
  filename: string;
  file: Readable & { truncated?: boolean };
}

export async function storeSingle(
  ctx: FileContext,
  user: SessionUser,
  type: string,
  part: UploadPart,
): Promise<StoredFile> {
  const originalName = sanitiseName(part.filename || 'file');
  const extension = extensionOf(originalName);
  const head: Buffer[] = [];
  const { stream, digest } = hashing(capturing(part.file, head));
  const tmp = tempKey();
  let size: number;
  try {
    size = await ctx.storage.put(tmp, stream);
    if (part.file.truncated) throw new BizError(`文件大小超过限制（${sizeText(ctx.config.uploaderMaxBytes)}）`);
  } catch (error) {
    await ctx.storage.delete(tmp);
    throw error;
  }
  if (size === 0) {
    await ctx.storage.delete(tmp);
    throw new BizError('文件内容为空');
  }
  const file = { ownerId: user.id, type, originalName, extension, size, md5: digest(), head: Buffer.concat(head) };
  return finishFile(ctx, tmp, file);
}

/** imgToBase64: the image as a data URL (nothing stored). */
export async function imageDataUrl(part: UploadPart, limit: number): Promise<string> {
  const parts: Buffer[] = [];
  let total = 0;
  for await (const chunk of part.file) {
    total += (chunk as Buffer).length;
    if (total > limit) throw new BizError(`文件大小超过限制（${sizeText(limit)}）`);
    parts.push(chunk as Buffer);
  }
  const bytes = Buffer.concat(parts);
  const sniffed = await sniff(bytes.subarray(0, SNIFF_BYTES));
  checkType(extensionOf(part.filename), sniffed, 'imgToBase64');
  return `data:${sniffed.mime};base64,${bytes.toString('base64')}`;
}
