import { and, eq, isNull } from 'drizzle-orm';
import { loginLogs, sessions, sysConfig, users } from '../../server/db/schema';
import { hashToken } from '../../server/lib/sessions';
import { md5Hex } from '../../server/lib/password';
import { createTestServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

const me = (token?: string) => s.get('/api/oauth/CurrentUser', { token });
const sessionIdOf = (token: string) => hashToken(token.slice('Bearer '.length));

describe('session codes', () => {
  test('no token → 600', async () => {
    expect((await me()).body).toEqual({ code: 600, msg: '登录过期,请重新登录', data: null });
  });

  test('an unknown token → 602', async () => {
    expect((await me('Bearer not-a-real-token')).body).toEqual({
      code: 602,
      msg: '登录凭证无效,请重新登录',
      data: null,
    });
  });

  test('logout revokes the token (reuse → 600) and is logged', async () => {
    const token = await s.login('wuxia', 'User1234');
    expect((await me(token)).body.code).toBe(200);
    expect((await s.get('/api/oauth/Logout', { token })).body).toEqual({ code: 200, msg: '操作成功', data: null });
    expect((await me(token)).body.code).toBe(600);
    expect((await s.get('/api/oauth/Logout', { token })).body.code).toBe(600);
    const logs = await s.db
      .select()
      .from(loginLogs)
      .where(and(eq(loginLogs.userId, 'user-wuxia'), eq(loginLogs.loginType, 1)));
    expect(logs).toHaveLength(1);
  });

  test('an expired token → 600', async () => {
    const token = await s.login('xuming', 'User1234');
    await s.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionIdOf(token)));
    expect((await me(token)).body.code).toBe(600);
  });

  test('the token is stored only as its sha256', async () => {
    const token = await s.login('sunli', 'User1234');
    const rows = await s.db.select().from(sessions).where(eq(sessions.userId, 'user-sunli'));
    expect(rows.map((r) => r.id)).toContain(sessionIdOf(token));
    expect(JSON.stringify(rows)).not.toContain(token.slice('Bearer '.length));
  });

  test('a session of a user disabled afterwards stops working', async () => {
    const token = await s.login('liuyang', 'User1234');
    await s.db.update(users).set({ enabledMark: 0 }).where(eq(users.account, 'liuyang'));
    expect((await me(token)).body.code).toBe(600);
  });

  test('several sessions coexist while single login is off', async () => {
    const first = await s.login('wangfang', 'User1234');
    const second = await s.login('wangfang', 'User1234');
    expect((await me(first)).body.code).toBe(200);
    expect((await me(second)).body.code).toBe(200);
  });

  test('with single login on, a second login kicks the first session → 601', async () => {
    await s.db.update(sysConfig).set({ value: 1 }).where(eq(sysConfig.key, 'singleLogin'));
    try {
      const first = await s.login('yangfan', 'User1234');
      const second = await s.login('yangfan', 'User1234');
      expect((await me(first)).body).toEqual({ code: 601, msg: '此账号已在其他地方登录', data: null });
      expect((await me(second)).body.code).toBe(200);
      const live = await s.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, 'user-yangfan'), isNull(sessions.revokedAt)));
      expect(live).toHaveLength(1);
    } finally {
      await s.db.update(sysConfig).set({ value: 0 }).where(eq(sysConfig.key, 'singleLogin'));
    }
  });
});

describe('lock screen and other session calls', () => {
  test('LockScreen accepts the md5 of the current account password only', async () => {
    const token = await s.login('zhouqiang', 'User1234');
    const unlock = (account: string, plain: string) =>
      s.postJson('/api/oauth/LockScreen', { account, password: md5Hex(plain) }, { token });
    expect((await unlock('zhouqiang', 'User1234')).body).toEqual({ code: 200, msg: '操作成功', data: null });
    expect((await unlock('zhouqiang', 'Wrong123')).body).toEqual({ code: 400, msg: '账号或密码错误', data: null });
    expect((await unlock('admin', 'Admin123')).body.msg).toBe('账号或密码错误');
    expect(
      (await s.postJson('/api/oauth/LockScreen', { account: 'zhouqiang', password: md5Hex('User1234') })).body.code,
    ).toBe(600);
  });

  test('updatePasswordMessage answers null', async () => {
    const token = await s.login('admin', 'Admin123');
    expect((await s.postJson('/api/oauth/updatePasswordMessage', {}, { token })).body).toEqual({
      code: 200,
      msg: '操作成功',
      data: null,
    });
  });
});
