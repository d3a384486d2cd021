import { eq } from 'drizzle-orm';
import type { PublicFormConfig, PublicSubmitResult, ShortLinkSettings } from '../../contract/shortLink';
import { captchas, visualdevPublicSubmissions, visualdevRecords, visualdevShortLinks } from '../../server/db/schema';
import { createTestServer, type TestServer } from './harness';

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const SL = '/api/visualdev/ShortLink';
const MEMBER = 'vd-member-register';
const ms = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();

/** A valid 会员登记 record, as the internal form test fills it. */
const member = {
  memberName: '王小明', gender: '1', idCard: '110101199003074514', mobilePhone: '13912345678',
  birthday: ms(1990, 3, 7), memberType: '2', workUnit: '浙江大学', education: '2', professionalTitle: '3',
  discipline: ['08', '0812', '081203'], interests: ['1', '3'], achievements: '发表论文三篇', province: '330000',
  city: '330100', address: '杭州市西湖区文三路 1 号', email: 'wxm@example.org', joinDate: ms(2024, 1, 1),
  isCouncil: 0, councilRole: '',
}; // prettier-ignore

let addressSeq = 0;
/** Each call a different client address, so only the rate-limit test meets the limit. */
const nextAddress = () => `10.1.${Math.floor(++addressSeq / 250)}.${(addressSeq % 250) + 1}`;

async function publicPost<T>(path: string, payload: object, remoteAddress = nextAddress()) {
  const reply = await s.app.inject({ method: 'POST', url: s.config.apiBase + path, payload, remoteAddress });
  return JSON.parse(reply.body) as { code: number; msg: string; data: T };
}

/** Fetches a captcha image and reads its answer the way only a test can. */
async function captcha() {
  const key = `t${Math.random().toString().slice(2)}`;
  await s.app.inject({ method: 'GET', url: `${s.config.apiBase}/api/file/ImageCode/${key}` });
  const [row] = await s.db.select().from(captchas).where(eq(captchas.key, key));
  return { timestamp: key, code: row.answer };
}

const save = (body: object, modelId = MEMBER) =>
  s.api<ShortLinkSettings>('PUT', `${SL}/${modelId}`, { token: admin, json: body });

async function publish(body: object = {}): Promise<ShortLinkSettings> {
  const current = (await s.get<ShortLinkSettings>(`${SL}/${MEMBER}`, { token: admin })).body.data;
  const reply = await save({
    enabledMark: 1,
    password: '',
    expireTime: null,
    submitLimit: 0,
    version: current.version,
    ...body,
  });
  expect(reply.body.code).toBe(200);
  return reply.body.data;
}

const config = (id: string, password?: string) =>
  publicPost<PublicFormConfig>(`${SL}/public/${id}/Config`, password === undefined ? {} : { password });

const submit = async (id: string, data: object, extra: object = {}, remoteAddress?: string) =>
  publicPost<PublicSubmitResult>(
    `${SL}/public/${id}`,
    { data: JSON.stringify(data), ...(await captcha()), ...extra },
    remoteAddress,
  );

describe('publish settings', () => {
  test('an unpublished model answers a disabled draft; the first save creates the link', async () => {
    const draft = await s.get<ShortLinkSettings>(`${SL}/${MEMBER}`, { token: admin });
    expect(draft.body.data).toMatchObject({ id: '', enabledMark: 0, hasPassword: false });
    const link = await publish({ password: 'abcd1234' });
    expect(link.id).not.toBe('');
    expect(link).toMatchObject({ enabledMark: 1, hasPassword: true });
    expect(JSON.stringify(link)).not.toContain('abcd1234');
    expect(JSON.stringify(link)).not.toContain('scrypt');
  });

  test('a save based on an older version is refused; a normal user may not publish', async () => {
    const link = await publish();
    const stale = await save({ enabledMark: 1, version: link.version - 1 });
    expect(stale.body.msg).toBe('数据已被他人修改，请刷新后重试');
    const user = await s.login('zhangwei', 'User1234');
    const refused = await s.api('PUT', `${SL}/${MEMBER}`, { token: user, json: { enabledMark: 1 } });
    expect(refused.body.code).not.toBe(200);
    expect(refused.body.msg).toBe('没有权限');
  });
});

describe('public config', () => {
  test('a password link asks for it, refuses a wrong one and opens with the right one', async () => {
    const link = await publish({ password: 'open-sesame' });
    expect((await config(link.id)).data).toEqual({ state: 'password' });
    expect((await config(link.id, 'wrong')).msg).toBe('访问密码错误');
    const opened = (await config(link.id, 'open-sesame')).data;
    expect(opened.state).toBe('ok');
    expect(opened.fullName).toBe('会员登记');
    expect(JSON.parse(opened.formData ?? '{}').fields.length).toBeGreaterThan(0);
  });

  test('only the published form: no picker of people, no other model, no token or user list', async () => {
    const link = await publish();
    const opened = await config(link.id);
    const text = JSON.stringify(opened);
    for (const key of [
      '"userSelect"',
      '"usersSelect"',
      '"depSelect"',
      '"relationForm"',
      'token',
      'password',
      'Admin',
    ]) {
      expect(text).not.toContain(key);
    }
    expect(Object.keys(opened.data).sort()).toEqual(
      ['dictionaries', 'formData', 'fullName', 'onePerBrowser', 'resultView', 'state'].sort(),
    );
  });

  test('unknown, disabled and expired links say so', async () => {
    expect((await config('no-such-link')).data.state).toBe('notFound');
    const link = await publish({ enabledMark: 0 });
    expect((await config(link.id)).data.state).toBe('disabled');
    const expired = await publish({ expireTime: Date.now() - 1000 });
    expect((await config(expired.id)).data.state).toBe('expired');
    expect((await submit(expired.id, member)).msg).toBe('链接已过期');
  });
});

