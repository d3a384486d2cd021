import { and, eq, inArray, lte, ne, or } from 'drizzle-orm';
import dayjs from 'dayjs';
import type { ScheduleDetail, ScheduleInfo, ScheduleItem, ScheduleRepetition } from '../../contract';
import type { Db } from '../db/client';
import { dictionaryData, messages, scheduleUsers, schedules, users } from '../db/schema';
import { BizError } from '../lib/envelope';
import { newId } from '../lib/ids';
import { toMs } from '../lib/time';
import { validateSchedule, type ScheduleInput, type ValidSchedule } from './scheduleInput';
import {
  clockOf,
  dayKey,
  isRepeating,
  occurrenceId,
  occurrenceOn,
  occurrences,
  parseDays,
  parseInstant,
  previousDay,
  splitOccurrenceId,
  type Occurrence,
} from './scheduleTime';
import { userLabels } from './templateCommon';

/**
 * Schedules (docs/contract.md): the calendar of the signed-in user — what they created and what they were invited
 * to. Only the creator edits; deleting as a participant only takes the user out of it.
 */

type SeriesRow = typeof schedules.$inferSelect;
type ParticipantRow = typeof scheduleUsers.$inferSelect;
const NOT_FOUND = '日程不存在';
const URGENCY: Record<number, string> = { 1: '普通', 2: '重要', 3: '紧急' };
/** a month view shows six weeks; a year is the most any screen asks for */
const MAX_RANGE_DAYS = 400;

const seriesOf = (row: SeriesRow) => ({ ...row, exceptionDays: parseDays(row.exceptionDays) });

function itemOf(row: SeriesRow, occurrence: Occurrence): ScheduleItem {
  const repeating = isRepeating(row.repetition);
  return {
    id: occurrenceId(row.id, occurrence.day, repeating),
    groupId: row.id,
    category: row.category,
    urgent: String(row.urgent),
    title: row.title,
    content: row.content,
    allDay: row.allDay,
    startDay: occurrence.start.getTime(),
    startTime: clockOf(occurrence.start),
    endDay: occurrence.end.getTime(),
    endTime: clockOf(occurrence.end),
    duration: row.duration,
    color: row.color,
    reminderTime: row.reminderTime,
    reminderType: row.reminderType,
    send: row.send,
    sendName: row.sendName,
    repetition: row.repetition as ScheduleRepetition,
    repeatTime: repeating ? toMs(row.repeatTime) : null,
    creatorUserId: row.creatorUserId ?? '',
  };
}

function rangeOf(startTime: unknown, endTime: unknown): { from: Date; to: Date } {
  const from = parseInstant(startTime) ?? dayjs().startOf('month').toDate();
  const to = parseInstant(endTime) ?? dayjs(from).add(1, 'month').toDate();
  if (to < from) throw new BizError('结束时间必须晚于开始时间');
  if (dayjs(to).diff(from, 'day') > MAX_RANGE_DAYS) throw new BizError('查询范围不能超过一年');
  return { from, to };
}

/** GET Schedule: the user's occurrences overlapping the range, all-day first, then by start. */
export async function listSchedules(db: Db, userId: string, query: { startTime?: unknown; endTime?: unknown }) {
  const { from, to } = rangeOf(query.startTime, query.endTime);
  const mine = await db
    .select({ id: scheduleUsers.scheduleId, row: scheduleUsers })
    .from(scheduleUsers)
    .where(eq(scheduleUsers.userId, userId));
  const invited = new Map(mine.map((m) => [m.id, m.row]));
  const rows = await db
    .select()
    .from(schedules)
    .where(
      and(
        lte(schedules.startDay, to),
        or(eq(schedules.creatorUserId, userId), invited.size ? inArray(schedules.id, [...invited.keys()]) : undefined),
      ),
    );
  const list: ScheduleItem[] = [];
  for (const row of rows) {
    const participant = row.creatorUserId === userId ? undefined : invited.get(row.id);
    const extra = participant ? parseDays(participant.exceptionDays) : [];
    for (const o of occurrences(seriesOf(row), from, to, extra, participant?.untilDay ?? '')) list.push(itemOf(row, o));
  }
  list.sort((a, b) => b.allDay - a.allDay || a.startDay - b.startDay || a.endDay - b.endDay);
  return { list };
}

