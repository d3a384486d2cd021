import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizes } from '../db/schema';

/**
 * The organisation tree as the role screens need it: paths of ids and names for a role's 所属组织, read once
 * per request (the tree is small: companies and departments).
 */

export interface OrgNode {
  id: string;
  parentId: string;
  fullName: string;
  category: string;
  sortCode: number;
}

export interface OrgIndex {
  nodes: OrgNode[];
  byId: Map<string, OrgNode>;
  /** ids from the top organisation down to `id` (just [id] for an unknown id) */
  idPath(id: string): string[];
  /** names joined with '/' from the top down, '' for an unknown id */
  namePath(id: string): string;
  /** `id` and every organisation below it */
  subtree(id: string): Set<string>;
}

export async function loadOrganizes(db: Db): Promise<OrgIndex> {
  const nodes: OrgNode[] = await db
    .select({
      id: organizes.id,
      parentId: organizes.parentId,
      fullName: organizes.fullName,
      category: organizes.category,
      sortCode: organizes.sortCode,
    })
    .from(organizes)
    .orderBy(asc(organizes.sortCode), asc(organizes.id));
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const ancestry = (id: string): OrgNode[] => {
    const chain: OrgNode[] = [];
    // bounded walk: bad data with a cycle must not hang the request
    for (let node = byId.get(id); node && chain.length < 50; node = byId.get(node.parentId)) {
      if (chain.includes(node)) break;
      chain.unshift(node);
    }
    return chain;
  };
  return {
    nodes,
    byId,
    idPath: (id) => {
      const chain = ancestry(id);
      return chain.length ? chain.map((n) => n.id) : [id];
    },
    namePath: (id) =>
      ancestry(id)
        .map((n) => n.fullName)
        .join('/'),
    subtree: (id) => {
      const ids = new Set([id]);
      let grew = true;
      while (grew) {
        grew = false;
        for (const n of nodes) {
          if (!ids.has(n.id) && ids.has(n.parentId)) {
            ids.add(n.id);
            grew = true;
          }
        }
      }
      return ids;
    },
  };
}
