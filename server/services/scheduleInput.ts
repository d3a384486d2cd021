import { and, eq, inArray } from 'drizzle-orm';
import type { ScheduleForm } from '../../contract';
import type { Db } from '../db/client';
import { dictionaryData, dictionaryTypes, users } from '../db/schema';
import { BizError } from '../lib/envelope';
import { isRepeating, MAX_REPEAT_YEARS, parseClock, parseInstant, withClock, type Repetition } from './scheduleTime';
import { intOr, str } from './templateCommon';
import dayjs from 'dayjs';

/** Validation of a schedule body (docs/contract.md) into the columns of one series. */

export type ScheduleInput = Partial<Record<keyof ScheduleForm, unknown>>;
export const SCHEDULE_TYPE = 'scheduleType';
const REMINDERS = new Set([-2, -1, 5, 10, 15, 30, 60, 120, 1440, 2880, 10080]);
const ALL_DAY_REMINDERS = new Set([-2, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
const MAX_PARTICIPANTS = 500;

async function categoryExists(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: dictionaryData.id })
    .from(dictionaryData)
    .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryData.dictionaryTypeId))
    .where(and(eq(dictionaryTypes.enCode, SCHEDULE_TYPE), eq(dictionaryData.id, id)))
    .limit(1);
  return rows.length > 0;
}

async function participantsOf(db: Db, value: unknown, creatorId: string): Promise<string[]> {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_PARTICIPANTS || !value.every((v) => typeof v === 'string'))
    throw new BizError('参与人格式不正确');
  // the creator always sees the schedule; listing them as a participant too would show it twice
  const ids = [...new Set(value as string[])].filter((id) => id && id !== creatorId);
  if (ids.length === 0) return [];
  const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  if (found.length !== ids.length) throw new BizError('参与人不存在');
  return ids;
}

function timesOf(input: ScheduleInput, allDay: number) {
  const startDay = parseInstant(input.startDay);
  if (!startDay) throw new BizError('请选择开始时间');
  const endDayRaw = parseInstant(input.endDay);
  if (allDay) {
    const start = dayjs(startDay).startOf('day');
    const end = dayjs(endDayRaw ?? startDay)
      .endOf('day')
      .millisecond(0);
    if (end.isBefore(start)) throw new BizError('结束时间必须晚于开始时间');
    return { start: start.toDate(), end: end.toDate(), duration: -1 };
  }
  const start = withClock(startDay, parseClock(input.startTime));
  const duration = intOr(input.duration, -1);
  if (!Number.isInteger(duration) || duration < -1 || duration === 0 || duration > 60 * 24 * 366)
    throw new BizError('时长不正确');
  let end: Date;
  if (duration > 0) end = new Date(start.getTime() + duration * 60_000);
  else {
    if (!endDayRaw) throw new BizError('结束时间不能为空');
    end = withClock(endDayRaw, parseClock(input.endTime));
  }
  if (end <= start) throw new BizError('结束时间必须晚于开始时间');
  return { start, end, duration };
}

export async function validateSchedule(db: Db, input: ScheduleInput, creatorId: string) {
  const category = str(input.category);
  if (!category) throw new BizError('请选择类型');
  if (!(await categoryExists(db, category))) throw new BizError('日程类型不存在');
  const urgent = intOr(input.urgent, 1);
  if (![1, 2, 3].includes(urgent)) throw new BizError('紧急程度不正确');
  const title = str(input.title);
  if (!title) throw new BizError('请输入标题');
  if (title.length > 200) throw new BizError('标题最多为200个字符！');
  const content = typeof input.content === 'string' ? input.content : '';
  if (content.length > 5000) throw new BizError('内容最多为5000个字符！');
  const allDay = intOr(input.allDay, 0);
  if (allDay !== 0 && allDay !== 1) throw new BizError('全天只能为0或1');
  const { start, end, duration } = timesOf(input, allDay);
  const repetition = (str(input.repetition) || '1') as Repetition;
  if (repetition !== '1' && !isRepeating(repetition)) throw new BizError('重复类型不正确');
  let repeatTime: Date | null = null;
  if (isRepeating(repetition)) {
    const until = parseInstant(input.repeatTime);
    if (!until) throw new BizError('请选择结束重复');
    repeatTime = dayjs(until).endOf('day').millisecond(0).toDate();
    if (repeatTime <= start) throw new BizError('结束重复必须晚于开始时间');
    if (dayjs(start).add(MAX_REPEAT_YEARS, 'year').isBefore(repeatTime))
      throw new BizError(`结束重复不能超过${MAX_REPEAT_YEARS}年`);
  }
  const reminderTime = intOr(input.reminderTime, -2);
  if (!(allDay ? ALL_DAY_REMINDERS : REMINDERS).has(reminderTime)) throw new BizError('提醒时间不正确');
  const reminderType = intOr(input.reminderType, 1);
  if (![1, 2].includes(reminderType)) throw new BizError('提醒方式不正确');
  const files = typeof input.files === 'string' && input.files.trim() ? input.files : '[]';
  try {
    if (!Array.isArray(JSON.parse(files))) throw new Error('not a list');
  } catch {
    throw new BizError('附件格式不正确');
  }
  const color = str(input.color);
  if (color.length > 30) throw new BizError('颜色格式不正确');
  return {
    series: {
      category,
      urgent,
      title,
      content,
      files,
      allDay,
      startDay: start,
      endDay: end,
      duration,
      color,
      reminderTime,
      reminderType,
      send: str(input.send).slice(0, 100),
      sendName: str(input.sendName).slice(0, 200),
      repetition,
      repeatTime,
    },
    toUserIds: await participantsOf(db, input.toUserIds, creatorId),
  };
}

export type ValidSchedule = Awaited<ReturnType<typeof validateSchedule>>;
