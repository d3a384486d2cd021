import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { audit, id, instant } from './columns';

/**
 * Schedules (docs/contract.md): one row per series; a repeating series is expanded into occurrences when listed.
 * Deleting or editing one occurrence records its date in `exceptionDays`; "this and following" ends the series
 * (`repeatTime`) the day before. Dates are the server's local calendar days, `YYYY-MM-DD`.
 */
export const schedules = pgTable(
  'schedules',
  {
    id: id(),
    /** series split off an original (edit "this and following") keep the original's group */
    groupId: text().notNull(),
    /** dictionary scheduleType item id */
    category: text().notNull().default(''),
    /** 1 ordinary, 2 important, 3 urgent */
    urgent: integer().notNull().default(1),
    title: text().notNull(),
    content: text().notNull().default(''),
    /** JSON text: [{name, fileId, url…}] */
    files: text().notNull().default('[]'),
    allDay: integer().notNull().default(0),
    startDay: instant().notNull(),
    endDay: instant().notNull(),
    duration: integer().notNull().default(-1),
    color: text().notNull().default(''),
    reminderTime: integer().notNull().default(-2),
    reminderType: integer().notNull().default(1),
    send: text().notNull().default(''),
    sendName: text().notNull().default(''),
    /** "1" none, "2" daily, "3" weekly, "4" monthly, "5" yearly */
    repetition: text().notNull().default('1'),
    /** last day of the series (inclusive); null for a single schedule */
    repeatTime: instant(),
    /** JSON text: ["YYYY-MM-DD", …] occurrences left out */
    exceptionDays: text().notNull().default('[]'),
    ...audit(),
  },
  (t) => [index().on(t.creatorUserId), index().on(t.groupId)],
);

/** Participants of a series; a participant may leave single occurrences or the rest of a series. */
export const scheduleUsers = pgTable(
  'schedule_users',
  {
    id: id(),
    scheduleId: text().notNull(),
    userId: text().notNull(),
    exceptionDays: text().notNull().default('[]'),
    /** the participant left the series after this day ("YYYY-MM-DD"); empty: not left */
    untilDay: text().notNull().default(''),
    sortCode: integer().notNull().default(0),
  },
  (t) => [index().on(t.scheduleId), index().on(t.userId)],
);
