import { and, eq } from 'drizzle-orm';
import type { CurrentUserData, LoginConfig } from '../../contract';
import { loginLogs, loginThrottles, users } from '../../server/db/schema';
import { createTestServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

const LOCKED = /^账号已被锁定，请\d+分钟后再试$/;

describe('POST /api/oauth/Login', () => {
  test('returns a Bearer token that opens CurrentUser, also without the prefix', async () => {
    const reply = await s.loginReply('admin', 'Admin123');
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(200);
    expect(reply.body.data.token).toMatch(/^Bearer [A-Za-z0-9_-]{43}$/);
    expect(reply.body.data.theme).toBe('classic');

    const token = reply.body.data.token;
    const me = await s.get<CurrentUserData>('/api/oauth/CurrentUser', { token });
    expect(me.body.code).toBe(200);
    expect(me.body.data.userInfo.userAccount).toBe('admin');
    const raw = await s.get('/api/oauth/CurrentUser', { token: token.slice('Bearer '.length) });
    expect(raw.body.code).toBe(200);
  });

  test('wrong password, unknown account and a garbled cipher all say 账号或密码错误', async () => {
    for (const reply of [
      await s.loginReply('liuyang', 'wrong-password'),
      await s.loginReply('nobody', 'User1234'),
      await s.postForm('/api/oauth/Login', { account: 'liuyang', password: 'zz-not-hex', grant_type: 'password' }),
      await s.postForm('/api/oauth/Login', { account: 'liuyang', password: 'ab'.repeat(16), grant_type: 'password' }),
    ]) {
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ code: 400, msg: '账号或密码错误', data: null });
    }
  });

  test('locks the account after 5 consecutive failures, even for the right password', async () => {
    for (let i = 1; i <= 4; i++) expect((await s.loginReply('chenjing', `bad-${i}`)).body.msg).toBe('账号或密码错误');
    const fifth = await s.loginReply('chenjing', 'bad-5');
    expect(fifth.body.code).toBe(400);
    expect(fifth.body.msg).toMatch(LOCKED);
    const right = await s.loginReply('chenjing', 'User1234');
    expect(right.body.code).toBe(400);
    expect(right.body.msg).toBe('账号已被锁定，请10分钟后再试');
  });

  test('a lock that has run out lets the right password in and resets the counter', async () => {
    for (let i = 0; i < 5; i++) await s.loginReply('huangmin', 'bad');
    expect((await s.loginReply('huangmin', 'User1234')).body.msg).toMatch(LOCKED);
    await s.db.update(loginThrottles).set({ blockedUntil: new Date(Date.now() - 1000) });
    expect((await s.loginReply('huangmin', 'User1234')).body.code).toBe(200);
    const [row] = await s.db.select().from(users).where(eq(users.account, 'huangmin'));
    expect(row).toMatchObject({ failedLogins: 0, lockMark: 0, unlockTime: null });
    // the count started again: four more failures do not lock
    for (let i = 0; i < 4; i++) expect((await s.loginReply('huangmin', 'bad')).body.msg).toBe('账号或密码错误');
  });

  test('success resets the failure counter', async () => {
    await s.loginReply('zhaolei', 'bad');
    await s.loginReply('zhaolei', 'bad');
    await s.login('zhaolei', 'User1234');
    for (let i = 0; i < 4; i++) await s.loginReply('zhaolei', 'bad');
    // 2 + 4 failures would have locked it without the reset
    expect((await s.loginReply('zhaolei', 'User1234')).body.code).toBe(200);
  });

  test('a disabled account is refused', async () => {
    expect((await s.loginReply('gaojie', 'User1234')).body).toEqual({ code: 400, msg: '账号已被禁用', data: null });
  });

  test('a user without any menu is refused', async () => {
    expect((await s.loginReply('zhengyu', 'User1234')).body).toEqual({
      code: 400,
      msg: '您的权限不足，请联系管理员',
      data: null,
    });
  });

  test('accepts the sub-account form mobile@account only with the matching mobile', async () => {
    const token = await s.login('13800000002@zhangwei', 'User1234');
    const me = await s.get<CurrentUserData>('/api/oauth/CurrentUser', { token });
    expect(me.body.data.userInfo.userAccount).toBe('zhangwei');
    expect((await s.loginReply('13900000000@zhangwei', 'User1234')).body.msg).toBe('账号或密码错误');
    expect((await s.loginReply('13800000003@zhangwei', 'User1234')).body.msg).toBe('账号或密码错误');
  });

  test('records login logs and the previous login', async () => {
    await s.login('lina', 'User1234');
    const token = await s.login('lina', 'User1234');
    const me = await s.get<CurrentUserData>('/api/oauth/CurrentUser', { token });
    expect(me.body.data.userInfo.prevLogin).toBe(1);
    expect(typeof me.body.data.userInfo.prevLoginTime).toBe('number');
    expect(me.body.data.userInfo.prevLoginIPAddress).toBe('127.0.0.1');
    const ok = await s.db
      .select()
      .from(loginLogs)
      .where(and(eq(loginLogs.userId, 'user-lina'), eq(loginLogs.loginMark, 1)));
    expect(ok.length).toBe(2);
    const failed = await s.db
      .select()
      .from(loginLogs)
      .where(and(eq(loginLogs.account, 'liuyang'), eq(loginLogs.loginMark, 0)));
    expect(failed.length).toBeGreaterThan(0);
  });
});

describe('anonymous login settings', () => {
  test('GET getConfig/{account} gives the captcha settings without a token', async () => {
    const reply = await s.get<LoginConfig>('/api/oauth/getConfig/admin');
    expect(reply.body).toEqual({
      code: 200,
      msg: '操作成功',
      data: { enableVerificationCode: 0, verificationCodeNumber: 4 },
    });
  });

  test('GET getLoginConfig says there is no SSO redirect (no OIDC provider configured)', async () => {
    const reply = await s.get('/api/oauth/getLoginConfig');
    expect(reply.body.data).toEqual({ redirect: false, url: '', ticketParams: 'ticket', socialsList: [], sso: false });
  });
});