interface Located {
  row: SeriesRow;
  occurrence: Occurrence;
  /** the first day of the series (an edit or delete there covers the whole series) */
  firstDay: string;
  isCreator: boolean;
  participant?: ParticipantRow;
}

/** The series and occurrence an id names, visible to the user (else "not found", revealing nothing). */
async function locate(db: Db, id: string, userId: string): Promise<Located> {
  const { seriesId, day } = splitOccurrenceId(id);
  const [row] = await db.select().from(schedules).where(eq(schedules.id, seriesId));
  if (!row) throw new BizError(NOT_FOUND);
  const [participant] = await db
    .select()
    .from(scheduleUsers)
    .where(and(eq(scheduleUsers.scheduleId, seriesId), eq(scheduleUsers.userId, userId)));
  const isCreator = row.creatorUserId === userId;
  if (!isCreator && !participant) throw new BizError(NOT_FOUND);
  const series = seriesOf(row);
  const firstDay = dayKey(row.startDay);
  const occurrence = occurrenceOn(series, day ?? firstDay);
  if (!occurrence) throw new BizError(NOT_FOUND);
  return { row, occurrence, firstDay, isCreator, participant };
}

async function participantIds(db: Db, seriesId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: scheduleUsers.userId })
    .from(scheduleUsers)
    .where(eq(scheduleUsers.scheduleId, seriesId))
    .orderBy(scheduleUsers.sortCode);
  return rows.map((r) => r.userId);
}

export async function scheduleInfo(db: Db, id: string, userId: string): Promise<ScheduleInfo> {
  const { row, occurrence } = await locate(db, id, userId);
  return { ...itemOf(row, occurrence), toUserIds: await participantIds(db, row.id), files: row.files };
}

/** GET Schedule/detail: the same with the category, urgency, creator and participants as names. */
export async function scheduleDetail(db: Db, id: string, userId: string): Promise<ScheduleDetail> {
  const info = await scheduleInfo(db, id, userId);
  const [category] = await db
    .select({ fullName: dictionaryData.fullName })
    .from(dictionaryData)
    .where(eq(dictionaryData.id, info.category));
  const labels = await userLabels(db, [info.creatorUserId, ...info.toUserIds]);
  return {
    ...info,
    category: category?.fullName ?? info.category,
    urgent: URGENCY[Number(info.urgent)] ?? info.urgent,
    creatorUserId: labels.get(info.creatorUserId) ?? '',
    toUserIds: info.toUserIds.map((u) => labels.get(u) ?? u).join(','),
    toUserIdList: info.toUserIds,
  };
}

async function insertSeries(tx: Db, valid: ValidSchedule, userId: string, groupId?: string): Promise<string> {
  const id = newId();
  await tx.insert(schedules).values({ id, groupId: groupId ?? id, ...valid.series, creatorUserId: userId });
  await setParticipants(tx, id, valid.toUserIds);
  return id;
}

async function setParticipants(tx: Db, seriesId: string, toUserIds: string[]): Promise<void> {
  await tx.delete(scheduleUsers).where(eq(scheduleUsers.scheduleId, seriesId));
  if (toUserIds.length)
    await tx
      .insert(scheduleUsers)
      .values(toUserIds.map((userId, i) => ({ id: newId(), scheduleId: seriesId, userId, sortCode: i })));
}

