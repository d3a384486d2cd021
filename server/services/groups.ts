import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { GroupInfo, GroupInput, GroupListQuery, GroupRow, GroupTreeNode, PageResult } from '../../contract';
import { NODE_ICONS } from '../../contract';
import type { Db } from '../db/client';
import { groups, userRelations } from '../db/schema';
import { crudService } from '../lib/crudService';
import { BizError } from '../lib/envelope';
import { toMs } from '../lib/time';
import { CODE_EXISTS, codeOf, descriptionOf, flagOf, NAME_EXISTS, nameOf, sortOf, trimmed } from './organizeRules';
import { nest } from './organizeTree';
import { likePattern } from './paging';

/** User groups (docs/contract.md): committees, task forces…, grouped by a free-text type. */

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

function validate(input: GroupInput) {
  const type = trimmed(input.type);
  if (!type) throw new BizError('请选择分组类型');
  if (type.length > MAX_TYPE) throw new BizError('分组类型最多为50个字符！');
  return {
    fullName: nameOf(input.fullName),
    enCode: codeOf(input.enCode),
    type,
    enabledMark: flagOf(input.enabledMark),
    sortCode: sortOf(input.sortCode),
    description: descriptionOf(input.description),
  };
}

/**
 * Create, update, delete and toggle (lib/crudService.ts): names and codes are unique; an unknown id is
 * answered before a bad body; a group that still has members is not deleted.
 */
export const groupCrud = crudService({
  table: groups,
  missing: GROUP_MISSING,
  validate: (_db: Db, input: GroupInput) => validate(input),
  unique: (values) => [
    [eq(groups.fullName, values.fullName), NAME_EXISTS],
    [eq(groups.enCode, values.enCode), CODE_EXISTS],
  ],
  findFirst: true,
  lock: true,
  async beforeDelete(tx, row) {
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(userRelations)
      .where(and(eq(userRelations.objectType, 'Group'), eq(userRelations.objectId, row.id)));
    if (count > 0) throw new BizError('该分组下有用户，不能删除');
  },
});

/** GET Group: paged, by keyword (name or code), type and state. */
export async function listGroups(db: Db, query: GroupListQuery): Promise<PageResult<GroupRow>> {
  const type = trimmed(query.type);
  return groupCrud.list(db, query, [type ? eq(groups.type, type) : undefined], (rows) => rows.map(toRow));
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
  const { creatorTime: _created, ...info } = toRow(await groupCrud.find(db, id));
  return info;
}
