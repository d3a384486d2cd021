import type { UploadTask } from '../../renderers';
import { CHUNK_SIZE } from './chunkPlan';
import { FakeUploadServer } from './fakeUploadServer';
import { UploadQueue } from './uploadQueue';

const MB = 1024 * 1024;
/** a file of `chunks` chunks (the last one 1 MiB longer than the others) */
const fileOf = (name: string, chunks: number) => new File([new Uint8Array(chunks * CHUNK_SIZE + MB)], name);
const md5Of = (file: Blob) => (file as File).name.padEnd(32, '0').slice(0, 32);
const flush = () => vi.advanceTimersByTimeAsync(0);

function setup(options: { parallel?: number } = {}) {
  const server = new FakeUploadServer();
  const notify = vi.fn();
  const hash = vi.fn(async (file: Blob) => md5Of(file));
  const queue = new UploadQueue({ transport: server, hash, notify, parallel: options.parallel ?? 3 });
  return { server, notify, hash, queue };
}

function statuses(task: UploadTask): string[] {
  const seen: string[] = [task.status];
  task.subscribe((t) => {
    if (seen[seen.length - 1] !== t.status) seen.push(t.status);
  });
  return seen;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('upload queue', () => {
  test('hash, test call, every chunk, then merge once a chunk reply says merge: true', async () => {
    const { server, queue, hash } = setup();
    const task = queue.start(fileOf('a.bin', 3), { type: 'annex' });
    const seen = statuses(task);
    expect(task.status).toBe('hashing');
    await expect(task.done).resolves.toMatchObject({ fileId: 'stored-a.bin', name: 'a.bin' });
    expect(hash).toHaveBeenCalledTimes(1);
    expect(server.log).toEqual(['test a.bin', 'chunk a.bin 1', 'chunk a.bin 2', 'chunk a.bin 3', 'merge a.bin']);
    expect(seen).toEqual(['hashing', 'uploading', 'success']);
    expect(task.progress).toBe(100);
  });

  test('chunks the test call reports are skipped; a whole stored file goes straight to merge', async () => {
    const { server, queue } = setup();
    server.stored.set(md5Of(fileOf('b.bin', 1)), new Set([1, 3]));
    const task = queue.start(fileOf('b.bin', 4), { type: 'annex' });
    await task.done;
    expect(server.log).toEqual(['test b.bin', 'chunk b.bin 2', 'chunk b.bin 4', 'merge b.bin']);

    server.log.length = 0;
    await queue.start(fileOf('b.bin', 4), { type: 'annex' }).done; // same MD5: instant
    expect(server.log).toEqual(['test b.bin', 'merge b.bin']);
  });

  test('at most `parallel` chunk requests at once over every file, in the order files were queued', async () => {
    const { server, queue } = setup({ parallel: 3 });
    server.hold = true;
    const first = queue.start(fileOf('c.bin', 2), { type: 'annex' });
    const second = queue.start(fileOf('d.bin', 3), { type: 'annex' });
    await flush();
    expect(server.held.map((h) => `${h.fields.filename} ${h.fields.chunkNumber}`)).toEqual([
      'c.bin 1',
      'c.bin 2',
      'd.bin 1',
    ]);
    server.release(1);
    await flush();
    expect(server.inFlight).toBe(3);
    server.hold = false;
    server.release();
    await Promise.all([first.done, second.done]);
    expect(server.maxInFlight).toBe(3);
    expect(server.log.filter((l) => l.startsWith('merge'))).toEqual(['merge c.bin', 'merge d.bin']);
  });

  test('progress is the confirmed bytes, held at 99 until merge answers', async () => {
    const { server, queue } = setup({ parallel: 1 });
    server.hold = true;
    const file = fileOf('e.bin', 2);
    const task = queue.start(file, { type: 'annex' });
    await flush();
    expect(task.progress).toBe(0);
    server.release(1);
    await flush();
    expect(task.progress).toBe(Math.floor((CHUNK_SIZE / file.size) * 100));
    const merge = vi.spyOn(server, 'merge');
    let releaseMerge = () => {};
    merge.mockImplementationOnce(
      (form) => new Promise((resolve) => (releaseMerge = () => resolve({ ...stored(form.fileName) }))),
    );
    server.release(1);
    await flush();
    expect(task.status).toBe('uploading');
    expect(task.progress).toBe(99);
    releaseMerge();
    await task.done;
    expect(task.progress).toBe(100);
  });

  test('pause lets the chunk in flight finish and starts nothing new; resume goes on from there', async () => {
    const { server, queue } = setup({ parallel: 1 });
    server.hold = true;
    const task = queue.start(fileOf('f.bin', 3), { type: 'annex' });
    await flush();
    task.pause();
    expect(task.status).toBe('paused');
    server.release();
    await flush();
    expect(server.log).toEqual(['test f.bin', 'chunk f.bin 1']);
    expect(server.held).toHaveLength(0);
    task.resume();
    expect(task.status).toBe('uploading');
    server.hold = false;
    server.release();
    await task.done;
    expect(server.log).toEqual(['test f.bin', 'chunk f.bin 1', 'chunk f.bin 2', 'chunk f.bin 3', 'merge f.bin']);
  });

  test('remove aborts the requests in flight, rejects done and frees the slots for the next file', async () => {
    const { server, queue } = setup({ parallel: 2 });
    server.hold = true;
    const gone = queue.start(fileOf('g.bin', 3), { type: 'annex' });
    const next = queue.start(fileOf('h.bin', 1), { type: 'annex' });
    await flush();
    expect(server.inFlight).toBe(2);
    gone.remove();
    await expect(gone.done).rejects.toThrow('removed');
    expect(queue.list()).toEqual([next]);
    server.hold = false;
    await flush();
    server.release();
    await next.done;
    expect(server.log.filter((l) => l.includes('g.bin'))).toEqual(['test g.bin', 'chunk g.bin 1', 'chunk g.bin 2']);
  });

  test('network failures are retried with backoff; after five retries the file fails and says so', async () => {
    const { server, queue, notify } = setup({ parallel: 1 });
    server.failChunks = 2;
    const ok = queue.start(fileOf('i.bin', 1), { type: 'annex' });
    await vi.advanceTimersByTimeAsync(1500);
    await expect(ok.done).resolves.toBeDefined();
    expect(server.log.filter((l) => l === 'chunk i.bin 1')).toHaveLength(3);

    server.failChunks = 6;
    const failing = queue.start(fileOf('j.bin', 1), { type: 'annex' });
    const failed = expect(failing.done).rejects.toThrow('上传失败');
    await vi.advanceTimersByTimeAsync(15_500);
    await failed;
    expect(failing.status).toBe('error');
    expect(failing.error).toBe('上传失败');
    expect(notify).toHaveBeenCalledWith('上传失败');
  });

  test('a chunk failing while its file is paused is not retried nor failed: it goes out again on resume', async () => {
    const { server, queue, notify } = setup({ parallel: 1 });
    server.hold = true;
    const task = queue.start(fileOf('p.bin', 2), { type: 'annex' });
    await flush();
    task.pause();
    server.failChunks = 1;
    server.release();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(task.status).toBe('paused');
    expect(notify).not.toHaveBeenCalled();
    expect(server.log).toEqual(['test p.bin', 'chunk p.bin 1']);
    server.hold = false;
    task.resume();
    await task.done;
    expect(server.log).toEqual(['test p.bin', 'chunk p.bin 1', 'chunk p.bin 1', 'chunk p.bin 2', 'merge p.bin']);
  });

  test('a refusal shows its message and fails at once; retry tests again and resumes with the missing chunks', async () => {
    const { server, queue, notify } = setup({ parallel: 1 });
    server.hold = true;
    const task = queue.start(fileOf('k.bin', 3), { type: 'annex' });
    await flush();
    server.release(1);
    await flush();
    server.refuseChunksWith = '文件类型不允许';
    server.release(1);
    await flush();
    expect(task.status).toBe('error');
    expect(task.error).toBe('文件类型不允许');
    expect(notify).toHaveBeenCalledWith('文件类型不允许');
    await expect(task.done).rejects.toThrow('文件类型不允许');

    server.refuseChunksWith = null;
    server.hold = false;
    server.log.length = 0;
    task.retry();
    expect(task.status).toBe('uploading');
    await expect(task.done).resolves.toMatchObject({ fileId: 'stored-k.bin' });
    expect(server.log).toEqual(['test k.bin', 'chunk k.bin 2', 'chunk k.bin 3', 'merge k.bin']);
  });

  test('no merge: true after the last chunk, or a failed merge, fails the file with the failure message', async () => {
    const { server, queue, notify } = setup();
    server.neverMerge = true;
    const lost = queue.start(fileOf('l.bin', 1), { type: 'annex' });
    await expect(lost.done).rejects.toThrow('上传失败');
    expect(server.log).not.toContain('merge l.bin');

    server.neverMerge = false;
    server.failMerge = true;
    const task = queue.start(fileOf('m.bin', 1), { type: 'annex' });
    await expect(task.done).rejects.toThrow('上传失败');
    expect(task.status).toBe('error');
    expect(notify).toHaveBeenCalledTimes(2);
    server.failMerge = false;
    task.retry(); // every chunk is stored: the test call leads straight to merge
    await task.done;
    expect(server.log.slice(-2)).toEqual(['test m.bin', 'merge m.bin']);
  });

  test('files are hashed one at a time; a file paused while hashing stays paused once hashed', async () => {
    const { queue, hash } = setup();
    let finishHash = (_id: string) => {};
    hash.mockImplementationOnce(() => new Promise((resolve) => (finishHash = resolve)));
    const first = queue.start(fileOf('n.bin', 1), { type: 'annex' });
    const second = queue.start(fileOf('o.bin', 1), { type: 'annex' });
    expect([first.status, second.status]).toEqual(['hashing', 'waiting']);
    first.pause();
    finishHash(md5Of(fileOf('n.bin', 1)));
    await second.done;
    expect(first.status).toBe('paused');
    first.resume();
    await expect(first.done).resolves.toMatchObject({ fileId: 'stored-n.bin' });
  });
});

function stored(name: string) {
  return { name, fileId: `stored-${name}`, url: '/x', fileSize: 0, fileExtension: '' };
}
