import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { captchas, sysConfig } from '../../server/db/schema';
import { createTestServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function image(path: string) {
  const reply = await s.app.inject({ method: 'GET', url: s.config.apiBase + path });
  return { reply, png: reply.rawPayload };
}

async function answerOf(key: string): Promise<string> {
  const [row] = await s.db.select().from(captchas).where(eq(captchas.key, key));
  return row.answer;
}

describe('captcha images', () => {
  test('ImageCode/{len}/{timestamp} is a 120×40 PNG whose answer is stored under the key', async () => {
    const { reply, png } = await image('/api/oauth/ImageCode/5/1700000000001');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const decoded = PNG.sync.read(png);
    expect([decoded.width, decoded.height]).toEqual([120, 40]);
    expect(await answerOf('1700000000001')).toMatch(/^[A-Z0-9]{5}$/);
  });

  test('the file/ImageCode/{timestamp} alias uses the configured length', async () => {
    const { reply, png } = await image('/api/file/ImageCode/0.123456');
    expect(reply.headers['content-type']).toBe('image/png');
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(await answerOf('0.123456')).toHaveLength(4);
  });

  test('a bad length is a 400 envelope', async () => {
    for (const len of ['0', '9', 'abc']) {
      const reply = await s.get(`/api/oauth/ImageCode/${len}/123`);
      expect(reply.status).toBe(200);
      expect(reply.body.code).toBe(400);
      expect(reply.body.msg).toMatch(/^参数错误：len /);
    }
  });
});

describe('login with the captcha enabled', () => {
  beforeAll(async () => {
    await s.db.update(sysConfig).set({ value: 1 }).where(eq(sysConfig.key, 'enableVerificationCode'));
  });

  test('getConfig reports it', async () => {
    expect((await s.get('/api/oauth/getConfig/admin')).body.data).toEqual({
      enableVerificationCode: 1,
      verificationCodeNumber: 4,
    });
  });

  test('a missing or wrong code is 验证码错误, an unknown or used key 验证码已失效', async () => {
    expect((await s.loginReply('admin', 'Admin123')).body.msg).toBe('验证码错误');
    expect((await s.loginReply('admin', 'Admin123', { code: 'ABCD', timestamp: 'never-issued' })).body.msg).toBe(
      '验证码已失效',
    );

    await image('/api/oauth/ImageCode/4/k-wrong');
    const answer = await answerOf('k-wrong');
    const wrong = answer === '3333' ? '4444' : '3333';
    expect((await s.loginReply('admin', 'Admin123', { code: wrong, timestamp: 'k-wrong' })).body.msg).toBe(
      '验证码错误',
    );
    // single use: the right answer no longer works once the key has been tried
    expect((await s.loginReply('admin', 'Admin123', { code: answer, timestamp: 'k-wrong' })).body.msg).toBe(
      '验证码已失效',
    );
  });

  test('an expired answer is 验证码已失效', async () => {
    await image('/api/oauth/ImageCode/4/k-expired');
    const answer = await answerOf('k-expired');
    await s.db
      .update(captchas)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchas.key, 'k-expired'));
    expect((await s.loginReply('admin', 'Admin123', { code: answer, timestamp: 'k-expired' })).body.msg).toBe(
      '验证码已失效',
    );
  });

  test('the right answer (any letter case) logs in', async () => {
    await image('/api/oauth/ImageCode/4/k-right');
    const answer = await answerOf('k-right');
    const reply = await s.loginReply('admin', 'Admin123', { code: answer.toLowerCase(), timestamp: 'k-right' });
    expect(reply.body.code).toBe(200);
    expect(reply.body.data.token).toMatch(/^Bearer /);
  });
});
