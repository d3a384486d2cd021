import { createCipheriv } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type {
  CurrentUserData,
  MenuItem,
  PageResult,
  SignImage,
  Subordinate,
  SystemLogItem,
  UserAuthorize,
  UserBaseInfo,
  UserMembership,
} from '../../contract';
import { loginLogs, sessions, sysConfig, users } from '../../server/db/schema';
import { md5Hex } from '../../server/lib/password';
import { hashToken } from '../../server/lib/sessions';
import { createSmsTestServer, type SmsTestServer } from './smsHarness';

let s: SmsTestServer;
let admin: string;
let zhangwei: string;

beforeAll(async () => {
  s = await createSmsTestServer();
  admin = await s.login('admin', 'Admin123');
  zhangwei = await s.login('zhangwei', 'User1234');
});
afterAll(() => s.close());

const BASE = '/api/permission/Users/Current';
const get = <T>(path: string, token: string, query?: Record<string, string>) => s.get<T>(BASE + path, { token, query });
const put = <T>(path: string, token: string, json?: unknown) => s.api<T>('PUT', BASE + path, { token, json });
const post = <T>(path: string, token: string, json?: unknown) => s.api<T>('POST', BASE + path, { token, json });
const del = <T>(path: string, token: string) => s.api<T>('DELETE', BASE + path, { token });

