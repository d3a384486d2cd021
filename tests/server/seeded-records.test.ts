import { eq } from 'drizzle-orm';
import type { OnlineRecordInfo, PageResult } from '../../contract';
import { visualdevRecords } from '../../server/db/schema';
import { seedOrder } from '../../server/db/seed/records';
import { loadModelFixtures, type FormModelFixture } from '../../server/db/seedFixtures';
import { createTestServer, type TestServer } from './harness';

/**
 * The seeded sample records (fixtures/models/*.json `records`): a handful per model, submitted at seed time
 * through createRecord, so they carry what a person's submission would: bill numbers, system fields, and
 * references to other seeded records that the list pages can label.
 */

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const models = loadModelFixtures();
const OD = '/api/visualdev/OnlineDev';
const rowsOf = (modelId: string) => s.db.select().from(visualdevRecords).where(eq(visualdevRecords.modelId, modelId));

test.each(models.map((m) => [m.id, m] as const))('%s holds its 3–6 sample records', async (id, model) => {
  expect(model.records?.length, id).toBeGreaterThanOrEqual(3);
  expect(model.records?.length, id).toBeLessThanOrEqual(6);
  const rows = await rowsOf(id);
  expect(rows).toHaveLength(model.records!.length);
  for (const row of rows) {
    expect(row.version).toBe(0);
    expect(row.creatorTime.getTime()).toBeLessThan(Date.now());
    // only the model's own fields are stored: the `$` seeding hints were never submitted
    expect(Object.keys(row.data).filter((k) => k.startsWith('$') || k === 'f_version')).toEqual([]);
  }
});

test('the create path filled bill numbers and system fields, in the order the records were made', async () => {
  const members = (await rowsOf('vd-member-register')).sort((a, b) => +a.creatorTime - +b.creatorTime);
  const numbers = members.map((r) => String(r.data.memberNo));
  for (const n of numbers) expect(n).toMatch(/^HY\d{8}\d{4}$/);
  expect(new Set(numbers).size).toBe(numbers.length);
  expect(members[0].data).toMatchObject({
    memberName: '陈思远',
    creatorUser: '张伟/zhangwei',
    organize: '中华学会/会员部/个人会员科',
    modifierUser: null,
  });
  const feedback = (await rowsOf('vd-activity-feedback')).map((r) => String(r.data.feedbackNo)).sort();
  expect(feedback).toEqual(['FK000001', 'FK000002', 'FK000003', 'FK000004']);
});

test('dates are local instants and references name seeded records, so the lists show labels', async () => {
  const list = await s.postJson<PageResult<Record<string, unknown>>>(
    `${OD}/vd-fee-payment/List`,
    { currentPage: 1, pageSize: 20, menuId: 'm-fee-payment' },
    { token: admin },
  );
  const rows = list.body.data.list;
  expect(rows).toHaveLength(4);
  const first = rows.find((r) => r.remark === '单位转账，已开具增值税普通发票')!;
  // "@date:-30": local midnight of the day the payment was recorded, 30 days before the seed
  const recorded = new Date(Number(first.creatorTime));
  const day = new Date(recorded.getFullYear(), recorded.getMonth(), recorded.getDate());
  expect(first.payDate).toBe(day.getTime());
  expect(first.feeYear).toBe(
    new Date(new Date(Number(first.creatorTime) + 30 * 86_400_000).getFullYear(), 0, 1).getTime(),
  );
  const shown = await s.get<OnlineRecordInfo>(`${OD}/vd-fee-payment/${String(first.id)}/DataChange`, {
    token: admin,
  });
  expect(JSON.parse(shown.body.data.data)).toMatchObject({
    member: '陈思远',
    memberLevel: '高级会员',
    paymentMethod: '银行转账',
    payDate: [day.getFullYear(), day.getMonth() + 1, day.getDate()].map((n) => String(n).padStart(2, '0')).join('-'),
    operator: '黄敏/huangmin',
  });
});

test('models referring to other models’ records are seeded after them; a cycle is refused', () => {
  const order = seedOrder(models).map((m) => m.id);
  expect(order.indexOf('vd-member-register')).toBeLessThan(order.indexOf('vd-fee-payment'));
  expect(order.indexOf('vd-conference')).toBeLessThan(order.indexOf('vd-activity-feedback'));
  const a = { id: 'a', records: [{ x: '@record:b#0' }] } as unknown as FormModelFixture;
  const b = { id: 'b', records: [{ y: '@record:a#0' }] } as unknown as FormModelFixture;
  expect(() => seedOrder([a, b])).toThrow(/cycle/);
  expect(() => seedOrder([a])).toThrow(/unknown/);
});
