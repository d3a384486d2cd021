import { createHash } from 'node:crypto';
import { HASH_SLICE_SIZE } from '../../contract';
import { HASH_SLICE, md5Blob } from './md5Core';

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

describe('MD5 over slices', () => {
  test('the slice is the contract’s 10,240,000 bytes', () => {
    expect(HASH_SLICE).toBe(HASH_SLICE_SIZE);
  });

  test('slice by slice gives the MD5 of the whole, whatever the slice size; progress counts the bytes', async () => {
    const bytes = new Uint8Array(100_003).map((_, i) => (i * 31 + 7) % 251);
    const blob = new Blob([bytes]);
    const progress: number[] = [];
    await expect(md5Blob(blob, (n) => progress.push(n), 10_000)).resolves.toBe(md5(bytes));
    expect(progress).toHaveLength(11);
    expect(progress.at(-1)).toBe(100_003);
    await expect(md5Blob(blob)).resolves.toBe(md5(bytes));
  });

  test('an empty file has the MD5 of nothing', async () => {
    await expect(md5Blob(new Blob([]))).resolves.toBe('d41d8cd98f00b204e9800998ecf8427e');
  });
});
