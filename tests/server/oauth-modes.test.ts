import { eq } from 'drizzle-orm';
import type { CodeCertificateStatus, CurrentUserData, LoginResult, UserMembership } from '../../contract';
import { loginLogs, qrTickets, smsCodes, sysConfig, users } from '../../server/db/schema';
import { md5Hex } from '../../server/lib/password';
import { hashToken } from '../../server/lib/sessions';
import { createSmsTestServer, type SmsTestServer } from './smsHarness';

let s: SmsTestServer;
beforeAll(async () => {
  s = await createSmsTestServer();
});
afterAll(() => s.close());

const sendCode = (mobile: unknown) => s.postJson('/api/oauth/SmsCode', { mobile });
const smsLogin = (mobile: string, code: string) =>
  s.postForm<LoginResult>('/api/oauth/Login', { account: mobile, code, origin: 'sms', grant_type: 'password' });
/** lets the next code be asked for at once (as if a minute had passed) */
const ageCode = (mobile: string, seconds = 61) =>
  s.db
    .update(smsCodes)
    .set({ sentAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(smsCodes.mobile, mobile));

describe('POST /api/oauth/SmsCode', () => {
  test('sends a 6-digit code to the log, stores only its hash, with a 5-minute expiry', async () => {
    const reply = await sendCode('13800000005');
    expect(reply.body).toEqual({ code: 200, msg: '验证码已发送', data: null });
    const code = s.smsCode('13800000005');
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await s.db.select().from(smsCodes).where(eq(smsCodes.mobile, '13800000005'));
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
    const ttl = row.expiresAt.getTime() - row.sentAt.getTime();
    expect(ttl).toBe(5 * 60_000);
  });

  test('one code per mobile per 60 seconds', async () => {
    await sendCode('13800000006');
    expect((await sendCode('13800000006')).body).toEqual({ code: 400, msg: '请60秒后再试', data: null });
    await ageCode('13800000006', 59);
    expect((await sendCode('13800000006')).body.msg).toBe('请60秒后再试');
    await ageCode('13800000006');
    expect((await sendCode('13800000006')).body.code).toBe(200);
  });

  test('only for the mobile of an enabled user; the mobile must look like one', async () => {
    expect((await sendCode('13999999999')).body).toEqual({ code: 400, msg: '该手机号未注册或账号已停用', data: null });
    expect((await sendCode('13800000014')).body.msg).toBe('该手机号未注册或账号已停用'); // gaojie is disabled
    expect((await sendCode('12345')).body).toEqual({ code: 400, msg: '请输入正确的手机号', data: null });
    expect((await sendCode({ number: 1 })).body.code).toBe(400);
    expect((await s.postJson('/api/oauth/SmsCode', {})).body.msg).toBe('参数错误：mobile 不能为空');
    expect((await s.postJson('/api/oauth/SmsCode', 'x')).body.code).toBe(400);
  });
});

describe('Login with origin sms', () => {
  test('the right code signs in once; the token opens CurrentUser; it is logged', async () => {
    await sendCode('13800000007');
    const code = s.smsCode('13800000007')!;
    const reply = await smsLogin('13800000007', code);
    expect(reply.body.code).toBe(200);
    expect(reply.body.data.token).toMatch(/^Bearer /);
    const me = await s.get<CurrentUserData>('/api/oauth/CurrentUser', { token: reply.body.data.token });
    expect(me.body.data.userInfo.userAccount).toBe('yangfan');
    expect((await smsLogin('13800000007', code)).body).toEqual({
      code: 400,
      msg: '短信验证码已失效，请重新获取',
      data: null,
    });
    const logs = await s.db.select().from(loginLogs).where(eq(loginLogs.userId, 'user-yangfan'));
    expect(logs.map((l) => l.abstracts)).toContain('短信验证码登录成功');
  });

  test('5 wrong tries use the code up, even for the right code afterwards', async () => {
    await sendCode('13800000008');
    const code = s.smsCode('13800000008')!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) expect((await smsLogin('13800000008', wrong)).body.msg).toBe('短信验证码错误');
    expect((await smsLogin('13800000008', wrong)).body.msg).toBe('短信验证码错误次数过多，请重新获取');
    expect((await smsLogin('13800000008', code)).body.msg).toBe('短信验证码错误次数过多，请重新获取');
    // the account itself is not locked by wrong codes
    expect((await s.loginReply('zhaolei', 'User1234')).body.code).toBe(200);
  });

  test('an expired code is refused', async () => {
    await sendCode('13800000009');
    await s.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.mobile, '13800000009'));
    expect((await smsLogin('13800000009', s.smsCode('13800000009')!)).body.msg).toBe('短信验证码已失效，请重新获取');
    expect((await smsLogin('13800000010', '123456')).body.msg).toBe('短信验证码已失效，请重新获取');
  });

  test('the lock and the no-menu rules of the password login apply', async () => {
    // zhengyu has no role: no menus
    await sendCode('13800000015');
    expect((await smsLogin('13800000015', s.smsCode('13800000015')!)).body.msg).toBe('您的权限不足，请联系管理员');
    // an account locked by wrong passwords from this address stays locked here for SMS codes too
    for (let i = 0; i < 5; i++) await s.loginReply('wuxia', 'wrong');
    await sendCode('13800000011');
    expect((await smsLogin('13800000011', s.smsCode('13800000011')!)).body.msg).toMatch(/^账号已被锁定/);
    // a disabled account has no code to sign in with
    expect((await smsLogin('13800000014', '123456')).body.msg).toBe('该手机号未注册或账号已停用');
  });

  test('missing code or password is a 400', async () => {
    const noCode = await s.postForm('/api/oauth/Login', {
      account: '13800000001',
      origin: 'sms',
      grant_type: 'password',
    });
    expect(noCode.body.msg).toBe('参数错误：code 不能为空');
    const noPassword = await s.postForm('/api/oauth/Login', { account: 'admin', grant_type: 'password' });
    expect(noPassword.body.msg).toBe('参数错误：password 不能为空');
  });
});

