import { inflateRawSync } from 'node:zlib';
import { BizError } from '../../lib/envelope';
import { MAX_INFLATED_BYTES, MAX_ZIP_ENTRIES, Msg } from './limits';

/**
 * An xlsx is a zip, and a 500 KB zip can inflate to gigabytes (a "zip bomb"). Before the spreadsheet parser
 * sees the file, every part is really inflated here with a byte budget that node's zlib enforces
 * (maxOutputLength), so the sizes a forged directory claims do not matter. Anything unusual (zip64, encryption,
 * an unknown compression) is refused: an ordinary spreadsheet never needs it.
 */

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function endOfDirectory(bytes: Buffer): number {
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= stop; at--) if (bytes.readUInt32LE(at) === EOCD) return at;
  throw new BizError(Msg.unreadable);
}

function inflatedSize(data: Buffer, method: number, budget: number): number {
  if (method === 0) return data.length;
  if (method !== 8) throw new BizError(Msg.unreadable);
  try {
    return inflateRawSync(data, { maxOutputLength: budget + 1 }).length;
  } catch (error) {
    if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new BizError(Msg.tooBig);
    }
    throw new BizError(Msg.unreadable);
  }
}

/** Throws a BizError unless `bytes` is a plain zip whose parts inflate within the budget. */
export function assertSafeZip(bytes: Buffer, budget = MAX_INFLATED_BYTES): void {
  try {
    const end = endOfDirectory(bytes);
    const entries = bytes.readUInt16LE(end + 10);
    if (entries > MAX_ZIP_ENTRIES) throw new BizError(Msg.tooBig);
    let at = bytes.readUInt32LE(end + 16);
    let left = budget;
    for (let i = 0; i < entries; i++) {
      if (bytes.readUInt32LE(at) !== CENTRAL) throw new BizError(Msg.unreadable);
      const flags = bytes.readUInt16LE(at + 8);
      const method = bytes.readUInt16LE(at + 10);
      const compressed = bytes.readUInt32LE(at + 20);
      const local = bytes.readUInt32LE(at + 42);
      if (flags & 1 || compressed === 0xffffffff || local === 0xffffffff) throw new BizError(Msg.unreadable);
      if (bytes.readUInt32LE(local) !== LOCAL) throw new BizError(Msg.unreadable);
      const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
      if (start + compressed > bytes.length) throw new BizError(Msg.unreadable);
      left -= inflatedSize(bytes.subarray(start, start + compressed), method, left);
      if (left < 0) throw new BizError(Msg.tooBig);
      at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    }
  } catch (error) {
    if (error instanceof BizError) throw error;
    // a RangeError from reading past the end: a truncated or forged directory
    throw new BizError(Msg.unreadable);
  }
}
