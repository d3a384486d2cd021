import { and, eq, like, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { messageTemplates, messages, scheduleUsers, schedules, sysConfig, users } from '../../server/db/schema';
import { runReminderSweep } from '../../server/services/reminders';
import { fillText, renderTemplate } from '../../server/services/reminders/templates';
import { createTestServer, type TestServer } from './harness';

/**
 * The reminder sweep (docs/messaging.md#reminders): schedule and password-expiry reminders written through the
 * seeded message templates, once each, also when two sweeps run at the same moment on two connections.
 * The instants lie years after the seeded schedules, so those never interfere.
 */

let s: TestServer;
let second: DatabaseHandle | null = null;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

beforeAll(async () => {
  s = await createTestServer();
  // on PostgreSQL a second pool is a second process's view of the database; PGlite has one connection
  if (s.config.databaseUrl) second = await openDatabase(s.config);
});

afterAll(async () => {
  await second?.close();
  await s?.close();
});

let serial = 0;
async function addSchedule(start: Date, reminderTime: number, invitees: string[] = []) {
  const id = `sch-remind-${++serial}`;
  const title = `提醒测试<${serial}>`;
  await s.db.insert(schedules).values({
    id,
    groupId: id,
    title,
    content: `地点 & <b>会议室</b> ${serial}`,
    startDay: start,
    endDay: new Date(start.getTime() + 60 * MINUTE),
    reminderTime,
    creatorUserId: 'user-admin',
  });
  if (invitees.length)
    await s.db
      .insert(scheduleUsers)
      .values(invitees.map((userId, i) => ({ id: `${id}-u${i}`, scheduleId: id, userId, sortCode: i })));
  return { id, title };
}

const remindersOf = (title: string) =>
  s.db
    .select()
    .from(messages)
    .where(eq(messages.title, `日程提醒：${title}`));

describe('schedule reminders', () => {
  test('a due reminder reaches the creator and each invitee once, through the template', async () => {
    const start = new Date(2035, 5, 15, 10, 0);
    const { title } = await addSchedule(start, 15, ['user-zhangwei', 'user-lina']);
    const now = new Date(start.getTime() - 10 * MINUTE);
    const first = await runReminderSweep(s.db, now);
    expect(first.schedule).toBe(3);
    const sent = await remindersOf(title);
    expect(sent.map((m) => m.userId).sort()).toEqual(['user-admin', 'user-lina', 'user-zhangwei']);
    expect(sent.every((m) => m.type === 4 && m.releaseUserId === null)).toBe(true);
    // the values are escaped in the HTML content, not in the plain title
    expect(sent[0].bodyText).toContain('2035-06-15 10:00');
    expect(sent[0].bodyText).toContain('地点 &amp; &lt;b&gt;会议室&lt;/b&gt;');
    expect(sent[0].title).toBe(`日程提醒：${title}`);

    expect((await runReminderSweep(s.db, new Date(now.getTime() + MINUTE))).schedule).toBe(0);
    expect(await remindersOf(title)).toHaveLength(3);
  });

  test('nothing before the reminder instant, nothing for 不提醒, nothing long after the start', async () => {
    const start = new Date(2035, 6, 1, 9, 0);
    const early = await addSchedule(start, 15);
    const none = await addSchedule(start, -2);
    expect((await runReminderSweep(s.db, new Date(start.getTime() - 16 * MINUTE))).schedule).toBe(0);
    expect((await runReminderSweep(s.db, new Date(start.getTime() + 2 * 60 * MINUTE))).schedule).toBe(0);
    expect(await remindersOf(early.title)).toHaveLength(0);
    expect(await remindersOf(none.title)).toHaveLength(0);
  });

  test('a disabled template sends nothing and does not use the reminder up', async () => {
    const start = new Date(2035, 7, 1, 9, 0);
    const { title } = await addSchedule(start, -1, ['user-lina']);
    const enabled = (mark: number) =>
      s.db.update(messageTemplates).set({ enabledMark: mark }).where(eq(messageTemplates.enCode, 'ScheduleRemind'));
    await enabled(0);
    try {
      expect((await runReminderSweep(s.db, start)).schedule).toBe(0);
      expect(await remindersOf(title)).toHaveLength(0);
    } finally {
      await enabled(1);
    }
    expect((await runReminderSweep(s.db, new Date(start.getTime() + MINUTE))).schedule).toBe(2);
  });

  test('two sweeps at once on two connections send each reminder once', async () => {
    const start = new Date(2035, 8, 1, 9, 0);
    const { title } = await addSchedule(start, 30, ['user-zhangwei', 'user-lina', 'user-wangfang']);
    const now = new Date(start.getTime() - 20 * MINUTE);
    const results = await Promise.all([runReminderSweep(s.db, now), runReminderSweep(second?.db ?? s.db, now)]);
    expect(results.map((r) => r.schedule).sort()).toEqual([0, 4]);
    expect(await remindersOf(title)).toHaveLength(4);
  });
});

describe('repeating schedules and the template renderer', () => {
  test('each occurrence of a series is reminded once; a participant who left that day is not', async () => {
    const first = new Date(2035, 9, 1, 9, 0);
    const { id, title } = await addSchedule(first, 60, ['user-zhangwei', 'user-lina']);
    await s.db
      .update(schedules)
      .set({ repetition: '2', repeatTime: new Date(2035, 9, 10, 23, 59) })
      .where(eq(schedules.id, id));
    await s.db
      .update(scheduleUsers)
      .set({ exceptionDays: '["2035-10-02"]' })
      .where(eq(scheduleUsers.id, `${id}-u1`));
    const hourBefore = (day: number) => new Date(2035, 9, day, 8, 30);
    expect((await runReminderSweep(s.db, hourBefore(1))).schedule).toBe(3);
    expect((await runReminderSweep(s.db, hourBefore(1))).schedule).toBe(0);
    expect((await runReminderSweep(s.db, hourBefore(2))).schedule).toBe(2);
    const sent = await remindersOf(title);
    expect(sent.filter((m) => m.userId === 'user-lina')).toHaveLength(1);
    expect(sent.map((m) => m.excerpt).sort()).toEqual([
      '2035-10-01 09:00',
      '2035-10-01 09:00',
      '2035-10-01 09:00',
      '2035-10-02 09:00',
      '2035-10-02 09:00',
    ]);
  });

  test('fills known parameters, keeps unknown ones, escapes values only in the content', () => {
    expect(fillText('{a}-{b}-{@c}', { a: 1, '@c': 'x' })).toBe('1-{b}-x');
    expect(renderTemplate({ title: '<{t}>', content: '<p>{t}</p>' }, { t: '"A&B"' })).toEqual({
      title: '<"A&B">',
      content: '<p>&quot;A&amp;B&quot;</p>',
    });
  });
});

describe('password expiry reminders', () => {
  const policy = (values: Record<string, number>) =>
    s.db
      .insert(sysConfig)
      .values(Object.entries(values).map(([key, value]) => ({ key, value })))
      .onConflictDoUpdate({ target: sysConfig.key, set: { value: sql`excluded.value` } });
  const changedAt = (userId: string, when: Date) =>
    s.db.update(users).set({ changePasswordDate: when }).where(eq(users.id, userId));
  const expiryMessages = (userId: string) =>
    s.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, userId), eq(messages.type, 3), like(messages.title, '密码即将过期')));

  beforeAll(() => policy({ passwordIsUpdatedRegularly: 1, updateCycle: 90, updateInAdvance: 7 }));

  test('inside the window: one message with the days and the date; a second sweep sends nothing', async () => {
    const now = new Date(2036, 0, 10, 8, 0);
    await changedAt('user-chenjing', new Date(now.getTime() - 85 * DAY));
    expect((await runReminderSweep(s.db, now)).password).toBe(1);
    const [message, ...more] = await expiryMessages('user-chenjing');
    expect(more).toHaveLength(0);
    expect(message.bodyText).toContain('5 天后（2036-01-15）');
    expect((await runReminderSweep(s.db, new Date(now.getTime() + DAY))).password).toBe(0);
    expect(await expiryMessages('user-chenjing')).toHaveLength(1);
  });

  test('outside the window, or with the policy off, nothing', async () => {
    const now = new Date(2036, 1, 10, 8, 0);
    await changedAt('user-yangfan', new Date(now.getTime() - 80 * DAY));
    expect((await runReminderSweep(s.db, now)).password).toBe(0);
    await changedAt('user-yangfan', new Date(now.getTime() - 88 * DAY));
    await policy({ passwordIsUpdatedRegularly: 0 });
    try {
      expect((await runReminderSweep(s.db, now)).password).toBe(0);
    } finally {
      await policy({ passwordIsUpdatedRegularly: 1 });
    }
    expect(await expiryMessages('user-yangfan')).toHaveLength(0);
    expect((await runReminderSweep(s.db, now)).password).toBe(1);
  });

  test('two sweeps at once on two connections send one message', async () => {
    const now = new Date(2036, 2, 10, 8, 0);
    await changedAt('user-zhaolei', new Date(now.getTime() - 86 * DAY));
    const results = await Promise.all([runReminderSweep(s.db, now), runReminderSweep(second?.db ?? s.db, now)]);
    expect(results.map((r) => r.password).sort()).toEqual([0, 1]);
    expect(await expiryMessages('user-zhaolei')).toHaveLength(1);
  });
});
