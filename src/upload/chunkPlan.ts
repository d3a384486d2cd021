import { CHUNK_SIZE } from '../../contract';

export { CHUNK_SIZE };

/**
 * How a file is cut for the chunked upload, as vue-simple-uploader cuts it: pieces of CHUNK_SIZE numbered from 1,
 * the remainder joined to the last piece (so the last is 1 byte to 2 × CHUNK_SIZE - 1 long, a file under
 * CHUNK_SIZE is one piece).
 */

export interface Chunk {
  /** 1-based, as the server numbers the stored pieces */
  number: number;
  start: number;
  /** exclusive */
  end: number;
}

/** The pieces of a file of `size` bytes; an empty file still sends one (empty) piece. */
export function planChunks(size: number, chunkSize = CHUNK_SIZE): Chunk[] {
  const total = Math.max(1, Math.floor(size / chunkSize));
  const chunks: Chunk[] = [];
  for (let i = 0; i < total; i++) {
    const end = i === total - 1 ? size : (i + 1) * chunkSize;
    chunks.push({ number: i + 1, start: i * chunkSize, end });
  }
  return chunks;
}

/** The pieces the server does not have yet, by the chunk numbers its test call reported. */
export function missingChunks(chunks: readonly Chunk[], stored: readonly number[]): Chunk[] {
  const have = new Set(stored);
  return chunks.filter((c) => !have.has(c.number));
}

export function chunkBytes(chunks: readonly Chunk[]): number {
  return chunks.reduce((sum, c) => sum + (c.end - c.start), 0);
}
