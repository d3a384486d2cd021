import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import CryptoJS from 'crypto-js';
import { ConfigError, loadConfig } from '../../server/config';
import {
  decryptLoginPassword,
  encryptLoginPassword,
  hashPassword,
  md5Hex,
  verifyPassword,
} from '../../server/lib/password';
import { hashToken, tokenFromHeader } from '../../server/lib/sessions';

const KEY = 'Abc#Admin@2026!x';

describe('password', () => {
  test('the login cipher is what the front end produces with crypto-js (AES-128-ECB, PKCS7, hex)', () => {
    const fromBrowser = CryptoJS.AES.encrypt(md5Hex('Admin123'), CryptoJS.enc.Utf8.parse(KEY), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    }).ciphertext.toString(CryptoJS.enc.Hex);
    expect(encryptLoginPassword('Admin123', KEY)).toBe(fromBrowser);
    expect(decryptLoginPassword(fromBrowser, KEY)).toBe(md5Hex('Admin123'));
  });

  test('decrypting garbage or with another key gives null, not an exception', () => {
    expect(decryptLoginPassword('', KEY)).toBeNull();
    expect(decryptLoginPassword('xyz', KEY)).toBeNull();
    expect(decryptLoginPassword('00'.repeat(16), KEY)).toBeNull();
    expect(decryptLoginPassword(encryptLoginPassword('x', KEY), 'another-16-bytes')).toBeNull();
  });

  test('hashes are salted per call and verify only the right md5', async () => {
    const a = await hashPassword(md5Hex('User1234'));
    const b = await hashPassword(md5Hex('User1234'));
    expect(a.hash).not.toBe(b.hash);
    expect(a.hash).toMatch(/^scrypt\$16384\$8\$1\$[0-9a-f]{64}$/);
    expect(await verifyPassword(md5Hex('User1234'), a)).toBe(true);
    expect(await verifyPassword(md5Hex('User1234').toUpperCase(), a)).toBe(true);
    expect(await verifyPassword(md5Hex('user1234'), a)).toBe(false);
    expect(await verifyPassword('not-md5', a)).toBe(false);
  });
});

describe('tokens', () => {
  test('the Authorization header may carry the Bearer prefix or not', () => {
    expect(tokenFromHeader('Bearer abc')).toBe('abc');
    expect(tokenFromHeader('bearer abc')).toBe('abc');
    expect(tokenFromHeader('abc')).toBe('abc');
    expect(tokenFromHeader('')).toBeNull();
    expect(tokenFromHeader(undefined)).toBeNull();
    expect(hashToken('abc')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('loadConfig', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jnpf-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const envFile = (text: string) => {
    const file = join(dir, `${Math.random()}.env`);
    writeFileSync(file, text);
    return file;
  };

  test('reads .env defaults, lets real variables win and normalises paths', () => {
    const file = envFile(`PORT=4000\nJNPF_AES_KEY="${KEY}"\nAPI_BASE=cloud-api2/\nDATA_DIR=data\n`);
    const config = loadConfig({}, { PORT: '5000' }, file);
    expect(config).toMatchObject({ port: 5000, aesKey: KEY, apiBase: '/cloud-api2', host: '127.0.0.1' });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.dataDir.startsWith('/')).toBe(true);
    expect(config.databaseUrl).toBe('');
    expect(loadConfig({ port: 0 }, {}, file).port).toBe(0);
  });

  test('refuses a key that is not 16 characters, pointing at an unquoted # in .env', () => {
    expect(() => loadConfig({}, { JNPF_AES_KEY: 'short' }, envFile(''))).toThrow(ConfigError);
    expect(() => loadConfig({}, {}, envFile(`JNPF_AES_KEY=${KEY}\n`))).toThrow(/unquoted "#"/);
  });

  test('refuses nonsense numbers', () => {
    expect(() => loadConfig({}, { JNPF_AES_KEY: KEY, TOKEN_TTL_MINUTES: 'soon' }, envFile(''))).toThrow(
      /TOKEN_TTL_MINUTES/,
    );
  });
});
