import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3Config } from '../config';
import { assertKey, StorageMissing, type FileStorage, type StoredObject } from './types';

/** A put without a known size is read into memory first: only chunks and thumbnails (≤ 2 chunks) take it. */
const MAX_BUFFERED = 16 * 1024 * 1024;

async function buffered(body: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  let total = 0;
  for await (const part of body) {
    const chunk = part as Buffer;
    total += chunk.length;
    if (total > MAX_BUFFERED) throw new Error('object too large for a put without a size');
    parts.push(chunk);
  }
  return Buffer.concat(parts);
}

const missing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * An S3-compatible bucket (AWS S3, MinIO…) with path-style addressing. Objects are written whole by one
 * PutObject (a merged file streams with its known length; the 5 GB limit of a single put is above any
 * configured upload limit) and renamed by a server-side copy.
 */
export function s3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region || 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKey, secretAccessKey: config.secretKey },
    // plain S3-compatible servers do not all know the SDK's newer default checksums
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const statOf = async (key: string): Promise<StoredObject | null> => {
    assertKey(key);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { key, size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  };
  return {
    async put(key, body, size) {
      assertKey(key);
      const payload = size === undefined ? await buffered(body) : body;
      const length = size ?? (payload as Buffer).length;
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: payload, ContentLength: length }));
      return length;
    },
    async get(key) {
      assertKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body as Readable;
      } catch (error) {
        if (missing(error)) throw new StorageMissing(key);
        throw error;
      }
    },
    stat: statOf,
    exists: async (key) => (await statOf(key)) !== null,
    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(prefix) {
      const found: StoredObject[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
        for (const item of page.Contents ?? []) {
          if (item.Key) found.push({ key: item.Key, size: item.Size ?? 0, modified: item.LastModified ?? new Date(0) });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found;
    },
    async move(from, to) {
      assertKey(from);
      assertKey(to);
      const source = `${Bucket}/${from.split('/').map(encodeURIComponent).join('/')}`;
      await client.send(new CopyObjectCommand({ Bucket, Key: to, CopySource: source }));
      await client.send(new DeleteObjectCommand({ Bucket, Key: from }));
    },
  };
}
