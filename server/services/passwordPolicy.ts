import { createDecipheriv } from 'node:crypto';
import { passwordPolicyMessage, type PasswordPolicy } from '../../contract';
import { BizError } from '../lib/envelope';
import { md5Hex } from '../lib/password';

/**
 * The password policy of the system config (docs/security.md), server side. The wire carries new passwords as md5
 * hex only, which cannot be checked against a policy; a client that wants the server to check it too sends
 * `encryptedPassword` = hex(AES-128-ECB-PKCS7(plain)) under the login cipher key next to the md5, and the
 * server decrypts it, makes sure it is the same password and applies every enabled rule with the same
 * messages as the front end.
 */

/** The rules and their messages are the front end's own (contract/passwordPolicy.ts). */
export { passwordPolicyMessage } from '../../contract';

/** The plain text inside `encryptedPassword`, or null when it is not a valid cipher text for this key. */
export function decryptPlainPassword(cipherHex: string, key: string): string | null {
  if (cipherHex.length === 0 || cipherHex.length % 32 !== 0 || !/^[0-9a-fA-F]+$/.test(cipherHex)) return null;
  try {
    const decipher = createDecipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
    return Buffer.concat([decipher.update(Buffer.from(cipherHex, 'hex')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export const PASSWORD_CIPHER_MISMATCH = '参数错误：encryptedPassword 与 password 不一致';

/**
 * Applies the policy when the client sent the password in a form the server can read; `md5` is the hash the
 * server will store, so the plain text must hash to it.
 */
export function assertPasswordPolicy(
  md5: string,
  encryptedPassword: string | undefined,
  aesKey: string,
  policy: Partial<PasswordPolicy>,
): void {
  if (!encryptedPassword) return;
  const plain = decryptPlainPassword(encryptedPassword, aesKey);
  if (plain === null || md5Hex(plain) !== md5.toLowerCase()) throw new BizError(PASSWORD_CIPHER_MISMATCH);
  const broken = passwordPolicyMessage(plain, policy);
  if (broken) throw new BizError(broken);
}
