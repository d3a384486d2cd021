import { inArray } from 'drizzle-orm';
import type { OnlineListRow, PageResult } from '../../contract';
import { visualdevRecords } from '../../server/db/schema';
import { createRecord } from '../../server/services/onlineRecords';
import { createTestServer, type TestServer } from './harness';

let s: TestServer;
let admin: string;

const OD = '/api/visualdev/OnlineDev';
const CONF = 'vd-conference';
const ms = (y: number, m: number, d: number) => new Date(y, m - 1, d, 9).getTime();

const conferences = [
  { conferenceName: '人工智能前沿论坛', branch: 'org-society', registrationFee: 800, expectedCount: 300, startDate: ms(2025, 5, 10), venue: '北京国际会议中心' },
  { conferenceName: '新材料学术年会', branch: 'org-shanghai', registrationFee: 1200, expectedCount: 500, startDate: ms(2025, 9, 1), venue: '上海世博中心' },
  { conferenceName: '青年学者人工智能研讨会', branch: 'org-shanghai', registrationFee: 300, expectedCount: 120, startDate: ms(2025, 3, 15), venue: '上海交通大学' },
  { conferenceName: '精准医学高峰论坛', branch: 'org-society', registrationFee: 1500, expectedCount: 200, startDate: ms(2025, 11, 20), venue: '杭州国际博览中心' },
  { conferenceName: '智能制造技术交流会', branch: 'org-society', registrationFee: 0, expectedCount: 80, startDate: ms(2025, 7, 8), venue: '苏州工业园区' },
]; // prettier-ignore

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
  // the queries below are checked against exactly these records: the seeded samples make way
  await s.db.delete(visualdevRecords).where(inArray(visualdevRecords.modelId, [CONF, 'vd-activity-feedback']));
  for (const [i, c] of conferences.entries()) {
    const record = { ...c, endDate: c.startDate + 86_400_000, department: '', discipline: null };
    // distinct creation times make the default order observable
    await createRecord(s.db, CONF, JSON.stringify(record), 'user-admin', new Date(Date.UTC(2025, 0, 1 + i)));
  }
});
afterAll(() => s.close());

const list = async (body: Record<string, unknown>, modelId = CONF) =>
  (await s.postJson<PageResult<OnlineListRow>>(`${OD}/${modelId}/List`, body, { token: admin })).body;
const names = async (body: Record<string, unknown>) => (await list(body)).data.list.map((r) => r.conferenceName);
const query = (q: Record<string, unknown>) => ({ queryJson: JSON.stringify(q) });

test('rows carry the id, the raw values and the audit fields', async () => {
  const reply = await list({ currentPage: 1, pageSize: 1, sidx: 'registrationFee' });
  expect(reply.data.pagination).toEqual({ currentPage: 1, pageSize: 1, total: 5 });
  expect(reply.data.list[0]).toMatchObject({
    conferenceName: '智能制造技术交流会',
    registrationFee: 0,
    creatorUserId: 'user-admin',
    creatorUser: '管理员/admin',
    lastModifyTime: null,
  });
  expect(typeof reply.data.list[0].id).toBe('string');
  expect(typeof reply.data.list[0].creatorTime).toBe('number');
  expect(reply.data.list[0].conferenceNo).toMatch(/^XSHY\d{7}$/);
});

test('paging', async () => {
  const page2 = await list({ currentPage: 2, pageSize: 2, sidx: 'startDate' });
  expect(page2.data.pagination).toEqual({ currentPage: 2, pageSize: 2, total: 5 });
  expect(page2.data.list.map((r) => r.conferenceName)).toEqual(['智能制造技术交流会', '新材料学术年会']);
  expect((await list({ currentPage: 9, pageSize: 2 })).data.list).toEqual([]);
});

test.each([
  // the model's defaultSortConfig: startDate descending
  [
    undefined,
    ['精准医学高峰论坛', '新材料学术年会', '智能制造技术交流会', '人工智能前沿论坛', '青年学者人工智能研讨会'],
  ],
  [
    '-registrationFee',
    ['精准医学高峰论坛', '新材料学术年会', '人工智能前沿论坛', '青年学者人工智能研讨会', '智能制造技术交流会'],
  ],
  [
    'branch,-expectedCount',
    ['新材料学术年会', '青年学者人工智能研讨会', '人工智能前沿论坛', '精准医学高峰论坛', '智能制造技术交流会'],
  ],
  [
    '-creatorTime',
    ['智能制造技术交流会', '精准医学高峰论坛', '青年学者人工智能研讨会', '新材料学术年会', '人工智能前沿论坛'],
  ],
  [
    'nonsense,-registrationFee',
    ['精准医学高峰论坛', '新材料学术年会', '人工智能前沿论坛', '青年学者人工智能研讨会', '智能制造技术交流会'],
  ],
])('sidx %s', async (sidx, expected) => {
  expect(await names({ pageSize: 20, sidx })).toEqual(expected);
});

