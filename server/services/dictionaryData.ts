import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DictionaryAllEntry, DictionaryDataInfo, DictionaryDataRow } from '../../contract';
import type { Db } from '../db/client';
import { dictionaryData } from '../db/schema';
import { BizError } from '../lib/envelope';
import { newId } from '../lib/ids';
import { buildTree, type TreeNode } from '../lib/tree';
import { refuseDuplicates } from './dbErrors';
import { isRootId, subtreeIds, validateData, type DataInput } from './dictionaryRules';
import { allTypes, requireType, type TypeRow } from './dictionaryTypes';
import { assertWritten, nextVersion, sameVersion, versionOf } from './versionLock';

/** Dictionary items (docs/contract.md). Every `typeId` parameter accepts the category's id or its enCode. */

export type DataRow = typeof dictionaryData.$inferSelect;
type ItemRow = Omit<DictionaryDataRow, 'hasChildren' | 'children'>;

const toItem = (row: DataRow): ItemRow => ({
  id: row.id,
  parentId: row.parentId,
  fullName: row.fullName,
  enCode: row.enCode,
  enabledMark: row.enabledMark,
  sortCode: row.sortCode,
});

const strip = (nodes: TreeNode<ItemRow>[]): DictionaryDataRow[] =>
  nodes.map((n) => ({ ...n, children: n.children ? strip(n.children) : null }));

/** Items whose parent is missing (bad data) are shown at the top rather than lost. */
function itemTree(rows: DataRow[]): DictionaryDataRow[] {
  const ids = new Set(rows.map((r) => r.id));
  return strip(
    buildTree(
      rows.map((r) => toItem({ ...r, parentId: ids.has(r.parentId) ? r.parentId : '0' })),
      '0',
    ),
  );
}

async function itemsOf(db: Db, typeId: string): Promise<DataRow[]> {
  return db
    .select()
    .from(dictionaryData)
    .where(eq(dictionaryData.dictionaryTypeId, typeId))
    .orderBy(asc(dictionaryData.sortCode), asc(dictionaryData.creatorTime), asc(dictionaryData.id));
}

/** Enabled items only; a disabled item hides its descendants too. */
function enabledOnly(rows: DataRow[]): DataRow[] {
  const disabled = new Set<string>();
  for (const row of rows.filter((r) => r.enabledMark !== 1)) subtreeIds(rows, row.id).forEach((id) => disabled.add(id));
  return rows.filter((r) => !disabled.has(r.id));
}

/** Keeps the matching items and, in a tree, their ancestors so the matches stay reachable. */
function matching(rows: DataRow[], keyword: string, keepAncestors: boolean): DataRow[] {
  const k = keyword.toLowerCase();
  const hits = rows.filter((r) => r.fullName.toLowerCase().includes(k) || r.enCode.toLowerCase().includes(k));
  if (!keepAncestors) return hits;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<string>();
  for (const hit of hits) {
    for (let row: DataRow | undefined = hit; row && !keep.has(row.id); row = byId.get(row.parentId)) keep.add(row.id);
  }
  return rows.filter((r) => keep.has(r.id));
}

/** GET DictionaryData/{typeId}: the management list, disabled items included. */
export async function listItems(db: Db, typeIdOrCode: string, isTree?: string, keyword?: string) {
  if (isRootId(typeIdOrCode)) return [];
  const type = await requireType(db, typeIdOrCode);
  const asTree = isTree === undefined || isTree === '' ? type.isTree === 1 : isTree === '1';
  let rows = await itemsOf(db, type.id);
  if (keyword) rows = matching(rows, keyword, asTree);
  return asTree ? itemTree(rows) : rows.map(toItem);
}

/** GET DictionaryData/{typeId}/Data/Selector: enabled options for the form widgets. */
export async function selectorItems(db: Db, typeIdOrCode: string) {
  const type = await requireType(db, typeIdOrCode);
  const rows = enabledOnly(await itemsOf(db, type.id));
  if (type.isTree === 1) return itemTree(rows);
  return rows.map((r) => ({ id: r.id, fullName: r.fullName, enCode: r.enCode }));
}

/** GET DictionaryData/All: every category with its enabled items, for the front end's cache. */
export async function allForCache(db: Db): Promise<DictionaryAllEntry[]> {
  const types = await allTypes(db);
  const rows = enabledOnly(
    await db.select().from(dictionaryData).orderBy(asc(dictionaryData.sortCode), asc(dictionaryData.id)),
  );
  return types.map((type: TypeRow) => {
    const own = rows.filter((r) => r.dictionaryTypeId === type.id);
    return {
      id: type.id,
      enCode: type.enCode,
      fullName: type.fullName,
      isTree: type.isTree,
      dictionaryList: type.isTree === 1 ? itemTree(own) : own.map(toItem),
    };
  });
}

/** GET DictionaryData/{typeId}/Selector/{id}: parent picker, the category as root, `excludeId` and below hidden. */
export async function parentSelector(db: Db, typeIdOrCode: string, excludeId: string) {
  const type = await requireType(db, typeIdOrCode);
  let rows = type.isTree === 1 ? await itemsOf(db, type.id) : [];
  if (excludeId && excludeId !== '0') {
    const hidden = subtreeIds(rows, excludeId);
    rows = rows.filter((r) => !hidden.has(r.id));
  }
  const children = itemTree(rows);
  return [
    {
      id: type.id,
      parentId: '-1',
      fullName: type.fullName,
      enCode: type.enCode,
      enabledMark: 1,
      sortCode: 0,
      hasChildren: children.length > 0,
      children: children.length ? children : null,
    },
  ];
}

