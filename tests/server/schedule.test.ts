import { eq } from 'drizzle-orm';
import type { ScheduleDetail, ScheduleForm, ScheduleInfo, ScheduleItem } from '../../contract';
import { messages, schedules } from '../../server/db/schema';
import { createTestServer, type TestServer } from './harness';

/** /api/system/Schedule (docs/contract.md): range listing with repeats expanded, edit and delete scopes. */

let s: TestServer;
let admin: string;
let lina: string;
beforeAll(async () => {
  s = await createTestServer();
  [admin, lina] = await Promise.all([s.login('admin', 'Admin123'), s.login('lina', 'User1234')]);
});
afterAll(() => s.close());

const BASE = '/api/system/Schedule';
const list = async (startTime: string, endTime: string, token = admin) =>
  (await s.get<{ list: ScheduleItem[] }>(BASE, { token, query: { startTime, endTime } })).body;
const titles = (items: ScheduleItem[]) => items.map((i) => `${i.title}@${new Date(i.startDay).getDate()}`);
const form = (patch: Partial<ScheduleForm> = {}): ScheduleForm => ({
  category: 'dt-schedule-type.1',
  urgent: 1,
  title: '会员数据核对',
  content: '核对新入会会员资料',
  allDay: 0,
  startDay: '2026-03-02 10:00',
  startTime: '10:00',
  endDay: '2026-03-02 11:00',
  endTime: '11:00',
  duration: -1,
  reminderTime: -2,
  repetition: '1',
  toUserIds: [],
  ...patch,
});
async function create(patch: Partial<ScheduleForm>, token = admin): Promise<ScheduleItem[]> {
  const reply = await s.postJson(BASE, form(patch), { token });
  expect(reply.body).toMatchObject({ code: 200, msg: '新建成功' });
  return (await list('2026-03-01 00:00', '2026-04-30 23:59', token)).data.list.filter(
    (i) => i.title === (patch.title ?? '会员数据核对'),
  );
}
const remove = (id: string, type: number, token = admin) => s.api('DELETE', `${BASE}/${id}/${type}`, { token });

describe('listing', () => {
  test('the seeded weekly series shows once per week of the range, expanded per occurrence', async () => {
    const reply = await list('2026-02-01 00:00', '2026-02-28 23:59');
    expect(reply.code).toBe(200);
    const weekly = reply.data.list.filter((i) => i.groupId === 'sch-weekly-meeting');
    expect(weekly.map((i) => new Date(i.startDay).getDate())).toEqual([2, 9, 16, 23]);
    expect(weekly[0]).toMatchObject({
      id: 'sch-weekly-meeting_20260202',
      repetition: '3',
      startTime: '09:30',
      endTime: '10:30',
    });
    // admin was invited to lina's monthly council meeting
    expect(titles(reply.data.list)).toContain('理事会月度会议@15');
  });

  test('another user sees only their own calendar', async () => {
    const token = await s.login('zhangwei', 'User1234');
    expect((await list('2026-02-01 00:00', '2026-02-28 23:59', token)).data.list).toEqual([]);
  });

  test.each([
    [{ startTime: 'soon', endTime: '2026-01-01' }],
    [{ startTime: '2026-03-01', endTime: '2026-02-01' }],
    [{ startTime: '2020-01-01', endTime: '2026-01-01' }],
  ])('a bad range %j is refused with a 400', async (query) => {
    const reply = await s.get(BASE, { token: admin, query });
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(400);
  });
});

describe('info and detail', () => {
  test('GET {occurrence id} answers that occurrence with participants; detail answers names', async () => {
    const info = (await s.get<ScheduleInfo>(`${BASE}/sch-council-monthly_20260315`, { token: admin })).body.data;
    expect(new Date(info.startDay).getDate()).toBe(15);
    expect(info.toUserIds).toEqual(['user-admin', 'user-wangfang']);
    const detail = (
      await s.get<ScheduleDetail>(`${BASE}/detail`, {
        token: admin,
        query: { groupId: 'sch-council-monthly', id: 'sch-council-monthly_20260315' },
      })
    ).body.data;
    expect(detail).toMatchObject({
      category: '会议',
      urgent: '紧急',
      creatorUserId: '李娜/lina',
      toUserIds: '管理员/admin,王芳/wangfang',
    });
    const none = await s.get(`${BASE}/sch-council-monthly_20260316`, { token: admin });
    expect(none.body).toMatchObject({ code: 400, msg: '日程不存在' });
    const stranger = await s.get(`${BASE}/sch-weekly-meeting`, { token: lina });
    expect(stranger.body).toMatchObject({ code: 400, msg: '日程不存在' });
  });
});

