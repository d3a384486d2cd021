import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import type { OnlineRecordCreated, OnlineRecordInfo } from '../../contract';
import { visualdevRecords } from '../../server/db/schema';
import { createTestServer, type TestServer } from './harness';

/**
 * The server's checks of the signature widgets on 请假申请 (vd-leave-request): 申请人签名 (sign) holds an uploaded
 * image's URL (or a legacy PNG data URL), 部门审批章 (signature) a saved signature id that only its owner may add.
 */

let s: TestServer;
let admin: string;
let lina: string;
let adminSeal: string;
let linaSeal: string;

const OD = '/api/visualdev/OnlineDev';
const MODEL = 'vd-leave-request';
const STORED = '/api/file/Image/annexpic/20261126AbCdEfGhIjKlMnOpQrSt.png';

function pngDataUrl(): string {
  const png = new PNG({ width: 4, height: 4 });
  png.data.fill(200);
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

async function saveSeal(token: string): Promise<string> {
  const SIGN = '/api/permission/Users/Current/SignImg';
  expect((await s.postJson(SIGN, { signImg: pngDataUrl(), isDefault: 1 }, { token })).body.code).toBe(200);
  return (await s.get<{ id: string }[]>(SIGN, { token })).body.data[0]!.id;
}

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
  lina = await s.login('lina', 'User1234');
  adminSeal = await saveSeal(admin);
  linaSeal = await saveSeal(lina);
});
afterAll(() => s.close());

const leave = {
  applicant: '赵晨曦', leaveType: 'annual', startDate: new Date(2026, 11, 1).getTime(),
  endDate: new Date(2026, 11, 2).getTime(), days: 2, reason: '参加家人婚礼。', applicantSign: STORED, deptSeal: '',
}; // prettier-ignore

const create = (data: Record<string, unknown>, token = admin) =>
  s.postJson<OnlineRecordCreated>(`${OD}/${MODEL}`, { data: JSON.stringify({ ...leave, ...data }) }, { token });
const reopen = async (id: string) =>
  JSON.parse((await s.get<OnlineRecordInfo>(`${OD}/${MODEL}/${id}`, { token: admin })).body.data.data) as Record<
    string,
    unknown
  >;

test('a stored image URL and one of the caller’s own seals are kept as sent', async () => {
  const reply = await create({ deptSeal: adminSeal });
  expect(reply.body.code).toBe(200);
  expect(await reopen(reply.body.data.id)).toMatchObject({ applicantSign: STORED, deptSeal: adminSeal });
});

test('a legacy PNG data URL is still accepted for the signature', async () => {
  expect((await create({ applicantSign: pngDataUrl() })).body.code).toBe(200);
});

test.each([
  ['an outside address', 'https://evil.example/sign.png'],
  ['a script URL', 'javascript:alert(1)'],
  ['an SVG data URL', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
  ['a stored path with a made-up name', '/api/file/Image/annexpic/../../etc/passwd'],
  ['a number', 12],
])('申请人签名 refuses %s', async (_, applicantSign) => {
  const reply = await create({ applicantSign });
  expect(reply.body).toMatchObject({ code: 400, msg: '申请人签名格式不正确' });
});

test('the signature stays required', async () => {
  expect((await create({ applicantSign: '' })).body).toMatchObject({ code: 400, msg: '申请人签名不能为空' });
});

test('a colleague’s seal cannot be put on a record', async () => {
  const reply = await create({ deptSeal: linaSeal });
  expect(reply.body).toMatchObject({ code: 400, msg: '部门审批章只能使用您自己的签章' });
  expect((await create({ deptSeal: 'no-such-seal' })).body.msg).toBe('部门审批章只能使用您自己的签章');
});

test('an edit by someone else keeps the seal already on the record, but cannot swap in another', async () => {
  const id = (await create({ deptSeal: adminSeal })).body.data.id;
  // the department head (李娜) sealed it
  const [row] = await s.db.select().from(visualdevRecords).where(eq(visualdevRecords.id, id));
  await s.db
    .update(visualdevRecords)
    .set({ data: { ...row!.data, deptSeal: linaSeal } })
    .where(eq(visualdevRecords.id, id));
  const before = await reopen(id);
  const put = (data: Record<string, unknown>) =>
    s.api('PUT', `${OD}/${MODEL}/${id}`, { token: admin, json: { id, data: JSON.stringify({ ...before, ...data }) } });
  expect((await put({ reason: '改为参加婚礼与返乡。' })).body).toMatchObject({ code: 200 });
  expect(await reopen(id)).toMatchObject({ deptSeal: linaSeal, reason: '改为参加婚礼与返乡。' });
  const again = await reopen(id);
  const swap = await s.api('PUT', `${OD}/${MODEL}/${id}`, {
    token: admin,
    json: { id, data: JSON.stringify({ ...again, deptSeal: 'no-such-seal' }) },
  });
  expect(swap.body).toMatchObject({ code: 400, msg: '部门审批章只能使用您自己的签章' });
});
