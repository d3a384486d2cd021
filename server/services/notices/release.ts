import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { MessageType, messages, notices, NoticeStatus } from '../../db/schema';
import { BizError } from '../../lib/envelope';
import { newId } from '../../lib/ids';
import type { SessionUser } from '../../lib/sessions';
import { nextVersion } from '../versionLock';
import { NOT_FOUND } from './notices';
import { readRecipients, resolveRecipientIds } from './recipients';

/**
 * PUT Notice/{id}/Actions/Release: in one transaction the draft becomes released and every recipient gets one
 * message of type notice. The messages table's trigger numbers and pushes each one on commit
 * (docs/messaging.md), so nothing is sent when the release fails half-way.
 */

const ALREADY_RELEASED = '公告已发布，不能重复发布';
const EXPIRED = '公告已过期，不能发布';
const NOBODY = '接收人中没有可用的用户';
/** rows per INSERT: keeps a statement's parameters well under PostgreSQL's limit */
const BATCH = 500;

export async function releaseNotice(db: Db, id: string, user: SessionUser): Promise<number> {
  return db.transaction(async (tx) => {
    // the row lock makes a second, concurrent release wait here and then see the notice released
    const [row] = await tx.select().from(notices).where(eq(notices.id, id)).for('update');
    if (!row) throw new BizError(NOT_FOUND);
    if (row.status !== NoticeStatus.draft)
      throw new BizError(row.status === NoticeStatus.expired ? EXPIRED : ALREADY_RELEASED);
    const now = new Date();
    if (row.expirationTime && row.expirationTime <= now) throw new BizError(EXPIRED);
    const userIds = await resolveRecipientIds(tx, readRecipients(row.recipients));
    if (userIds.length === 0) throw new BizError(NOBODY);
    await tx
      .update(notices)
      .set({
        status: NoticeStatus.released,
        releaseUserId: user.id,
        releaseTime: now,
        version: nextVersion(notices.version),
      })
      .where(and(eq(notices.id, id), eq(notices.status, NoticeStatus.draft)));
    const message = {
      title: row.title,
      type: MessageType.notice,
      bodyText: row.bodyText,
      excerpt: row.excerpt,
      files: row.files,
      releaseUserId: user.id,
      releaseTime: now,
    };
    // ascending user id (resolveRecipientIds): the per-user sequence rows are locked in that order
    for (let i = 0; i < userIds.length; i += BATCH) {
      await tx
        .insert(messages)
        .values(userIds.slice(i, i + BATCH).map((userId) => ({ id: newId(), userId, ...message })));
    }
    return userIds.length;
  });
}
