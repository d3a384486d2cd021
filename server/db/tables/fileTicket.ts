import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Generated files waiting to be downloaded (exports): the browser fetches them without the token header, so
 * the URL carries an unguessable ticket; only its sha256 is stored, and it expires after a few minutes.
 */
export const fileTickets = pgTable('file_tickets', {
  id: text().primaryKey(),
  fileName: text().notNull(),
  contentType: text().notNull(),
  content: text().notNull(),
  userId: text().notNull(),
  expiresAt: instant().notNull(),
});
