import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  PageResult,
  PositionInfo,
  PositionInput,
  PositionListQuery,
  PositionRow,
  PositionTreeNode,
} from '../../contract';
import { NODE_ICONS } from '../../contract';
import type { Db } from '../db/client';
import { positions, userRelations } from '../db/schema';
import { crudService } from '../lib/crudService';
import { BizError } from '../lib/envelope';
import { toMs } from '../lib/time';
import { lastOfPath } from './organizes';
import {
  CODE_EXISTS,
  codeOf,
  descriptionOf,
  flagOf,
  NAME_EXISTS,
  nameOf,
  optionalText,
  sortOf,
  trimmed,
} from './organizeRules';
import { loadOrganizes, nest, orgIcon, type OrgPaths } from './organizeTree';
import { likePattern } from './paging';

/** Positions (docs/contract.md): each belongs to one organisation; users hold them through user_relations. */

export const POSITION_MISSING = '岗位不存在';

type Row = typeof positions.$inferSelect;

function toRow(row: Row, paths: OrgPaths): PositionRow {
  return {
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    type: row.type,
    organizeId: row.organizeId,
    department: paths.namePath(row.organizeId),
    enabledMark: row.enabledMark,
    sortCode: row.sortCode,
    description: row.description,
    creatorTime: toMs(row.creatorTime),
    icon: NODE_ICONS.position,
  };
}

async function validate(db: Db, input: PositionInput) {
  const organizeId = lastOfPath(trimmed(input.organizeId));
  if (!organizeId) throw new BizError('请选择所属组织');
  const values = {
    fullName: nameOf(input.fullName),
    enCode: codeOf(input.enCode),
    type: optionalText(input.type, 50, '岗位类型'),
    organizeId,
    enabledMark: flagOf(input.enabledMark),
    sortCode: sortOf(input.sortCode),
    description: descriptionOf(input.description),
  };
  const paths = await loadOrganizes(db);
  if (!paths.byId.has(organizeId)) throw new BizError('所属组织不存在');
  return values;
}

const holders = async (tx: Db, id: string) =>
  (
    await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(userRelations)
      .where(and(eq(userRelations.objectType, 'Position'), eq(userRelations.objectId, id)))
  )[0].count;

/**
 * Create, update, delete and toggle (lib/crudService.ts): a name is unique within its organisation, a code
 * everywhere; an unknown id is answered before a bad body; a position someone holds keeps its organisation
 * and is not deleted.
 */
export const positionCrud = crudService({
  table: positions,
  missing: POSITION_MISSING,
  validate,
  unique: (values) => [
    [and(eq(positions.organizeId, values.organizeId), eq(positions.fullName, values.fullName)) as SQL, NAME_EXISTS],
    [eq(positions.enCode, values.enCode), CODE_EXISTS],
  ],
  findFirst: true,
  lock: true,
  async beforeUpdate(tx, row, values) {
    if (values.organizeId !== row.organizeId && (await holders(tx, row.id)) > 0)
      throw new BizError('该岗位下有用户，不能变更所属组织');
  },
  async beforeDelete(tx, row) {
    if ((await holders(tx, row.id)) > 0) throw new BizError('该岗位下有用户，不能删除');
  },
});

/** GET Position: one organisation and everything below it (all when no organisation is given), paged. */
export async function listPositions(db: Db, query: PositionListQuery): Promise<PageResult<PositionRow>> {
  const paths = await loadOrganizes(db);
  const org = query.organizeId;
  const subtree =
    org && org !== '0' && org !== '-1' ? inArray(positions.organizeId, [...paths.subtree(lastOfPath(org))]) : undefined;
  return positionCrud.list(db, query, [subtree], (rows) => rows.map((r) => toRow(r, paths)));
}

async function enabledPositions(db: Db, where?: SQL): Promise<Row[]> {
  return db
    .select()
    .from(positions)
    .where(and(eq(positions.enabledMark, 1), where))
    .orderBy(asc(positions.sortCode), asc(positions.id));
}