/** hex(AES-128-ECB(plain)) under the login key: the optional `encryptedPassword` of a new password */
function cipherOf(plain: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(s.config.aesKey, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('hex');
}

const flatten = (menus: MenuItem[]): MenuItem[] => menus.flatMap((m) => [m, ...flatten(m.children ?? [])]);

describe('BaseInfo', () => {
  test('GET has every field of the contract with the organisation path, positions, roles and manager', async () => {
    const reply = await get<UserBaseInfo>('/BaseInfo', zhangwei);
    expect(reply.body.code).toBe(200);
    const info = reply.body.data;
    for (const key of [
      'id', 'account', 'realName', 'organizeId', 'organize', 'position', 'positionId', 'manager', 'roleId', 'roleIds',
      'creatorTime', 'prevLogTime', 'signature', 'gender', 'nation', 'nativePlace', 'entryDate', 'certificatesType',
      'certificatesNumber', 'education', 'birthday', 'telePhone', 'landline', 'mobilePhone', 'email', 'urgentContacts',
      'urgentTelePhone', 'postalAddress', 'theme', 'language', 'avatar', 'ranks',
    ]) expect(info, key).toHaveProperty(key); // prettier-ignore
    expect(info).toMatchObject({
      id: 'user-zhangwei',
      account: 'zhangwei',
      realName: '张伟',
      organize: '中华学会/会员部/个人会员科',
      position: '会员专员',
      positionId: 'pos-member-officer',
      manager: '王芳/wangfang',
      roleId: '普通员工',
      roleIds: 'role-staff',
      mobilePhone: '13800000002',
      theme: 'classic',
      language: 'zh-CN',
    });
    expect(typeof info.creatorTime).toBe('number');
  });

  test('PUT saves the sent fields, keeps the others, and birthday travels as epoch ms', async () => {
    const birthday = Date.UTC(1990, 4, 17);
    const reply = await put('/BaseInfo', zhangwei, {
      realName: '张伟',
      gender: '1',
      nation: '汉族',
      nativePlace: '江苏南京',
      certificatesType: '身份证',
      certificatesNumber: '32010219900517001X',
      education: '硕士',
      birthday,
      telePhone: '025-88886666',
      landline: '(025) 8888 6666',
      email: 'zhang.wei@example.org',
      urgentContacts: '张父',
      urgentTelePhone: '13900000002',
      postalAddress: '南京市玄武区',
      signature: '天道酬勤',
    });
    expect(reply.body).toEqual({ code: 200, msg: '修改成功', data: null });
    const info = (await get<UserBaseInfo>('/BaseInfo', zhangwei)).body.data;
    expect(info).toMatchObject({ nation: '汉族', birthday, education: '硕士', signature: '天道酬勤' });
    expect(info.mobilePhone).toBe('13800000002');

    await put('/BaseInfo', zhangwei, { realName: '张伟', birthday: null });
    const after = (await get<UserBaseInfo>('/BaseInfo', zhangwei)).body.data;
    expect(after.birthday).toBeNull();
    expect(after.nation).toBe('汉族');
  });

  test('bad input is refused with a 400 naming the field', async () => {
    const cases: [unknown, RegExp][] = [
      [{}, /realName/],
      [{ realName: '' }, /realName/],
      [{ realName: 'x'.repeat(51) }, /realName 长度不能超过50个字符/],
      [{ realName: '张伟', email: 'not-an-email' }, /email/],
      [{ realName: '张伟', mobilePhone: '12345' }, /mobilePhone/],
      [{ realName: '张伟', gender: '9' }, /gender/],
      [{ realName: '张伟', birthday: 'yesterday' }, /birthday/],
      [{ realName: '张伟', telePhone: 'call me' }, /telePhone/],
      [{ realName: '张伟', postalAddress: 'x'.repeat(201) }, /postalAddress/],
      [[], /请求体/],
    ];
    for (const [json, msg] of cases) {
      const reply = await put('/BaseInfo', zhangwei, json);
      expect(reply.body.code, JSON.stringify(json)).toBe(400);
      expect(reply.body.msg).toMatch(msg);
    }
  });

  test('a mobile already used by another user is refused (it signs in by SMS)', async () => {
    const reply = await put('/BaseInfo', zhangwei, { realName: '张伟', mobilePhone: '13800000003' });
    expect(reply.body).toEqual({ code: 400, msg: '手机号已被其他用户使用', data: null });
  });

  test('completing the identity details clears the 信息补充 flag', async () => {
    const sunli = await s.login('sunli', 'User1234');
    const me = () => s.get<CurrentUserData>('/api/oauth/CurrentUser', { token: sunli });
    expect((await me()).body.data.userInfo.incompleteInfo).toBe(1);
    await put('/BaseInfo', sunli, {
      realName: '孙丽',
      certificatesType: '身份证',
      certificatesNumber: '110101199001011234',
    });
    expect((await me()).body.data.userInfo.incompleteInfo).toBe(0);
  });
});

describe('Avatar, SystemTheme, SystemLanguage', () => {
  test('avatar keeps the relative image URL, also on CurrentUser.headIcon', async () => {
    expect((await put('/Avatar/face-01.png', zhangwei)).body.code).toBe(200);
    expect((await get<UserBaseInfo>('/BaseInfo', zhangwei)).body.data.avatar).toBe(
      '/api/File/Image/userAvatar/face-01.png',
    );
    const me = await s.get<CurrentUserData>('/api/oauth/CurrentUser', { token: zhangwei });
    expect(me.body.data.userInfo.headIcon).toBe('/api/File/Image/userAvatar/face-01.png');
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'face.exe', '.hidden.png', 'a%20b.png']) {
      expect((await put(`/Avatar/${name}`, zhangwei)).body, name).toMatchObject({ code: 400 });
    }
  });

  test('theme and language are stored and come back in BaseInfo and the next login', async () => {
    expect((await put('/SystemTheme', zhangwei, { theme: 'blend' })).body.code).toBe(200);
    expect((await put('/SystemLanguage', zhangwei, { language: 'en-US' })).body.code).toBe(200);
    const info = (await get<UserBaseInfo>('/BaseInfo', zhangwei)).body.data;
    expect(info).toMatchObject({ theme: 'blend', language: 'en-US' });
    expect((await s.loginReply('zhangwei', 'User1234')).body.data.theme).toBe('blend');
    await put('/SystemTheme', zhangwei, { theme: 'classic' });
    await put('/SystemLanguage', zhangwei, { language: 'zh-CN' });
  });

  test('unknown values are refused', async () => {
    expect((await put('/SystemTheme', zhangwei, { theme: 'neon' })).body).toMatchObject({ code: 400 });
    expect((await put('/SystemTheme', zhangwei, {})).body.msg).toBe('参数错误：theme 不能为空');
    expect((await put('/SystemLanguage', zhangwei, { language: 'fr-FR' })).body).toMatchObject({ code: 400 });
  });
});

