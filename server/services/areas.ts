import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AreaInfo, AreaInput, AreaNode, AreaSelectorNode } from '../../contract';
import type { Db } from '../db/client';
import { areas } from '../db/schema';
import { BizError } from '../lib/envelope';
import { newId } from '../lib/ids';
import { refuseDuplicates } from './dbErrors';
import { checkedText, descriptionOf, flagOf, PLAIN_NAME, sortCodeOf, subtreeOf, trimmed } from './menuFields';

/** Areas (docs/contract.md): a lazy tree, one level per call, root '-1'. */

export const AREA_ROOT = '-1';
export const TOP_NAME = '顶级节点';
const DIGITS = /^[0-9]+$/;

type AreaRow = typeof areas.$inferSelect;
const ordered = [asc(areas.sortCode), asc(areas.enCode), asc(areas.id)] as const;

async function parentsWithChildren(db: Db, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.selectDistinct({ parentId: areas.parentId }).from(areas).where(inArray(areas.parentId, ids));
  return new Set(rows.map((r) => r.parentId));
}

async function withChildFlags(db: Db, rows: AreaRow[]): Promise<AreaNode[]> {
  const parents = await parentsWithChildren(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parentId,
    enCode: r.enCode,
    fullName: r.fullName,
    enabledMark: r.enabledMark,
    sortCode: r.sortCode,
    hasChildren: parents.has(r.id),
    isLeaf: !parents.has(r.id),
  }));
}

/**
 * GET Area/{nodeId}: the children of a node. With a keyword the matches come from the whole subtree below the
 * node (an administrator searching 海淀 from the top expects 海淀区), still expandable one level at a time, each
 * with its id and name path from the province down.
 */
export async function listAreas(db: Db, nodeId: string, keyword?: string, enabledMark?: number): Promise<AreaNode[]> {
  const state = enabledMark === undefined ? undefined : eq(areas.enabledMark, enabledMark);
  const needle = trimmed(keyword).toLowerCase();
  if (!needle) {
    const rows = await db
      .select()
      .from(areas)
      .where(and(eq(areas.parentId, nodeId), state))
      .orderBy(...ordered);
    return withChildFlags(db, rows);
  }
  const all = await db
    .select()
    .from(areas)
    .where(state)
    .orderBy(...ordered);
  const below = subtreeOf(all, nodeId);
  below.delete(nodeId);
  const hits = all.filter(
    (r) => below.has(r.id) && (r.fullName.toLowerCase().includes(needle) || r.enCode.toLowerCase().includes(needle)),
  );
  // a hit is shown out of its tree (the area picker's flat search list): it says where it sits, from the top
  const byId = new Map(all.map((r) => [r.id, r]));
  const pathOf = (row: AreaRow): AreaRow[] => {
    const up: AreaRow[] = [];
    for (let at: AreaRow | undefined = row; at && up.length < 10; at = byId.get(at.parentId)) up.unshift(at);
    return up;
  };
  return (await withChildFlags(db, hits)).map((node, i) => {
    const path = pathOf(hits[i]);
    return { ...node, idPath: path.map((r) => r.id), namePath: path.map((r) => r.fullName) };
  });
}

/** GET Area/{id}/Selector/{areaId}: enabled children of `id`, without `areaId` (the area being edited). */
export async function areaSelector(db: Db, parentId: string, excludeId: string): Promise<AreaSelectorNode[]> {
  const rows = await db
    .select()
    .from(areas)
    .where(and(eq(areas.parentId, parentId), eq(areas.enabledMark, 1), ne(areas.id, excludeId)))
    .orderBy(...ordered);
  const parents = await parentsWithChildren(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parentId,
    fullName: r.fullName,
    isLeaf: !parents.has(r.id),
    sortCode: r.sortCode,
  }));
}

/** POST Area/GetAreaByIds: id paths → name paths, same shape; unknown ids are left out of their path. */
export async function areaNamesByIds(db: Db, idsList: string[][]): Promise<string[][]> {
  const ids = [...new Set(idsList.flat())];
  const rows = ids.length
    ? await db.select({ id: areas.id, fullName: areas.fullName }).from(areas).where(inArray(areas.id, ids))
    : [];
  const names = new Map(rows.map((r) => [r.id, r.fullName]));
  return idsList.map((path) => path.flatMap((id) => (names.has(id) ? [names.get(id) as string] : [])));
}

