import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ChunkTestReply, type ChunkUploadReply, type MergeForm, type StoredFile } from '../../../contract';
import { ChunkQuerySchema, MergeFormSchema } from '../../../contract/schemas';
import { BizError, ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import {
  afterChunk,
  assertRoomForUpload,
  chunkFolder,
  MAX_CHUNK_BYTES,
  readChunkFields,
  testChunks,
  type ChunkFields,
} from '../../services/files/chunks';
import { mergeUpload } from '../../services/files/merge';
import { extensionOf } from '../../services/files/names';
import { checkExtension, claimedExtension } from '../../services/files/sniff';
import { ownedCopy, type FileContext } from '../../services/files/store';

/** GET and POST /api/file/chunk (test chunk, chunk upload) and POST /api/file/merge (docs/contract.md "Files"). */
export async function chunkRoutes(app: FastifyInstance, ctx: FileContext): Promise<void> {
  app.get<{ Querystring: Record<string, string> }>(
    '/api/file/chunk',
    { schema: { querystring: ChunkQuerySchema } },
    async (request) => {
      const user = requireUser(request);
      const fields = readChunkFields(request.query, ctx.config);
      checkExtension(claimedExtension(extensionOf(fields.filename), fields.extension));
      const owned = (await ownedCopy(ctx.db, user.id, fields.identifier)) !== undefined;
      return ok<ChunkTestReply>(await testChunks(ctx.storage, user, fields, owned));
    },
  );

  app.post('/api/file/chunk', async (request) => {
    const user = requireUser(request);
    if (!request.isMultipart()) throw new BizError('请上传文件');
    const merge = await receiveChunk(request, ctx, async (fields) => {
      await assertRoomForUpload(ctx.storage, user, fields.identifier);
      return chunkFolder(user, fields.identifier);
    });
    return ok<ChunkUploadReply>({ merge });
  });

  app.post<{ Body: MergeForm }>('/api/file/merge', { schema: { body: MergeFormSchema } }, async (request) => {
    const user = requireUser(request);
    return ok<StoredFile>(await mergeUpload(ctx, user, request.body), '上传成功');
  });
}

const tooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** Reads the plain fields, then stores the `file` part as one chunk; answers whether all chunks are stored. */
async function receiveChunk(
  request: FastifyRequest,
  ctx: FileContext,
  folderOf: (fields: ChunkFields) => Promise<string>,
): Promise<boolean> {
  const raw: Record<string, unknown> = {};
  let merge: boolean | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_CHUNK_BYTES, files: 1, fields: 30 } })) {
      if (part.type === 'field') raw[part.fieldname] = part.value;
      else merge = await storeChunk(ctx, part, raw, folderOf);
    }
  } catch (error) {
    if (error instanceof BizError) throw error;
    if (tooLarge(error)) throw new BizError('分片大小超过限制');
    throw new BizError('分片上传失败，请重试');
  }
  if (merge === null) throw new BizError('请上传文件');
  return merge;
}

async function storeChunk(
  ctx: FileContext,
  part: MultipartFile,
  raw: Record<string, unknown>,
  folderOf: (fields: ChunkFields) => Promise<string>,
): Promise<boolean> {
  let fields: ChunkFields;
  let folder: string;
  try {
    fields = readChunkFields(raw, ctx.config);
    checkExtension(claimedExtension(extensionOf(fields.filename), fields.extension));
    folder = await folderOf(fields);
  } catch (error) {
    part.file.resume();
    throw error;
  }
  const key = `${folder}${fields.chunkNumber}`;
  let written: number;
  try {
    written = await ctx.storage.put(key, part.file);
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
  if (part.file.truncated) {
    await ctx.storage.delete(key);
    throw new BizError('分片大小超过限制');
  }
  return afterChunk(ctx.storage, folder, fields, written);
}
