import { createHash, randomBytes } from 'node:crypto';
import { deflateSync, inflateRawSync } from 'node:zlib';
import type { ApiEnvelope } from '../../contract';
import type { TestServer } from './harness';

/** Helpers of the file-*.test.ts suites: multipart bodies built by hand, the uploader's fields, MD5s. */

export const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/** A valid grey PNG of the given size. */
export function pngBytes(width = 1, height = 1): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xc8)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A Windows executable's head: "MZ" … "PE\0\0" at the offset the header names. */
export function exeBytes(): Buffer {
  const bytes = Buffer.alloc(1024);
  bytes.write('MZ', 0, 'ascii');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'binary');
  bytes.writeUInt16LE(0x014c, 0x84);
  return bytes;
}

export const randomContent = (size: number) => randomBytes(size);

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
}

export function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : 'Content-Type: application/octet-stream\r\n';
    pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`, 'utf8'));
    pieces.push(typeof part.value === 'string' ? Buffer.from(part.value, 'utf8') : part.value);
    pieces.push(Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(pieces), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function postMultipart<T>(s: TestServer, path: string, parts: Part[], token: string) {
  const { payload, contentType } = multipart(parts);
  const reply = await s.app.inject({
    method: 'POST',
    url: s.config.apiBase + path,
    payload,
    headers: { authorization: token, 'content-type': contentType },
  });
  return JSON.parse(reply.body) as ApiEnvelope<T>;
}

/** The uploader's fields of chunk `n` (1-based) of `file` cut in `chunkSize` pieces. */
export function chunkFields(file: Buffer, name: string, chunkSize: number, n: number): Record<string, string> {
  const totalChunks = Math.max(1, Math.floor(file.length / chunkSize));
  const start = (n - 1) * chunkSize;
  const end = n === totalChunks ? file.length : start + chunkSize;
  return {
    chunkNumber: String(n),
    chunkSize: String(chunkSize),
    currentChunkSize: String(end - start),
    totalSize: String(file.length),
    identifier: md5(file),
    filename: name,
    relativePath: name,
    totalChunks: String(totalChunks),
    fileType: 'application/octet-stream',
    extension: name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '',
  };
}

export function chunkBytes(file: Buffer, chunkSize: number, n: number): Buffer {
  const totalChunks = Math.max(1, Math.floor(file.length / chunkSize));
  const start = (n - 1) * chunkSize;
  return file.subarray(start, n === totalChunks ? file.length : start + chunkSize);
}

export function sendChunk(s: TestServer, token: string, file: Buffer, name: string, chunkSize: number, n: number) {
  const fields = chunkFields(file, name, chunkSize, n);
  const parts: Part[] = Object.entries(fields).map(([k, v]) => ({ name: k, value: v }));
  parts.push({ name: 'file', value: chunkBytes(file, chunkSize, n), filename: 'blob' });
  return postMultipart<{ merge: boolean }>(s, '/api/file/chunk', parts, token);
}

export function mergeForm(file: Buffer, name: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    identifier: md5(file),
    fileName: name,
    fileSize: String(file.length),
    fileType: 'application/octet-stream',
    extension: name.slice(name.lastIndexOf('.') + 1),
    type: 'annex',
    pathType: 'defaultPath',
    isAccount: '0',
    folder: '',
    ...extra,
  };
}

/** The raw bytes of a GET under the API base (files are not enveloped). */
export async function rawGet(s: TestServer, path: string, token?: string) {
  const reply = await s.app.inject({
    method: 'GET',
    url: path.startsWith('/api/') ? s.config.apiBase + path : path,
    headers: token ? { authorization: token } : {},
  });
  return { status: reply.statusCode, headers: reply.headers, body: reply.rawPayload };
}

/** Entries of a zip (read through its central directory; stored or deflated entries). */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a zip');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + size);
    entries.set(name, method === 0 ? Buffer.from(data) : inflateRawSync(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
