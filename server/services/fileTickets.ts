import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { DownloadReply } from '../../contract';
import type { Db } from '../db/client';
import { fileTickets, type TicketSource } from '../db/schema';
import { minutesFromNow } from '../lib/time';

/**
 * Short-lived download links for generated files (exports). The browser opens the URL directly, without the
 * token header, so the link itself is the credential: 32 random bytes, stored only as a sha256, valid a few
 * minutes. The file may be fetched more than once while the link lives (a retried download must work).
 */

export const TICKET_TTL_MINUTES = 5;
export const DOWNLOAD_PATH = '/api/file/Download';

const hashOf = (ticket: string) => createHash('sha256').update(ticket, 'utf8').digest('hex');

export interface TicketFile {
  fileName: string;
  contentType: string;
  content: string;
  /** a stored upload or a zip of several, streamed from the storage (content is then '') */
  source?: TicketSource | null;
}

export async function createTicket(db: Db, userId: string, file: TicketFile, now = new Date()): Promise<DownloadReply> {
  const ticket = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(fileTickets).where(lt(fileTickets.expiresAt, now));
    await tx.insert(fileTickets).values({
      id: hashOf(ticket),
      ...file,
      userId,
      expiresAt: minutesFromNow(TICKET_TTL_MINUTES, now),
    });
  });
  return { name: file.fileName, url: `${DOWNLOAD_PATH}?encryption=${ticket}` };
}

/** The file behind a ticket, or null when the ticket is unknown or expired. */
export async function readTicket(db: Db, ticket: string, now = new Date()): Promise<TicketFile | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(ticket)) return null;
  const [row] = await db
    .select()
    .from(fileTickets)
    .where(eq(fileTickets.id, hashOf(ticket)));
  if (!row || row.expiresAt <= now) return null;
  return { fileName: row.fileName, contentType: row.contentType, content: row.content, source: row.source };
}
