import { randomBytes } from 'node:crypto';
import { BizError } from '../../lib/envelope';

/**
 * Names of uploads (docs/security.md, "Uploads"). The name a user chose is only ever shown and offered back as
 * the download name: it never becomes part of a storage path. It is sanitised all the same: no folder part,
 * no control or NUL characters, no leading dots, no characters Windows refuses; Chinese and other letters stay.
 */

const MAX_NAME = 200;

// C0 and C1 controls, DEL, and the bidi overrides that can disguise an extension (e.g. "gpj.exe" shown reversed)
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069<>:"|?*]/g;

/** The sanitised original name, or a BizError when nothing usable is left. */
export function sanitiseName(raw: string): string {
  if (raw.includes('\u0000')) throw new BizError('参数错误：文件名包含非法字符');
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(UNSAFE_CHARS, '')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '')
    .trim();
  if (cleaned === '') throw new BizError('参数错误：文件名不合法');
  if (cleaned.length <= MAX_NAME) return cleaned;
  const ext = extensionOf(cleaned);
  return ext ? `${cleaned.slice(0, MAX_NAME - ext.length - 1)}.${ext}` : cleaned.slice(0, MAX_NAME);
}

/** Lower-case extension without the dot ('' for none); only letters and digits, at most 10. */
export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return match ? match[1]!.toLowerCase() : '';
}

/** The storage folder type of a route or form field (annex, annexpic, userAvatar…). */
export function storageType(raw: string | undefined, fallback = 'annex'): string {
  const type = (raw ?? '').trim() || fallback;
  if (!/^[A-Za-z0-9_-]{1,50}$/.test(type)) throw new BizError('参数错误：type不合法');
  return type;
}

/** A new stored name: yyyyMMdd + 20 random characters + .ext; unguessable, it is the key of image URLs. */
export function newStoredName(extension: string, now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const random = randomBytes(15).toString('base64url').replace(/[-_]/g, 'x');
  return extension ? `${day}${random}.${extension}` : `${day}${random}`;
}

/** A stored name from a URL or body: what newStoredName makes (older or foreign names are simply not found). */
export function isStoredName(name: string): boolean {
  return /^[0-9]{8}[A-Za-z0-9]{20}(\.[a-z0-9]{1,10})?$/.test(name);
}
