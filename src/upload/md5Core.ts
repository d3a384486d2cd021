import { createMD5 } from 'hash-wasm';

/** = HASH_SLICE_SIZE of contract/file (not imported: the worker would carry the contract's schemas along) */
export const HASH_SLICE = 10_240_000;

/**
 * The MD5 of a Blob, read slice by slice (HASH_SLICE bytes) so a large file never sits in memory whole.
 * Runs in the hash worker; `onProgress` gets the bytes hashed so far.
 */
export async function md5Blob(
  blob: Blob,
  onProgress?: (hashed: number) => void,
  sliceSize = HASH_SLICE,
): Promise<string> {
  const md5 = await createMD5();
  md5.init();
  for (let start = 0; start < blob.size; start += sliceSize) {
    const end = Math.min(blob.size, start + sliceSize);
    md5.update(new Uint8Array(await blob.slice(start, end).arrayBuffer()));
    onProgress?.(end);
  }
  return md5.digest('hex');
}
