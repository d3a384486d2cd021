import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PermissionEntry, PermissionItem } from '../../contract';
import type { Db } from '../db/client';
import {
  authorizations,
  moduleButtons,
  moduleColumns,
  moduleForms,
  modules,
  roles,
  systems,
  userRelations,
} from '../db/schema';
import type { AuthorizationItemType } from '../db/tables/system';

/** Who is asking: administrators see everything, everyone else what their enabled roles grant. */
export interface Principal {
  id: string;
  isAdministrator: boolean;
}

export type ModuleRow = typeof modules.$inferSelect;
export type SystemRow = typeof systems.$inferSelect;

export async function enabledRoleIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: roles.id })
    .from(userRelations)
    .innerJoin(roles, eq(roles.id, userRelations.objectId))
    .where(and(eq(userRelations.userId, userId), eq(userRelations.objectType, 'Role'), eq(roles.enabledMark, 1)));
  return rows.map((r) => r.id);
}

async function grantedIds(db: Db, roleIds: string[], itemType: AuthorizationItemType): Promise<Set<string>> {
  if (roleIds.length === 0) return new Set();
  const rows = await db
    .select({ itemId: authorizations.itemId })
    .from(authorizations)
    .where(
      and(
        eq(authorizations.objectType, 'Role'),
        inArray(authorizations.objectId, roleIds),
        eq(authorizations.itemType, itemType),
      ),
    );
  return new Set(rows.map((r) => r.itemId));
}

/** Drops menus whose parent is not in the list: a hidden directory hides what is under it. */
function pruneOrphans(rows: ModuleRow[]): ModuleRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const reachable = (row: ModuleRow | undefined, depth = 0): boolean =>
    !!row && (row.parentId === '-1' || (depth < 50 && reachable(byId.get(row.parentId), depth + 1)));
  return rows.filter((r) => reachable(r));
}

/** Enabled web menus the principal may open, optionally of one system, sorted by sortCode. */
export async function visibleMenus(db: Db, who: Principal, systemId?: string): Promise<ModuleRow[]> {
  const conditions = [eq(modules.enabledMark, 1), eq(modules.category, 'Web')];
  if (systemId) conditions.push(eq(modules.systemId, systemId));
  let rows = await db
    .select()
    .from(modules)
    .where(and(...conditions))
    .orderBy(asc(modules.sortCode), asc(modules.id));
  if (!who.isAdministrator) {
    const allowed = await grantedIds(db, await enabledRoleIds(db, who.id), 'module');
    rows = rows.filter((r) => allowed.has(r.id));
  }
  return pruneOrphans(rows);
}

/** Enabled systems in which the principal sees at least one menu (administrators: all enabled systems). */
export async function visibleSystems(db: Db, who: Principal): Promise<SystemRow[]> {
  const all = await db
    .select()
    .from(systems)
    .where(eq(systems.enabledMark, 1))
    .orderBy(asc(systems.sortCode), asc(systems.id));
  if (who.isAdministrator) return all;
  const withMenus = new Set((await visibleMenus(db, who)).map((m) => m.systemId));
  return all.filter((s) => withMenus.has(s.id));
}

const itemTables = [
  ['button', moduleButtons],
  ['column', moduleColumns],
  ['form', moduleForms],
] as const;

/** One permission entry per visible menu, listing the buttons, columns and forms granted on it. */
export async function permissionEntries(db: Db, who: Principal, menus: ModuleRow[]): Promise<PermissionEntry[]> {
  const menuIds = menus.map((m) => m.id);
  const entries = new Map<string, PermissionEntry>(
    menus.map((m) => [m.id, { modelId: m.id, moduleName: m.fullName, button: [], column: [], form: [], resource: [] }]),
  );
  if (menuIds.length === 0) return [];
  const roleIds = who.isAdministrator ? [] : await enabledRoleIds(db, who.id);
  for (const [itemType, table] of itemTables) {
    const rows = await db
      .select()
      .from(table)
      .where(and(inArray(table.moduleId, menuIds), eq(table.enabledMark, 1)))
      .orderBy(asc(table.sortCode), asc(table.id));
    const allowed = who.isAdministrator ? null : await grantedIds(db, roleIds, itemType);
    for (const row of rows) {
      if (allowed && !allowed.has(row.id)) continue;
      const item: PermissionItem = { id: row.id, fullName: row.fullName, enCode: row.enCode };
      entries.get(row.moduleId)?.[itemType].push(item);
    }
  }
  return [...entries.values()];
}
