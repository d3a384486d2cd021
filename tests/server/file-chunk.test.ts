import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChunkTestReply, DownloadReply, StoredFile } from '../../contract';
import { storageFor } from '../../server/storage';
import { createTestServer, type TestServer } from './harness';
import { MAX_CHUNK_BYTES, MAX_OPEN_UPLOADS } from '../../server/services/files/chunks';
import {
  chunkBytes,
  chunkFields,
  mergeForm,
  md5,
  postMultipart,
  randomContent,
  rawGet,
  sendChunk,
  type Part,
} from './fileHelpers';

let s: TestServer;
let admin: string;
const CHUNK = 1000;
const LIMIT = 20 * 1024 * 1024;

beforeAll(async () => {
  s = await createTestServer({ uploadMaxBytes: LIMIT });
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const testChunk = (file: Buffer, name: string) =>
  s.get<ChunkTestReply>('/api/file/chunk', { token: admin, query: chunkFields(file, name, CHUNK, 1) });

async function download(file: StoredFile): Promise<Buffer> {
  const link = await s.get<DownloadReply>(`/api/file/Download/annex/${file.fileId}`, { token: admin });
  expect(link.body.code).toBe(200);
  const got = await rawGet(s, link.body.data.url);
  expect(got.status).toBe(200);
  return got.body;
}

describe('chunked upload', () => {
  it('test chunk answers nothing stored, then the stored chunks, out of order and duplicated', async () => {
    const file = randomContent(3500);
    expect((await testChunk(file, 'a.bin')).body.data).toEqual({ chunkNumbers: [], merge: false });
    expect((await sendChunk(s, admin, file, 'a.bin', CHUNK, 3)).data).toEqual({ merge: false });
    expect((await sendChunk(s, admin, file, 'a.bin', CHUNK, 1)).data).toEqual({ merge: false });
    expect((await sendChunk(s, admin, file, 'a.bin', CHUNK, 1)).data).toEqual({ merge: false });
    expect((await testChunk(file, 'a.bin')).body.data).toEqual({ chunkNumbers: [1, 3], merge: false });
    expect((await sendChunk(s, admin, file, 'a.bin', CHUNK, 2)).data).toEqual({ merge: true });
    expect((await testChunk(file, 'a.bin')).body.data.chunkNumbers).toEqual([1, 2, 3]);
  });

  it('merges a 3-chunk file byte for byte, deletes the chunks, then answers instant upload', async () => {
    const file = randomContent(3500);
    for (const n of [2, 3, 1]) await sendChunk(s, admin, file, '报告.pdf.bin', CHUNK, n);
    const merged = await s.postForm<StoredFile>('/api/file/merge', mergeForm(file, '报告.pdf.bin'), { token: admin });
    expect(merged.body.code).toBe(200);
    const stored = merged.body.data;
    expect(stored).toMatchObject({ fileName: '报告.pdf.bin', fileSize: 3500, fileExtension: 'bin' });
    expect(stored.name).toBe(stored.fileId);
    expect(stored.url).toBe(`/api/file/Image/annex/${stored.fileId}`);
    expect((await download(stored)).equals(file)).toBe(true);
    expect((await storageFor(s.config).list('chunks/')).some((c) => c.key.includes(md5(file)))).toBe(false);

    // a chunk left from an earlier try does not stand in the way of the instant upload
    await sendChunk(s, admin, file, 'again.bin', CHUNK, 2);
    expect((await testChunk(file, 'again.bin')).body.data).toEqual({ chunkNumbers: [], merge: false, uploaded: true });
    const again = await s.postForm<StoredFile>('/api/file/merge', mergeForm(file, 'again.bin'), { token: admin });
    expect(again.body.code).toBe(200);
    expect(again.body.data.fileId).not.toBe(stored.fileId);
    expect((await storageFor(s.config).list('chunks/')).some((c) => c.key.includes(md5(file)))).toBe(false);
    expect((await download(again.body.data)).equals(file)).toBe(true);
    // one copy of the content however often it is uploaded
    const blobs = await storageFor(s.config).list('blobs/');
    expect(blobs.filter((b) => b.key.endsWith(md5(file)))).toHaveLength(1);
  });

  it('refuses a merge of chunks whose bytes do not hash to their identifier, leaving no chunk, tmp or blob', async () => {
    const file = randomContent(2500);
    const identifier = md5(randomContent(16));
    for (const n of [1, 2]) {
      const reply = await sendChunkWith(file, n, { identifier });
      expect(reply.code).toBe(200);
    }
    const merged = await s.postForm('/api/file/merge', mergeForm(file, 'y.bin', { identifier }), { token: admin });
    expect(merged.body).toMatchObject({ code: 400 });
    expect(merged.body.msg).toContain('MD5');
    const storage = storageFor(s.config);
    expect((await storage.list('chunks/')).some((c) => c.key.includes(identifier))).toBe(false);
    expect(await storage.list('tmp/')).toEqual([]);
    expect((await storage.list('blobs/')).some((b) => b.key.endsWith(identifier))).toBe(false);
  });

  it('answers two merges of one upload at once without a server error, storing it at least once', async () => {
    const file = randomContent(3500);
    for (const n of [1, 2, 3]) await sendChunk(s, admin, file, 'twice.bin', CHUNK, n);
    const form = mergeForm(file, 'twice.bin');
    const replies = await Promise.all(
      [1, 2].map(() => s.postForm<StoredFile>('/api/file/merge', form, { token: admin })),
    );
    const codes = replies.map((r) => r.body.code).sort();
    expect(codes[0]).toBe(200);
    expect([200, 400]).toContain(codes[1]);
    expect((await download(replies.find((r) => r.body.code === 200)!.body.data)).equals(file)).toBe(true);
  });

  it('refuses sizes above the limits and incomplete merges', async () => {
    const query = { ...chunkFields(randomContent(10), 'big.bin', CHUNK, 1), totalSize: String(LIMIT + 1) };
    const tooBig = await s.get('/api/file/chunk', { token: admin, query });
    expect(tooBig.body).toMatchObject({ code: 400, msg: '文件大小超过限制（20MB）' });
    // one chunk above twice the 5 MiB chunk size
    const huge = Buffer.alloc(MAX_CHUNK_BYTES + 1);
    const chunkTooBig = await sendChunkWith(huge, 1, { currentChunkSize: '' }, 'huge.bin', huge.length);
    expect(chunkTooBig).toMatchObject({ code: 400, msg: '分片大小超过限制' });
    expect((await storageFor(s.config).list('chunks/')).some((c) => c.key.includes(md5(huge)))).toBe(false);
    const file = randomContent(2500);
    await sendChunk(s, admin, file, 'half.bin', CHUNK, 1);
    const half = await s.postForm('/api/file/merge', mergeForm(file, 'half.bin'), { token: admin });
    expect(half.body).toMatchObject({ code: 400, msg: '文件分片不完整，请继续上传' });
    expect((await testChunk(file, 'half.bin')).body.data.chunkNumbers).toEqual([1]);
  });
});

describe('unfinished uploads of one user', () => {
  it(`are limited to ${MAX_OPEN_UPLOADS} at once; their own chunks still go in`, async () => {
    const lina = await s.login('lina', 'User1234');
    const files = Array.from({ length: MAX_OPEN_UPLOADS + 1 }, () => randomContent(2500));
    for (const file of files.slice(0, MAX_OPEN_UPLOADS)) {
      expect((await sendChunk(s, lina, file, 'open.bin', CHUNK, 1)).code).toBe(200);
    }
    const refused = await sendChunk(s, lina, files[MAX_OPEN_UPLOADS]!, 'open.bin', CHUNK, 1);
    expect(refused).toMatchObject({ code: 400, msg: '未完成的上传过多，请先完成或移除其他上传' });
    expect((await sendChunk(s, lina, files[0]!, 'open.bin', CHUNK, 2)).code).toBe(200);
    // another user is not affected
    expect((await sendChunk(s, admin, files[MAX_OPEN_UPLOADS]!, 'open.bin', CHUNK, 1)).code).toBe(200);
  });
});

/** Chunk `n` of `file` with some fields replaced (a forged identifier, a declared size…). */
function sendChunkWith(file: Buffer, n: number, extra: Record<string, string>, name = 'y.bin', size = CHUNK) {
  const fields = { ...chunkFields(file, name, size, n), ...extra };
  const parts: Part[] = Object.entries(fields).map(([field, value]) => ({ name: field, value }));
  parts.push({ name: 'file', value: chunkBytes(file, size, n), filename: 'blob' });
  return postMultipart<{ merge: boolean }>(s, '/api/file/chunk', parts, admin);
}
