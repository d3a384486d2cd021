import { join } from 'node:path';
import type { AppConfig } from '../config';
import { localStorage } from './local';
import { s3Storage } from './s3';
import type { FileStorage } from './types';

export * from './types';

/** True when S3_ENDPOINT and S3_BUCKET are set. */
export const usesS3 = (config: AppConfig) => config.s3.endpoint !== '' && config.s3.bucket !== '';

const made = new WeakMap<AppConfig, FileStorage>();

/** The storage of a configuration (one per config object, so the routes of one app share it). */
export function storageFor(config: AppConfig): FileStorage {
  let storage = made.get(config);
  if (!storage) {
    storage = usesS3(config) ? s3Storage(config.s3) : localStorage(join(config.dataDir, 'files'));
    made.set(config, storage);
  }
  return storage;
}