export async function itemInfo(db: Db, id: string): Promise<DictionaryDataInfo> {
  const [row] = await db.select().from(dictionaryData).where(eq(dictionaryData.id, id));
  if (!row) throw new BizError('字典数据不存在');
  const { dictionaryTypeId, parentId, fullName, enCode, enabledMark, description, sortCode, version } = row;
  return { id: row.id, dictionaryTypeId, parentId, fullName, enCode, enabledMark, description, sortCode, version };
}

/** Refuses a name or code already used inside the same category. */
export async function assertItemUnique(db: Db, typeId: string, fullName: string, enCode: string, selfId?: string) {
  const taken = (column: typeof dictionaryData.fullName | typeof dictionaryData.enCode, value: string) =>
    db
      .select({ id: dictionaryData.id })
      .from(dictionaryData)
      .where(
        and(
          eq(dictionaryData.dictionaryTypeId, typeId),
          eq(column, value),
          selfId ? ne(dictionaryData.id, selfId) : undefined,
        ),
      )
      .limit(1);
  if ((await taken(dictionaryData.fullName, fullName)).length) throw new BizError('字典名称已存在');
  if ((await taken(dictionaryData.enCode, enCode)).length) throw new BizError('字典编码已存在');
}

async function assertItemParent(db: Db, type: TypeRow, parentId: string, selfId?: string) {
  if (parentId === '0') return;
  if (type.isTree !== 1) throw new BizError('该分类不是树形分类，不能选择上级');
  const rows = await itemsOf(db, type.id);
  if (!rows.some((r) => r.id === parentId)) throw new BizError('上级字典不存在');
  if (selfId && subtreeIds(rows, selfId).has(parentId)) throw new BizError('上级字典不能是自己或自己的下级');
}

export async function createItem(db: Db, input: DataInput, userId: string): Promise<string> {
  const valid = validateData(input);
  const id = newId();
  await refuseDuplicates('字典编码已存在', () =>
    db.transaction(async (tx) => {
      const type = await requireType(tx, valid.dictionaryTypeId);
      const parentId = [type.id, type.enCode].includes(valid.parentId) ? '0' : valid.parentId;
      await assertItemParent(tx, type, parentId);
      await assertItemUnique(tx, type.id, valid.fullName, valid.enCode);
      await tx
        .insert(dictionaryData)
        .values({ id, ...valid, parentId, dictionaryTypeId: type.id, creatorUserId: userId });
    }),
  );
  return id;
}

export async function updateItem(db: Db, id: string, input: DataInput, userId: string): Promise<void> {
  const valid = validateData(input);
  await refuseDuplicates('字典编码已存在', () =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(dictionaryData).where(eq(dictionaryData.id, id)).for('update');
      if (!row) throw new BizError('字典数据不存在');
      const type = await requireType(tx, valid.dictionaryTypeId);
      if (type.id !== row.dictionaryTypeId) throw new BizError('不能修改字典所属分类');
      const parentId = [type.id, type.enCode].includes(valid.parentId) ? '0' : valid.parentId;
      await assertItemParent(tx, type, parentId, id);
      await assertItemUnique(tx, type.id, valid.fullName, valid.enCode, id);
      const written = await tx
        .update(dictionaryData)
        .set({
          ...valid,
          parentId,
          dictionaryTypeId: type.id,
          version: nextVersion(dictionaryData.version),
          lastModifyTime: new Date(),
          lastModifyUserId: userId,
        })
        .where(and(eq(dictionaryData.id, id), sameVersion(dictionaryData.version, versionOf(input.version))))
        .returning({ id: dictionaryData.id });
      assertWritten(written);
    }),
  );
}

export async function deleteItem(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(dictionaryData).where(eq(dictionaryData.id, id)).for('update');
    if (!row) throw new BizError('字典数据不存在');
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(dictionaryData)
      .where(and(eq(dictionaryData.dictionaryTypeId, row.dictionaryTypeId), eq(dictionaryData.parentId, id)));
    if (count > 0) throw new BizError('该字典下有子项，不能删除');
    await tx.delete(dictionaryData).where(eq(dictionaryData.id, id));
  });
}

/** PUT …/{id}/Actions/State: flips enabled ↔ disabled; returns the new state. */
export async function toggleItem(db: Db, id: string, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(dictionaryData).where(eq(dictionaryData.id, id)).for('update');
    if (!row) throw new BizError('字典数据不存在');
    const enabledMark = row.enabledMark === 1 ? 0 : 1;
    await tx
      .update(dictionaryData)
      // the state is a field of the dialog too: a dialog opened before the switch must not switch it back
      .set({
        enabledMark,
        version: nextVersion(dictionaryData.version),
        lastModifyTime: new Date(),
        lastModifyUserId: userId,
      })
      .where(eq(dictionaryData.id, id));
    return enabledMark;
  });
}
