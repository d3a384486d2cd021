import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dictionaryData, modules } from '../db/schema';
import { findType } from './dictionaryTypes';
import { Menu } from './menuAccess';

/**
 * Menus that may manage a category's items: the data dictionary screen, plus any menu of type 4 (dictionary
 * page, e.g. 会员类型) whose propertyJson names that category.
 */
export async function dictionaryMenus(db: Db, typeIdOrCode: string | null): Promise<string[]> {
  const type = typeIdOrCode ? await findType(db, typeIdOrCode) : undefined;
  if (!type) return [Menu.dictionary];
  const pages = await db
    .select({ id: modules.id, propertyJson: modules.propertyJson })
    .from(modules)
    .where(eq(modules.type, 4));
  const own = pages.filter((m) => {
    try {
      return (JSON.parse(m.propertyJson) as { moduleId?: unknown }).moduleId === type.id;
    } catch {
      return false;
    }
  });
  return [Menu.dictionary, ...own.map((m) => m.id)];
}

/** The category of an item, or null when the item does not exist (the handler then answers 不存在). */
export async function typeOfItem(db: Db, itemId: string): Promise<string | null> {
  const [row] = await db
    .select({ typeId: dictionaryData.dictionaryTypeId })
    .from(dictionaryData)
    .where(eq(dictionaryData.id, itemId));
  return row?.typeId ?? null;
}
