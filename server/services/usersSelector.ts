import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { PageResult, PickerPagination, UserPickerNode } from '../../contract';
import { NODE_ICONS, VIRTUAL_ROOT_ID } from '../../contract';
import type { Db } from '../db/client';
import { userRelations, users } from '../db/schema';
import { loadOrganizes, nest, orgIcon, type OrganizeRow, type OrgPaths } from './organizeTree';
import { likePattern, pageOf, pageSlice } from './paging';
import { fullNameOf, type UserEntity } from './usersAdmin';

/**
 * The user pickers' reads (picker reads, docs/contract.md): organisation nodes and users in the
 * node shape of the platform (`fullName` `realName/account`, `type`, `icon`, `organize` path…). Only enabled
 * users and organisations are offered; resolving saved ids to names (getUserList) answers disabled users too.
 */

export type UserPickerNodeWithChildren = UserPickerNode & { parentId: string; sortCode: number };

export function userNode(u: UserEntity, paths: OrgPaths): UserPickerNodeWithChildren {
  const ids = paths.idPath(u.organizeId);
  return {
    id: u.id,
    parentId: u.organizeId,
    fullName: fullNameOf(u),
    type: 'user',
    icon: NODE_ICONS.user,
    headIcon: u.headIcon,
    enabledMark: u.enabledMark,
    isAdministrator: u.isAdministrator,
    hasChildren: false,
    isLeaf: true,
    organize: paths.namePath(u.organizeId),
    // the platform lists one comma-joined id path per organisation of the user
    organizeIds: ids.length ? [ids.join(',')] : [],
    organizeIdTree: ids.join(','),
    gender: u.gender,
    mobilePhone: u.mobilePhone,
    sortCode: u.sortCode,
  };
}

export function orgNode(org: OrganizeRow, paths: OrgPaths): UserPickerNodeWithChildren {
  const ids = paths.idPath(org.id);
  return {
    id: org.id,
    parentId: org.parentId,
    fullName: org.fullName,
    type: org.category as 'company' | 'department',
    icon: orgIcon(org.category),
    enabledMark: org.enabledMark,
    hasChildren: true,
    isLeaf: false,
    organize: paths.namePath(org.id),
    organizeIds: ids,
    organizeIdTree: ids.join(','),
    sortCode: org.sortCode,
  };
}

async function enabledUsers(db: Db, where?: SQL): Promise<UserEntity[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.enabledMark, 1), where))
    .orderBy(asc(users.sortCode), asc(users.id));
}

const keywordMatch = (keyword: string) => {
  const like = likePattern(keyword);
  return or(ilike(users.account, like), ilike(users.realName, like)) as SQL;
};

type Nestable = UserPickerNodeWithChildren & { hasChildren: boolean; isLeaf: boolean; children: unknown[] | null };

/** GET Users/Selector: enabled organisations with their enabled users, one tree from the virtual root. */
export async function usersSelectorTree(db: Db): Promise<UserPickerNode[]> {
  const paths = await loadOrganizes(db);
  const orgs = paths.rows.filter((o) => o.enabledMark === 1).map((o) => orgNode(o, paths));
  const people = (await enabledUsers(db)).map((u) => userNode(u, paths));
  const nodes = [...orgs, ...people].map((n) => ({ ...n, children: null })) as Nestable[];
  const tree = nest(nodes, (n) => (n.type === 'user' ? paths.idPath(n.parentId) : paths.idPath(n.id)));
  // an organisation without anyone below is still a branch one can open, but says so
  const mark = (list: Nestable[]) =>
    list.forEach((n) => {
      if (n.type !== 'user') n.hasChildren = !!n.children?.length;
      mark((n.children ?? []) as Nestable[]);
    });
  mark(tree);
  return tree;
}

const isTop = (organizeId: string) => organizeId === '0' || organizeId === VIRTUAL_ROOT_ID || organizeId === '';

/**
 * POST Users/ImUser/Selector/{organizeId}: with a keyword, a page of matching users; without one, the lazy tree's
 * children of a node (`0` or `-1` = the top): its users first, then its enabled sub-organisations.
 */
export async function imUserSelector(
  db: Db,
  organizeId: string,
  query: PickerPagination,
): Promise<PageResult<UserPickerNode> | { list: UserPickerNode[] }> {
  const paths = await loadOrganizes(db);
  const keyword = (query.keyword ?? '').trim();
  if (keyword) {
    const matches = await enabledUsers(db, keywordMatch(keyword));
    return pageSlice(
      matches.map((u) => userNode(u, paths)),
      pageOf(query),
    );
  }
  const parentId = isTop(organizeId) ? VIRTUAL_ROOT_ID : organizeId;
  const people = isTop(organizeId) ? [] : await enabledUsers(db, eq(users.organizeId, organizeId));
  const children = paths.rows.filter((o) => o.parentId === parentId && o.enabledMark === 1);
  return {
    list: [...people.map((u) => userNode(u, paths)), ...children.map((o) => orgNode(o, paths))],
  };
}

/**
 * POST Users/getUserList: the given users (to show picked values), in the order asked. Disabled users are
 * answered too (with their enabledMark): a record saved before someone left must still show a name, not an id.
 * Only the picking lists leave them out.
 */
export async function usersByIds(db: Db, ids: string[]): Promise<UserPickerNode[]> {
  const wanted = ids.map((id) => id.split('--')[0]).filter(Boolean);
  if (!wanted.length) return [];
  const paths = await loadOrganizes(db);
  const rows = await db.select().from(users).where(inArray(users.id, wanted));
  const order = new Map(wanted.map((id, i) => [id, i]));
  return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)).map((u) => userNode(u, paths));
}

/** POST Users/getSubordinates: enabled users whose direct manager is the caller. */
export async function subordinates(db: Db, managerId: string, keyword?: string): Promise<UserPickerNode[]> {
  const paths = await loadOrganizes(db);
  const k = (keyword ?? '').trim();
  const rows = await enabledUsers(db, and(eq(users.managerId, managerId), k ? keywordMatch(k) : undefined));
  return rows.map((u) => userNode(u, paths));
}

/** Users related to any of the given organisations, positions, roles or groups, or named directly. */
export async function usersRelatedTo(
  db: Db,
  sets: { orgIds: string[]; objectIds: string[]; userIds: string[] },
  keyword?: string,
): Promise<UserEntity[]> {
  const byRelation = sets.objectIds.length
    ? (
        await db
          .select({ userId: userRelations.userId })
          .from(userRelations)
          .where(inArray(userRelations.objectId, sets.objectIds))
      ).map((r) => r.userId)
    : [];
  const ids = [...new Set([...sets.userIds, ...byRelation])];
  const alternatives: SQL[] = [];
  if (ids.length) alternatives.push(inArray(users.id, ids));
  if (sets.orgIds.length) alternatives.push(inArray(users.organizeId, sets.orgIds));
  if (!alternatives.length) return [];
  const k = (keyword ?? '').trim();
  return enabledUsers(db, and(or(...alternatives), k ? keywordMatch(k) : undefined));
}
