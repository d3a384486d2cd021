import { createCipheriv, createDecipheriv, createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Passwords never travel or rest in plain text:
 * - the client sends hex(AES-128-ECB-PKCS7(md5hex(plain))) at login (docs/security.md) and md5hex elsewhere;
 * - we store scrypt(md5hex, per-user salt), which is slow to brute-force unlike the original MD5(h + salt).
 */

const MD5_HEX = /^[0-9a-f]{32}$/;
// scrypt cost: ~16 MiB and a few tens of ms per hash, fine for logins and the seed
const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 32 } as const;

export function md5Hex(plain: string): string {
  return createHash('md5').update(plain, 'utf8').digest('hex');
}

export function isMd5Hex(value: string): boolean {
  return MD5_HEX.test(value.toLowerCase());
}

function aesKey(key: string): Buffer {
  const bytes = Buffer.from(key, 'utf8');
  if (bytes.length !== 16) throw new Error('AES key must be 16 bytes');
  return bytes;
}

/** What the front end sends as `password` at login; used by tests and scripts. */
export function encryptLoginPassword(plain: string, key: string): string {
  const cipher = createCipheriv('aes-128-ecb', aesKey(key), null);
  return Buffer.concat([cipher.update(md5Hex(plain), 'utf8'), cipher.final()]).toString('hex');
}

/** The md5 hex inside a login password, or null when it is not a valid cipher text for this key. */
export function decryptLoginPassword(cipherHex: string, key: string): string | null {
  if (cipherHex.length === 0 || cipherHex.length % 32 !== 0 || !/^[0-9a-fA-F]+$/.test(cipherHex)) return null;
  try {
    const decipher = createDecipheriv('aes-128-ecb', aesKey(key), null);
    const plain = Buffer.concat([decipher.update(Buffer.from(cipherHex, 'hex')), decipher.final()]).toString('utf8');
    return isMd5Hex(plain) ? plain.toLowerCase() : null;
  } catch {
    // bad padding: wrong key or tampered input
    return null;
  }
}

function scryptAsync(secret: string, salt: Buffer, params: { N: number; r: number; p: number }, keyLength: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(secret, salt, keyLength, { ...params, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export interface PasswordHash {
  /** `scrypt$N$r$p$<hex>` so the cost can be raised later without breaking old hashes */
  hash: string;
  /** hex */
  salt: string;
}

export async function hashPassword(md5hex: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const { N, r, p, keyLength } = SCRYPT;
  const key = await scryptAsync(md5hex.toLowerCase(), salt, { N, r, p }, keyLength);
  return { hash: `scrypt$${N}$${r}$${p}$${key.toString('hex')}`, salt: salt.toString('hex') };
}

export async function verifyPassword(md5hex: string, stored: PasswordHash): Promise<boolean> {
  if (!isMd5Hex(md5hex)) return false;
  const [scheme, n, r, p, hex] = stored.hash.split('$');
  if (scheme !== 'scrypt' || !hex) return false;
  const expected = Buffer.from(hex, 'hex');
  const actual = await scryptAsync(
    md5hex.toLowerCase(),
    Buffer.from(stored.salt, 'hex'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
