import { and, eq } from 'drizzle-orm';
import type {
  AuthorizeDataInput,
  AuthorizeKind,
  AuthorizeTreeNode,
  AuthorizeValues,
  PermissionEntry,
} from '../../contract';
import type { Db } from '../db/client';
import { authorizations, modules } from '../db/schema';
import type { AuthorizationItemType } from '../db/tables/system';
import { BizError } from '../lib/envelope';
import { newId } from '../lib/ids';
import { permissionEntries, visibleMenus, visibleSystems, type ModuleRow, type Principal } from './access';
import { findRole } from './roles';

/**
 * The role permission editor (`Authority/Data`, docs/contract.md). The caller can only hand out what it holds
 * itself (an administrator: every enabled menu and item); grants outside that scope are neither shown nor
 * touched by a save, so a partial administrator cannot widen a role nor wipe what it cannot see.
 */

type ItemKind = Exclude<AuthorizeKind, 'system' | 'module'>;
const ITEM_KINDS: ItemKind[] = ['button', 'column', 'form'];

interface Scope {
  systems: { id: string; fullName: string; icon: string }[];
  menus: ModuleRow[];
  entries: Map<string, PermissionEntry>;
  /** every grantable id per item type */
  grantable: Record<AuthorizationItemType, Set<string>>;
}

async function scopeOf(db: Db, who: Principal): Promise<Scope> {
  const [systems, menus] = await Promise.all([visibleSystems(db, who), visibleMenus(db, who)]);
  const entries = new Map((await permissionEntries(db, who, menus)).map((e) => [e.modelId, e]));
  const itemIds = (kind: ItemKind) => new Set([...entries.values()].flatMap((e) => e[kind].map((i) => i.id)));
  return {
    systems: systems.map((s) => ({ id: s.id, fullName: s.fullName, icon: s.icon })),
    menus,
    entries,
    grantable: {
      module: new Set(menus.map((m) => m.id)),
      button: itemIds('button'),
      column: itemIds('column'),
      form: itemIds('form'),
    },
  };
}

async function heldIds(db: Db, roleId: string, itemType: AuthorizationItemType): Promise<Set<string>> {
  const rows = await db
    .select({ itemId: authorizations.itemId })
    .from(authorizations)
    .where(
      and(
        eq(authorizations.objectType, 'Role'),
        eq(authorizations.objectId, roleId),
        eq(authorizations.itemType, itemType),
      ),
    );
  return new Set(rows.map((r) => r.itemId));
}

const leaf = (id: string, parentId: string, fullName: string, icon: string, type: string): AuthorizeTreeNode => ({
  id,
  parentId,
  fullName,
  icon,
  type,
  hasChildren: false,
  children: null,
});

/** Systems → menus (by parentId) → extra leaves; `keepMenu` decides which menus survive when childless. */
function buildTree(
  scope: Scope,
  systemIds: Set<string> | null,
  leavesOf: (menu: ModuleRow) => AuthorizeTreeNode[],
  keepMenu: (menu: ModuleRow) => boolean,
): AuthorizeTreeNode[] {
  const childrenOf = (parentId: string, systemId: string, depth: number): AuthorizeTreeNode[] =>
    scope.menus
      .filter((m) => m.systemId === systemId && m.parentId === parentId)
      .flatMap((m) => {
        const children = [...(depth < 50 ? childrenOf(m.id, systemId, depth + 1) : []), ...leavesOf(m)];
        if (!children.length && !keepMenu(m)) return [];
        return [
          {
            ...leaf(m.id, parentId, m.fullName, m.icon, 'module'),
            hasChildren: !!children.length,
            children: children.length ? children : null,
          },
        ];
      });
  return scope.systems
    .filter((s) => !systemIds || systemIds.has(s.id))
    .flatMap((s) => {
      const children = childrenOf('-1', s.id, 0);
      return children.length
        ? [{ ...leaf(s.id, '-1', s.fullName, s.icon, 'system'), hasChildren: true, children }]
        : [];
    });
}

function allIds(nodes: AuthorizeTreeNode[]): string[] {
  return nodes.flatMap((n) => [n.id, ...allIds(n.children ?? [])]);
}

