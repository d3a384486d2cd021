import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live (docs/contract.md, "Files"): a folder under DATA_DIR by default, an S3-compatible
 * bucket when configured so that several server processes share the files. Keys are relative paths made by
 * the server only (`blobs/ab/<md5>`, `chunks/<user>/<md5>/<n>`), never taken from a request.
 */
export interface StoredObject {
  key: string;
  size: number;
  modified: Date;
}

export interface FileStorage {
  /** writes the whole stream under `key` (replacing it); answers the bytes written */
  put(key: string, body: Readable, size?: number): Promise<number>;
  /** the bytes of `key`; rejects with a StorageMissing when there is no such object */
  get(key: string): Promise<Readable>;
  stat(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** deleting a missing key is not an error */
  delete(key: string): Promise<void>;
  /** every object under the folder `prefix` ('a/b/'; '' for all) */
  list(prefix: string): Promise<StoredObject[]>;
  /** renames `from` to `to` (replacing it) */
  move(from: string, to: string): Promise<void>;
}

export class StorageMissing extends Error {
  override name = 'StorageMissing';
  constructor(key: string) {
    super(`no stored object ${key}`);
  }
}

const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/?$/;

/** Keys are built by the server; this is the last line against a path that could leave the storage root. */
export function assertKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
}