describe('create and edit', () => {
  test('a single schedule is created, invitees get a message, and it is updated in place', async () => {
    const [item] = await create({ title: '单次日程', toUserIds: ['user-zhouqiang'] });
    expect(item).toMatchObject({ repetition: '1', startTime: '10:00', endTime: '11:00' });
    const invites = await s.db.select().from(messages).where(eq(messages.userId, 'user-zhouqiang'));
    expect(invites.map((m) => m.title)).toContain('管理员邀请您参加日程：单次日程');
    const put = await s.api('PUT', `${BASE}/${item.id}/1`, { token: admin, json: form({ title: '单次日程（改）' }) });
    expect(put.body).toMatchObject({ code: 200, msg: '修改成功' });
    expect((await s.get<ScheduleInfo>(`${BASE}/${item.id}`, { token: admin })).body.data.title).toBe('单次日程（改）');
  });

  test('an all-day schedule spans whole days; a duration sets the end', async () => {
    const [allDay] = await create({ title: '全天', allDay: 1, startDay: '2026-03-05', endDay: '2026-03-06' });
    expect(new Date(allDay.startDay).getHours()).toBe(0);
    expect(new Date(allDay.endDay).getDate()).toBe(6);
    const [timed] = await create({ title: '时长', duration: 30, endDay: undefined });
    expect(timed.endDay - timed.startDay).toBe(30 * 60_000);
  });

  test('editing one occurrence (1) splits it off; this and following (2) splits the series', async () => {
    const series = await create({ title: '周报', repetition: '3', repeatTime: '2026-03-30' });
    expect(series.map((i) => new Date(i.startDay).getDate())).toEqual([2, 9, 16, 23, 30]);
    const one = await s.api('PUT', `${BASE}/${series[1].id}/1`, {
      token: admin,
      json: form({
        title: '周报',
        startDay: '2026-03-10 15:00',
        startTime: '15:00',
        endDay: '2026-03-10 16:00',
        endTime: '16:00',
      }),
    });
    expect(one.body.code).toBe(200);
    let now = await create({ title: 'probe' }).then(() => list('2026-03-01 00:00', '2026-04-30 23:59'));
    let weekly = now.data.list.filter((i) => i.title === '周报');
    expect(weekly.map((i) => `${new Date(i.startDay).getDate()}/${i.repetition}`)).toEqual([
      '2/3',
      '10/1',
      '16/3',
      '23/3',
      '30/3',
    ]);
    const following = await s.api('PUT', `${BASE}/${weekly[3].id}/2`, {
      token: admin,
      json: form({
        title: '周报（新）',
        startDay: '2026-03-23 08:00',
        startTime: '08:00',
        endDay: '2026-03-23 09:00',
        endTime: '09:00',
        repetition: '3',
        repeatTime: '2026-04-13',
      }),
    });
    expect(following.body.code).toBe(200);
    now = await list('2026-03-01 00:00', '2026-04-30 23:59');
    weekly = now.data.list.filter((i) => i.title.startsWith('周报'));
    expect(
      weekly.map((i) => `${i.title}${new Date(i.startDay).getMonth() + 1}-${new Date(i.startDay).getDate()}`),
    ).toEqual([
      '周报3-2',
      '周报3-10',
      '周报3-16',
      '周报（新）3-23',
      '周报（新）3-30',
      '周报（新）4-6',
      '周报（新）4-13',
    ]);
    // the pieces stay one group
    expect(new Set(weekly.map((i) => i.groupId)).size).toBe(3);
    const groups = await s.db
      .select({ groupId: schedules.groupId })
      .from(schedules)
      .where(eq(schedules.title, '周报（新）'));
    expect(groups[0].groupId).toBe(weekly[0].groupId);
  });

  test('only the creator edits', async () => {
    const reply = await s.api('PUT', `${BASE}/sch-council-monthly_20260315/1`, { token: admin, json: form() });
    expect(reply.body).toMatchObject({ code: 400, msg: '只有创建人可以修改日程' });
  });
});

