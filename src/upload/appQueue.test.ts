import type { FakeUploadServer } from './fakeUploadServer';
import { resetSession, setToken } from '../store/session';

/** The app's queue over a fake server (no HTTP) and a fake hash (no worker). */
const server = vi.hoisted(() => ({ current: null as unknown as FakeUploadServer }));
vi.mock('./apiTransport', async () => {
  const { FakeUploadServer: Fake } = await import('./fakeUploadServer');
  server.current = new Fake();
  return { apiTransport: server.current };
});
vi.mock('./md5', () => ({ md5File: async (file: File) => file.name.padEnd(32, '0').slice(0, 32) }));

const { uploadQueue } = await import('./appQueue');
const { uploadPanel } = await import('./uploadStore');

const fileOf = (name: string) => new File([new Uint8Array(6 * 1024 * 1024)], name);

describe('signing out empties the upload queue', () => {
  test('uploads in flight are cancelled, the panel is emptied and the next user starts with nothing', async () => {
    setToken('Bearer first-user');
    server.current.hold = true;
    const first = uploadQueue.start(fileOf('工资表.xlsx'), { type: 'annex' });
    const second = uploadQueue.start(fileOf('合同.pdf'), { type: 'annex' });
    await vi.waitFor(() => expect(server.current.held.length).toBe(2));
    expect(uploadPanel.entries.map((e) => e.fileName)).toEqual(['工资表.xlsx', '合同.pdf']);
    expect(uploadPanel.open).toBe(true);

    resetSession(); // what logout and an expired session both do
    await expect(first.done).rejects.toThrow('upload removed');
    await expect(second.done).rejects.toThrow('upload removed');
    await vi.waitFor(() => expect(server.current.inFlight).toBe(0)); // the held chunk requests were aborted
    expect(uploadQueue.list()).toEqual([]);
    expect(uploadPanel.entries).toEqual([]);
    expect(uploadPanel.open).toBe(false);

    // nothing of the first user goes up under the next one's token
    server.current.hold = false;
    server.current.release();
    setToken('Bearer next-user');
    await vi.waitFor(() => expect(uploadPanel.entries).toEqual([]));
    expect(server.current.log.filter((line) => line.startsWith('merge'))).toEqual([]);
  });

  test('another sign-in replacing the token also cancels what the previous user queued', async () => {
    setToken('Bearer first-user');
    server.current.hold = true;
    const task = uploadQueue.start(fileOf('名单.csv'), { type: 'annex' });
    await vi.waitFor(() => expect(server.current.held.length).toBeGreaterThan(0));
    setToken('Bearer someone-else');
    await expect(task.done).rejects.toThrow('upload removed');
    expect(uploadPanel.entries).toEqual([]);
  });
});
