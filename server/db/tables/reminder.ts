import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * One row per reminder sent by the reminder sweep (server/services/reminders/, docs/messaging.md): the key names
 * what was reminded (`schedule:<series>:<occurrence start ms>`, `password:<user>:<expiry day>`), so a sweep inserts
 * it with ON CONFLICT DO NOTHING and sends only what it inserted; two processes never send the same reminder.
 */
export const reminderMarks = pgTable('reminder_marks', {
  key: text().primaryKey(),
  sentAt: instant().notNull().defaultNow(),
});
