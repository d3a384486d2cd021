import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { CreateSignImageBody, SignImage } from '../../contract';
import type { Db } from '../db/client';
import { signImages } from '../db/schema';
import { BizError } from '../lib/envelope';
import { newId } from '../lib/ids';

/**
 * A user's hand-drawn signatures (SignImg, docs/contract.md): PNG data URLs of at most 1 MB, at most one default.
 * Every call is scoped to the signed-in user: another user's signature reads as not found.
 */

/** 1 MB of data URL text; the request body limit (1 MiB) leaves room for the JSON around it */
export const SIGN_IMAGE_MAX_CHARS = 1_000_000;
export const SIGN_IMAGES_PER_USER = 20;
export const SIGN_NOT_FOUND = '签名不存在';
export const SIGN_NOT_PNG = '签名必须是PNG图片';
export const SIGN_TOO_MANY = `最多保存${SIGN_IMAGES_PER_USER}个签名，请先删除不用的签名`;

const PNG_PREFIX = 'data:image/png;base64,';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** True for a base64 PNG data URL whose bytes really start with the PNG signature. */
export function isPngDataUrl(value: string): boolean {
  if (!value.startsWith(PNG_PREFIX)) return false;
  const base64 = value.slice(PNG_PREFIX.length);
  if (base64.length < 12 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return false;
  return Buffer.from(base64.slice(0, 12), 'base64').subarray(0, 8).equals(PNG_MAGIC);
}

const toWire = (row: typeof signImages.$inferSelect): SignImage => ({
  id: row.id,
  signImg: row.signImg,
  isDefault: row.isDefault,
});

/** Default first, then newest first. */
export async function listSignImages(db: Db, userId: string): Promise<SignImage[]> {
  const rows = await db
    .select()
    .from(signImages)
    .where(eq(signImages.userId, userId))
    .orderBy(desc(signImages.isDefault), desc(signImages.creatorTime), desc(signImages.id));
  return rows.map(toWire);
}

export async function defaultSignImage(db: Db, userId: string): Promise<SignImage | undefined> {
  const [row] = await db
    .select()
    .from(signImages)
    .where(and(eq(signImages.userId, userId), eq(signImages.isDefault, 1)))
    .limit(1);
  return row ? toWire(row) : undefined;
}

/** Saves a signature; the first one, or one sent with isDefault 1, becomes the default. */
export async function createSignImage(db: Db, userId: string, body: CreateSignImageBody): Promise<void> {
  if (!isPngDataUrl(body.signImg)) throw new BizError(SIGN_NOT_PNG);
  await db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(signImages).where(eq(signImages.userId, userId));
    if (n >= SIGN_IMAGES_PER_USER) throw new BizError(SIGN_TOO_MANY);
    const isDefault = body.isDefault === 1 || n === 0 ? 1 : 0;
    const id = newId();
    if (isDefault) await tx.update(signImages).set({ isDefault: 0 }).where(eq(signImages.userId, userId));
    await tx.insert(signImages).values({ id, userId, signImg: body.signImg, isDefault });
  });
}

export async function setDefaultSignImage(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(signImages)
      .set({ isDefault: 1 })
      .where(and(eq(signImages.id, id), eq(signImages.userId, userId)))
      .returning({ id: signImages.id });
    if (!row) throw new BizError(SIGN_NOT_FOUND);
    await tx
      .update(signImages)
      .set({ isDefault: 0 })
      .where(and(eq(signImages.userId, userId), ne(signImages.id, id)));
  });
}

/** Deletes one; when it was the default, the newest remaining signature takes its place. */
export async function deleteSignImage(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(signImages)
      .where(and(eq(signImages.id, id), eq(signImages.userId, userId)))
      .returning();
    if (!row) throw new BizError(SIGN_NOT_FOUND);
    if (row.isDefault !== 1) return;
    const [next] = await tx
      .select({ id: signImages.id })
      .from(signImages)
      .where(eq(signImages.userId, userId))
      .orderBy(desc(signImages.creatorTime), desc(signImages.id))
      .limit(1);
    if (next) await tx.update(signImages).set({ isDefault: 1 }).where(eq(signImages.id, next.id));
  });
}
