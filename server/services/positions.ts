import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  PageResult,
  PositionInfo,
  PositionInput,
  PositionListQuery,
  PositionRow,
  PositionTreeNode,
} from '../../src/api/types';
import { NODE_ICONS } from '../../src/api/types';
import type { Db, Tx } from '../db/client';
import { positions, userRelations } from '../db/schema';
import { BizError } from '../lib/envelope';
import { newId } from '../lib/ids';
import { toMs } from '../lib/time';
import { refuseDuplicates } from './dbErrors';
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
import { likePattern, pageOf, pageResult } from './paging';

/** Positions (contract §5.2): each belongs to one organisation; users hold them through user_relations. */

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

/** GET Position: one organisation and everything below it (all when no organisation is given), paged. */
export async function listPositions(db: Db, query: PositionListQuery): Promise<PageResult<PositionRow>> {
  const paths = await loadOrganizes(db);
  const conditions: SQL[] = [];
  if (query.organizeId && query.organizeId !== '0' && query.organizeId !== '-1')
    conditions.push(inArray(positions.organizeId, [...paths.subtree(lastOfPath(query.organizeId))]));
  const keyword = trimmed(query.keyword);
  if (keyword) {
    const like = likePattern(keyword);
    conditions.push(or(ilike(positions.fullName, like), ilike(positions.enCode, like)) as SQL);
  }
  if (query.enabledMark !== undefined) conditions.push(eq(positions.enabledMark, query.enabledMark));
  const where = conditions.length ? and(...conditions) : undefined;
  const page = pageOf(query);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(positions)
    .where(where);
  const rows = await db
    .select()
    .from(positions)
    .where(where)
    .orderBy(asc(positions.sortCode), desc(positions.creatorTime), asc(positions.id))
    .limit(page.pageSize)
    .offset(page.offset);
  return pageResult(
    rows.map((r) => toRow(r, paths)),
    page,
    total,
  );
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
  const [row] = await db.select().from(positions).where(eq(positions.id, id));
  if (!row) throw new BizError(POSITION_MISSING);
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

async function checkedValues(tx: Tx, input: PositionInput, selfId?: string) {
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
  const paths = await loadOrganizes(tx);
  if (!paths.byId.has(organizeId)) throw new BizError('所属组织不存在');
  const others = selfId ? ne(positions.id, selfId) : undefined;
  const taken = (condition: SQL) =>
    tx.select({ id: positions.id }).from(positions).where(and(condition, others)).limit(1);
  if ((await taken(and(eq(positions.organizeId, organizeId), eq(positions.fullName, values.fullName)) as SQL)).length)
    throw new BizError(NAME_EXISTS);
  if ((await taken(eq(positions.enCode, values.enCode))).length) throw new BizError(CODE_EXISTS);
  return values;
}

const holders = (tx: Tx, id: string) =>
  tx
    .select({ count: sql<number>`count(*)::int` })
    .from(userRelations)
    .where(and(eq(userRelations.objectType, 'Position'), eq(userRelations.objectId, id)));

export async function createPosition(db: Db, input: PositionInput, userId: string): Promise<string> {
  const id = newId();
  await refuseDuplicates(CODE_EXISTS, () =>
    db.transaction(async (tx) => {
      const values = await checkedValues(tx, input);
      await tx.insert(positions).values({ id, ...values, creatorUserId: userId });
    }),
  );
  return id;
}

export async function updatePosition(db: Db, id: string, input: PositionInput, userId: string) {
  await refuseDuplicates(CODE_EXISTS, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(positions).where(eq(positions.id, id)).for('update');
      if (!row) throw new BizError(POSITION_MISSING);
      const values = await checkedValues(tx, input, id);
      if (values.organizeId !== row.organizeId && (await holders(tx, id))[0].count > 0)
        throw new BizError('该岗位下有用户，不能变更所属组织');
      await tx
        .update(positions)
        .set({ ...values, lastModifyTime: new Date(), lastModifyUserId: userId })
        .where(eq(positions.id, id));
    }),
  );
}

export async function deletePosition(db: Db, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(positions).where(eq(positions.id, id)).for('update');
    if (!row) throw new BizError(POSITION_MISSING);
    if ((await holders(tx, id))[0].count > 0) throw new BizError('该岗位下有用户，不能删除');
    await tx.delete(positions).where(eq(positions.id, id));
  });
}

export async function togglePosition(db: Db, id: string, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(positions).where(eq(positions.id, id)).for('update');
    if (!row) throw new BizError(POSITION_MISSING);
    const enabledMark = row.enabledMark === 1 ? 0 : 1;
    await tx
      .update(positions)
      .set({ enabledMark, lastModifyTime: new Date(), lastModifyUserId: userId })
      .where(eq(positions.id, id));
    return enabledMark;
  });
}
