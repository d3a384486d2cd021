import { and, eq, gte, isNull, lte, ne, or } from 'drizzle-orm';
import dayjs from 'dayjs';
import type { Db } from '../../db/client';
import { MessageType, messages, scheduleUsers, schedules } from '../../db/schema';
import { newId } from '../../lib/ids';
import { occurrences, parseDays } from '../scheduleTime';
import { claimMarks, markedKeys } from './marks';
import { loadSiteTemplate, renderTemplate } from './templates';

/**
 * Schedule reminders (docs/messaging.md#reminders). `reminderTime` is minutes before the start (-1 at the start,
 * -2 none); for an all-day schedule 1…12 means 09:00 of the start day minus n-1 days. An occurrence is due from
 * its reminder instant until it starts (at least an hour, so "at the start" has a window too); each occurrence
 * is reminded once, to the creator and every participant who has not left it.
 */

export const SCHEDULE_TEMPLATE = 'ScheduleRemind';
const LATE_MS = 60 * 60 * 1000;
/** the longest lead: 1 week before, or 12 days before an all-day schedule */
const MAX_LEAD_DAYS = 13;

type SeriesRow = typeof schedules.$inferSelect;

export function reminderInstant(row: Pick<SeriesRow, 'allDay' | 'reminderTime'>, start: Date): Date | null {
  if (row.reminderTime === -2) return null;
  if (row.allDay) {
    if (row.reminderTime < 1) return null;
    return dayjs(start)
      .startOf('day')
      .subtract(row.reminderTime - 1, 'day')
      .hour(9)
      .toDate();
  }
  return new Date(start.getTime() - Math.max(row.reminderTime, 0) * 60_000);
}

interface DueOccurrence {
  row: SeriesRow;
  day: string;
  start: Date;
  key: string;
}

function dueOccurrences(rows: SeriesRow[], now: Date): DueOccurrence[] {
  const from = dayjs(now).subtract(1, 'day').toDate();
  const to = dayjs(now).add(MAX_LEAD_DAYS, 'day').toDate();
  const due: DueOccurrence[] = [];
  for (const row of rows) {
    const series = { ...row, exceptionDays: parseDays(row.exceptionDays) };
    for (const o of occurrences(series, from, to)) {
      const at = reminderInstant(row, o.start);
      if (!at || at > now || now.getTime() >= Math.max(o.start.getTime(), at.getTime() + LATE_MS)) continue;
      due.push({ row, day: o.day, start: o.start, key: `schedule:${row.id}:${o.start.getTime()}` });
    }
  }
  return due;
}

async function candidates(db: Db, now: Date): Promise<SeriesRow[]> {
  const since = dayjs(now).subtract(1, 'day').toDate();
  return db
    .select()
    .from(schedules)
    .where(
      and(
        ne(schedules.reminderTime, -2),
        lte(schedules.startDay, dayjs(now).add(MAX_LEAD_DAYS, 'day').toDate()),
        or(
          and(eq(schedules.repetition, '1'), gte(schedules.endDay, since)),
          and(ne(schedules.repetition, '1'), or(isNull(schedules.repeatTime), gte(schedules.repeatTime, since))),
        ),
      ),
    );
}

async function recipients(db: Db, due: DueOccurrence): Promise<string[]> {
  const invited = await db.select().from(scheduleUsers).where(eq(scheduleUsers.scheduleId, due.row.id));
  const stay = invited.filter(
    (u) => !parseDays(u.exceptionDays).includes(due.day) && (!u.untilDay || due.day <= u.untilDay),
  );
  const ids = [due.row.creatorUserId ?? '', ...stay.map((u) => u.userId)].filter(Boolean);
  return [...new Set(ids)];
}

/** Sends the due schedule reminders of `now`; returns how many messages were written. */
export async function sweepScheduleReminders(db: Db, now: Date): Promise<number> {
  const all = dueOccurrences(await candidates(db, now), now);
  const done = await markedKeys(
    db,
    all.map((d) => d.key),
  );
  const due = all.filter((d) => !done.has(d.key));
  if (due.length === 0) return 0;
  const template = await loadSiteTemplate(db, SCHEDULE_TEMPLATE);
  if (!template) return 0;
  return db.transaction(async (tx) => {
    const claimed = await claimMarks(
      tx,
      due.map((d) => d.key),
      now,
    );
    let sent = 0;
    for (const d of due.filter((x) => claimed.has(x.key))) {
      const startTime = dayjs(d.start).format(d.row.allDay ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm');
      const { title, content } = renderTemplate(template, { title: d.row.title, startTime, content: d.row.content });
      const users = await recipients(tx, d);
      if (users.length === 0) continue;
      await tx.insert(messages).values(
        users.map((userId) => ({
          id: newId(),
          userId,
          type: MessageType.schedule,
          title,
          bodyText: content,
          excerpt: startTime,
        })),
      );
      sent += users.length;
    }
    return sent;
  });
}