/** GET Position/All (★): every enabled position, flat (the front end caches it). */
export async function allPositions(db: Db): Promise<PositionRow[]> {
  const paths = await loadOrganizes(db);
  return (await enabledPositions(db)).map((r) => toRow(r, paths));
}

/**
 * Positions under their organisations as one tree: organisation nodes (type company/department) hold the
 * positions (type position) and the organisations leading to them; organisations without positions are left out.
 */
export function positionTree(rows: Row[], paths: OrgPaths): PositionTreeNode[] {
  const orgIds = new Set<string>();
  for (const row of rows) paths.idPath(row.organizeId).forEach((id) => orgIds.add(id));
  const orgNodes: PositionTreeNode[] = [...orgIds].flatMap((id) => {
    const org = paths.byId.get(id);
    if (!org) return [];
    const ids = paths.idPath(id);
    return [
      {
        id,
        parentId: org.parentId,
        fullName: org.fullName,
        enCode: org.enCode,
        type: org.category as 'company' | 'department',
        icon: orgIcon(org.category),
        enabledMark: org.enabledMark,
        sortCode: org.sortCode,
        organizeId: id,
        organizeIdTree: ids.join(','),
        organizeIds: ids,
        organize: paths.namePath(id),
        lastFullName: paths.namePath(id),
        hasChildren: false,
        isLeaf: true,
        children: null,
      },
    ];
  });
  const positionNodes: PositionTreeNode[] = rows.map((row) => {
    const ids = paths.idPath(row.organizeId);
    return {
      id: row.id,
      parentId: row.organizeId,
      fullName: row.fullName,
      enCode: row.enCode,
      type: 'position',
      icon: NODE_ICONS.position,
      enabledMark: row.enabledMark,
      // positions come after the sub-organisations of their organisation
      sortCode: row.sortCode,
      organizeId: row.organizeId,
      organizeIdTree: ids.join(','),
      organizeIds: ids,
      organize: paths.namePath(row.organizeId),
      lastFullName: `${paths.namePath(row.organizeId)}/${row.fullName}`,
      hasChildren: false,
      isLeaf: true,
      children: null,
    };
  });
  const ancestors = (node: PositionTreeNode) => (node.type === 'position' ? node.organizeIds : paths.idPath(node.id));
  return nest([...orgNodes, ...positionNodes], ancestors);
}

/** GET Position/Selector (★). */
export async function positionSelector(db: Db): Promise<PositionTreeNode[]> {
  return positionTree(await enabledPositions(db), await loadOrganizes(db));
}

/** POST Position/getListByOrgIds (★): the positions of the given organisations (ids or id paths). */
export async function positionsByOrganizes(db: Db, organizeIds: string[]): Promise<PositionTreeNode[]> {
  const ids = [...new Set(organizeIds.map(lastOfPath))].filter(Boolean);
  if (!ids.length) return [];
  return positionTree(await enabledPositions(db, inArray(positions.organizeId, ids)), await loadOrganizes(db));
}

/** POST Position/PositionCondition (★): only the given positions (custom range), optionally filtered. */
export async function positionCondition(db: Db, ids: string[], keyword?: string): Promise<PositionTreeNode[]> {
  const wanted = [...new Set(ids.map((id) => id.split('--')[0]))].filter(Boolean);
  if (!wanted.length) return [];
  const k = trimmed(keyword);
  const filter = k
    ? and(
        inArray(positions.id, wanted),
        or(ilike(positions.fullName, likePattern(k)), ilike(positions.enCode, likePattern(k))),
      )
    : inArray(positions.id, wanted);
  return positionTree(await enabledPositions(db, filter), await loadOrganizes(db));
}

export async function positionInfo(db: Db, id: string): Promise<PositionInfo> {
  const row = await positionCrud.find(db, id);
  const paths = await loadOrganizes(db);
  const { fullName, enCode, type, organizeId, enabledMark, sortCode, description } = row;
  return {
    id,
    fullName,
    enCode,
    type,
    organizeId,
    organizeIdTree: paths.idPath(organizeId),
    enabledMark,
    sortCode,
    description,
  };
}