const splitIds = (text?: string) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** POST Authority/Data/{roleId}/Values: the tree of one step of the editor with what the role holds there. */
export async function authorizeValues(
  db: Db,
  who: Principal,
  roleId: string,
  type: AuthorizeKind,
  moduleIds?: string,
): Promise<AuthorizeValues> {
  if (!(await findRole(db, roleId))) throw new BizError('该角色不存在');
  const scope = await scopeOf(db, who);
  const modulesHeld = await heldIds(db, roleId, 'module');
  if (type === 'system') {
    const list = scope.systems.map((s) => leaf(s.id, '-1', s.fullName, s.icon, 'system'));
    const held = new Set(scope.menus.filter((m) => modulesHeld.has(m.id)).map((m) => m.systemId));
    return { list, ids: list.filter((n) => held.has(n.id)).map((n) => n.id), all: list.map((n) => n.id) };
  }
  const wanted = splitIds(moduleIds);
  if (type === 'module') {
    const list = buildTree(
      scope,
      wanted.length ? new Set(wanted) : null,
      () => [],
      () => true,
    );
    const all = allIds(list);
    return { list, ids: all.filter((id) => modulesHeld.has(id)), all };
  }
  // buttons, columns, forms: only under the menus checked in the menu step
  const checked = new Set(wanted);
  const list = buildTree(
    scope,
    null,
    (m) =>
      checked.has(m.id)
        ? (scope.entries.get(m.id)?.[type] ?? []).map((item) => leaf(item.id, m.id, item.fullName, '', type))
        : [],
    () => false,
  );
  const all = allIds(list);
  const held = await heldIds(db, roleId, type);
  return { list, ids: all.filter((id) => held.has(id)), all };
}

/** PUT Authority/Data/{roleId}: replaces the role's grants inside the caller's scope, in one transaction. */
export async function saveAuthorize(db: Db, who: Principal, roleId: string, input: AuthorizeDataInput): Promise<void> {
  if (input.objectType && input.objectType !== 'Role') throw new BizError('暂不支持该授权对象');
  const scope = await scopeOf(db, who);
  const allMenus = await db.select({ id: modules.id, parentId: modules.parentId }).from(modules);
  const parentOf = new Map(allMenus.map((m) => [m.id, m.parentId]));
  // tree ids of systems and groups, and anything outside the scope, are not grants: dropped
  const menuIds = new Set(input.module.filter((id) => scope.grantable.module.has(id)));
  for (const id of [...menuIds]) {
    // a page without its directory would be pruned from the sidebar: grant the path down to it
    for (let p = parentOf.get(id); p && p !== '-1' && !menuIds.has(p); p = parentOf.get(p)) {
      if (scope.grantable.module.has(p)) menuIds.add(p);
    }
  }
  const itemMenu = new Map<string, string>();
  for (const entry of scope.entries.values())
    for (const kind of ITEM_KINDS) for (const item of entry[kind]) itemMenu.set(item.id, entry.modelId);
  const wanted: Record<AuthorizationItemType, string[]> = {
    module: [...menuIds],
    button: [],
    column: [],
    form: [],
  };
  for (const kind of ITEM_KINDS) {
    wanted[kind] = [...new Set(input[kind])].filter(
      (id) => scope.grantable[kind].has(id) && menuIds.has(itemMenu.get(id) ?? ''),
    );
  }
  await db.transaction(async (tx) => {
    if (!(await findRole(tx, roleId))) throw new BizError('该角色不存在');
    const held = await tx
      .select()
      .from(authorizations)
      .where(and(eq(authorizations.objectType, 'Role'), eq(authorizations.objectId, roleId)))
      .for('update');
    const kept = held.filter((row) => !scope.grantable[row.itemType]?.has(row.itemId));
    await tx
      .delete(authorizations)
      .where(and(eq(authorizations.objectType, 'Role'), eq(authorizations.objectId, roleId)));
    const rows = [
      ...kept.map(({ itemType, itemId }) => ({ itemType, itemId })),
      ...(Object.entries(wanted) as [AuthorizationItemType, string[]][]).flatMap(([itemType, ids]) =>
        ids.map((itemId) => ({ itemType, itemId })),
      ),
    ];
    if (rows.length) {
      await tx.insert(authorizations).values(
        rows.map((r) => ({
          id: newId(),
          objectType: 'Role' as const,
          objectId: roleId,
          ...r,
          creatorUserId: who.id,
        })),
      );
    }
  });
}
