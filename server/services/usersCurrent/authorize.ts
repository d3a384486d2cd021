import type { AuthorizeNode, UserAuthorize } from '../../../contract';
import type { Db } from '../../db/client';
import { permissionEntries, visibleMenus, visibleSystems, type ModuleRow } from '../access';
import { principalOf, userRow } from './userRecord';

/** GET /api/permission/Users/Current/Authorize: the user's permissions in the current system, as trees. */

interface NodeRow extends AuthorizeNode {
  parentId: string;
  sortCode: number;
}

function nodeTree(rows: NodeRow[], rootId = '-1'): AuthorizeNode[] {
  const byParent = new Map<string, NodeRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: string, depth: number): AuthorizeNode[] =>
    depth > 50
      ? []
      : (byParent.get(parentId) ?? [])
          .sort((a, b) => a.sortCode - b.sortCode || a.id.localeCompare(b.id))
          .map(({ sortCode: _sortCode, ...node }) => {
            const children = build(node.id, depth + 1);
            return { ...node, children: children.length ? children : null };
          });
  return build(rootId, 0);
}

const menuNode = (m: ModuleRow): NodeRow => ({
  id: m.id,
  parentId: m.parentId,
  fullName: m.fullName,
  icon: m.icon,
  enCode: m.enCode,
  sortCode: m.sortCode,
});

/** The menus above (and including) the given ones. */
function withAncestors(menus: ModuleRow[], ids: Set<string>): ModuleRow[] {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const keep = new Set<string>();
  for (const id of ids) {
    for (let m = byId.get(id), depth = 0; m && depth < 50; m = byId.get(m.parentId), depth++) keep.add(m.id);
  }
  return menus.filter((m) => keep.has(m.id));
}

/**
 * GET Authorize: what the user may use in the current system, per kind: the menu tree, and the granted
 * buttons, list columns and form fields hung under the menus they belong to.
 */
export async function userAuthorize(db: Db, userId: string): Promise<UserAuthorize> {
  const user = await userRow(db, userId);
  const who = principalOf(user);
  const systems = await visibleSystems(db, who);
  const current = systems.find((s) => s.id === user.systemId) ?? systems[0];
  const menus = current ? await visibleMenus(db, who, current.id) : [];
  const entries = await permissionEntries(db, who, menus);
  const itemsTree = (kind: 'button' | 'column' | 'form'): AuthorizeNode[] => {
    const owners = new Set(entries.filter((e) => e[kind].length).map((e) => e.modelId));
    const items = entries.flatMap((e) =>
      e[kind].map((item, i) => ({
        id: item.id,
        parentId: e.modelId,
        fullName: item.fullName,
        enCode: item.enCode,
        moduleId: e.modelId,
        sortCode: i,
      })),
    );
    return nodeTree([...withAncestors(menus, owners).map(menuNode), ...items]);
  };
  return {
    module: nodeTree(menus.map(menuNode)),
    button: itemsTree('button'),
    column: itemsTree('column'),
    form: itemsTree('form'),
    resource: [],
    portal: [],
    flow: [],
    print: [],
  };
}
