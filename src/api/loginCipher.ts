/**
 * Password hashing on the wire (docs/security.md). Per-algorithm crypto-js modules keep the bundle to what is used.
 * Login: hex(AES-128-ECB-PKCS7(md5hex(plain), key = utf8(aesKey))). Lock screen and password change: md5hex only.
 */
import MD5 from 'crypto-js/md5';
import AES from 'crypto-js/aes';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import Utf8 from 'crypto-js/enc-utf8';
import Hex from 'crypto-js/enc-hex';
import { appConfig } from '../config';

/** 32-character lower-case hex MD5 of the UTF-8 text. */
export function md5Hex(plain: string): string {
  return MD5(plain).toString(Hex);
}

function aesHex(text: string, aesKey: string): string {
  const key = Utf8.parse(aesKey);
  // crypto-js silently picks AES-192/256 for longer keys; the server only speaks AES-128, so fail loudly instead.
  if (key.sigBytes !== 16) throw new Error(`Login cipher key must be 16 bytes (AES-128), got ${key.sigBytes}`);
  return AES.encrypt(text, key, { mode: ECB, padding: Pkcs7 }).ciphertext.toString(Hex);
}

/** The `password` field of POST /api/oauth/Login. */
export function encryptLoginPassword(plain: string, aesKey: string = appConfig.aesKey): string {
  return aesHex(md5Hex(plain), aesKey);
}

/**
 * `encryptedPassword` of a NEW password (change, register, reset): the plain text under the same cipher, so the
 * server can apply the password policy, which an md5 alone would not allow.
 */
export function encryptNewPassword(plain: string, aesKey: string = appConfig.aesKey): string {
  return aesHex(plain, aesKey);
}