describe('Actions/ModifyPassword', () => {
  let token: string;
  const ts = () => `${Date.now()}${Math.random().toString().slice(2, 8)}`;
  const modify = async (oldPlain: string, newPlain: string, opts: { code?: string; cipher?: boolean } = {}) => {
    const timestamp = ts();
    const answer = await s.captcha(timestamp);
    return post('/Actions/ModifyPassword', token, {
      oldPassword: md5Hex(oldPlain),
      password: md5Hex(newPlain),
      code: opts.code ?? answer.toLowerCase(),
      timestamp,
      ...(opts.cipher ? { encryptedPassword: cipherOf(newPlain) } : {}),
    });
  };

  beforeAll(async () => {
    token = await s.login('yangfan', 'User1234');
  });

  test('a wrong captcha, an unknown captcha key and a wrong old password each have their own message', async () => {
    expect((await modify('User1234', 'NewPass123', { code: 'ZZZZ' })).body).toEqual({
      code: 400,
      msg: '验证码输入错误，请重新输入！',
    });
    const stale = await post('/Actions/ModifyPassword', token, {
      oldPassword: md5Hex('User1234'),
      password: md5Hex('NewPass123'),
      code: 'ABCD',
      timestamp: 'never-served',
    });
    expect(stale.body).toEqual({ code: 400, msg: '验证码已失效' });
    expect((await modify('Wrong1234', 'NewPass123')).body).toEqual({ code: 400, msg: '旧密码错误，请重新输入' });
    expect((await modify('User1234', 'User1234')).body).toEqual({ code: 400, msg: '新建密码不能与旧密码一样' });
  });

  test('the captcha is single use', async () => {
    const timestamp = ts();
    const answer = await s.captcha(timestamp);
    const body = { oldPassword: md5Hex('Wrong'), password: md5Hex('NewPass123'), code: answer, timestamp };
    expect((await post('/Actions/ModifyPassword', token, body)).body.msg).toBe('旧密码错误，请重新输入');
    expect((await post('/Actions/ModifyPassword', token, body)).body.msg).toBe('验证码已失效');
  });

  test('with the password readable (encryptedPassword) the server applies every enabled policy rule', async () => {
    const setPolicy = async (values: Record<string, number>) => {
      for (const [key, value] of Object.entries(values)) {
        await s.db.update(sysConfig).set({ value }).where(eq(sysConfig.key, key));
      }
    };
    await setPolicy({
      passwordLengthMinNumber: 8,
      includeLowercaseLetters: 1,
      includeUppercaseLetters: 1,
      containsCharacters: 1,
    });
    const cases: [string, string][] = [
      ['Ab1!', '新密码长度不能小于8位'],
      ['Abcdefg!', '新密码必须包含数字'],
      ['ABCDEFG1!', '新密码必须包含小写字母'],
      ['abcdefg1!', '新密码必须包含大写字母'],
      ['Abcdefg12', '新密码必须包含字符'],
    ];
    for (const [plain, msg] of cases) {
      expect((await modify('User1234', plain, { cipher: true })).body, plain).toEqual({ code: 400, msg });
    }
    // a cipher that is not the same password as the md5 is refused
    const timestamp = ts();
    const answer = await s.captcha(timestamp);
    const mismatch = await post('/Actions/ModifyPassword', token, {
      oldPassword: md5Hex('User1234'),
      password: md5Hex('Abcdefg1!'),
      encryptedPassword: cipherOf('Other123!'),
      code: answer,
      timestamp,
    });
    expect(mismatch.body.code).toBe(400);
    await setPolicy({
      passwordLengthMinNumber: 6,
      includeLowercaseLetters: 0,
      includeUppercaseLetters: 0,
      containsCharacters: 0,
    });
  });

  test('bad bodies are 400 envelopes', async () => {
    for (const json of [{}, { oldPassword: 'plain', password: 'plain', code: 'x', timestamp: '1' }, 'x', []]) {
      const reply = await post('/Actions/ModifyPassword', token, json);
      expect(reply.status).toBe(200);
      expect(reply.body.code, JSON.stringify(json)).toBe(400);
    }
  });

  test('success: own message, changePasswordDate set, other sessions closed, the new password signs in', async () => {
    const other = await s.login('yangfan', 'User1234');
    const [before] = await s.db.select().from(users).where(eq(users.account, 'yangfan'));
    const reply = await modify('User1234', 'Fresh2026!', { cipher: true });
    expect(reply.body).toEqual({ code: 200, msg: '修改成功，请牢记新密码。' });
    const [after] = await s.db.select().from(users).where(eq(users.account, 'yangfan'));
    expect(after.changePasswordDate?.getTime()).toBeGreaterThan(before.changePasswordDate?.getTime() ?? 0);
    expect((await s.get('/api/oauth/CurrentUser', { token: other })).body.code).toBe(600);
    expect((await s.get('/api/oauth/CurrentUser', { token })).body.code).toBe(200);
    expect((await s.loginReply('yangfan', 'User1234')).body.msg).toBe('账号或密码错误');
    expect((await s.loginReply('yangfan', 'Fresh2026!')).body.code).toBe(200);
  });
});

