import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** What a ticket of a stored file streams: one stored file, or a zip made on the fly of several. */
export type TicketSource =
  | { kind: 'stored'; key: string; size: number; inline?: boolean }
  | { kind: 'zip'; entries: { key: string; name: string }[] };

/**
 * Generated files waiting to be downloaded (exports): the browser fetches them without the token header, so
 * the URL carries an unguessable ticket; only its sha256 is stored, and it expires after a few minutes.
 */
export const fileTickets = pgTable('file_tickets', {
  id: text().primaryKey(),
  fileName: text().notNull(),
  contentType: text().notNull(),
  content: text().notNull(),
  /** a stored upload or a zip of several, streamed from the storage instead of `content` (services/files) */
  source: jsonb().$type<TicketSource>(),
  userId: text().notNull(),
  expiresAt: instant().notNull(),
});
