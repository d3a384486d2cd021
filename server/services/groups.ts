import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { GroupInfo, GroupInput, GroupListQuery, GroupRow, GroupTreeNode, PageResult } from '../../src/api/types';
import { NODE_ICONS } from '../../src/api/types';
import type { Db, Tx } from '../db/client';
import { groups, userRelations } from '../db/schema';
import { BizError } from '../lib/envelope';
import { newId } from '../lib/ids';
import { toMs } from '../lib/time';
import { refuseDuplicates } from './dbErrors';
import { CODE_EXISTS, codeOf, descriptionOf, flagOf, NAME_EXISTS, nameOf, sortOf, trimmed } from './organizeRules';
import { nest } from './organizeTree';
import { likePattern, pageOf, pageResult } from './paging';

/** User groups (contract §5.2): committees, task forces…, grouped by a free-text type. */

export const GROUP_MISSING = '分组不存在';
const MAX_TYPE = 50;

type Row = typeof groups.$inferSelect;

const toRow = (row: Row): GroupRow => ({
  id: row.id,
  fullName: row.fullName,
  enCode: row.enCode,
  type: row.type,
  enabledMark: row.enabledMark,
  sortCode: row.sortCode,
  description: row.description,
  creatorTime: toMs(row.creatorTime),
});

/** GET Group: paged, by keyword (name or code), type and state. */
export async function listGroups(db: Db, query: GroupListQuery): Promise<PageResult<GroupRow>> {
  const conditions: SQL[] = [];
  const keyword = trimmed(query.keyword);
  if (keyword) {
    const like = likePattern(keyword);
    conditions.push(or(ilike(groups.fullName, like), ilike(groups.enCode, like)) as SQL);
  }
  if (trimmed(query.type)) conditions.push(eq(groups.type, trimmed(query.type)));
  if (query.enabledMark !== undefined) conditions.push(eq(groups.enabledMark, query.enabledMark));
  const where = conditions.length ? and(...conditions) : undefined;
  const page = pageOf(query);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(groups)
    .where(where);
  const rows = await db
    .select()
    .from(groups)
    .where(where)
    .orderBy(asc(groups.sortCode), desc(groups.creatorTime), asc(groups.id))
    .limit(page.pageSize)
    .offset(page.offset);
  return pageResult(rows.map(toRow), page, total);
}

/** The types in use, in order of first appearance (the group screen's left tree and its dialog's options). */
export async function groupTypes(db: Db): Promise<string[]> {
  const rows = await db.select({ type: groups.type }).from(groups).orderBy(asc(groups.sortCode), asc(groups.id));
  return [...new Set(rows.map((r) => r.type).filter(Boolean))];
}

/** Type nodes (id `type--<name>`, never selectable as a group) holding their groups. */
function groupTree(rows: Row[]): GroupTreeNode[] {
  const types = [...new Set(rows.map((r) => r.type || '未分类'))];
  const typeNodes: GroupTreeNode[] = types.map((type, i) => ({
    id: `type--${type}`,
    parentId: '-1',
    fullName: type,
    enCode: '',
    type,
    icon: 'icon-ym icon-ym-tree-organization3',
    enabledMark: 1,
    sortCode: i,
    disabled: true,
    hasChildren: false,
    isLeaf: true,
    children: null,
  }));
  const groupNodes: GroupTreeNode[] = rows.map((row) => ({
    id: row.id,
    parentId: `type--${row.type || '未分类'}`,
    fullName: row.fullName,
    enCode: row.enCode,
    type: 'group',
    icon: NODE_ICONS.group,
    enabledMark: row.enabledMark,
    sortCode: row.sortCode,
    hasChildren: false,
    isLeaf: true,
    children: null,
  }));
  return nest([...typeNodes, ...groupNodes], (node) => (node.type === 'group' ? [node.parentId] : []));
}

