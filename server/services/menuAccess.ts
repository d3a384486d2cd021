import { and, eq, exists, inArray, sql, type Column } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authorizations, moduleButtons, modules, roles, userRelations } from '../db/schema';
import type { SessionUser } from '../lib/sessions';
import { BizError } from '../lib/envelope';

/**
 * Server-side authorization of the admin and form-model endpoints, on the same data as the menus
 * (services/access.ts): an administrator may do everything; anyone else needs a role granted one of the
 * menus the endpoint belongs to and, for a write, the button of that action when the menu defines buttons
 * (a menu without button items is authorised as a whole).
 */

export const NO_PERMISSION = '没有权限';

/** The standard buttons guarding each kind of write. */
export const Button = {
  add: 'btn_add',
  edit: 'btn_edit',
  remove: 'btn_remove',
  batchRemove: 'btn_batchRemove',
  upload: 'btn_upload',
  download: 'btn_download',
  /** saving, rolling back and importing screens and form models in 页面配置 */
  screenEdit: 'btn_screenEdit',
} as const;
export type ButtonCode = (typeof Button)[keyof typeof Button];

/** Menus of the administration screens served here. */
export const Menu = {
  dictionary: 'm-dictionary',
  billRule: 'm-bill-rule',
  dataInterface: 'm-data-interface',
  formDesign: 'm-form-design',
  screens: 'm-screens',
} as const;

/**
 * The menus an endpoint belongs to, or how to find them: finding them costs a query that an administrator,
 * who may do everything, never needs.
 */
export type MenuIds = string[] | (() => Promise<string[]>);

/** `item` is granted to one of the user's enabled roles: one EXISTS instead of a role query plus a grant query. */
function granted(db: Db, userId: string, itemType: 'module' | 'button', item: Column) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(authorizations)
      .innerJoin(
        userRelations,
        and(
          eq(userRelations.objectId, authorizations.objectId),
          eq(userRelations.objectType, 'Role'),
          eq(userRelations.userId, userId),
        ),
      )
      .innerJoin(roles, and(eq(roles.id, userRelations.objectId), eq(roles.enabledMark, 1)))
      .where(
        and(
          eq(authorizations.objectType, 'Role'),
          eq(authorizations.itemType, itemType),
          eq(authorizations.itemId, item),
        ),
      ),
  );
}

/** True when the user may use one of `menuIds` (and press `button` on it, if given). */
export async function hasMenuAccess(db: Db, user: SessionUser, menuIds: MenuIds, button?: ButtonCode) {
  if (user.isAdministrator) return true;
  const ids = typeof menuIds === 'function' ? await menuIds() : menuIds;
  if (ids.length === 0) return false;
  const grantedMenus = (
    await db
      .select({ id: modules.id })
      .from(modules)
      .where(and(inArray(modules.id, ids), eq(modules.enabledMark, 1), granted(db, user.id, 'module', modules.id)))
  ).map((m) => m.id);
  if (grantedMenus.length === 0) return false;
  if (!button) return true;
  const buttons = await db
    .select({
      moduleId: moduleButtons.moduleId,
      enCode: moduleButtons.enCode,
      granted: sql<boolean>`${granted(db, user.id, 'button', moduleButtons.id)}`,
    })
    .from(moduleButtons)
    .where(and(inArray(moduleButtons.moduleId, grantedMenus), eq(moduleButtons.enabledMark, 1)));
  // a granted menu that defines no buttons at all is authorised as a whole
  if (grantedMenus.some((menuId) => !buttons.some((b) => b.moduleId === menuId))) return true;
  return buttons.some((b) => b.enCode === button && b.granted);
}

export async function assertMenuAccess(db: Db, user: SessionUser, menuIds: MenuIds, button?: ButtonCode) {
  if (!(await hasMenuAccess(db, user, menuIds, button))) throw new BizError(NO_PERMISSION);
}

/** Menus of type 3 (form model) whose propertyJson names the model. */
export async function menusOfModel(db: Db, modelId: string): Promise<string[]> {
  const rows = await db
    .select({ id: modules.id, propertyJson: modules.propertyJson })
    .from(modules)
    .where(eq(modules.type, 3));
  return rows
    .filter((row) => {
      try {
        return (JSON.parse(row.propertyJson) as { moduleId?: unknown }).moduleId === modelId;
      } catch {
        return false;
      }
    })
    .map((row) => row.id);
}
