import dayjs from 'dayjs';
import type { ApiFunction } from '../../../renderers';
import * as api from '../../api/system/schedule';
import type { ScheduleForm, ScheduleInfo, ScheduleRepetition, ScheduleScope } from '../../../contract';
import { session } from '../../store/session';
import { num, requiredText, text, type ApiArgs } from '../apiArgs';

/**
 * Schedules (docs/contract.md): the 日程安排 calendar and its dialogs. The dialog edits `start` / `end` as
 * `YYYY-MM-DD HH:mm` text; the wire carries days plus `HH:mm` times.
 */

const MINUTE = 'YYYY-MM-DD HH:mm';
const fmt = (ms: number | null | undefined, format = MINUTE) => (ms ? dayjs(ms).format(format) : '');

function scheduleForm(args: ApiArgs): ScheduleForm {
  const start = text(args, 'start');
  const end = text(args, 'end');
  const repetition = (text(args, 'repetition') || '1') as ScheduleRepetition;
  const toUserIds = args?.toUserIds;
  return {
    category: text(args, 'category'),
    urgent: num(args, 'urgent', 1),
    title: text(args, 'title'),
    content: text(args, 'content'),
    allDay: num(args, 'allDay', 0),
    startDay: start,
    startTime: start.slice(11, 16),
    endDay: end,
    endTime: end.slice(11, 16),
    duration: -1,
    color: text(args, 'color'),
    reminderTime: num(args, 'reminderTime', -2),
    reminderType: 1,
    repetition,
    repeatTime: repetition === '1' ? null : text(args, 'repeatTime'),
    toUserIds: Array.isArray(toUserIds) ? toUserIds.map(String) : [],
    files: filesText(args?.files),
  };
}

/** The dialog's 附件 (the uploadFile widget's list) as the wire's JSON text; a text already is one. */
function filesText(files: unknown): string {
  if (typeof files === 'string') return files.trim() || '[]';
  return JSON.stringify(Array.isArray(files) ? files : []);
}

/** The wire's JSON text of attachments as the uploadFile widget's list. */
function fileList(files: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(files || '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** What the dialog edits: the occurrence's times as text, the repeat end as a date. */
function dialogValues(info: ScheduleInfo) {
  return {
    ...info,
    start: fmt(info.startDay),
    end: fmt(info.endDay),
    repeatTime: fmt(info.repeatTime, 'YYYY-MM-DD'),
    files: fileList(info.files),
  };
}

const scope = (args: ApiArgs, key: string, fallback: ScheduleScope): ScheduleScope => {
  const value = num(args, key, fallback);
  return value === 1 || value === 2 || value === 3 ? value : fallback;
};

export const apis = {
  /** each occurrence says whether the signed-in user created it (the creator edits, others see the detail) */
  'schedule.list': async (a) => {
    const reply = await api.getScheduleList({ startTime: text(a, 'startTime'), endTime: text(a, 'endTime') });
    const me = session.userInfo?.userId;
    return { list: reply.list.map((item) => ({ ...item, mine: item.creatorUserId === me })) };
  },
  'schedule.info': async (a) => dialogValues(await api.getScheduleInfo(requiredText(a, 'id'))),
  'schedule.detail': async (a) => {
    const detail = await api.getScheduleDetail(requiredText(a, 'id'), text(a, 'groupId'));
    return { ...detail, start: fmt(detail.startDay), end: fmt(detail.endDay), files: fileList(detail.files) };
  },
  'schedule.create': (a) => api.createSchedule(scheduleForm(a)),
  'schedule.update': (a) => api.updateSchedule(requiredText(a, 'id'), scope(a, 'scope', 1), scheduleForm(a)),
  'schedule.remove': (a) => api.deleteSchedule(requiredText(a, 'id'), scope(a, 'type', 3)),
  'schedule.userOptions': () => api.getScheduleUserOptions(),
} satisfies Record<string, ApiFunction>;
