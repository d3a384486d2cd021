import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { FileStorage } from '../../storage';

/**
 * A zip of stored files made while it is sent: each entry's bytes are opened only when yazl reaches it, so
 * memory stays flat however large the files are. Entries are stored, not deflated (uploads are mostly
 * compressed formats already, and storing keeps the CPU free).
 */
export function zipStream(storage: FileStorage, entries: { key: string; name: string }[]): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  for (const entry of uniqueNames(entries)) {
    zip.addReadStreamLazy(entry.name, { compress: false }, (callback) => {
      storage.get(entry.key).then(
        (stream) => callback(null, stream),
        (error: unknown) => {
          output.destroy(error as Error);
          callback(error, undefined as unknown as NodeJS.ReadableStream);
        },
      );
    });
  }
  zip.end();
  return output;
}

/** Two entries of one name would hide each other when unpacked: the later ones become "a (2).txt"… */
export function uniqueNames<T extends { name: string }>(entries: T[]): T[] {
  const seen = new Set<string>();
  return entries.map((entry) => {
    let name = entry.name;
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let n = 2; seen.has(name.toLowerCase()); n++) name = `${stem} (${n})${ext}`;
    seen.add(name.toLowerCase());
    return { ...entry, name };
  });
}