/** Invitations land in the participants' message centre (type 4, schedule). */
async function invite(tx: Db, valid: ValidSchedule, creator: { id: string; realName: string }) {
  if (!valid.toUserIds.length) return;
  const when = dayjs(valid.series.startDay).format(valid.series.allDay ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm');
  await tx.insert(messages).values(
    valid.toUserIds.map((userId) => ({
      id: newId(),
      userId,
      type: 4,
      title: `${creator.realName}邀请您参加日程：${valid.series.title}`,
      bodyText: `${when} ${valid.series.content}`.trim(),
      excerpt: when,
      releaseUserId: creator.id,
    })),
  );
}

export async function createSchedule(db: Db, input: ScheduleInput, user: { id: string; realName: string }) {
  const valid = await validateSchedule(db, input, user.id);
  return db.transaction(async (tx) => {
    const id = await insertSeries(tx, valid, user.id);
    await invite(tx, valid, user);
    return id;
  });
}

const remaining = (row: SeriesRow, exceptionDays: string[], repeatTime: Date | null) =>
  occurrences({ ...seriesOf(row), exceptionDays, repeatTime }).length;

async function deleteSeries(tx: Db, seriesId: string) {
  await tx.delete(scheduleUsers).where(eq(scheduleUsers.scheduleId, seriesId));
  await tx.delete(schedules).where(eq(schedules.id, seriesId));
}

/** Leaves out one day of the series, or ends it before `day`; a series left without occurrences goes. */
async function trimSeries(tx: Db, row: SeriesRow, change: { skip?: string; endBefore?: string }, userId: string) {
  const exceptionDays = [...new Set([...parseDays(row.exceptionDays), ...(change.skip ? [change.skip] : [])])];
  const repeatTime = change.endBefore
    ? dayjs(previousDay(change.endBefore)).endOf('day').millisecond(0).toDate()
    : row.repeatTime;
  if (remaining(row, exceptionDays, repeatTime) === 0) return deleteSeries(tx, row.id);
  await tx
    .update(schedules)
    .set({
      exceptionDays: JSON.stringify(exceptionDays.sort()),
      repeatTime,
      lastModifyTime: new Date(),
      lastModifyUserId: userId,
    })
    .where(eq(schedules.id, row.id));
}

/**
 * PUT Schedule/{id}/{type}: 1 changes this occurrence only (it becomes a schedule of its own), 2 this and the
 * following ones (the series is split; at the first occurrence that is the whole series). A single schedule
 * is simply updated.
 */
export async function updateSchedule(db: Db, id: string, type: number, input: ScheduleInput, userId: string) {
  if (type !== 1 && type !== 2) throw new BizError('修改类型不正确');
  await db.transaction(async (tx) => {
    const { row, occurrence, firstDay, isCreator } = await locate(tx, id, userId);
    if (!isCreator) throw new BizError('只有创建人可以修改日程');
    const valid = await validateSchedule(tx, input, userId);
    const whole = !isRepeating(row.repetition) || (type === 2 && occurrence.day === firstDay);
    if (whole) {
      await tx
        .update(schedules)
        .set({ ...valid.series, lastModifyTime: new Date(), lastModifyUserId: userId })
        .where(eq(schedules.id, row.id));
      await setParticipants(tx, row.id, valid.toUserIds);
      return;
    }
    if (type === 1) {
      await trimSeries(tx, row, { skip: occurrence.day }, userId);
      await insertSeries(
        tx,
        { ...valid, series: { ...valid.series, repetition: '1', repeatTime: null } },
        userId,
        row.groupId,
      );
    } else {
      await trimSeries(tx, row, { endBefore: occurrence.day }, userId);
      await insertSeries(tx, valid, userId, row.groupId);
    }
  });
}

/**
 * DELETE Schedule/{id}/{type}: 1 this occurrence, 2 this and the following ones, 3 the whole series. The
 * creator deletes it for everyone; a participant only leaves it (for the same scope).
 */
export async function deleteSchedule(db: Db, id: string, type: number, userId: string) {
  if (![1, 2, 3].includes(type)) throw new BizError('删除类型不正确');
  await db.transaction(async (tx) => {
    const { row, occurrence, firstDay, isCreator, participant } = await locate(tx, id, userId);
    const all = type === 3 || !isRepeating(row.repetition) || (type === 2 && occurrence.day === firstDay);
    if (isCreator) {
      if (all) return deleteSeries(tx, row.id);
      return trimSeries(tx, row, type === 1 ? { skip: occurrence.day } : { endBefore: occurrence.day }, userId);
    }
    if (!participant) throw new BizError(NOT_FOUND);
    if (all) return void (await tx.delete(scheduleUsers).where(eq(scheduleUsers.id, participant.id)));
    const change =
      type === 1
        ? { exceptionDays: JSON.stringify([...new Set([...parseDays(participant.exceptionDays), occurrence.day])]) }
        : { untilDay: previousDay(occurrence.day) };
    await tx.update(scheduleUsers).set(change).where(eq(scheduleUsers.id, participant.id));
  });
}

/** Users a schedule may invite (until the user picker exists): enabled users other than oneself. */
export async function inviteCandidates(db: Db, userId: string) {
  const rows = await db
    .select({ id: users.id, realName: users.realName, account: users.account })
    .from(users)
    .where(and(eq(users.enabledMark, 1), ne(users.id, userId)))
    .orderBy(users.sortCode);
  return { list: rows.map((r) => ({ id: r.id, fullName: `${r.realName}/${r.account}` })) };
}
