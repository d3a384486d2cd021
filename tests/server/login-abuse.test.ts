import { eq } from 'drizzle-orm';
import type { LoginResult } from '../../contract';
import { sysConfig, users } from '../../server/db/schema';
import { encryptLoginPassword } from '../../server/lib/password';
import { createTestServer, type ApiReply, type TestServer } from './harness';

/**
 * The login abuse policy: failures count per account from one address (and per address over all accounts),
 * so one address cannot lock out an account used elsewhere; lock or growing delay as configured; the same
 * words for real and unknown accounts.
 */

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

const LOCKED_10 = '账号已被锁定，请10分钟后再试';

/** A password login as the front end sends it, from a given client address. */
async function loginFrom(address: string, account: string, plain: string): Promise<ApiReply<LoginResult>> {
  const form = {
    account,
    password: encryptLoginPassword(plain, s.config.aesKey),
    origin: 'password',
    grant_type: 'password',
  };
  const reply = await s.app.inject({
    method: 'POST',
    url: `${s.config.apiBase}/api/oauth/Login`,
    remoteAddress: address,
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return {
    status: reply.statusCode,
    headers: reply.headers,
    body: JSON.parse(reply.body) as ApiReply<LoginResult>['body'],
  };
}

async function setConfig(key: string, value: number) {
  await s.db.insert(sysConfig).values({ key, value }).onConflictDoUpdate({ target: sysConfig.key, set: { value } });
}

describe('lock policy (the default)', () => {
  test('an attacker locks only his own address: the owner still signs in from elsewhere', async () => {
    for (let i = 1; i <= 4; i++)
      expect((await loginFrom('203.0.113.7', 'admin', `guess-${i}`)).body.msg).toBe('账号或密码错误');
    expect((await loginFrom('203.0.113.7', 'admin', 'guess-5')).body.msg).toBe(LOCKED_10);
    // even the right password is refused from the attacker's address…
    expect((await loginFrom('203.0.113.7', 'admin', 'Admin123')).body.msg).toBe(LOCKED_10);
    // …while the owner, from an address with no failures, signs in
    expect((await loginFrom('198.51.100.20', 'admin', 'Admin123')).body.code).toBe(200);
  });

  test('unknown accounts get exactly the same answers, lock message included', async () => {
    const real: string[] = [];
    const unknown: string[] = [];
    for (let i = 0; i < 6; i++) {
      real.push((await loginFrom('203.0.113.8', 'liuyang', 'nope')).body.msg);
      unknown.push((await loginFrom('203.0.113.8', 'no-such-user', 'nope')).body.msg);
    }
    expect(unknown).toEqual(real);
    expect(real.slice(-2)).toEqual([LOCKED_10, LOCKED_10]);
  });

  test('an administrator unlock lifts the lock from every address', async () => {
    for (let i = 0; i < 5; i++) await loginFrom('203.0.113.9', 'lina', 'nope');
    expect((await loginFrom('203.0.113.9', 'lina', 'User1234')).body.msg).toBe(LOCKED_10);
    const [row] = await s.db.select().from(users).where(eq(users.account, 'lina'));
    expect(row.lockMark).toBe(1); // shown in the user list
    const admin = await s.login('admin', 'Admin123');
    expect((await s.api('PUT', `/api/permission/Users/${row.id}/Actions/unlock`, { token: admin })).body.code).toBe(
      200,
    );
    expect((await loginFrom('203.0.113.9', 'lina', 'User1234')).body.code).toBe(200);
  });

  test('an account spelled with capitals shows its lock in the user list too', async () => {
    await s.db.update(users).set({ account: 'XuMing' }).where(eq(users.account, 'xuming'));
    for (let i = 0; i < 5; i++) await loginFrom('203.0.113.13', 'XuMing', 'nope');
    const [row] = await s.db.select().from(users).where(eq(users.account, 'XuMing'));
    expect(row.lockMark).toBe(1);
  });

  test('one address trying many accounts is slowed down for all of them', async () => {
    // 4 × 5 failures spread over accounts, each under its own limit
    const accounts = ['u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7'];
    let last = '';
    for (let i = 0; i < 20; i++) last = (await loginFrom('203.0.113.10', accounts[i % accounts.length], 'x')).body.msg;
    expect(last).toBe(LOCKED_10);
    expect((await loginFrom('203.0.113.10', 'wangfang', 'User1234')).body.msg).toBe(LOCKED_10);
    expect((await loginFrom('198.51.100.21', 'wangfang', 'User1234')).body.code).toBe(200);
  });
});

describe('configured by the system configuration', () => {
  afterEach(async () => {
    await s.db.delete(sysConfig).where(eq(sysConfig.key, 'lockType'));
    await s.db.delete(sysConfig).where(eq(sysConfig.key, 'passwordErrorsNumber'));
    await s.db.delete(sysConfig).where(eq(sysConfig.key, 'lockTime'));
  });

  test('the number of failures and the lock time', async () => {
    await setConfig('passwordErrorsNumber', 3);
    await setConfig('lockTime', 30);
    for (let i = 0; i < 2; i++)
      expect((await loginFrom('203.0.113.11', 'zhaolei', 'x')).body.msg).toBe('账号或密码错误');
    expect((await loginFrom('203.0.113.11', 'zhaolei', 'x')).body.msg).toBe('账号已被锁定，请30分钟后再试');
  });

  test('delay: a waiting time that doubles with every further failure', async () => {
    await setConfig('lockType', 2);
    await setConfig('passwordErrorsNumber', 2);
    await setConfig('lockTime', 5);
    expect((await loginFrom('203.0.113.12', 'chenjing', 'x')).body.msg).toBe('账号或密码错误');
    expect((await loginFrom('203.0.113.12', 'chenjing', 'x')).body.msg).toBe('请等待5分钟后再试');
    expect((await loginFrom('203.0.113.12', 'chenjing', 'User1234')).body.msg).toBe('请等待5分钟后再试');
    // the wait runs out, the next failure waits twice as long
    await s.db.execute(`update login_throttles set blocked_until = now() - interval '1 second'`);
    expect((await loginFrom('203.0.113.12', 'chenjing', 'x')).body.msg).toBe('请等待10分钟后再试');
    expect((await loginFrom('198.51.100.22', 'chenjing', 'User1234')).body.code).toBe(200);
  });
});

describe('client address behind a proxy', () => {
  test('X-Forwarded-For is ignored unless TRUST_PROXY names the proxy', async () => {
    const forwarded = (server: TestServer, address: string) =>
      server.app.inject({
        method: 'POST',
        url: `${server.config.apiBase}/api/oauth/Login`,
        remoteAddress: '127.0.0.1',
        payload: new URLSearchParams({ account: 'sunli', password: 'x', origin: 'password' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
      });
    const trusting = await createTestServer({ trustProxy: '127.0.0.1' });
    try {
      for (let i = 0; i < 5; i++) await forwarded(trusting, '192.0.2.1');
      const other = await forwarded(trusting, '192.0.2.2');
      expect(JSON.parse(other.body)).toMatchObject({ msg: '账号或密码错误' });
    } finally {
      await trusting.close();
    }
    // without trust, every forwarded address is the proxy itself: the fifth failure locks them all
    for (let i = 0; i < 5; i++) await forwarded(s, `192.0.2.${10 + i}`);
    expect(JSON.parse((await forwarded(s, '192.0.2.99')).body)).toMatchObject({ msg: LOCKED_10 });
  });
});
