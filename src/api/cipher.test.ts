import type { InternalAxiosRequestConfig } from 'axios';
import { appConfig } from '../config';
import { configureHttp } from './http';

// Records when crypto-js's module is first evaluated: the login path must reach it only on submit.
const evaluated = vi.hoisted(() => ({ cipher: false }));
vi.mock('./loginCipher', async (importOriginal) => {
  evaluated.cipher = true;
  return importOriginal();
});

describe('the password cipher loads on first use', () => {
  test('importing the login, SMS/QR and current-user APIs does not load it; signing in does', async () => {
    const oauth = await import('./oauth');
    await import('./oauthModes');
    await import('./currentUser');
    expect(evaluated.cipher).toBe(false);

    Object.assign(appConfig, { aesKey: '0123456789abcdef' });
    const sent: InternalAxiosRequestConfig[] = [];
    configureHttp({
      adapter: async (config) => {
        sent.push(config);
        return {
          data: { code: 200, msg: '', data: { token: 'Bearer t' } },
          status: 200,
          statusText: 'OK',
          headers: {},
          config,
        };
      },
    });
    await oauth.login({ account: 'admin', password: 'secret' });
    expect(evaluated.cipher).toBe(true);
    // the password went out hashed and encrypted (96 hex characters), never as typed
    expect(new URLSearchParams(String(sent[0].data)).get('password')).toMatch(/^[0-9a-f]{96}$/);
  });
});
