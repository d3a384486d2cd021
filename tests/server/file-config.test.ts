import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

/** The upload settings of server/config.ts. */

const dir = mkdtempSync(join(tmpdir(), 'jnpf-file-config-'));
const file = join(dir, '.env');
writeFileSync(file, 'JNPF_AES_KEY=FileConfigKey-16\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('upload configuration', () => {
  it('has defaults: 1 GiB chunked, 10 MiB single, chunks kept a day, local files', () => {
    const config = loadConfig({}, {}, file);
    expect(config).toMatchObject({
      uploadMaxBytes: 1024 ** 3,
      uploaderMaxBytes: 10 * 1024 ** 2,
      uploadChunkTtlMinutes: 1440,
      s3: { endpoint: '', bucket: '', region: 'us-east-1' },
    });
  });

  it('reads the S3 settings and the limits from the environment', () => {
    const env = {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'uploads',
      S3_ACCESS_KEY: 'a',
      S3_SECRET_KEY: 'b',
      UPLOAD_MAX_BYTES: '2048',
    };
    const config = loadConfig({}, env, file);
    expect(config.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'uploads',
      accessKey: 'a',
      secretKey: 'b',
      region: 'us-east-1',
    });
    expect(config.uploadMaxBytes).toBe(2048);
  });

  it('refuses half an S3 configuration, a bad endpoint and a bad limit', () => {
    const together = /S3_ENDPOINT and S3_BUCKET must be set together/;
    expect(() => loadConfig({}, { S3_ENDPOINT: 'http://127.0.0.1:9000' }, file)).toThrow(together);
    expect(() => loadConfig({}, { S3_BUCKET: 'x' }, file)).toThrow(together);
    expect(() => loadConfig({}, { S3_ENDPOINT: 'minio:9000', S3_BUCKET: 'x' }, file)).toThrow(/an http\(s\) URL/);
    expect(() => loadConfig({}, { UPLOAD_MAX_BYTES: '-1' }, file)).toThrow(ConfigError);
    expect(() => loadConfig({}, { UPLOAD_MAX_BYTES: '-1' }, file)).toThrow(/UPLOAD_MAX_BYTES/);
  });
});
