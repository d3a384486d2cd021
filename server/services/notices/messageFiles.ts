import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';

/**
 * A released notice copies its attachments into each recipient's message: whoever received the message may
 * download them (services/files/access.ts asks this), as a schedule's participants may download its files.
 */
export async function inOwnMessage(db: Db, userId: string, fileId: string): Promise<boolean> {
  const [hit] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.userId, userId), sql`strpos(${messages.files}, ${fileId}) > 0`))
    .limit(1);
  return hit !== undefined;
}