describe('QR sign-in', () => {
  const ticketStatus = async (ticket: string) =>
    (await s.get<CodeCertificateStatus>(`/api/oauth/codeCertificateStatus/${ticket}`)).body;
  const newTicket = async () => (await s.get<{ ticket: string }>('/api/oauth/codeCertificate')).body.data.ticket;
  const setStatus = (ticket: string, status: number, token?: string) =>
    s.get(`/api/oauth/setCodeCertificateStatus/${ticket}/${status}`, { token });

  test('poll → scanned → confirmed: the token is delivered once and works', async () => {
    const ticket = await newTicket();
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await ticketStatus(ticket)).toEqual({ code: 200, msg: '操作成功', data: { status: 0 } });
    const app = await s.login('huangmin', 'User1234');
    expect((await setStatus(ticket, 2, app)).body).toEqual({ code: 200, msg: '操作成功', data: null });
    expect((await ticketStatus(ticket)).data).toEqual({ status: 2 });
    expect((await setStatus(ticket, 1, app)).body.code).toBe(200);
    const confirmed = (await ticketStatus(ticket)).data;
    expect(confirmed.status).toBe(1);
    expect(confirmed.value).toMatch(/^Bearer /);
    expect(confirmed.value).not.toBe(app);
    const me = await s.get<CurrentUserData>('/api/oauth/CurrentUser', { token: confirmed.value });
    expect(me.body.data.userInfo.userAccount).toBe('huangmin');
    // delivered once: the ticket is spent
    expect((await ticketStatus(ticket)).data).toEqual({ status: 4 });
    expect((await setStatus(ticket, 1, app)).body.msg).toBe('二维码已失效，请刷新后重新扫码');
    // the ticket itself is stored only as its hash
    const rows = await s.db.select().from(qrTickets);
    expect(rows.some((r) => r.id === hashToken(ticket))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(ticket);
  });

  test('the app must be signed in; another user cannot take over a scanned ticket', async () => {
    const ticket = await newTicket();
    expect((await setStatus(ticket, 2)).body.code).toBe(600);
    const first = await s.login('liuyang', 'User1234');
    const second = await s.login('chenjing', 'User1234');
    await setStatus(ticket, 2, first);
    expect((await setStatus(ticket, 1, second)).body).toEqual({
      code: 400,
      msg: '该二维码已被其他账号扫描',
      data: null,
    });
    expect((await setStatus(ticket, 9, first)).body.code).toBe(400);
    expect((await setStatus(ticket, 3, first)).body.code).toBe(200);
    expect((await ticketStatus(ticket)).data).toEqual({ status: 3 });
  });

  test('an expired or unknown ticket reads 4 and cannot be confirmed', async () => {
    const ticket = await newTicket();
    await s.db
      .update(qrTickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(qrTickets.id, hashToken(ticket)));
    expect((await ticketStatus(ticket)).data).toEqual({ status: 4 });
    expect((await ticketStatus('no-such-ticket')).data).toEqual({ status: 4 });
    const app = await s.login('liuyang', 'User1234');
    expect((await setStatus(ticket, 1, app)).body.code).toBe(400);
    expect((await setStatus('x'.repeat(200), 1, app)).body.code).toBe(400);
    expect((await setStatus('abc', Number.NaN, app)).body.code).toBe(400);
  });

  test('a user without menus cannot confirm', async () => {
    const ticket = await newTicket();
    const [zhengyu] = await s.db.select().from(users).where(eq(users.account, 'zhengyu'));
    // zhengyu cannot sign in at all, so give him a session the way the app would have one, then confirm
    const { createSession } = await import('../../server/lib/sessions');
    const { token } = await createSession(s.db, { userId: zhengyu.id, ip: '', userAgent: '', ttlMinutes: 10 });
    expect((await setStatus(ticket, 1, token)).body.msg).toBe('您的权限不足，请联系管理员');
    expect((await ticketStatus(ticket)).data).toEqual({ status: 0 });
  });
});

