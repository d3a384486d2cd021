import { asc } from 'drizzle-orm';
import { NODE_ICONS, VIRTUAL_ROOT_ID, type OrganizeCategory, type OrganizeNode } from '../../contract';
import type { Db } from '../db/client';
import { organizes } from '../db/schema';
import { preparedPerDb } from '../lib/prepared';
import { toMs } from '../lib/time';

/**
 * The organisation tree as every permission endpoint sees it: paths of ids and names are derived from parentId
 * (nothing stored can go stale), a cycle or a missing parent in bad data ends a path instead of hanging.
 */

export type OrganizeRow = typeof organizes.$inferSelect;
/** What the paths are made of; lists that show only paths load just these columns (loadOrganizeNames). */
export type OrganizeLink = Pick<OrganizeRow, 'id' | 'parentId' | 'fullName'>;

export interface OrgPaths<R extends OrganizeLink = OrganizeRow> {
  rows: R[];
  byId: Map<string, R>;
  /** ids from the top down to the node, the node included */
  idPath(id: string): string[];
  /** `中华学会/会员部/个人会员科` */
  namePath(id: string): string;
  /** the node and everything below it */
  subtree(id: string): Set<string>;
}

export async function loadOrganizes(db: Db): Promise<OrgPaths> {
  const rows = await db.select().from(organizes).orderBy(asc(organizes.sortCode), asc(organizes.id));
  return orgPaths(rows);
}

const organizeNames = preparedPerDb((db) =>
  db
    .select({ id: organizes.id, parentId: organizes.parentId, fullName: organizes.fullName })
    .from(organizes)
    .orderBy(asc(organizes.sortCode), asc(organizes.id))
    .prepare('organize_names'),
);

/** The same paths from three columns: for hot lists that show a department path and nothing else of it. */
export async function loadOrganizeNames(db: Db): Promise<OrgPaths<OrganizeLink>> {
  return orgPaths(await organizeNames(db).execute());
}

export function orgPaths<R extends OrganizeLink>(rows: R[]): OrgPaths<R> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const cache = new Map<string, string[]>();
  const idPath = (id: string): string[] => {
    const hit = cache.get(id);
    if (hit) return hit;
    const path: string[] = [];
    const seen = new Set<string>();
    for (let row = byId.get(id); row && !seen.has(row.id); row = byId.get(row.parentId)) {
      seen.add(row.id);
      path.unshift(row.id);
    }
    cache.set(id, path);
    return path;
  };
  const childrenOf = new Map<string, string[]>();
  for (const r of rows) childrenOf.set(r.parentId, [...(childrenOf.get(r.parentId) ?? []), r.id]);
  const subtree = (id: string) => {
    const ids = new Set<string>([id]);
    const stack = [id];
    while (stack.length) {
      for (const child of childrenOf.get(stack.pop() as string) ?? []) {
        if (!ids.has(child)) {
          ids.add(child);
          stack.push(child);
        }
      }
    }
    return ids;
  };
  const namePath = (id: string) =>
    idPath(id)
      .map((p) => byId.get(p)?.fullName ?? '')
      .join('/');
  return { rows, byId, idPath, namePath, subtree };
}

export const orgIcon = (category: string) => (category === 'company' ? NODE_ICONS.company : NODE_ICONS.department);

/** One organisation as a tree node (children filled in by `nest`). */
export function toOrganizeNode(row: OrganizeRow, paths: OrgPaths): OrganizeNode {
  const ids = paths.idPath(row.id);
  const organize = paths.namePath(row.id);
  return {
    id: row.id,
    parentId: row.parentId,
    fullName: row.fullName,
    enCode: row.enCode,
    type: row.category as OrganizeCategory,
    category: row.category as OrganizeCategory,
    icon: orgIcon(row.category),
    enabledMark: row.enabledMark,
    sortCode: row.sortCode,
    description: row.description,
    creatorTime: toMs(row.creatorTime),
    managerId: row.managerId,
    organizeIdTree: ids.join(','),
    organizeIds: ids,
    organize,
    lastFullName: organize,
    hasChildren: false,
    isLeaf: true,
    children: null,
  };
}

interface Nestable {
  id: string;
  parentId: string;
  sortCode: number;
  hasChildren: boolean;
  isLeaf: boolean;
  children: unknown[] | null;
}

/**
 * Nests nodes under their parents. A node whose parent is not in the list is re-attached to its nearest
 * ancestor that is (`ancestors` gives the ids above it, nearest last), else it becomes a root with parentId
 * `rootId` (the "organisation gap" handling of the platform: a filtered or scoped list stays a tree).
 */
export function nest<T extends Nestable>(nodes: T[], ancestors: (node: T) => string[], rootId = VIRTUAL_ROOT_ID): T[] {
  const present = new Map(nodes.map((n) => [n.id, n]));
  const roots: T[] = [];
  const kids = new Map<string, T[]>();
  for (const node of nodes) {
    const above = ancestors(node).filter((id) => id !== node.id);
    const parent = [...above].reverse().find((id) => present.has(id));
    if (parent) {
      node.parentId = parent;
      kids.set(parent, [...(kids.get(parent) ?? []), node]);
    } else {
      node.parentId = rootId;
      roots.push(node);
    }
  }
  const order = (list: T[]) => list.sort((a, b) => a.sortCode - b.sortCode);
  for (const node of nodes) {
    const children = kids.get(node.id);
    node.children = children ? order(children) : null;
    node.hasChildren = !!children?.length;
    node.isLeaf = !children?.length;
  }
  return order(roots);
}

/** Organisation nodes as a tree, re-parented where the list has gaps. */
export function organizeTree(nodes: OrganizeNode[], paths: OrgPaths, rootId = VIRTUAL_ROOT_ID): OrganizeNode[] {
  return nest(nodes, (n) => paths.idPath(n.id), rootId);
}

/** Keeps the matching rows and their ancestors (a keyword search over a tree). */
export function withAncestors(rows: OrganizeRow[], paths: OrgPaths, match: (row: OrganizeRow) => boolean) {
  const keep = new Set<string>();
  for (const row of rows.filter(match)) paths.idPath(row.id).forEach((id) => keep.add(id));
  return rows.filter((r) => keep.has(r.id));
}
