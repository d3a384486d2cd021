import type { PageResult } from '../../contract';
import { loadSeedFixtures } from '../../server/db/seedFixtures';
import { createTestServer, type TestServer } from './harness';

/**
 * The seeded data interfaces behind the popup and auto-complete pickers of 人事调动申请: 人员名录
 * (di-staff-directory) pages and searches every enabled person, InfoByIds echoes saved values, and 组织名称联想
 * (di-organize-suggest) answers the organisations whose name holds the typed keyword.
 */

let s: TestServer;
let staff: string;

const seeded = loadSeedFixtures();
const people = seeded.users.filter((u) => (u.enabledMark ?? 1) === 1);
type Row = { id: string; fullName: string; enCode: string; organizeName: string };

beforeAll(async () => {
  s = await createTestServer();
  staff = await s.login('zhangwei', 'User1234');
});
afterAll(() => s.close());

const DI = '/api/system/DataInterface';
const list = async <T = Row>(id: string, body: Record<string, unknown>) =>
  (await s.postJson<PageResult<T>>(`${DI}/${id}/Actions/List`, body, { token: staff })).body;
const popup = { propsValue: 'id', relationField: 'fullName', columnOptions: 'fullName,enCode,organizeName' };

describe('人员名录 for popupSelect and popupTableSelect', () => {
  test('pages every enabled person 20 at a time, with name, account and department but no phone', async () => {
    expect(people.length).toBeGreaterThan(60);
    const first = await list('di-staff-directory', { ...popup, currentPage: 1, pageSize: 20 });
    expect(first.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: people.length });
    expect(first.data.list).toHaveLength(20);
    expect(first.data.list[0]).toEqual({
      id: 'user-admin',
      fullName: '管理员',
      enCode: 'admin',
      organizeName: '信息中心',
    });
    expect(JSON.stringify(first.data)).not.toMatch(/mobile|phone|email/i);
    const pages = Math.ceil(people.length / 20);
    const last = await list('di-staff-directory', { ...popup, currentPage: pages, pageSize: 20 });
    expect(last.data.list).toHaveLength(people.length - 20 * (pages - 1));
    expect(last.data.list.at(-1)?.id).toBe(people.at(-1)?.id);
  });

  test('the keyword finds a person by name, by account or by department; disabled people never show', async () => {
    const someone = people.find((u) => u.generated && u.organizeId === 'dept-zhejiang-finance')!;
    const byName = await list('di-staff-directory', { ...popup, keyword: someone.realName });
    expect(byName.data.list.map((r) => r.id)).toContain(someone.id);
    expect(byName.data.list.every((r) => r.fullName.includes(someone.realName))).toBe(true);
    const byAccount = await list('di-staff-directory', { ...popup, keyword: someone.account.toUpperCase() });
    expect(byAccount.data.list[0]).toMatchObject({ id: someone.id, enCode: someone.account, organizeName: '财务室' });
    const byDept = await list('di-staff-directory', { ...popup, keyword: '财务室', pageSize: 100 });
    const inFinance = people.filter((u) => u.organizeId.endsWith('-finance') && u.generated);
    expect(byDept.data.pagination.total).toBe(inFinance.length);
    // without columnOptions only the display field is searched
    const nameOnly = await list('di-staff-directory', { relationField: 'fullName', keyword: '财务室' });
    expect(nameOnly.data.pagination.total).toBe(0);
    const disabled = seeded.users.find((u) => u.enabledMark === 0)!;
    expect((await list('di-staff-directory', { ...popup, keyword: disabled.account })).data.list).toEqual([]);
  });

  test('InfoByIds echoes the saved ids, unknown ones left out', async () => {
    const ids = [people[200].id, 'user-lina', 'nobody'];
    const reply = await s.postJson<Row[]>(
      `${DI}/di-staff-directory/Actions/InfoByIds`,
      { ids, propsValue: 'id', relationField: 'fullName' },
      { token: staff },
    );
    expect(reply.body.data.map((r) => r.id).sort()).toEqual([people[200].id, 'user-lina'].sort());
    expect(reply.body.data.find((r) => r.id === 'user-lina')).toMatchObject({ fullName: '李娜', enCode: 'lina' });
  });
});

describe('组织名称联想 for autoComplete', () => {
  const suggest = (keyword: string) =>
    list<{ id: string; fullName: string }>('di-organize-suggest', {
      relationField: 'fullName',
      pageSize: 50,
      paramList: [{ field: 'keyword', defaultValue: keyword }],
    });

  test('answers the organisations whose name holds the keyword', async () => {
    const branches = seeded.organizes.filter((o) => o.fullName.includes('分会'));
    expect(branches.length).toBeGreaterThanOrEqual(4);
    const reply = await suggest('分会');
    expect(reply.data.list.map((o) => o.id).sort()).toEqual(branches.map((o) => o.id).sort());
    expect((await suggest('科普')).data.list.every((o) => o.fullName.includes('科普'))).toBe(true);
    expect((await suggest('没有这个组织')).data.list).toEqual([]);
  });

  test('an empty keyword offers everything, capped by the page size', async () => {
    const reply = await suggest('');
    expect(reply.data.pagination.total).toBe(seeded.organizes.length);
    expect(reply.data.list).toHaveLength(Math.min(50, seeded.organizes.length));
  });
});
