import { eq } from 'drizzle-orm';
import type { OnlineRecordCreated, OnlineRecordInfo } from '../../contract';
import { visualdevRecords, visualdevRecordVersions } from '../../server/db/schema';
import { KEPT_VERSIONS } from '../../server/services/recordVersions';
import { createTestServer, type TestServer } from './harness';

/**
 * Optimistic locking of form records (issue 8): the record read hands out `f_version`, every save increments it.
 * 会费缴纳 has concurrencyLock on (a stale save is refused); 会员登记 has it off (saves are merged by field).
 */

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const OD = '/api/visualdev/OnlineDev';
const MEMBER = 'vd-member-register';
const FEE = 'vd-fee-payment';
const STALE = { code: 400, msg: '数据已被他人修改，请刷新后重试' };
const ms = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();

const member = {
  memberName: '赵明远', gender: '1', idCard: '110101198805124517', mobilePhone: '13811112222',
  birthday: ms(1988, 5, 12), memberType: '2', workUnit: '清华大学', province: '110000', city: '110100',
  joinDate: ms(2023, 3, 1), isCouncil: 0,
}; // prettier-ignore
const fee = {
  member: 'm-1', memberLevel: '2', feeYear: ms(2025, 1, 1), years: 1, unitFee: 200, discount: 0, amount: 200,
  paymentMethod: 'transfer', payDate: ms(2025, 3, 1), invoiceNeeded: 0, remark: '',
}; // prettier-ignore

type Values = Record<string, unknown>;

async function create(modelId: string, data: Values): Promise<string> {
  const reply = await s.postJson<OnlineRecordCreated>(
    `${OD}/${modelId}`,
    { data: JSON.stringify(data) },
    { token: admin },
  );
  expect(reply.body.code).toBe(200);
  return reply.body.data.id;
}
async function open(modelId: string, id: string): Promise<Values> {
  const reply = await s.get<OnlineRecordInfo>(`${OD}/${modelId}/${id}`, { token: admin });
  return JSON.parse(reply.body.data.data) as Values;
}
const save = async (modelId: string, id: string, data: Values) =>
  (await s.api('PUT', `${OD}/${modelId}/${id}`, { token: admin, json: { id, data: JSON.stringify(data) } })).body;
const stored = async (id: string) => (await s.db.select().from(visualdevRecords).where(eq(visualdevRecords.id, id)))[0];
const snapshots = async (id: string) =>
  s.db.select().from(visualdevRecordVersions).where(eq(visualdevRecordVersions.recordId, id));

test('the record read carries f_version; each save increments it; the stored values never hold it', async () => {
  const id = await create(MEMBER, member);
  const loaded = await open(MEMBER, id);
  expect(loaded.f_version).toBe(0);
  expect(await save(MEMBER, id, { ...loaded, workUnit: '北京大学' })).toMatchObject({ code: 200 });
  const again = await open(MEMBER, id);
  expect(again).toMatchObject({ f_version: 1, workUnit: '北京大学' });
  expect(await save(MEMBER, id, { ...again, workUnit: '浙江大学' })).toMatchObject({ code: 200 });
  const row = await stored(id);
  expect(row.version).toBe(2);
  expect(row.data).not.toHaveProperty('f_version');
});

describe('concurrencyLock on (会费缴纳)', () => {
  test('a stale version is refused and nothing is written', async () => {
    const id = await create(FEE, fee);
    const loaded = await open(FEE, id);
    expect(await save(FEE, id, { ...loaded, remark: '第一位管理员' })).toMatchObject({ code: 200 });
    const before = await stored(id);
    expect(await save(FEE, id, { ...loaded, years: 2, remark: '第二位管理员' })).toMatchObject(STALE);
    expect(await stored(id)).toEqual(before);
    expect(await open(FEE, id)).toMatchObject({ f_version: 1, years: 1, remark: '第一位管理员' });
  });

  test('a save without a version is refused', async () => {
    const id = await create(FEE, fee);
    const before = await stored(id);
    expect(await save(FEE, id, { ...fee, remark: '旧客户端' })).toMatchObject(STALE);
    expect(await stored(id)).toEqual(before);
  });

  test('two saves of one version at once: exactly one wins', async () => {
    const id = await create(FEE, fee);
    const loaded = await open(FEE, id);
    const replies = await Promise.all([save(FEE, id, { ...loaded, years: 2 }), save(FEE, id, { ...loaded, years: 3 })]);
    expect(replies.map((r) => r.code).sort()).toEqual([200, 400]);
    const winner = replies[0].code === 200 ? 2 : 3;
    expect(await open(FEE, id)).toMatchObject({ f_version: 1, years: winner });
  });
});

