import { MAX_CHUNK_RETRIES, retryDelay, wait } from './backoff';
import { UploadRejected } from './transport';
import { withRetries } from './uploadQueue';

describe('retries of a chunk request', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('five retries at most, waiting 0.5, 1, 2, 4 and 8 s before them', () => {
    expect(MAX_CHUNK_RETRIES).toBe(5);
    expect([1, 2, 3, 4, 5].map(retryDelay)).toEqual([500, 1000, 2000, 4000, 8000]);
  });

  test('a network failure is tried again after the backoff, not before', async () => {
    const op = vi.fn().mockRejectedValueOnce(new Error('network')).mockRejectedValueOnce(new Error('network'));
    op.mockResolvedValue('ok');
    const result = withRetries(op, new AbortController().signal, () => true);
    await vi.advanceTimersByTimeAsync(0);
    expect(op).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(op).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(op).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(op).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
    expect(op).toHaveBeenCalledTimes(3);
  });

  test('after the fifth retry the failure stands (6 tries, 15.5 s of waiting)', async () => {
    const op = vi.fn().mockRejectedValue(new Error('network'));
    const result = withRetries(op, new AbortController().signal, () => true);
    const settled = expect(result).rejects.toThrow('network');
    await vi.advanceTimersByTimeAsync(15_499);
    expect(op).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(op).toHaveBeenCalledTimes(6);
  });

  test('a refusal of the server is not retried; neither is anything once the caller stops', async () => {
    const refused = vi.fn().mockRejectedValue(new UploadRejected('不允许的文件类型'));
    await expect(withRetries(refused, new AbortController().signal, () => true)).rejects.toThrow('不允许');
    expect(refused).toHaveBeenCalledTimes(1);
    const paused = vi.fn().mockRejectedValue(new Error('network'));
    await expect(withRetries(paused, new AbortController().signal, () => false)).rejects.toThrow('network');
    expect(paused).toHaveBeenCalledTimes(1);
  });

  test('an abort ends the wait at once', async () => {
    const controller = new AbortController();
    const waiting = wait(8000, controller.signal);
    const settled = expect(waiting).rejects.toThrow('removed');
    controller.abort(new Error('removed'));
    await settled;
    expect(vi.getTimerCount()).toBe(0);
  });
});