describe('Register', () => {
  const body = async (overrides: Record<string, unknown> = {}) => {
    const timestamp = `${Date.now()}${Math.random().toString().slice(2, 8)}`;
    const code = await s.captcha(timestamp);
    return {
      account: 'newmember',
      realName: '新会员',
      mobilePhone: '13700000001',
      email: 'new@example.org',
      password: md5Hex('Member2026'),
      code,
      timestamp,
      ...overrides,
    };
  };

  test('creates an enabled account with the 普通员工 role that can sign in at once', async () => {
    const reply = await s.postJson('/api/oauth/Register', await body());
    expect(reply.body).toEqual({ code: 200, msg: '注册成功', data: null });
    const token = await s.login('newmember', 'Member2026');
    const me = await s.get<CurrentUserData>('/api/oauth/CurrentUser', { token });
    expect(me.body.data.userInfo).toMatchObject({ userName: '新会员', roleName: '普通员工', organizeName: '中华学会' });
    expect(me.body.data.userInfo.changePasswordDate).not.toBeNull();
    const roles = await s.get<UserMembership[]>('/api/permission/Users/Current/getUserRoles', { token });
    expect(roles.body.data.map((r) => r.id)).toEqual(['role-staff']);
  });

  test('duplicates and a wrong captcha are refused', async () => {
    expect((await s.postJson('/api/oauth/Register', await body({ mobilePhone: '13700000002' }))).body).toEqual({
      code: 400,
      msg: '账户已存在',
      data: null,
    });
    expect(
      (await s.postJson('/api/oauth/Register', await body({ account: 'ADMIN', mobilePhone: '13700000002' }))).body.msg,
    ).toBe('账户已存在');
    expect(
      (await s.postJson('/api/oauth/Register', await body({ account: 'another', mobilePhone: '13800000001' }))).body
        .msg,
    ).toBe('手机号已被注册');
    expect(
      (
        await s.postJson(
          '/api/oauth/Register',
          await body({ account: 'another2', mobilePhone: '13700000003', code: 'ZZZZ' }),
        )
      ).body.msg,
    ).toBe('验证码错误');
  });

  test('with registerUserEnabled 0 the account waits for an administrator', async () => {
    await s.db.update(sysConfig).set({ value: 0 }).where(eq(sysConfig.key, 'registerUserEnabled'));
    const reply = await s.postJson(
      '/api/oauth/Register',
      await body({ account: 'waiting', mobilePhone: '13700000004' }),
    );
    expect(reply.body.code).toBe(200);
    expect((await s.loginReply('waiting', 'Member2026')).body.msg).toBe('账号已被禁用');
    await s.db.update(sysConfig).set({ value: 1 }).where(eq(sysConfig.key, 'registerUserEnabled'));
  });

  test('bad bodies are 400', async () => {
    const cases: Record<string, unknown>[] = [
      { account: 'with space' },
      { account: '' },
      { mobilePhone: '123' },
      { email: 'nope' },
      { password: 'plain-text' },
      { realName: '' },
    ];
    for (const overrides of cases) {
      const reply = await s.postJson('/api/oauth/Register', await body({ mobilePhone: '13700000009', ...overrides }));
      expect(reply.body.code, JSON.stringify(overrides)).toBe(400);
    }
    expect((await s.postJson('/api/oauth/Register', [])).body.code).toBe(400);
  });
});

