import { and, eq, inArray } from 'drizzle-orm';
import type { PickerMode, ShortLinkSaveBody, ShortLinkSettings } from '../../../contract/shortLink';
import type { Db } from '../../db/client';
import { visualdevPublicSubmissions, visualdevShortLinks } from '../../db/schema';
import { BizError } from '../../lib/envelope';
import { newId } from '../../lib/ids';
import { hashPassword, md5Hex } from '../../lib/password';
import { assertWritten, nextVersion, sameVersion, versionOf } from '../versionLock';
import { requireModel } from '../visualdevModels';

/**
 * The publish settings of a form model's public link (docs/public-forms.md): one link per model, created by its
 * first save. The password is stored as scrypt(md5(text)) like account passwords and is never sent back.
 */

export type ShortLinkRow = typeof visualdevShortLinks.$inferSelect;

export async function linkOfModel(db: Db, modelId: string): Promise<ShortLinkRow | undefined> {
  const [row] = await db.select().from(visualdevShortLinks).where(eq(visualdevShortLinks.modelId, modelId));
  return row;
}

export function toSettings(row: ShortLinkRow): ShortLinkSettings {
  return {
    id: row.id,
    modelId: row.modelId,
    enabledMark: row.enabledMark,
    hasPassword: row.passwordHash !== '',
    expireTime: row.expireTime ?? null,
    submitLimit: row.submitLimit,
    submitCount: row.submitCount,
    onePerBrowser: row.onePerBrowser,
    resultView: row.resultView,
    pickerMode: row.pickerMode === 'readonly' ? 'readonly' : 'hide',
    version: row.version,
  };
}

/** The settings of a model's link; a model never published answers an unsaved, disabled link. */
export async function shortLinkSettings(db: Db, modelId: string): Promise<ShortLinkSettings> {
  await requireModel(db, modelId);
  const row = await linkOfModel(db, modelId);
  if (row) return toSettings(row);
  return {
    id: '',
    modelId,
    enabledMark: 0,
    hasPassword: false,
    expireTime: null,
    submitLimit: 0,
    submitCount: 0,
    onePerBrowser: 0,
    resultView: 0,
    pickerMode: 'hide',
    version: 0,
  };
}

/** A stored password: `salt$hash`; the submitter's text is compared through verifyLinkPassword. */
async function passwordHashOf(password: string): Promise<string> {
  const { hash, salt } = await hashPassword(md5Hex(password));
  return `${salt}$${hash}`;
}

function pickerModeOf(value: unknown): PickerMode {
  return value === 'readonly' ? 'readonly' : 'hide';
}

/** Saves (creates on first save) the model's link; a save based on an older version is refused. */
export async function saveShortLink(
  db: Db,
  modelId: string,
  body: ShortLinkSaveBody,
  userId: string,
  now = new Date(),
) {
  await requireModel(db, modelId);
  if (body.password !== undefined && body.password !== '' && body.password.trim().length < 4) {
    throw new BizError('访问密码至少4位');
  }
  const values = {
    enabledMark: body.enabledMark === 1 ? 1 : 0,
    expireTime: body.expireTime ?? null,
    submitLimit: body.submitLimit ?? 0,
    onePerBrowser: body.onePerBrowser === 1 ? 1 : 0,
    resultView: body.resultView === 1 ? 1 : 0,
    pickerMode: pickerModeOf(body.pickerMode),
    ...(body.password === undefined ? {} : { passwordHash: body.password ? await passwordHashOf(body.password) : '' }),
  };
  const existing = await linkOfModel(db, modelId);
  if (!existing) {
    // two first saves at once: the unique model id lets only one insert through
    const inserted = await db
      .insert(visualdevShortLinks)
      .values({ id: newId(), modelId, ...values, creatorUserId: userId, creatorTime: now })
      .onConflictDoNothing()
      .returning();
    assertWritten(inserted);
    return toSettings(inserted[0]);
  }
  const updated = await db
    .update(visualdevShortLinks)
    .set({
      ...values,
      version: nextVersion(visualdevShortLinks.version),
      lastModifyUserId: userId,
      lastModifyTime: now,
    })
    .where(
      and(eq(visualdevShortLinks.id, existing.id), sameVersion(visualdevShortLinks.version, versionOf(body.version))),
    )
    .returning();
  assertWritten(updated);
  return toSettings(updated[0]);
}

/** Which of the given records of a model came in through its public link (the list marks them). */
export async function publicRecordIds(db: Db, modelId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: visualdevPublicSubmissions.recordId })
    .from(visualdevPublicSubmissions)
    .where(and(eq(visualdevPublicSubmissions.modelId, modelId), inArray(visualdevPublicSubmissions.recordId, ids)));
  return rows.map((r) => r.id);
}
