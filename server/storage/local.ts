import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertKey, StorageMissing, type FileStorage, type StoredObject } from './types';

/**
 * Files under one folder. A write goes to `tmp/put-…` first and is renamed into place, so a reader never sees half
 * a file; one interrupted by a crash is left under `tmp/`, where the sweep of unfinished uploads removes it.
 */
export function localStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertKey(key);
    return join(root, ...key.split('/'));
  };
  const statOf = async (key: string): Promise<StoredObject | null> => {
    try {
      const info = await stat(pathOf(key));
      return info.isFile() ? { key, size: info.size, modified: info.mtime } : null;
    } catch {
      return null;
    }
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = join(root, 'tmp', `put-${process.pid}-${randomUUID()}`);
      await mkdir(dirname(temp), { recursive: true });
      let written = 0;
      body.on('data', (chunk: Buffer) => (written += chunk.length));
      try {
        await pipeline(body, createWriteStream(temp));
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return written;
    },
    async get(key) {
      const path = pathOf(key);
      if (!(await statOf(key))) throw new StorageMissing(key);
      return createReadStream(path);
    },
    stat: statOf,
    exists: async (key) => (await statOf(key)) !== null,
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async list(prefix) {
      const folder = prefix.replace(/\/$/, '');
      const base = folder ? pathOf(folder) : root;
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
      const found: StoredObject[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const full = join(entry.parentPath, entry.name);
        const key = relative(root, full).split(sep).join('/');
        const info = await statOf(key);
        if (info) found.push(info);
      }
      return found;
    },
    async move(from, to) {
      const target = pathOf(to);
      await mkdir(dirname(target), { recursive: true });
      await rename(pathOf(from), target);
    },
  };
}