describe('major', () => {
  const menusOf = async (token: string) =>
    (await s.get<CurrentUserData>('/api/oauth/CurrentUser', { token })).body.data;

  test('switching the system makes CurrentUser return that system’s menus, and back', async () => {
    const token = await s.login('admin', 'Admin123');
    const before = await menusOf(token);
    expect(before.userInfo.systemId).toBe('sys-main');
    const reply = await put('/major', token, { majorType: 'System', majorId: 'sys-academic', menuType: 0 });
    expect(reply.body).toEqual({ code: 200, msg: '切换成功', data: null });
    const after = await menusOf(token);
    expect(after.userInfo.systemId).toBe('sys-academic');
    expect(after.userInfo.systemIds.find((x) => x.currentSystem)?.id).toBe('sys-academic');
    expect(flatten(after.menuList).every((m) => m.systemId === 'sys-academic')).toBe(true);
    expect(after.menuList.map((m) => m.fullName)).toContain('学术活动');
    await put('/major', token, { majorType: 'System', majorId: 'sys-main', menuType: 0 });
    expect((await menusOf(token)).userInfo.systemId).toBe('sys-main');
  });

  test('only a system the user can see', async () => {
    for (const majorId of ['sys-academic', 'no-such-system']) {
      expect((await put('/major', zhangwei, { majorType: 'System', majorId, menuType: 0 })).body).toEqual({
        code: 400,
        msg: '应用不存在或无权访问',
        data: null,
      });
    }
  });

  test('position, organisation and role only among the user’s own', async () => {
    const liuyang = await s.login('liuyang', 'User1234');
    expect(
      (await put('/major', liuyang, { majorType: 'Position', majorId: 'pos-engineer', menuType: 0 })).body.code,
    ).toBe(400);
    expect((await put('/major', liuyang, { majorType: 'Organize', majorId: 'dept-it', menuType: 0 })).body.code).toBe(
      400,
    );
    expect((await put('/major', liuyang, { majorType: 'Role', majorId: 'role-sysadmin', menuType: 0 })).body.code).toBe(
      400,
    );
    expect(
      (await put('/major', liuyang, { majorType: 'Role', majorId: 'role-member-admin', menuType: 0 })).body.code,
    ).toBe(200);
    expect((await put('/major', liuyang, { majorType: 'Standing', majorId: '1', menuType: 0 })).body.code).toBe(400);
    expect((await put('/major', liuyang, { majorType: 'Planet', majorId: 'x' })).body.code).toBe(400);
    expect((await put('/major', liuyang, { majorType: 'System' })).body.msg).toBe('参数错误：majorId 不能为空');
  });
});

describe('memberships', () => {
  test('organisations, positions and roles of the signed-in user', async () => {
    const orgs = (await get<UserMembership[]>('/getUserOrganizes', zhangwei)).body.data;
    expect(orgs).toEqual([{ id: 'dept-member-personal', fullName: '中华学会/会员部/个人会员科', isDefault: true }]);
    const positions = (await get<UserMembership[]>('/getUserPositions', zhangwei)).body.data;
    expect(positions).toEqual([{ id: 'pos-member-officer', fullName: '会员专员', isDefault: true }]);
    const roles = (await get<UserMembership[]>('/getUserRoles', zhangwei)).body.data;
    expect(roles).toEqual([{ id: 'role-staff', fullName: '普通员工', isDefault: true }]);
    expect((await get<UserMembership[]>('/getUserRoles', admin)).body.data).toEqual([]);
  });
});

