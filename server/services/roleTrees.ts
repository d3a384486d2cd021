import { asc, desc, eq } from 'drizzle-orm';
import type { RoleTreeNode } from '../../contract';
import type { Db } from '../db/client';
import { roles } from '../db/schema';
import { trimmed } from './menuFields';
import { loadOrganizes, type OrgIndex } from './roleOrganizes';

/**
 * The role pickers' trees (docs/contract.md): a 全局 group (id '1') for global roles and the organisations for
 * organisation roles; groups without any role below them are left out. Enabled roles only.
 */

export const GLOBAL_GROUP = '1';
const ROLE_ICON = 'icon-ym icon-ym-generator-role';
const orgIcon = (category: string) =>
  category === 'company' ? 'icon-ym icon-ym-tree-organization3' : 'icon-ym icon-ym-tree-department1';

type RoleRecord = typeof roles.$inferSelect;

async function enabledRoles(db: Db): Promise<RoleRecord[]> {
  return db
    .select()
    .from(roles)
    .where(eq(roles.enabledMark, 1))
    .orderBy(asc(roles.sortCode), desc(roles.creatorTime), asc(roles.id));
}

const node = (fields: Partial<RoleTreeNode> & Pick<RoleTreeNode, 'id' | 'parentId' | 'fullName'>): RoleTreeNode => ({
  enCode: '',
  type: '',
  icon: '',
  sortCode: 0,
  num: 0,
  hasChildren: false,
  isLeaf: true,
  children: null,
  ...fields,
});

const roleNode = (role: RoleRecord, parentId: string): RoleTreeNode =>
  node({
    id: role.id,
    parentId,
    fullName: role.fullName,
    enCode: role.enCode,
    type: 'role',
    icon: ROLE_ICON,
    sortCode: role.sortCode,
  });

/** Links flat nodes under their parents (in list order) and drops groups left without roles. */
function assemble(flat: RoleTreeNode[], rootId: string): RoleTreeNode[] {
  const byParent = new Map<string, RoleTreeNode[]>();
  for (const n of flat) byParent.set(n.parentId, [...(byParent.get(n.parentId) ?? []), n]);
  const build = (parentId: string, depth: number): RoleTreeNode[] =>
    (byParent.get(parentId) ?? []).flatMap((n) => {
      if (n.type === 'role') return [n];
      const children = depth < 50 ? build(n.id, depth + 1) : [];
      const num = children.reduce((sum, c) => sum + (c.type === 'role' ? 1 : c.num), 0);
      return num ? [{ ...n, num, hasChildren: true, isLeaf: false, children }] : [];
    });
  return build(rootId, 0);
}

function organisationGroups(orgs: OrgIndex, parentOf: (id: string) => string): RoleTreeNode[] {
  return orgs.nodes.map((o) =>
    node({ id: o.id, parentId: parentOf(o.id), fullName: o.fullName, type: o.category, icon: orgIcon(o.category) }),
  );
}

/** GET Role/Selector: 全局 first, then the organisation tree with its roles. */
export async function roleSelector(db: Db, includeGlobal = true): Promise<RoleTreeNode[]> {
  const [all, orgs] = await Promise.all([enabledRoles(db), loadOrganizes(db)]);
  const flat: RoleTreeNode[] = [];
  if (includeGlobal) flat.push(node({ id: GLOBAL_GROUP, parentId: '-1', fullName: '全局', sortCode: -1 }));
  flat.push(...organisationGroups(orgs, (id) => orgs.byId.get(id)?.parentId ?? '-1'));
  for (const role of all) {
    if (role.globalMark === 1) {
      if (includeGlobal) flat.push(roleNode(role, GLOBAL_GROUP));
    } else if (role.organizeId && orgs.byId.has(role.organizeId)) {
      flat.push(roleNode(role, role.organizeId));
    }
  }
  return assemble(flat, '-1');
}

/** POST Role/getListByOrgIds: each named organisation (by its path of names) with its own roles, then 全局. */
export async function rolesByOrganizes(db: Db, organizeIds: string[]): Promise<RoleTreeNode[]> {
  const [all, orgs] = await Promise.all([enabledRoles(db), loadOrganizes(db)]);
  const wanted = organizeIds.filter((id) => orgs.byId.has(id));
  const flat: RoleTreeNode[] = wanted.map((id) =>
    node({
      id,
      parentId: '0',
      fullName: orgs.namePath(id),
      type: orgs.byId.get(id)?.category ?? '',
      icon: orgIcon(orgs.byId.get(id)?.category ?? ''),
    }),
  );
  flat.push(node({ id: GLOBAL_GROUP, parentId: '0', fullName: '全局', sortCode: 999 }));
  for (const role of all) {
    if (role.globalMark === 1) flat.push(roleNode(role, GLOBAL_GROUP));
    else if (role.organizeId && wanted.includes(role.organizeId)) flat.push(roleNode(role, role.organizeId));
  }
  return assemble(flat, '0');
}

/**
 * POST Role/RoleCondition: the custom-range role picker. `ids` may name roles and organisations: a role is
 * offered when named, an organisation offers its own roles; a keyword narrows by name or code.
 */
export async function roleCondition(db: Db, ids: string[], keyword?: string): Promise<RoleTreeNode[]> {
  const [all, orgs] = await Promise.all([enabledRoles(db), loadOrganizes(db)]);
  const named = new Set(ids);
  const needle = trimmed(keyword).toLowerCase();
  const offered = all.filter(
    (role) =>
      (named.has(role.id) || (role.globalMark === 0 && !!role.organizeId && named.has(role.organizeId))) &&
      (!needle || role.fullName.toLowerCase().includes(needle) || role.enCode.toLowerCase().includes(needle)),
  );
  const flat: RoleTreeNode[] = [node({ id: GLOBAL_GROUP, parentId: '0', fullName: '全局', sortCode: 999 })];
  const groups = new Set<string>();
  for (const role of offered) {
    const organizeId =
      role.globalMark === 0 && role.organizeId && orgs.byId.has(role.organizeId) ? role.organizeId : '';
    if (organizeId && !groups.has(organizeId)) {
      groups.add(organizeId);
      const org = orgs.byId.get(organizeId);
      flat.unshift(
        node({
          id: organizeId,
          parentId: '0',
          fullName: orgs.namePath(organizeId),
          type: org?.category ?? '',
          icon: orgIcon(org?.category ?? ''),
        }),
      );
    }
    flat.push(roleNode(role, organizeId || GLOBAL_GROUP));
  }
  return assemble(flat, '0');
}