describe('ResetPassword', () => {
  test('an SMS code sets a new password, unlocks the account and closes its sessions', async () => {
    const old = await s.login('zhouqiang', 'User1234');
    await s.db
      .update(users)
      .set({ lockMark: 1, unlockTime: new Date(Date.now() + 600_000), failedLogins: 5 })
      .where(eq(users.account, 'zhouqiang'));
    await sendCode('13800000010');
    const reply = await s.postJson('/api/oauth/ResetPassword', {
      mobile: '13800000010',
      code: s.smsCode('13800000010'),
      password: md5Hex('Reset2026'),
    });
    expect(reply.body).toEqual({ code: 200, msg: '密码已重置，请使用新密码登录', data: null });
    expect((await s.get('/api/oauth/CurrentUser', { token: old })).body.code).toBe(600);
    expect((await s.loginReply('zhouqiang', 'Reset2026')).body.code).toBe(200);
  });

  test('a wrong code, an unknown mobile and bad bodies are refused', async () => {
    await ageCode('13800000012');
    await sendCode('13800000012');
    const code = s.smsCode('13800000012')!;
    const reset = (json: unknown) => s.postJson('/api/oauth/ResetPassword', json);
    expect(
      (
        await reset({
          mobile: '13800000012',
          code: code === '000000' ? '111111' : '000000',
          password: md5Hex('x1x1x1'),
        })
      ).body.msg,
    ).toBe('短信验证码错误');
    expect((await reset({ mobile: '13999999999', code, password: md5Hex('x1x1x1') })).body.msg).toBe(
      '该手机号未注册或账号已停用',
    );
    for (const json of [
      {},
      { mobile: '1', code, password: md5Hex('a') },
      { mobile: '13800000012', code, password: 'plain' },
    ]) {
      expect((await reset(json)).body.code).toBe(400);
    }
    expect((await s.loginReply('sunli', 'User1234')).body.code).toBe(200);
  });
});

describe('seeded password state', () => {
  test('admin has changed the initial password; xuming has not, and the policy demands a change', async () => {
    const admin = await s.get<CurrentUserData>('/api/oauth/CurrentUser', { token: await s.login('admin', 'Admin123') });
    expect(admin.body.data.userInfo.changePasswordDate).toEqual(expect.any(Number));
    expect(admin.body.data.sysConfigInfo.mandatoryModificationOfInitialPassword).toBe(1);
    const xuming = await s.get<CurrentUserData>('/api/oauth/CurrentUser', {
      token: await s.login('xuming', 'User1234'),
    });
    expect(xuming.body.data.userInfo.changePasswordDate).toBeNull();
    expect(Object.keys(xuming.body.data.sysConfigInfo)).not.toContain('registerUserEnabled');
  });
});