describe('SignImg', () => {
  // the smallest valid PNG (1×1 transparent)
  const PNG =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

  test('the first signature becomes the default; another can be made default; one default at most', async () => {
    const token = await s.login('wangfang', 'User1234');
    expect((await post('/SignImg', token, { signImg: PNG, isDefault: 0 })).body).toEqual({
      code: 200,
      msg: '保存成功',
      data: null,
    });
    await post('/SignImg', token, { signImg: PNG, isDefault: 0 });
    let list = (await get<SignImage[]>('/SignImg', token)).body.data;
    expect(list).toHaveLength(2);
    expect(list.filter((x) => x.isDefault === 1)).toHaveLength(1);
    const other = list.find((x) => x.isDefault === 0)!;
    expect((await put(`/${other.id}/SignImg`, token)).body.code).toBe(200);
    list = (await get<SignImage[]>('/SignImg', token)).body.data;
    expect(list[0]).toMatchObject({ id: other.id, isDefault: 1 });
    expect(list.filter((x) => x.isDefault === 1)).toHaveLength(1);
    const me = await s.get<CurrentUserData>('/api/oauth/CurrentUser', { token });
    expect(me.body.data.userInfo.signImg).toBe(PNG);

    // deleting the default promotes the remaining one
    expect((await del(`/${other.id}/SignImg`, token)).body.code).toBe(200);
    list = (await get<SignImage[]>('/SignImg', token)).body.data;
    expect(list).toHaveLength(1);
    expect(list[0].isDefault).toBe(1);
  });

  test('a user can only touch their own signatures', async () => {
    const owner = await s.login('chenjing', 'User1234');
    await post('/SignImg', owner, { signImg: PNG, isDefault: 1 });
    const [mine] = (await get<SignImage[]>('/SignImg', owner)).body.data;
    expect((await get<SignImage[]>('/SignImg', zhangwei)).body.data.some((x) => x.id === mine.id)).toBe(false);
    expect((await put(`/${mine.id}/SignImg`, zhangwei)).body).toEqual({ code: 400, msg: '签名不存在', data: null });
    expect((await del(`/${mine.id}/SignImg`, zhangwei)).body).toEqual({ code: 400, msg: '签名不存在', data: null });
    expect((await get<SignImage[]>('/SignImg', owner)).body.data).toHaveLength(1);
  });

  test('only PNG data URLs up to 1 MB', async () => {
    const cases: unknown[] = [
      { signImg: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==', isDefault: 0 },
      { signImg: 'data:image/png;base64,R0lGODlhAQABAAAAACw=', isDefault: 0 }, // GIF bytes under a PNG label
      { signImg: 'data:image/png;base64,not base64!', isDefault: 0 },
      { signImg: '<svg/>', isDefault: 0 },
      { signImg: `${PNG}${'A'.repeat(1_000_000)}`, isDefault: 0 },
      { signImg: PNG, isDefault: 2 },
      {},
    ];
    for (const json of cases) {
      const reply = await post('/SignImg', zhangwei, json);
      expect(reply.status).toBe(200);
      expect(reply.body.code, JSON.stringify(json).slice(0, 80)).toBe(400);
    }
    expect((await get<SignImage[]>('/SignImg', zhangwei)).body.data).toHaveLength(0);
  });
});

describe('Authorize', () => {
  test('a normal user sees only what the role grants, buttons under their menus', async () => {
    const data = (await get<UserAuthorize>('/Authorize', zhangwei)).body.data;
    expect(Object.keys(data).sort()).toEqual([
      'button',
      'column',
      'flow',
      'form',
      'module',
      'portal',
      'print',
      'resource',
    ]);
    const names = (nodes: UserAuthorize['module']): string[] =>
      nodes.flatMap((n) => [n.fullName, ...names(n.children ?? [])]);
    expect(names(data.module)).toEqual(expect.arrayContaining(['系统管理', '数据字典', '会员服务', '会员登记']));
    expect(names(data.module)).not.toContain('单据规则');
    const dictionary = data.button
      .find((n) => n.fullName === '系统管理')
      ?.children?.find((n) => n.fullName === '数据字典');
    expect(dictionary?.children?.map((b) => b.enCode).sort()).toEqual(['btn_add', 'btn_detail']);
  });

  test('the administrator gets every button of the current system', async () => {
    const data = (await get<UserAuthorize>('/Authorize', admin)).body.data;
    const dictionary = data.button
      .find((n) => n.fullName === '系统管理')
      ?.children?.find((n) => n.fullName === '数据字典');
    expect(dictionary?.children).toHaveLength(6);
  });
});

describe('SystemLog', () => {
  test('my own login log, newest first, paged, with keyword and time filters', async () => {
    const token = await s.login('zhaolei', 'User1234');
    await s.loginReply('zhaolei', 'wrong-one');
    await s.login('zhaolei', 'User1234');
    const page = await get<PageResult<SystemLogItem>>('/SystemLog', token, {
      category: '1',
      currentPage: '1',
      pageSize: '2',
    });
    expect(page.body.code).toBe(200);
    expect(page.body.data.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 3 });
    const [newest, older] = page.body.data.list;
    expect(newest.creatorTime).toBeGreaterThanOrEqual(older.creatorTime);
    expect(newest).toMatchObject({ category: 1, loginType: 0, loginMark: 1, abstracts: '登录成功', userName: '赵磊' });
    const failures = await get<PageResult<SystemLogItem>>('/SystemLog', token, { category: '1', keyword: '错误' });
    expect(failures.body.data.list.map((x) => x.loginMark)).toEqual([0]);
    const future = await get<PageResult<SystemLogItem>>('/SystemLog', token, {
      category: '1',
      startTime: String(Date.now() + 3_600_000),
    });
    expect(future.body.data.pagination.total).toBe(0);
    const other = await get<PageResult<SystemLogItem>>('/SystemLog', token, { category: '5' });
    expect(other.body.data.list).toEqual([]);
    const rows = await s.db.select().from(loginLogs).where(eq(loginLogs.userId, 'user-zhaolei'));
    expect(rows).toHaveLength(3);
  });

  test('bad queries are 400', async () => {
    const bad: Record<string, string>[] = [
      { category: 'x' },
      { currentPage: '0' },
      { pageSize: '100000' },
      { startTime: 'yesterday' },
    ];
    for (const query of bad) {
      expect((await get('/SystemLog', zhangwei, query)).body.code, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('Subordinate', () => {
  test('"0" is myself, then my reports, down the chain only', async () => {
    const lina = await s.login('lina', 'User1234');
    const root = (await get<Subordinate[]>('/Subordinate/0', lina)).body.data;
    expect(root).toEqual([
      { id: 'user-lina', avatar: '', userName: '李娜/lina', department: '秘书处', position: '秘书长', isLeaf: false },
    ]);
    const reports = (await get<Subordinate[]>('/Subordinate/user-lina', lina)).body.data;
    expect(reports.map((r) => r.userName)).toEqual(
      expect.arrayContaining(['王芳/wangfang', '杨帆/yangfan', '黄敏/huangmin', '周强/zhouqiang']),
    );
    const wangfang = reports.find((r) => r.id === 'user-wangfang');
    expect(wangfang?.isLeaf).toBe(false);
    const below = (await get<Subordinate[]>('/Subordinate/user-wangfang', lina)).body.data;
    expect(below.map((r) => r.id)).toEqual(expect.arrayContaining(['user-zhangwei', 'user-chenjing']));
    // zhangwei is not above lina
    expect((await get('/Subordinate/user-lina', zhangwei)).body).toEqual({ code: 400, msg: '没有权限', data: null });
    expect((await get('/Subordinate/no-such-user', zhangwei)).body.code).toBe(400);
  });
});

describe('session and robustness', () => {
  test('every endpoint needs a token', async () => {
    for (const [method, path] of [
      ['GET', '/BaseInfo'],
      ['PUT', '/BaseInfo'],
      ['POST', '/Actions/ModifyPassword'],
      ['GET', '/SignImg'],
      ['PUT', '/major'],
      ['GET', '/Authorize'],
    ] as const) {
      expect((await s.api(method, BASE + path, { json: {} })).body.code, path).toBe(600);
    }
  });

  test('odd ids and bodies never answer 500', async () => {
    const bodies: unknown[] = [undefined, {}, [], 'text', 42, { a: { b: [] } }, { realName: { x: 1 } }];
    const odd = ['%E4%B8%AD', 'x'.repeat(101), "'%20or%201=1", '..', '0', 'null'];
    const routes: [string, string][] = [
      ['PUT', '/BaseInfo'],
      ['PUT', '/Avatar/:id'],
      ['POST', '/Actions/ModifyPassword'],
      ['PUT', '/SystemTheme'],
      ['PUT', '/SystemLanguage'],
      ['PUT', '/major'],
      ['POST', '/SignImg'],
      ['PUT', '/:id/SignImg'],
      ['DELETE', '/:id/SignImg'],
      ['GET', '/Subordinate/:id'],
    ];
    for (const [method, template] of routes) {
      for (const id of odd) {
        for (const json of method === 'GET' || method === 'DELETE' ? [undefined] : bodies) {
          const path = BASE + template.replace(':id', id);
          const reply = await s.api(method as 'PUT', path, { token: zhangwei, json });
          expect(reply.status, `${method} ${path}`).toBe(200);
          expect(reply.body.code, `${method} ${path} ${JSON.stringify(json)}: ${reply.body.msg}`).not.toBe(500);
        }
      }
    }
    // the session survived all of it
    const live = await s.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.id, hashToken(zhangwei.slice(7))), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(1);
  });
});
