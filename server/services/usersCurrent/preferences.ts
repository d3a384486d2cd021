import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { BizError } from '../../lib/envelope';

/** The user's own avatar, theme and language: PUT Avatar/{name}, SystemTheme, SystemLanguage. */

/** Avatar files are served under this path; the user record keeps the URL. */
export const AVATAR_BASE = '/api/File/Image/userAvatar/';
export const AVATAR_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}\.(png|jpe?g|gif|bmp|webp)$/i;

export async function updateAvatar(db: Db, userId: string, name: string): Promise<void> {
  if (!AVATAR_NAME.test(name)) throw new BizError('头像文件名无效');
  await db
    .update(users)
    .set({ headIcon: AVATAR_BASE + name, lastModifyTime: new Date(), lastModifyUserId: userId })
    .where(eq(users.id, userId));
}

export async function updateTheme(db: Db, userId: string, theme: string): Promise<void> {
  await db
    .update(users)
    .set({ theme, lastModifyTime: new Date(), lastModifyUserId: userId })
    .where(eq(users.id, userId));
}

export async function updateLanguage(db: Db, userId: string, language: string): Promise<void> {
  await db
    .update(users)
    .set({ language, lastModifyTime: new Date(), lastModifyUserId: userId })
    .where(eq(users.id, userId));
}