describe('public submission', () => {
  test('a valid submission lands in the model marked public, with no creator', async () => {
    const link = await publish();
    const reply = await submit(link.id, { ...member, memberName: '外链提交人' });
    expect(reply.msg).toBe('提交成功');
    const [record] = await s.db.select().from(visualdevRecords).where(eq(visualdevRecords.id, reply.data.id));
    expect(record.modelId).toBe(MEMBER);
    expect(record.creatorUserId).toBeNull();
    expect(record.data.memberName).toBe('外链提交人');
    const marked = await s.postJson<string[]>(
      `${SL}/${MEMBER}/PublicIds`,
      { ids: [reply.data.id, 'x'] },
      { token: admin },
    );
    expect(marked.body.data).toEqual([reply.data.id]);
  });

  test('the internal form rules apply: a missing required field and a wrong captcha are refused', async () => {
    const link = await publish();
    const before = (await s.db.select().from(visualdevRecords)).length;
    expect((await submit(link.id, { ...member, memberName: '' })).msg).toBe('姓名不能为空');
    expect((await submit(link.id, member, { code: 'zzzz' })).msg).toBe('验证码错误');
    expect((await submit(link.id, member, { code: '', timestamp: 'x' })).msg).toBe('验证码错误');
    const bad = await publicPost(`${SL}/public/${link.id}`, { data: '{not json', ...(await captcha()) });
    expect(bad).toMatchObject({ code: 400, msg: '表单数据格式不正确' });
    expect((await s.db.select().from(visualdevRecords)).length).toBe(before);
  });

  test('a password link needs its password to submit', async () => {
    const link = await publish({ password: 'pw-1234' });
    expect((await submit(link.id, member)).msg).toBe('访问密码错误');
    expect((await submit(link.id, member, { password: 'pw-1234' })).code).toBe(200);
  });

  test('the limit holds under parallel submissions', async () => {
    const link = await publish({ submitLimit: 3 });
    await s.db.update(visualdevShortLinks).set({ submitCount: 0 }).where(eq(visualdevShortLinks.id, link.id));
    const replies = await Promise.all(Array.from({ length: 8 }, () => submit(link.id, member)));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(3);
    expect(replies.filter((r) => r.code !== 200).every((r) => r.msg === '提交次数已达上限')).toBe(true);
    const rows = await s.db
      .select()
      .from(visualdevPublicSubmissions)
      .where(eq(visualdevPublicSubmissions.linkId, link.id));
    const [stored] = await s.db.select().from(visualdevShortLinks).where(eq(visualdevShortLinks.id, link.id));
    expect(stored.submitCount).toBe(3);
    expect((await config(link.id)).data.state).toBe('full');
    expect(rows.length).toBeGreaterThanOrEqual(3);
  });

  test('one submission per browser', async () => {
    const link = await publish({ onePerBrowser: 1, submitLimit: 0 });
    const token = { browserToken: 'browser-abc' };
    expect((await submit(link.id, member, token)).code).toBe(200);
    expect((await submit(link.id, member, token)).msg).toBe('您已提交过该表单');
    expect((await submit(link.id, member, { browserToken: 'browser-other' })).code).toBe(200);
  });

  test('one address is limited: a clear message, never a 500', async () => {
    const link = await publish({ onePerBrowser: 0 });
    const address = '192.0.2.77';
    const replies = [];
    for (let i = 0; i < 32; i += 1) replies.push(await publicPost(`${SL}/public/${link.id}/Config`, {}, address));
    expect(replies[0].code).toBe(200);
    expect(replies[31]).toMatchObject({ code: 429, msg: '操作过于频繁，请稍后再试' });
  });

  test('the submitter reads the record through its result link only', async () => {
    const link = await publish({ resultView: 1, onePerBrowser: 0 });
    const { data } = await submit(link.id, { ...member, memberName: '看结果' });
    expect(data.resultToken).toMatch(/^[0-9a-f]{48}$/);
    const url = `${s.config.apiBase}${SL}/public/${link.id}/Result/${data.id}`;
    const read = async (token: string) =>
      JSON.parse((await s.app.inject({ method: 'GET', url, query: { token } })).body) as {
        msg: string;
        data: { data: string };
      };
    expect(JSON.parse((await read(data.resultToken)).data.data).memberName).toBe('看结果');
    expect((await read('0'.repeat(48))).msg).toBe('该数据不存在或已被删除');
  });
});
