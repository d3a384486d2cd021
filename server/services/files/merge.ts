import type { MergeForm, StoredFile } from '../../../contract';
import { BizError } from '../../lib/envelope';
import type { SessionUser } from '../../lib/sessions';
import { chunkFolder, dropChunks, sizeText, storedChunks } from './chunks';
import { extensionOf, sanitiseName, storageType } from './names';
import { claimedExtension, checkType, sniff } from './sniff';
import { finishFile, hashing, headOf, ownedCopy, tempKey, type FileContext } from './store';

/**
 * POST /api/file/merge: the chunks in order, streamed into one object while hashing (never the whole file in
 * memory), kept only when the MD5 equals the identifier. A refused merge deletes the chunks and the partial
 * object; chunks still missing are kept so the client can resume.
 */
export async function mergeUpload(ctx: FileContext, user: SessionUser, form: MergeForm): Promise<StoredFile> {
  const md5 = form.identifier.toLowerCase();
  const originalName = sanitiseName(form.fileName);
  const extension = claimedExtension(extensionOf(originalName), form.extension);
  const type = storageType(form.type);
  if (form.fileSize > ctx.config.uploadMaxBytes) {
    throw new BizError(`文件大小超过限制（${sizeText(ctx.config.uploadMaxBytes)}）`);
  }
  const folder = chunkFolder(user, md5);
  const chunks = await storedChunks(ctx.storage, folder);
  const base = { ownerId: user.id, type, originalName, extension, md5 };
  const bytes = chunks.reduce((sum, c) => sum + c.size, 0);
  const complete =
    chunks.length > 0 && bytes === form.fileSize && chunks.every((chunk, i) => chunk.key === `${folder}${i + 1}`);
  if (!complete) {
    // instant upload: this user already stored the same content (the test chunk answered `uploaded`)
    const copy = await ownedCopy(ctx.db, user.id, md5);
    if (!copy) throw new BizError(chunks.length ? '文件分片不完整，请继续上传' : '文件分片不存在，请重新上传');
    await dropChunks(ctx.storage, folder);
    const head = await headOf(ctx.storage, copy.storageKey);
    return finishFile(ctx, null, { ...base, size: copy.size, head });
  }
  const head = await headOf(ctx.storage, chunks[0]!.key);
  try {
    checkType(extension, await sniff(head), type);
  } catch (error) {
    await dropChunks(ctx.storage, folder);
    throw error;
  }
  const tmp = tempKey();
  const { stream, digest } = hashing(
    concatenated(
      ctx,
      chunks.map((c) => c.key),
    ),
  );
  try {
    await ctx.storage.put(tmp, stream, bytes);
  } catch {
    await ctx.storage.delete(tmp);
    throw new BizError('文件合并失败，请重新上传');
  }
  const actual = digest();
  await dropChunks(ctx.storage, folder);
  if (actual !== md5) {
    await ctx.storage.delete(tmp);
    throw new BizError('文件校验失败：内容的MD5与identifier不一致，请重新上传');
  }
  return finishFile(ctx, tmp, { ...base, size: bytes, head });
}

async function* concatenated(ctx: FileContext, keys: string[]): AsyncGenerator<Buffer> {
  for (const key of keys) {
    const part = await ctx.storage.get(key);
    for await (const piece of part) yield piece as Buffer;
  }
}