describe('the three delete scopes', () => {
  test('1 this occurrence, 2 this and following, 3 all', async () => {
    const series = await create({
      title: '打卡',
      repetition: '2',
      startDay: '2026-03-02 07:00',
      startTime: '07:00',
      endDay: '2026-03-02 07:30',
      endTime: '07:30',
      repeatTime: '2026-03-08',
    });
    expect(series).toHaveLength(7);
    expect((await remove(series[2].id, 1)).body).toMatchObject({ code: 200, msg: '删除成功' });
    let left = (await list('2026-03-01 00:00', '2026-03-31 23:59')).data.list.filter((i) => i.title === '打卡');
    expect(left.map((i) => new Date(i.startDay).getDate())).toEqual([2, 3, 5, 6, 7, 8]);
    expect((await remove(left[3].id, 2)).body.code).toBe(200);
    left = (await list('2026-03-01 00:00', '2026-03-31 23:59')).data.list.filter((i) => i.title === '打卡');
    expect(left.map((i) => new Date(i.startDay).getDate())).toEqual([2, 3, 5]);
    expect((await remove(left[1].id, 3)).body.code).toBe(200);
    left = (await list('2026-03-01 00:00', '2026-03-31 23:59')).data.list.filter((i) => i.title === '打卡');
    expect(left).toEqual([]);
    expect(await s.db.select().from(schedules).where(eq(schedules.title, '打卡'))).toHaveLength(0);
  });

  test('deleting the last remaining occurrence removes the series', async () => {
    const series = await create({ title: '两次', repetition: '2', repeatTime: '2026-03-03' });
    await remove(series[0].id, 1);
    await remove(series[1].id, 1);
    expect(await s.db.select().from(schedules).where(eq(schedules.title, '两次'))).toHaveLength(0);
  });

  test('a participant leaves: one occurrence, then the rest; the creator still has them all', async () => {
    const feb = async (token: string) =>
      (await list('2026-02-01 00:00', '2026-05-31 23:59', token)).data.list.filter(
        (i) => i.groupId === 'sch-council-monthly',
      );
    const mine = await feb(admin);
    expect(mine.map((i) => new Date(i.startDay).getMonth() + 1)).toEqual([2, 3, 4, 5]);
    expect((await remove(mine[1].id, 1)).body.code).toBe(200);
    expect((await feb(admin)).map((i) => new Date(i.startDay).getMonth() + 1)).toEqual([2, 4, 5]);
    expect((await remove(mine[2].id, 2)).body.code).toBe(200);
    expect((await feb(admin)).map((i) => new Date(i.startDay).getMonth() + 1)).toEqual([2]);
    expect((await feb(lina)).map((i) => new Date(i.startDay).getMonth() + 1)).toEqual([2, 3, 4, 5]);
  });

  test('unknown ids and scopes are refused', async () => {
    expect((await remove('nope', 3)).body).toMatchObject({ code: 400, msg: '日程不存在' });
    expect((await remove('sch-weekly-meeting', 4)).body.code).toBe(400);
    expect((await remove('sch-weekly-meeting', 0)).body.code).toBe(400);
    expect((await remove('sch-weekly-meeting_20260204', 1)).body).toMatchObject({ code: 400, msg: '日程不存在' });
  });
});

describe('bad bodies are refused with a message, never a 500', () => {
  test.each([
    ['no category', { category: '' }, '请选择类型'],
    ['an unknown category', { category: 'dt-sex.1' }, '日程类型不存在'],
    ['no title', { title: ' ' }, '请输入标题'],
    ['a bad urgency', { urgent: 7 }, '紧急程度不正确'],
    ['no start', { startDay: '' }, '请选择开始时间'],
    ['an end before the start', { endDay: '2026-03-02 09:00', endTime: '09:00' }, '结束时间必须晚于开始时间'],
    ['a repeat without end', { repetition: '3', repeatTime: null }, '请选择结束重复'],
    ['a repeat ending before it starts', { repetition: '3', repeatTime: '2026-03-01' }, '结束重复必须晚于开始时间'],
    ['a repeat over ten years', { repetition: '2', repeatTime: '2040-01-01' }, '结束重复不能超过10年'],
    ['an unknown repetition', { repetition: '9' }, '重复类型不正确'],
    ['an unknown participant', { toUserIds: ['nobody'] }, '参与人不存在'],
    ['a bad reminder', { reminderTime: 7 }, '提醒时间不正确'],
    ['bad attachments', { files: '{' }, '附件格式不正确'],
  ])('%s', async (_name, patch, msg) => {
    const reply = await s.postJson(BASE, { ...form(), ...patch }, { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 400, msg });
  });

  test('wrong types in the body get a 400 envelope', async () => {
    for (const patch of [{ toUserIds: 'x' }, { allDay: 3 }, { startDay: {} }]) {
      const reply = await s.postJson(BASE, { ...form(), ...patch }, { token: admin });
      expect(reply.status).toBe(200);
      expect(reply.body.code).toBe(400);
    }
  });

  test('without a session the calendar answers 600', async () => {
    expect((await s.get(BASE)).body.code).toBe(600);
  });
});
