import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { DictionaryTypeInfo, DictionaryTypeNode } from '../../contract';
import type { Db } from '../db/client';
import { dictionaryData, dictionaryTypes } from '../db/schema';
import { BizError } from '../lib/envelope';
import { newId } from '../lib/ids';
import { buildTree, type TreeNode } from '../lib/tree';
import { refuseDuplicates } from './dbErrors';
import { isRootId, subtreeIds, validateType, type TypeInput } from './dictionaryRules';
import { assertWritten, nextVersion, sameVersion, versionOf } from './versionLock';

/** Dictionary categories (docs/contract.md): a tree under the synthetic roots '0' 业务字典 and '1' 系统字典. */

export type TypeRow = typeof dictionaryTypes.$inferSelect;

const ROOTS = [
  { id: '0', fullName: '业务字典' },
  { id: '1', fullName: '系统字典' },
];

type NodeRow = Omit<DictionaryTypeNode, 'hasChildren' | 'children'>;

const toNode = (row: TypeRow): NodeRow => ({
  id: row.id,
  parentId: row.parentId,
  fullName: row.fullName,
  enCode: row.enCode,
  isTree: row.isTree,
  sortCode: row.sortCode,
});

const strip = (nodes: TreeNode<NodeRow>[]): DictionaryTypeNode[] =>
  nodes.map((n) => ({ ...n, children: n.children ? strip(n.children) : null }));

export async function allTypes(db: Db): Promise<TypeRow[]> {
  return db.select().from(dictionaryTypes).orderBy(asc(dictionaryTypes.sortCode), asc(dictionaryTypes.id));
}

/** The whole tree with its two roots; `exclude` drops a category and its descendants (parent pickers). */
export async function typeTree(db: Db, exclude?: string): Promise<DictionaryTypeNode[]> {
  let rows = await allTypes(db);
  if (exclude && !isRootId(exclude)) {
    const hidden = subtreeIds(rows, exclude);
    rows = rows.filter((r) => !hidden.has(r.id));
  }
  const roots: NodeRow[] = ROOTS.map((r, i) => ({ ...r, parentId: '-1', enCode: '', isTree: 0, sortCode: i }));
  return strip(buildTree([...roots, ...rows.map(toNode)]));
}

/** A category by id or enCode (every DictionaryData route accepts either). */
export async function findType(db: Db, idOrCode: string): Promise<TypeRow | undefined> {
  const [row] = await db
    .select()
    .from(dictionaryTypes)
    .where(or(eq(dictionaryTypes.id, idOrCode), eq(dictionaryTypes.enCode, idOrCode)))
    .orderBy(sql`${dictionaryTypes.id} = ${idOrCode} desc`)
    .limit(1);
  return row;
}

export async function requireType(db: Db, idOrCode: string): Promise<TypeRow> {
  const row = await findType(db, idOrCode);
  if (!row) throw new BizError('字典分类不存在');
  return row;
}

export async function typeInfo(db: Db, id: string): Promise<DictionaryTypeInfo> {
  const root = ROOTS.find((r) => r.id === id);
  if (root) return { ...root, parentId: '-1', enCode: '', isTree: 0, description: '', sortCode: 0 };
  const [row] = await db.select().from(dictionaryTypes).where(eq(dictionaryTypes.id, id));
  if (!row) throw new BizError('字典分类不存在');
  const { id: rowId, parentId, fullName, enCode, isTree, description, sortCode, version } = row;
  return { id: rowId, parentId, fullName, enCode, isTree, description, sortCode, version };
}

/** Refuses a name or code another category already uses. */
export async function assertTypeUnique(db: Db, fullName: string, enCode: string, selfId?: string) {
  const others = (column: typeof dictionaryTypes.fullName | typeof dictionaryTypes.enCode, value: string) =>
    db
      .select({ id: dictionaryTypes.id })
      .from(dictionaryTypes)
      .where(and(eq(column, value), selfId ? ne(dictionaryTypes.id, selfId) : undefined))
      .limit(1);
  if ((await others(dictionaryTypes.fullName, fullName)).length) throw new BizError('字典分类名称已存在');
  if ((await others(dictionaryTypes.enCode, enCode)).length) throw new BizError('字典分类编码已存在');
}

async function assertParent(db: Db, parentId: string, selfId?: string) {
  if (isRootId(parentId)) return;
  const rows = await allTypes(db);
  if (!rows.some((r) => r.id === parentId)) throw new BizError('上级分类不存在');
  if (selfId && subtreeIds(rows, selfId).has(parentId)) throw new BizError('上级分类不能是自己或自己的下级');
}

export async function createType(db: Db, input: TypeInput, userId: string): Promise<string> {
  const valid = validateType(input);
  const id = newId();
  await refuseDuplicates('字典分类编码已存在', () =>
    db.transaction(async (tx) => {
      await assertParent(tx, valid.parentId);
      await assertTypeUnique(tx, valid.fullName, valid.enCode);
      await tx.insert(dictionaryTypes).values({ id, ...valid, creatorUserId: userId });
    }),
  );
  return id;
}

const countOf = async (db: Db, table: typeof dictionaryTypes | typeof dictionaryData, where: ReturnType<typeof eq>) => {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return count;
};

export async function updateType(db: Db, id: string, input: TypeInput, userId: string): Promise<void> {
  if (isRootId(id)) throw new BizError('系统预置分类不能修改');
  const valid = validateType(input);
  await refuseDuplicates('字典分类编码已存在', () =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(dictionaryTypes).where(eq(dictionaryTypes.id, id)).for('update');
      if (!row) throw new BizError('字典分类不存在');
      await assertParent(tx, valid.parentId, id);
      await assertTypeUnique(tx, valid.fullName, valid.enCode, id);
      if (valid.isTree !== row.isTree && (await countOf(tx, dictionaryData, eq(dictionaryData.dictionaryTypeId, id)))) {
        throw new BizError('该分类下已有字典数据，不能修改树形设置');
      }
      const written = await tx
        .update(dictionaryTypes)
        .set({
          ...valid,
          version: nextVersion(dictionaryTypes.version),
          lastModifyTime: new Date(),
          lastModifyUserId: userId,
        })
        .where(and(eq(dictionaryTypes.id, id), sameVersion(dictionaryTypes.version, versionOf(input.version))))
        .returning({ id: dictionaryTypes.id });
      assertWritten(written);
    }),
  );
}

export async function deleteType(db: Db, id: string): Promise<void> {
  if (isRootId(id)) throw new BizError('系统预置分类不能删除');
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(dictionaryTypes).where(eq(dictionaryTypes.id, id)).for('update');
    if (!row) throw new BizError('字典分类不存在');
    if (await countOf(tx, dictionaryTypes, eq(dictionaryTypes.parentId, id))) {
      throw new BizError('该分类下有子分类，不能删除');
    }
    if (await countOf(tx, dictionaryData, eq(dictionaryData.dictionaryTypeId, id))) {
      throw new BizError('该分类下有字典数据，不能删除');
    }
    await tx.delete(dictionaryTypes).where(eq(dictionaryTypes.id, id));
  });
}
