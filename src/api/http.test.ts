import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { appConfig } from '../config';
import { ApiError, configureHttp, del, get, GENERIC_ERROR_MSG, NETWORK_ERROR_CODE, post, put, request } from './http';
import { LONG_TIMEOUT_MS } from './httpRules';
import { encryptLoginPassword } from './loginCipher';
import { login, unlockScreen } from './oauth';
import type { ApiEnvelope } from '../../contract';

type Responder = (config: InternalAxiosRequestConfig) => Promise<AxiosResponse>;

const calls: InternalAxiosRequestConfig[] = [];
let respond: Responder;
const toasts: { content: string; seconds: number; close: () => void }[] = [];
const onSessionExpired = vi.fn();
let token: string | null = null;

function reply(body: unknown, status = 200): Responder {
  return async (config) => ({ data: body, status, statusText: 'OK', headers: {}, config });
}

function envelope(code: number, data: unknown = null, msg = ''): ApiEnvelope<unknown> {
  return { code, msg, data };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const last = () => calls[calls.length - 1];

beforeEach(() => {
  calls.length = 0;
  toasts.length = 0;
  onSessionExpired.mockReset();
  token = null;
  respond = reply(envelope(200, { ok: true }));
  Object.assign(appConfig, { apiBase: '/test-api', aesKey: '0123456789abcdef', requestTimeout: 7000 });
  configureHttp({
    adapter: (config) => {
      calls.push(config);
      return respond(config);
    },
    getToken: () => token,
    onSessionExpired,
    notify: {
      error: (content, seconds) =>
        new Promise<void>((resolve) => {
          toasts.push({ content, seconds, close: resolve });
        }),
    },
  });
});

afterEach(async () => {
  // release any pending session toast so module state does not leak between tests
  toasts.forEach((t) => t.close());
  await flush();
  vi.restoreAllMocks();
});

describe('request conventions', () => {
  it('sends base path, client headers, token and the n timestamp', async () => {
    token = 'Bearer abc';
    vi.spyOn(Date, 'now').mockReturnValue(1700000000000);
    await get('/api/x', { a: 1 });
    const config = last();
    expect(config.baseURL).toBe('/test-api');
    expect(config.url).toBe('/api/x');
    expect(config.headers.get('Authorization')).toBe('Bearer abc');
    expect(config.headers.get('jnpf-origin')).toBe('pc');
    expect(config.headers.get('vue-version')).toBe('3');
    expect(config.params).toEqual({ a: 1, n: 1700000000000 });
  });

  it('omits Authorization without a token', async () => {
    await get('/api/x');
    expect(last().headers.has('Authorization')).toBe(false);
  });

  it('sends GET and DELETE payloads as query, never as body', async () => {
    await request({ url: '/api/x', method: 'get', data: { keyword: 'k' } });
    expect(last().params).toMatchObject({ keyword: 'k' });
    expect(last().data).toBeUndefined();
    await del('/api/x/1', { force: true });
    expect(last().method).toBe('delete');
    expect(last().params).toMatchObject({ force: true });
    expect(last().data).toBeUndefined();
  });

  it('sends POST and PUT as JSON', async () => {
    await post('/api/x', { a: 1 });
    expect(String(last().headers.get('Content-Type'))).toContain('application/json');
    expect(JSON.parse(last().data as string)).toEqual({ a: 1 });
    await put('/api/x/1', { b: 2 });
    expect(last().method).toBe('put');
    expect(JSON.parse(last().data as string)).toEqual({ b: 2 });
  });

  it('form-encodes with form: true, dropping empty fields', async () => {
    await post('/api/x', { a: 'x y', b: 2, c: undefined }, { form: true });
    expect(last().headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(last().data).toBe('a=x+y&b=2');
  });

  it('form-encodes login with the hashed password and grant type', async () => {
    respond = reply(envelope(200, { token: 'Bearer t', theme: 'classic' }));
    await expect(login({ account: 'admin', password: 'secret', code: '1234', timestamp: '99' })).resolves.toEqual({
      token: 'Bearer t',
      theme: 'classic',
    });
    const body = new URLSearchParams(last().data as string);
    expect(last().url).toBe('/api/oauth/Login');
    expect(last().headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(body.get('account')).toBe('admin');
    expect(body.get('password')).toBe(encryptLoginPassword('secret', '0123456789abcdef'));
    expect(body.get('grant_type')).toBe('password');
    expect(body.get('origin')).toBe('password');
    expect(body.get('code')).toBe('1234');
    expect(body.get('timestamp')).toBe('99');
    expect(body.has('jnpf_ticket')).toBe(false);
  });

  it('unlocks the screen with JSON and md5 only', async () => {
    await unlockScreen('admin', 'secret');
    expect(JSON.parse(last().data as string)).toEqual({
      account: 'admin',
      password: '5ebe2294ecd0e0f08eab7690d2a6ee69',
    });
  });
});

describe('timeouts', () => {
  it.each([
    '/api/system/SynThirdInfo/synAllOrganizeSysToThirdParty/1',
    '/api/extend/Email/Receive',
    '/api/permission/Authority/Data/abc/Values',
    '/api/system/DataSync/Actions/Execute',
    '/api/system/synthirdinfo/x',
  ])('gives %s the long timeout', async (url) => {
    await get(url);
    expect(last().timeout).toBe(LONG_TIMEOUT_MS);
  });

  it('gives other calls the configured timeout', async () => {
    await get('/api/message');
    expect(last().timeout).toBe(7000);
  });

  it('ignores the query when matching', async () => {
    await get('/api/message?x=SynThirdInfo');
    expect(last().timeout).toBe(7000);
  });
});

describe('replies', () => {
  it('unwraps data of code 200', async () => {
    respond = reply(envelope(200, { id: 1 }));
    await expect(get('/api/x')).resolves.toEqual({ id: 1 });
  });

  it('returns the envelope with raw: true', async () => {
    respond = reply(envelope(200, { id: 1 }, 'ok'));
    await expect(request({ url: '/api/x', raw: true })).resolves.toEqual({ code: 200, msg: 'ok', data: { id: 1 } });
  });

  it('toasts msg for 1.5 s and rejects with an ApiError on other codes', async () => {
    respond = reply(envelope(400, { field: 'x' }, '名称重复'));
    const error = await post('/api/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, msg: '名称重复', data: { field: 'x' }, url: '/api/x' });
    expect(toasts.map((t) => [t.content, t.seconds])).toEqual([['名称重复', 1.5]]);
  });

  it('rejects without a toast when the call is silent', async () => {
    respond = reply(envelope(404, null, '资源不存在'));
    await expect(get('/api/x', undefined, { silent: true })).rejects.toMatchObject({ code: 404 });
    respond = async () => {
      throw new AxiosError('Network Error', 'ERR_NETWORK');
    };
    await expect(get('/api/x', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toHaveLength(0);
  });

  it('still signs out on a session code when the call is silent', async () => {
    respond = reply(envelope(600, null, '登录过期,请重新登录'));
    await expect(get('/api/x', undefined, { silent: true })).rejects.toMatchObject({ code: 600 });
    expect(toasts.map((t) => t.content)).toEqual(['登录过期,请重新登录']);
    toasts[0].close();
    await flush();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('falls back to the generic message when msg is empty', async () => {
    respond = reply(envelope(500));
    await expect(get('/api/x')).rejects.toMatchObject({ code: 500, msg: GENERIC_ERROR_MSG });
    expect(toasts[0].content).toBe('请求出错，请重试');
  });

  it('rejects login with the whole envelope', async () => {
    respond = reply(envelope(400, null, '账号或密码错误'));
    await expect(login({ account: 'a', password: 'b' })).rejects.toEqual({
      code: 400,
      msg: '账号或密码错误',
      data: null,
    });
    expect(toasts[0].content).toBe('账号或密码错误');
  });

  it.each([
    '/api/system/DataSource/Actions/Test',
    '/api/visualdev/OnlineDev/abc/Config',
    '/api/visualdev/Portal/abc/auth',
    '/api/VisualDev/portal/abc/Auth?x=1',
  ])('returns the raw envelope for %s whatever the code, without a toast', async (url) => {
    respond = reply(envelope(400, null, 'failed'));
    await expect(get(url)).resolves.toEqual({ code: 400, msg: 'failed', data: null });
    respond = reply(envelope(200, { a: 1 }));
    await expect(get(url)).resolves.toEqual({ code: 200, msg: '', data: { a: 1 } });
    expect(toasts).toHaveLength(0);
  });

  it('does not treat look-alike URLs as exempt', async () => {
    respond = reply(envelope(400, null, 'no'));
    await expect(get('/api/visualdev/Portal/abc/Authorize')).rejects.toBeInstanceOf(ApiError);
    await expect(get('/api/visualdev/OnlineDev/abc/List')).rejects.toBeInstanceOf(ApiError);
  });

  it('honours an envelope carried by an HTTP error status', async () => {
    respond = async (config) => {
      const response = { data: envelope(403, null, '403 Forbidden'), status: 403, statusText: '', headers: {}, config };
      throw new AxiosError('Forbidden', 'ERR_BAD_REQUEST', config, null, response);
    };
    await expect(get('/api/x')).rejects.toMatchObject({ code: 403, msg: '403 Forbidden' });
  });

  it('resolves blob downloads with the blob', async () => {
    const blob = new Blob(['file'], { type: 'application/octet-stream' });
    respond = reply(blob);
    await expect(request<Blob>({ url: '/api/file/Download/a/b', responseType: 'blob' })).resolves.toBe(blob);
  });

  it('rejects a blob download that carries an error envelope', async () => {
    respond = reply(new Blob([JSON.stringify(envelope(400, null, '文件不存在'))], { type: 'application/json' }));
    await expect(request<Blob>({ url: '/api/file/Download/a/b', responseType: 'blob' })).rejects.toMatchObject({
      code: 400,
    });
    expect(toasts[0].content).toBe('文件不存在');
  });
});

describe('session expiry', () => {
  it.each([600, 601, 602])('code %i toasts, then calls onSessionExpired only after the toast closes', async (code) => {
    respond = reply(envelope(code, null, '登录过期,请重新登录'));
    await expect(get('/api/message')).rejects.toMatchObject({ code });
    expect(toasts.map((t) => t.content)).toEqual(['登录过期,请重新登录']);
    await flush();
    expect(onSessionExpired).not.toHaveBeenCalled();
    toasts[0].close();
    await flush();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('handles simultaneous expiries with one toast and one call', async () => {
    respond = reply(envelope(600, null, 'expired'));
    await Promise.allSettled([get('/api/a'), get('/api/b'), get('/api/c')]);
    expect(toasts).toHaveLength(1);
    toasts[0].close();
    await flush();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it.each(['/api/oauth/Login', '/api/oauth/LockScreen', '/api/OAuth/login'])(
    'does not end the session for %s',
    async (url) => {
      respond = reply(envelope(600, null, 'bad'));
      await expect(post(url, {})).rejects.toMatchObject({ code: 600 });
      toasts.forEach((t) => t.close());
      await flush();
      expect(toasts.map((t) => t.content)).toEqual(['bad']);
      expect(onSessionExpired).not.toHaveBeenCalled();
    },
  );
});

describe('transport failures', () => {
  it('toasts the generic message on a network error', async () => {
    respond = async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    };
    await expect(get('/api/x')).rejects.toMatchObject({ code: NETWORK_ERROR_CODE, msg: GENERIC_ERROR_MSG });
    expect(toasts.map((t) => t.content)).toEqual([GENERIC_ERROR_MSG]);
  });

  it('toasts the generic message on a timeout', async () => {
    respond = async (config) => {
      throw new AxiosError('timeout of 7000ms exceeded', 'ECONNABORTED', config);
    };
    await expect(get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(toasts[0].content).toBe(GENERIC_ERROR_MSG);
  });

  it('rejects login with a synthesized envelope on a network error', async () => {
    respond = async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    };
    await expect(login({ account: 'a', password: 'b' })).rejects.toEqual({
      code: NETWORK_ERROR_CODE,
      msg: GENERIC_ERROR_MSG,
      data: null,
    });
  });

  it('treats a reply that is not an envelope as a failure', async () => {
    respond = reply('<html>Bad gateway</html>');
    await expect(get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(toasts[0].content).toBe(GENERIC_ERROR_MSG);
  });

  it('stays silent when a call is cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(get('/api/x', undefined, { signal: controller.signal })).rejects.toBeDefined();
    expect(toasts).toHaveLength(0);
  });
});

describe('default notifier (antd message)', () => {
  it('shows the toast in the page and ends the session when it closes', async () => {
    vi.resetModules(); // a fresh module that still uses the antd notifier
    const fresh = await import('./http');
    const expired = vi.fn();
    fresh.configureHttp({
      adapter: async (config) => ({
        data: envelope(600, null, '登录过期'),
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      }),
      onSessionExpired: expired,
    });
    await expect(fresh.get('/api/message')).rejects.toMatchObject({ code: 600 });
    // the first toast imports antd's message (see ./toast): give that import time under a loaded machine
    await vi.waitFor(() => expect(document.body.textContent).toContain('登录过期'), { timeout: 5000 });
    expect(expired).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(expired).toHaveBeenCalledTimes(1), { timeout: 4000 });
    // the toast's leave animation commits once more (start → active) after it closed: wait for that commit, or
    // React commits into a torn-down page after this file ends ("window is not defined" in the run)
    await vi.waitFor(() => expect(document.querySelector('[class*="-leave-active"]')).not.toBeNull(), {
      timeout: 4000,
    });
  });
});
