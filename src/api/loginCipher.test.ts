import { createCipheriv, createHash } from 'node:crypto';
import { encryptLoginPassword, md5Hex } from './loginCipher';

// Reference implementation of the login cipher (docs/security.md) on node:crypto, independent of crypto-js.
function nodeEncrypt(plain: string, key: string): string {
  const md5 = createHash('md5').update(plain, 'utf8').digest('hex');
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(md5, 'utf8'), cipher.final()]).toString('hex');
}

describe('loginCipher', () => {
  it('md5Hex gives lower-case hex of the UTF-8 text', () => {
    expect(md5Hex('secret')).toBe('5ebe2294ecd0e0f08eab7690d2a6ee69');
    expect(md5Hex('密码')).toBe(createHash('md5').update('密码', 'utf8').digest('hex'));
  });

  it.each([
    ['123456', 'Jnpf#Admin@2026!'],
    ['p@ssw0rd 密码', '0123456789abcdef'],
    ['', 'Jnpf#Admin@2026!'],
  ])('matches AES-128-ECB/PKCS7 of node:crypto for %j', (plain, key) => {
    const expected = nodeEncrypt(plain, key);
    // md5 hex is 32 bytes, so PKCS7 adds a whole 16-byte block: 48 bytes = 96 hex characters
    expect(expected).toHaveLength(96);
    expect(encryptLoginPassword(plain, key)).toBe(expected);
  });

  it('refuses a key that is not 16 bytes', () => {
    expect(() => encryptLoginPassword('x', 'short')).toThrow(/16 bytes/);
    expect(() => encryptLoginPassword('x', '')).toThrow(/16 bytes/);
  });
});

describe('new-password cipher', () => {
  test('encrypts the plain text (not its md5) so the server can check the policy', async () => {
    const { createDecipheriv } = await import('node:crypto');
    const { encryptNewPassword } = await import('./loginCipher');
    const key = 'JnpfAdminKey2026';
    const decipher = createDecipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
    const plain = decipher.update(encryptNewPassword('Xuming2026', key), 'hex', 'utf8') + decipher.final('utf8');
    expect(plain).toBe('Xuming2026');
  });
});