async function findArea(db: Db, id: string): Promise<AreaRow | undefined> {
  const [row] = await db.select().from(areas).where(eq(areas.id, id));
  return row;
}

export async function areaInfo(db: Db, id: string): Promise<AreaInfo> {
  const row = await findArea(db, id);
  if (!row) throw new BizError('区域不存在');
  const parent = row.parentId === AREA_ROOT ? undefined : await findArea(db, row.parentId);
  return {
    id: row.id,
    parentId: row.parentId,
    parentName: parent?.fullName ?? TOP_NAME,
    enCode: row.enCode,
    fullName: row.fullName,
    enabledMark: row.enabledMark,
    description: row.description,
    sortCode: row.sortCode,
  };
}

interface ValidArea {
  parentId: string;
  enCode: string;
  fullName: string;
  enabledMark: number;
  description: string;
  sortCode: number;
}

function validateArea(input: Partial<AreaInput>): ValidArea {
  const parentId = trimmed(input.parentId);
  if (!parentId) throw new BizError('请选择区域上级');
  return {
    parentId,
    fullName: checkedText(input.fullName, {
      required: '请输入名称',
      tooLong: '名称最多为50个字符！',
      pattern: PLAIN_NAME,
      patternMessage: '名称不能含有特殊符号',
    }),
    enCode: checkedText(input.enCode, {
      required: '请输入编码',
      tooLong: '编码最多为50个字符！',
      pattern: DIGITS,
      patternMessage: '编码只能输入数字',
    }),
    enabledMark: flagOf(input.enabledMark, 1, '状态只能为0或1'),
    description: descriptionOf(input.description),
    sortCode: sortCodeOf(input.sortCode),
  };
}

async function assertParent(db: Db, parentId: string, selfId?: string): Promise<void> {
  if (parentId === AREA_ROOT) return;
  if (!(await findArea(db, parentId))) throw new BizError('上级区域不存在');
  if (selfId) {
    const all = await db.select({ id: areas.id, parentId: areas.parentId }).from(areas);
    if (subtreeOf(all, selfId).has(parentId)) throw new BizError('上级区域不能是自己或自己的下级');
  }
}

async function assertUnique(db: Db, area: ValidArea, selfId?: string): Promise<void> {
  const self = selfId ? ne(areas.id, selfId) : undefined;
  const [code] = await db
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.enCode, area.enCode), self))
    .limit(1);
  if (code) throw new BizError('区域编码已存在');
  const [name] = await db
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.parentId, area.parentId), eq(areas.fullName, area.fullName), self))
    .limit(1);
  if (name) throw new BizError('同一上级下区域名称已存在');
}

export async function createArea(db: Db, input: Partial<AreaInput>, userId: string): Promise<string> {
  const area = validateArea(input);
  const id = newId();
  await refuseDuplicates('区域编码已存在', () =>
    db.transaction(async (tx) => {
      await assertParent(tx, area.parentId);
      await assertUnique(tx, area);
      await tx.insert(areas).values({ id, ...area, creatorUserId: userId });
    }),
  );
  return id;
}

export async function updateArea(db: Db, id: string, input: Partial<AreaInput>, userId: string): Promise<void> {
  const area = validateArea(input);
  await refuseDuplicates('区域编码已存在', () =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(areas).where(eq(areas.id, id)).for('update');
      if (!row) throw new BizError('区域不存在');
      await assertParent(tx, area.parentId, id);
      await assertUnique(tx, area, id);
      await tx
        .update(areas)
        .set({ ...area, lastModifyTime: new Date(), lastModifyUserId: userId })
        .where(eq(areas.id, id));
    }),
  );
}

export async function deleteArea(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(areas).where(eq(areas.id, id)).for('update');
    if (!row) throw new BizError('区域不存在');
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(areas)
      .where(eq(areas.parentId, id));
    if (count > 0) throw new BizError('该区域下有下级区域，不能删除');
    await tx.delete(areas).where(eq(areas.id, id));
  });
}

export async function toggleArea(db: Db, id: string, userId: string): Promise<void> {
  const changed = await db
    .update(areas)
    .set({
      enabledMark: sql`case when ${areas.enabledMark} = 1 then 0 else 1 end`,
      lastModifyTime: new Date(),
      lastModifyUserId: userId,
    })
    .where(eq(areas.id, id))
    .returning({ id: areas.id });
  if (!changed.length) throw new BizError('区域不存在');
}
