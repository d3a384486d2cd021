import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChunkTestReply, StoredFile } from '../../contract';
import { sweepChunks } from '../../server/services/files/chunks';
import { storageFor } from '../../server/storage';
import { createTestServer, type TestServer } from './harness';
import { chunkFields, pngBytes, postMultipart, randomContent, rawGet, sendChunk } from './fileHelpers';

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const upload = <T = StoredFile>(type: string, filename: string, bytes: Buffer, token = admin) =>
  postMultipart<T>(
    s,
    `/api/file/Uploader/${type}`,
    [
      { name: 'pathType', value: 'defaultPath' },
      { name: 'isAccount', value: '0' },
      { name: 'file', value: bytes, filename },
    ],
    token,
  );

describe('single uploads', () => {
  it('stores an image with a server-made thumbnail, both served without a token', async () => {
    const png = pngBytes(300, 240);
    const reply = await upload('annexpic', '图片.png', png);
    expect(reply.code).toBe(200);
    const file = reply.data;
    expect(file).toMatchObject({ fileName: '图片.png', fileExtension: 'png', fileSize: png.length });
    expect(file.url).toBe(`/api/file/Image/annexpic/${file.fileId}`);
    expect(file.thumbUrl).toBe(`${file.url}?thumb=1`);

    const full = await rawGet(s, file.url);
    expect(full.headers['content-type']).toBe('image/png');
    expect(full.body.equals(png)).toBe(true);
    const thumb = await rawGet(s, file.thumbUrl!);
    expect(thumb.headers['content-type']).toBe('image/png');
    const meta = await sharp(thumb.body).metadata();
    expect([meta.width, meta.height]).toEqual([200, 160]);
    // the type in the URL must be the file's own
    const wrongType = await rawGet(s, `/api/file/Image/annex/${file.fileId}`);
    expect(JSON.parse(wrongType.body.toString()).code).toBe(400);
  });

  it('takes avatars as images only, readable by every signed-in user', async () => {
    const avatar = await upload('userAvatar', 'me.png', pngBytes(64, 64));
    expect(avatar.code).toBe(200);
    expect(avatar.data.url).toBe(`/api/file/Image/userAvatar/${avatar.data.fileId}`);
    const staff = await s.login('zhangwei', 'User1234');
    const link = await s.get(`/api/file/Download/userAvatar/${avatar.data.fileId}`, { token: staff });
    expect(link.body.code).toBe(200);
    const bare = await upload('userAvatar', 'avatar', pngBytes(8, 8));
    expect(bare.data.fileId).toMatch(/\.png$/);
    const text = await upload('userAvatar', 'me.png', Buffer.from('not an image'));
    expect(text).toMatchObject({ code: 400 });
    const renamed = await upload('userAvatar', 'me.txt', Buffer.from('not an image'));
    expect(renamed).toMatchObject({ code: 400, msg: '请上传图片' });
  });

  it('answers a data URL for imgToBase64 and stores nothing', async () => {
    const png = pngBytes(2, 2);
    const reply = await upload<string>('imgToBase64', 'x.png', png);
    expect(reply.data).toBe(`data:image/png;base64,${png.toString('base64')}`);
  });

  it('stores identical content once and answers instant upload to its owner only', async () => {
    const bytes = randomContent(3000);
    const first = await upload('annex', 'one.bin', bytes);
    const second = await upload('annex', 'two.bin', bytes);
    expect(first.data.fileId).not.toBe(second.data.fileId);
    const blobs = (await storageFor(s.config).list('blobs/')).filter((b) => b.size === 3000);
    expect(blobs).toHaveLength(1);
    const query = chunkFields(bytes, 'three.bin', 1000, 1);
    const mine = await s.get<ChunkTestReply>('/api/file/chunk', { token: admin, query });
    expect(mine.body.data.uploaded).toBe(true);
    const staff = await s.login('zhangwei', 'User1234');
    const theirs = await s.get<ChunkTestReply>('/api/file/chunk', { token: staff, query });
    expect(theirs.body.data).toEqual({ chunkNumbers: [], merge: false });
  });
});

describe('unfinished uploads', () => {
  it('are swept once older than the configured time', async () => {
    const file = randomContent(2500);
    await sendChunk(s, admin, file, 'left.bin', 1000, 1);
    const query = chunkFields(file, 'left.bin', 1000, 1);
    const storage = storageFor(s.config);
    expect(await sweepChunks(storage, 60)).toBe(0);
    expect((await s.get<ChunkTestReply>('/api/file/chunk', { token: admin, query })).body.data.chunkNumbers).toEqual([
      1,
    ]);
    expect(await sweepChunks(storage, 60, Date.now() + 61 * 60_000)).toBeGreaterThan(0);
    expect((await s.get<ChunkTestReply>('/api/file/chunk', { token: admin, query })).body.data.chunkNumbers).toEqual(
      [],
    );
  });
});