async function enabledGroups(db: Db, where?: SQL): Promise<Row[]> {
  return db
    .select()
    .from(groups)
    .where(and(eq(groups.enabledMark, 1), where))
    .orderBy(asc(groups.sortCode), asc(groups.id));
}

/** GET Group/Selector (★). */
export async function groupSelector(db: Db): Promise<GroupTreeNode[]> {
  return groupTree(await enabledGroups(db));
}

/** POST Group/GroupCondition (★): only the given groups, optionally filtered by keyword. */
export async function groupCondition(db: Db, ids: string[], keyword?: string): Promise<GroupTreeNode[]> {
  const wanted = [...new Set(ids.map((id) => id.split('--')[0]))].filter(Boolean);
  if (!wanted.length) return [];
  const k = trimmed(keyword);
  const filter = k
    ? and(inArray(groups.id, wanted), or(ilike(groups.fullName, likePattern(k)), ilike(groups.enCode, likePattern(k))))
    : inArray(groups.id, wanted);
  return groupTree(await enabledGroups(db, filter));
}

export async function groupInfo(db: Db, id: string): Promise<GroupInfo> {
  const [row] = await db.select().from(groups).where(eq(groups.id, id));
  if (!row) throw new BizError(GROUP_MISSING);
  const { creatorTime: _created, ...info } = toRow(row);
  return info;
}

async function checkedValues(tx: Tx, input: GroupInput, selfId?: string) {
  const type = trimmed(input.type);
  if (!type) throw new BizError('请选择分组类型');
  if (type.length > MAX_TYPE) throw new BizError('分组类型最多为50个字符！');
  const values = {
    fullName: nameOf(input.fullName),
    enCode: codeOf(input.enCode),
    type,
    enabledMark: flagOf(input.enabledMark),
    sortCode: sortOf(input.sortCode),
    description: descriptionOf(input.description),
  };
  const others = selfId ? ne(groups.id, selfId) : undefined;
  const taken = (condition: SQL) => tx.select({ id: groups.id }).from(groups).where(and(condition, others)).limit(1);
  if ((await taken(eq(groups.fullName, values.fullName))).length) throw new BizError(NAME_EXISTS);
  if ((await taken(eq(groups.enCode, values.enCode))).length) throw new BizError(CODE_EXISTS);
  return values;
}

export async function createGroup(db: Db, input: GroupInput, userId: string): Promise<string> {
  const id = newId();
  await refuseDuplicates(CODE_EXISTS, () =>
    db.transaction(async (tx) => {
      const values = await checkedValues(tx, input);
      await tx.insert(groups).values({ id, ...values, creatorUserId: userId });
    }),
  );
  return id;
}

async function lockedRow(tx: Tx, id: string): Promise<Row> {
  const [row] = await tx.select().from(groups).where(eq(groups.id, id)).for('update');
  if (!row) throw new BizError(GROUP_MISSING);
  return row;
}

export async function updateGroup(db: Db, id: string, input: GroupInput, userId: string) {
  await refuseDuplicates(CODE_EXISTS, () =>
    db.transaction(async (tx) => {
      await lockedRow(tx, id);
      const values = await checkedValues(tx, input, id);
      await tx
        .update(groups)
        .set({ ...values, lastModifyTime: new Date(), lastModifyUserId: userId })
        .where(eq(groups.id, id));
    }),
  );
}

export async function deleteGroup(db: Db, id: string) {
  await db.transaction(async (tx) => {
    await lockedRow(tx, id);
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(userRelations)
      .where(and(eq(userRelations.objectType, 'Group'), eq(userRelations.objectId, id)));
    if (count > 0) throw new BizError('该分组下有用户，不能删除');
    await tx.delete(groups).where(eq(groups.id, id));
  });
}

export async function toggleGroup(db: Db, id: string, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, id);
    const enabledMark = row.enabledMark === 1 ? 0 : 1;
    await tx
      .update(groups)
      .set({ enabledMark, lastModifyTime: new Date(), lastModifyUserId: userId })
      .where(eq(groups.id, id));
    return enabledMark;
  });
}