test.each([
  ['contains (searchType 2)', { conferenceName: '人工智能' }, ['人工智能前沿论坛', '青年学者人工智能研讨会']],
  ['equality', { branch: 'org-shanghai' }, ['新材料学术年会', '青年学者人工智能研讨会']],
  ['any of a list', { branch: ['org-shanghai', 'nowhere'] }, ['新材料学术年会', '青年学者人工智能研讨会']],
  [
    'a number range',
    { registrationFee: [300, 1200] },
    ['人工智能前沿论坛', '新材料学术年会', '青年学者人工智能研讨会'],
  ],
  ['an open-ended range', { registrationFee: [1000, null] }, ['新材料学术年会', '精准医学高峰论坛']],
  ['zero is a bound', { registrationFee: [0, 0] }, ['智能制造技术交流会']],
  ['a date range', { startDate: [ms(2025, 5, 1), ms(2025, 8, 1)] }, ['人工智能前沿论坛', '智能制造技术交流会']],
  [
    'several conditions',
    { branch: 'org-society', registrationFee: [500, null] },
    ['人工智能前沿论坛', '精准医学高峰论坛'],
  ],
  ['empty values do not filter', { conferenceName: '', branch: [], registrationFee: [null, null] }, null],
  ['unknown keys do not filter', { noSuchField: 'x' }, null],
])('queryJson: %s', async (_case, q, expected) => {
  const found = await names({ pageSize: 20, sidx: 'conferenceName', ...query(q) });
  if (expected === null) expect(found).toHaveLength(5);
  else expect(found.sort()).toEqual([...expected].sort());
});

test('keyword searches the keyword columns', async () => {
  expect((await names({ keyword: '论坛', pageSize: 20 })).sort()).toEqual(
    ['人工智能前沿论坛', '精准医学高峰论坛'].sort(),
  );
  expect(await names({ keyword: '100%_', pageSize: 20 })).toEqual([]);
});

test('a checkbox value matches one of its stored items', async () => {
  const feedback = {
    conference: 'c1',
    activityTypes: ['report', 'seminar'],
    attendanceMode: 'onsite',
    satisfaction: 4.5,
  };
  await createRecord(s.db, 'vd-activity-feedback', JSON.stringify(feedback), 'user-admin');
  await createRecord(
    s.db,
    'vd-activity-feedback',
    JSON.stringify({ ...feedback, activityTypes: ['training'], satisfaction: 3 }),
    'user-admin',
  );
  const hits = await list(query({ activityTypes: 'seminar' }), 'vd-activity-feedback');
  expect(hits.data.list.map((r) => r.satisfaction)).toEqual([4.5]);
  const range = await list(query({ satisfaction: [4, 5] }), 'vd-activity-feedback');
  expect(range.data.pagination.total).toBe(1);
  const creator = await list(query({ creatorTime: [Date.now() - 60_000, null] }), 'vd-activity-feedback');
  expect(creator.data.pagination.total).toBe(2);
});

test.each([
  ['not JSON', '{x'],
  ['not an object', '[1]'],
  ['a range that is not a list', JSON.stringify({ registrationFee: 5 })],
  ['a range of objects', JSON.stringify({ registrationFee: [{}, {}] })],
  ['an equality on an object', JSON.stringify({ branch: { a: 1 } })],
  ['a bad system-column range', JSON.stringify({ lastModifyTime: ['yesterday', null] })],
])('a bad queryJson (%s) is a 400', async (_case, queryJson) => {
  expect(await list({ queryJson })).toMatchObject({ code: 400, msg: '查询条件格式不正确' });
});

test('text bounds compare as text instead of failing', async () => {
  expect((await list(query({ registrationFee: ['abc', 'xyz'] }))).code).toBe(200);
});

test('bad paging is a 400', async () => {
  for (const body of [{ currentPage: 0 }, { pageSize: -1 }, { sidx: { a: 1 } }, { queryJson: { a: 1 } }]) {
    expect((await list(body as Record<string, unknown>)).code, JSON.stringify(body)).toBe(400);
  }
});
