import { eq } from 'drizzle-orm';
import type { ColumnPreference } from '../../contract';
import type { Db } from '../db/client';
import { columnsPurview, modules } from '../db/schema';
import { BizError } from '../lib/envelope';

/**
 * Column settings of a module's list (docs/contract.md): which columns show and in what order. Stored per menu and
 * shared by everyone opening it, as the platform does; the text is validated so a reader never meets junk.
 */

export const MAX_COLUMNS = 200;
export const BAD_FIELD_LIST = '列表字段格式错误';

function isPreference(value: unknown): value is ColumnPreference {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const { label, prop, visible } = value as Record<string, unknown>;
  return (
    typeof prop === 'string' &&
    prop.length > 0 &&
    prop.length <= 100 &&
    typeof label === 'string' &&
    label.length <= 100 &&
    typeof visible === 'boolean'
  );
}

/** The list inside `fieldList` (JSON text), or a 400 with BAD_FIELD_LIST. */
export function parseFieldList(fieldList: string): ColumnPreference[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fieldList);
  } catch {
    throw new BizError(BAD_FIELD_LIST);
  }
  if (!Array.isArray(parsed) || parsed.length > MAX_COLUMNS || !parsed.every(isPreference))
    throw new BizError(BAD_FIELD_LIST);
  if (new Set(parsed.map((c) => c.prop)).size !== parsed.length) throw new BizError(BAD_FIELD_LIST);
  // only the three known keys are kept: the text is echoed to every user of the menu
  return parsed.map(({ label, prop, visible }) => ({ label, prop, visible }));
}

export async function assertModule(db: Db, moduleId: string): Promise<void> {
  const [row] = await db.select({ id: modules.id }).from(modules).where(eq(modules.id, moduleId));
  if (!row) throw new BizError('菜单不存在');
}

/** The saved list, [] when nothing was saved (a stored text that no longer parses also reads as []). */
export async function columnsOf(db: Db, moduleId: string): Promise<ColumnPreference[]> {
  const [row] = await db.select().from(columnsPurview).where(eq(columnsPurview.moduleId, moduleId));
  if (!row) return [];
  try {
    return parseFieldList(row.fieldList);
  } catch {
    return [];
  }
}

export async function saveColumns(db: Db, moduleId: string, fieldList: string, userId: string): Promise<void> {
  const text = JSON.stringify(parseFieldList(fieldList));
  await db
    .insert(columnsPurview)
    .values({ moduleId, fieldList: text, creatorUserId: userId })
    .onConflictDoUpdate({
      target: columnsPurview.moduleId,
      set: { fieldList: text, lastModifyTime: new Date(), lastModifyUserId: userId },
    });
}