describe('concurrencyLock off (会员登记): merged by field', () => {
  test('two concurrent updates of different fields both survive', async () => {
    const id = await create(MEMBER, member);
    const loaded = await open(MEMBER, id);
    const replies = await Promise.all([
      save(MEMBER, id, { ...loaded, workUnit: '复旦大学' }),
      save(MEMBER, id, { ...loaded, mobilePhone: '13988887777', memberType: '3' }),
    ]);
    expect(replies.map((r) => r.code)).toEqual([200, 200]);
    expect(await open(MEMBER, id)).toMatchObject({
      f_version: 2,
      workUnit: '复旦大学',
      mobilePhone: '13988887777',
      memberType: '3',
      memberName: member.memberName,
    });
  });

  test('both changing one field to different values: the later save is refused, nothing written', async () => {
    const id = await create(MEMBER, member);
    const loaded = await open(MEMBER, id);
    expect(await save(MEMBER, id, { ...loaded, workUnit: '南京大学' })).toMatchObject({ code: 200 });
    const before = await stored(id);
    const kept = await snapshots(id);
    expect(await save(MEMBER, id, { ...loaded, workUnit: '东南大学', address: '南京市玄武区' })).toMatchObject(STALE);
    expect(await stored(id)).toEqual(before);
    expect(await snapshots(id)).toEqual(kept);
  });

  test('both making the same change is no conflict', async () => {
    const id = await create(MEMBER, member);
    const loaded = await open(MEMBER, id);
    expect(await save(MEMBER, id, { ...loaded, workUnit: '南京大学' })).toMatchObject({ code: 200 });
    expect(await save(MEMBER, id, { ...loaded, workUnit: '南京大学', address: '南京市鼓楼区' })).toMatchObject({
      code: 200,
    });
    expect(await open(MEMBER, id)).toMatchObject({ f_version: 2, workUnit: '南京大学', address: '南京市鼓楼区' });
  });

  test('a merged save that fails validation writes nothing', async () => {
    const id = await create(MEMBER, member);
    const loaded = await open(MEMBER, id);
    expect(await save(MEMBER, id, { ...loaded, workUnit: '中山大学' })).toMatchObject({ code: 200 });
    const before = await stored(id);
    expect(await save(MEMBER, id, { ...loaded, mobilePhone: '123' })).toMatchObject({ code: 400 });
    expect(await stored(id)).toEqual(before);
  });

  test('without a version only the submitted fields are overwritten', async () => {
    const id = await create(MEMBER, member);
    expect(await save(MEMBER, id, { address: '上海市徐汇区' })).toMatchObject({ code: 200 });
    expect(await open(MEMBER, id)).toMatchObject({ ...member, address: '上海市徐汇区', f_version: 1 });
  });

  test('a version older than the kept snapshots, or a future one, is refused', async () => {
    const id = await create(MEMBER, member);
    const first = await open(MEMBER, id);
    for (let i = 1; i <= KEPT_VERSIONS + 1; i++) {
      const loaded = await open(MEMBER, id);
      expect(await save(MEMBER, id, { ...loaded, workUnit: `单位${i}` })).toMatchObject({ code: 200 });
    }
    expect(await snapshots(id)).toHaveLength(KEPT_VERSIONS);
    expect(await save(MEMBER, id, { ...first, address: '太旧了' })).toMatchObject(STALE);
    expect(await save(MEMBER, id, { ...first, f_version: 99, address: '未来' })).toMatchObject(STALE);
  });

  test('deleting a record deletes its snapshots; delete is not versioned', async () => {
    const id = await create(MEMBER, member);
    const loaded = await open(MEMBER, id);
    await save(MEMBER, id, { ...loaded, workUnit: '武汉大学' });
    expect(await snapshots(id)).toHaveLength(1);
    expect((await s.api('DELETE', `${OD}/${MEMBER}/${id}`, { token: admin })).body.code).toBe(200);
    expect(await snapshots(id)).toEqual([]);
  });
});
