import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { captchas } from '../../server/db/schema';
import { BizError } from '../../server/lib/envelope';
import { md5Hex } from '../../server/lib/password';
import { createTestServer, type TestServer } from './harness';

let s: TestServer;
let distDir: string;
let token: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'jnpf-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>学会会员管理平台</title><div id="root"></div>');
  writeFileSync(join(distDir, 'assets', 'app-1234.js'), 'console.log("app")');
  s = await createTestServer({ distDir });
  token = await s.login('admin', 'Admin123');
});
afterAll(async () => {
  await s.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('routing', () => {
  test('paths match case-insensitively', async () => {
    const reply = await s.app.inject({
      method: 'GET',
      url: '/CLOUD-API2/API/OAUTH/currentuser',
      headers: { authorization: token },
    });
    expect(JSON.parse(reply.body).code).toBe(200);
  });

  test('path parameters keep their case', async () => {
    const reply = await s.app.inject({ method: 'GET', url: '/cloud-api2/API/oauth/imagecode/4/MiXeD-Key' });
    expect(reply.headers['content-type']).toBe('image/png');
    const rows = await s.db.select().from(captchas).where(eq(captchas.key, 'MiXeD-Key'));
    expect(rows).toHaveLength(1);
  });

  test('an unknown API path is a 404 envelope, with or without a token', async () => {
    const expected = { code: 404, msg: '接口不存在', data: null };
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const reply = await s.api(method, '/api/nothing/here', { token });
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual(expected);
    }
    expect((await s.get('/api/nothing/here')).body).toEqual(expected);
    const html = await s.app.inject({ method: 'GET', url: '/cloud-api2/api/x', headers: { accept: 'text/html' } });
    expect(JSON.parse(html.body)).toEqual(expected);
  });
});

describe('bad input is a 400 envelope, never a 500', () => {
  const lockScreen = (payload: string, contentType = 'application/json') =>
    s.app.inject({
      method: 'POST',
      url: `${s.config.apiBase}/api/oauth/LockScreen`,
      payload,
      headers: { authorization: token, 'content-type': contentType },
    });
  const envelope = async (reply: Promise<{ statusCode: number; body: string }>) => {
    const r = await reply;
    expect(r.statusCode).toBe(200);
    return JSON.parse(r.body) as { code: number; msg: string };
  };

  test('malformed JSON', async () => {
    expect(await envelope(lockScreen('{"account": '))).toEqual({
      code: 400,
      msg: '参数错误：请求体不是合法的JSON',
      data: null,
    });
  });

  test('missing fields', async () => {
    expect((await envelope(lockScreen('{}'))).msg).toBe('参数错误：account 不能为空');
    expect((await envelope(lockScreen(''))).msg).toBe('参数错误：请求体 类型应为对象');
    const form = await s.postForm('/api/oauth/Login', { account: 'admin' });
    expect(form.body).toEqual({ code: 400, msg: '参数错误：password 不能为空', data: null });
  });

  test('wrong types', async () => {
    const objectAccount = await envelope(lockScreen(JSON.stringify({ account: { a: 1 }, password: md5Hex('x') })));
    expect(objectAccount).toMatchObject({ code: 400, msg: '参数错误：account 类型应为字符串' });
    expect((await envelope(lockScreen('[1,2,3]'))).code).toBe(400);
    expect((await envelope(lockScreen('"text"'))).code).toBe(400);
    expect((await envelope(lockScreen('null'))).code).toBe(400);
  });

  test('huge strings and huge bodies', async () => {
    const long = await s.postForm('/api/oauth/Login', { account: 'a'.repeat(10_000), password: 'x' });
    expect(long.body).toEqual({ code: 400, msg: '参数错误：account 长度不能超过100个字符', data: null });
    const huge = await envelope(lockScreen(JSON.stringify({ account: 'a'.repeat(2 * 1024 * 1024), password: 'x' })));
    expect(huge).toMatchObject({ code: 400, msg: '参数错误：请求体过大' });
  });

  test('unsupported content types', async () => {
    expect(await envelope(lockScreen('<xml/>', 'application/xml'))).toMatchObject({
      code: 400,
      msg: '参数错误：不支持的内容类型',
    });
    expect((await envelope(lockScreen('account=admin', 'text/plain'))).code).toBe(400);
  });

  test('an empty JSON body is "no body" for routes without one', async () => {
    const reply = await s.app.inject({
      method: 'POST',
      url: `${s.config.apiBase}/api/oauth/updatePasswordMessage`,
      headers: { authorization: token, 'content-type': 'application/json' },
    });
    expect(JSON.parse(reply.body).code).toBe(200);
  });

  test('prototype poisoning is refused', async () => {
    expect((await envelope(lockScreen('{"account":"a","password":"b","__proto__":{"x":1}}'))).code).toBe(400);
  });
});

describe('error mapping', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = buildApp({ config: s.config, db: s.db });
    app.get('/biz', async () => {
      throw new BizError('会员编号已存在');
    });
    app.get('/boom', async () => {
      throw new Error('database on fire');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  test('BizError → its code and message; anything else → a generic 500 envelope', async () => {
    const biz = await app.inject({ method: 'GET', url: '/biz' });
    expect([biz.statusCode, JSON.parse(biz.body)]).toEqual([200, { code: 400, msg: '会员编号已存在', data: null }]);
    const boom = await app.inject({ method: 'GET', url: '/boom' });
    expect([boom.statusCode, JSON.parse(boom.body)]).toEqual([200, { code: 500, msg: '服务器内部错误', data: null }]);
  });
});

describe('the built front end', () => {
  const page = (url: string, accept = 'text/html,application/xhtml+xml') =>
    s.app.inject({ method: 'GET', url, headers: { accept } });

  test('serves index.html for / and for client-side routes on refresh', async () => {
    for (const url of ['/', '/home', '/login?redirect=%2Fhome', '/system/dictionary']) {
      const reply = await page(url);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      expect(reply.body).toContain('<div id="root">');
    }
  });

  test('serves assets, and a missing asset is a real 404', async () => {
    const asset = await page('/assets/app-1234.js', '*/*');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await page('/assets/missing.js', '*/*')).statusCode).toBe(404);
  });
});

describe('errors before routing', () => {
  test('a malformed URL is a 400 envelope', async () => {
    const reply = await s.app.inject({ method: 'GET', url: '/cloud-api2/api/oauth/getConfig/%E0%A4%A' });
    expect([reply.statusCode, JSON.parse(reply.body).code]).toEqual([200, 400]);
  });
});
