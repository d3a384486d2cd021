import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authorizations, moduleButtons, modules } from '../db/schema';
import type { SessionUser } from '../lib/sessions';
import { BizError } from '../lib/envelope';
import { enabledRoleIds } from './access';

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
} as const;
export type ButtonCode = (typeof Button)[keyof typeof Button];

/** Menus of the administration screens served here. */
export const Menu = {
  dictionary: 'm-dictionary',
  billRule: 'm-bill-rule',
  dataInterface: 'm-data-interface',
  formDesign: 'm-form-design',
} as const;

async function grantedItems(db: Db, roleIds: string[], itemType: 'module' | 'button', itemIds: string[]) {
  if (roleIds.length === 0 || itemIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ itemId: authorizations.itemId })
    .from(authorizations)
    .where(
      and(
        eq(authorizations.objectType, 'Role'),
        inArray(authorizations.objectId, roleIds),
        eq(authorizations.itemType, itemType),
        inArray(authorizations.itemId, itemIds),
      ),
    );
  return new Set(rows.map((r) => r.itemId));
}

/** True when the user may use one of `menuIds` (and press `button` on it, if given). */
export async function hasMenuAccess(db: Db, user: SessionUser, menuIds: string[], button?: ButtonCode) {
  if (user.isAdministrator) return true;
  const roleIds = await enabledRoleIds(db, user.id);
  const enabledMenus = menuIds.length
    ? await db
        .select({ id: modules.id })
        .from(modules)
        .where(and(inArray(modules.id, menuIds), eq(modules.enabledMark, 1)))
    : [];
  const granted = [
    ...(await grantedItems(
      db,
      roleIds,
      'module',
      enabledMenus.map((m) => m.id),
    )),
  ];
  if (granted.length === 0) return false;
  if (!button) return true;
  const buttons = await db
    .select({ id: moduleButtons.id, moduleId: moduleButtons.moduleId, enCode: moduleButtons.enCode })
    .from(moduleButtons)
    .where(and(inArray(moduleButtons.moduleId, granted), eq(moduleButtons.enabledMark, 1)));
  // a granted menu that defines no buttons at all is authorised as a whole
  if (granted.some((menuId) => !buttons.some((b) => b.moduleId === menuId))) return true;
  const wanted = buttons.filter((b) => b.enCode === button).map((b) => b.id);
  return (await grantedItems(db, roleIds, 'button', wanted)).size > 0;
}

export async function assertMenuAccess(db: Db, user: SessionUser, menuIds: string[], button?: ButtonCode) {
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
