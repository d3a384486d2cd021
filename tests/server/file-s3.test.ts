import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChunkTestReply, DownloadReply, PackDownloadReply, StoredFile } from '../../contract';
import { sweepChunks } from '../../server/services/files/chunks';
import { storageFor, usesS3 } from '../../server/storage';
import { createTestServer, type TestServer } from './harness';
import {
  chunkFields,
  mergeForm,
  pngBytes,
  postMultipart,
  randomContent,
  rawGet,
  sendChunk,
  unzip,
  type Part,
} from './fileHelpers';

/** The same upload paths against an S3-compatible server (s3rver, an S3 emulator on a local folder). */

let s: TestServer;
let admin: string;
let s3: S3rver;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'jnpf-s3-test-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: folder,
    configureBuckets: [{ name: 'files', configs: [] }],
  });
  const { port } = await s3.run();
  s = await createTestServer({
    s3: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'files',
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      region: 'us-east-1',
    },
  });
  admin = await s.login('admin', 'Admin123');
});
afterAll(async () => {
  await s.close();
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('uploads on S3-compatible storage', () => {
  it('stores chunks and the merged file in the bucket, downloads them byte for byte', async () => {
    expect(usesS3(s.config)).toBe(true);
    const file = randomContent(3500);
    for (const n of [3, 1, 2, 2]) expect((await sendChunk(s, admin, file, 'b.bin', 1000, n)).code).toBe(200);
    const query = chunkFields(file, 'b.bin', 1000, 1);
    const test = await s.get<ChunkTestReply>('/api/file/chunk', { token: admin, query });
    expect(test.body.data.chunkNumbers).toEqual([1, 2, 3]);
    const merged = await s.postForm<StoredFile>('/api/file/merge', mergeForm(file, 'b.bin'), { token: admin });
    expect(merged.body.code).toBe(200);
    const link = await s.get<DownloadReply>(`/api/file/Download/annex/${merged.body.data.fileId}`, { token: admin });
    expect((await rawGet(s, link.body.data.url)).body.equals(file)).toBe(true);
    const storage = storageFor(s.config);
    expect(await storage.list('chunks/')).toEqual([]);
    expect(await storage.list('tmp/')).toEqual([]);
  });

  it('refuses a wrong MD5 leaving nothing, makes thumbnails, zips, sweeps', async () => {
    const file = randomContent(1500);
    const forged = { ...chunkFields(file, 'c.bin', 1000, 1), identifier: 'f'.repeat(32) };
    const parts: Part[] = Object.entries(forged).map(([name, value]) => ({ name, value }));
    parts.push({ name: 'file', value: file, filename: 'blob' });
    expect((await postMultipart(s, '/api/file/chunk', parts, admin)).code).toBe(200);
    const bad = await s.postForm('/api/file/merge', mergeForm(file, 'c.bin', { identifier: 'f'.repeat(32) }), {
      token: admin,
    });
    expect(bad.body).toMatchObject({ code: 400, msg: '文件校验失败：内容的MD5与identifier不一致，请重新上传' });
    expect(await storageFor(s.config).list('chunks/')).toEqual([]);
    expect(await storageFor(s.config).list('tmp/')).toEqual([]);
    await sendChunk(s, admin, file, 'c.bin', 1000, 1);
    const png = await postMultipart<StoredFile>(
      s,
      '/api/file/Uploader/annexpic',
      [{ name: 'file', value: pngBytes(40, 30), filename: 'p.png' }],
      admin,
    );
    expect(png.data.thumbUrl).toBeDefined();
    expect((await rawGet(s, png.data.thumbUrl!)).headers['content-type']).toBe('image/png');
    const pack = await s.postJson<PackDownloadReply>('/api/file/PackDownload/annexpic', [{ fileId: png.data.fileId }], {
      token: admin,
    });
    const zip = unzip((await rawGet(s, pack.body.data.downloadVo.url)).body);
    expect(zip.get('p.png')!.equals(pngBytes(40, 30))).toBe(true);
    const storage = storageFor(s.config);
    expect((await storage.list('chunks/')).length).toBe(1);
    expect(await sweepChunks(storage, 1, Date.now() + 120_000)).toBe(1);
    expect(await storage.list('chunks/')).toEqual([]);
  });
});
