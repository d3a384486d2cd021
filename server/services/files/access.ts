import { and, eq, or, sql } from 'drizzle-orm';
import { AVATAR_TYPE } from '../../../contract';
import type { Db } from '../../db/client';
import { scheduleUsers, schedules, visualdevRecords } from '../../db/schema';
import type { SessionUser } from '../../lib/sessions';
import { hasMenuAccess, menusOfModel } from '../menuAccess';
import { inOwnMessage } from '../notices/messageFiles';
import type { StoredRow } from './store';

/**
 * Who may read a stored file (docs/security.md, "Uploads"): an administrator any; anyone the files they
 * uploaded, and every avatar; otherwise a file named by something the user may see: a form record of a model
 * whose menu the user is granted, a schedule the user created or takes part in, or a message the user received.
 */

/** At most this many referencing models are checked (each costs a menu look-up). */
const MAX_MODELS = 20;

export async function canRead(db: Db, user: SessionUser, file: StoredRow): Promise<boolean> {
  if (user.isAdministrator || file.ownerId === user.id || file.type === AVATAR_TYPE) return true;
  if (await inVisibleSchedule(db, user, file.id)) return true;
  if (await inOwnMessage(db, user.id, file.id)) return true;
  const models = await db
    .selectDistinct({ modelId: visualdevRecords.modelId })
    .from(visualdevRecords)
    .where(sql`strpos(${visualdevRecords.data}::text, ${file.id}) > 0`)
    .limit(MAX_MODELS);
  for (const { modelId } of models) {
    if (await hasMenuAccess(db, user, () => menusOfModel(db, modelId))) return true;
  }
  return false;
}

async function inVisibleSchedule(db: Db, user: SessionUser, name: string): Promise<boolean> {
  const [hit] = await db
    .select({ id: schedules.id })
    .from(schedules)
    .leftJoin(scheduleUsers, and(eq(scheduleUsers.scheduleId, schedules.id), eq(scheduleUsers.userId, user.id)))
    .where(
      and(
        sql`strpos(${schedules.files}, ${name}) > 0`,
        or(eq(schedules.creatorUserId, user.id), eq(scheduleUsers.userId, user.id)),
      ),
    )
    .limit(1);
  return hit !== undefined;
}
