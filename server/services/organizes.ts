import { and, eq, ne, sql } from 'drizzle-orm';
import type { OrganizeCategory, OrganizeInfo, OrganizeInput, OrganizeListQuery, OrganizeNode } from '../../contract';
import { VIRTUAL_ROOT_ID } from '../../contract';
import type { Db, Tx } from '../db/client';
import { organizes, positions, roles, users } from '../db/schema';
import { BizError } from '../lib/envelope';
import { newId } from '../lib/ids';
import { loadOrganizes, orgPaths, organizeTree, toOrganizeNode, withAncestors, type OrgPaths } from './organizeTree';
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

/** Organisations and departments (docs/contract.md): one table, one tree, `category` telling them apart. */

export const ORGANIZE_MISSING = '组织不存在';
const LABEL: Record<OrganizeCategory, string> = { company: '公司', department: '部门' };

/** GET Organize: the management tree, disabled nodes included; a keyword keeps the matches' ancestors. */
export async function listOrganizes(db: Db, query: OrganizeListQuery): Promise<OrganizeNode[]> {
  const paths = await loadOrganizes(db);
  let rows = paths.rows;
  if (query.type) rows = rows.filter((r) => r.category === query.type);
  if (query.enabledMark !== undefined) rows = rows.filter((r) => r.enabledMark === query.enabledMark);
  const keyword = trimmed(query.keyword).toLowerCase();
  if (keyword) {
    const match = (r: (typeof rows)[number]) =>
      r.fullName.toLowerCase().includes(keyword) || r.enCode.toLowerCase().includes(keyword);
    rows = withAncestors(rows, paths, match);
  }
  return organizeTree(
    rows.map((r) => toOrganizeNode(r, paths)),
    paths,
  );
}

/** Organisations below the given one are hidden from its own parent picker (no cycles). */
function excluding(paths: OrgPaths, excludeId: string) {
  const hidden = excludeId && excludeId !== '0' ? paths.subtree(excludeId) : new Set<string>();
  return paths.rows.filter((r) => !hidden.has(r.id));
}

/** GET Organize/Tree (★): companies and departments, every state, for trees of the admin screens and pickers. */
export async function organizeTreeAll(db: Db): Promise<OrganizeNode[]> {
  const paths = await loadOrganizes(db);
  return organizeTree(
    paths.rows.map((r) => toOrganizeNode(r, paths)),
    paths,
  );
}

/**
 * GET Organize/Selector/{id} (companies only) and Organize/Department/Selector/{id} (companies and departments):
 * `id` is the organisation being edited ('0' when creating), hidden with everything below it.
 */
export async function organizeSelector(db: Db, excludeId: string, companiesOnly: boolean): Promise<OrganizeNode[]> {
  const paths = await loadOrganizes(db);
  const rows = excluding(paths, excludeId).filter((r) => !companiesOnly || r.category === 'company');
  return organizeTree(
    rows.map((r) => toOrganizeNode(r, paths)),
    paths,
  );
}

/**
 * The organisations a user may manage: everything for an administrator, otherwise the user's own organisation
 * and what lies below it (the data scope of the …ByAuth selectors).
 */
export async function scopeOf(db: Db, user: { id: string; isAdministrator: boolean }, paths?: OrgPaths) {
  const all = paths ?? (await loadOrganizes(db));
  if (user.isAdministrator) return new Set(all.rows.map((r) => r.id));
  const [me] = await db.select({ organizeId: users.organizeId }).from(users).where(eq(users.id, user.id));
  return me ? all.subtree(me.organizeId) : new Set<string>();
}

/** GET Organize/SelectorByAuth/{id}, Organize/Department/SelectorByAuth/{id}: the selectors within the scope. */
export async function organizeSelectorByAuth(
  db: Db,
  user: { id: string; isAdministrator: boolean },
  excludeId: string,
  companiesOnly: boolean,
): Promise<OrganizeNode[]> {
  const paths = await loadOrganizes(db);
  const scope = await scopeOf(db, user, paths);
  const rows = excluding(paths, excludeId).filter(
    (r) => scope.has(r.id) && (!companiesOnly || r.category === 'company'),
  );
  return organizeTree(
    rows.map((r) => toOrganizeNode(r, paths)),
    paths,
  );
}

/** The system ids the pickers send for "the current organisation" (and below, and every managed one). */
export async function expandOrgSystemIds(
  db: Db,
  user: { id: string; isAdministrator: boolean },
  ids: string[],
  paths: OrgPaths,
): Promise<Set<string>> {
  const out = new Set(ids.filter((id) => !id.startsWith('@')));
  const [me] = await db.select({ organizeId: users.organizeId }).from(users).where(eq(users.id, user.id));
  if (ids.includes('@currentOrg') && me) out.add(me.organizeId);
  if (ids.includes('@currentOrgAndSubOrg') && me) paths.subtree(me.organizeId).forEach((id) => out.add(id));
  if (ids.includes('@currentGradeOrg')) (await scopeOf(db, user, paths)).forEach((id) => out.add(id));
  return out;
}

/** POST Organize/OrganizeCondition (★): only the given organisations (custom range), enabled, as a tree. */
export async function organizeCondition(
  db: Db,
  user: { id: string; isAdministrator: boolean },
  departIds: string[],
  keyword?: string,
): Promise<OrganizeNode[]> {
  const paths = await loadOrganizes(db);
  const wanted = await expandOrgSystemIds(db, user, departIds.map(lastOfPath), paths);
  const k = trimmed(keyword).toLowerCase();
  const rows = paths.rows.filter(
    (r) =>
      wanted.has(r.id) &&
      r.enabledMark === 1 &&
      (!k || r.fullName.toLowerCase().includes(k) || r.enCode.toLowerCase().includes(k)),
  );
  return organizeTree(
    rows.map((r) => toOrganizeNode(r, paths)),
    paths,
  );
}

/** Picker values may be id paths (`a,b,c`) or carry a type (`id--department`): the organisation is the last id. */
export function lastOfPath(value: string): string {
  const id = value.split('--')[0];
  const parts = id.split(',');
  return parts[parts.length - 1];
}

export async function organizeInfo(db: Db, id: string): Promise<OrganizeInfo> {
  const paths = await loadOrganizes(db);
  const row = paths.byId.get(id);
  if (!row) throw new BizError(ORGANIZE_MISSING);
  const parentPath = row.parentId === VIRTUAL_ROOT_ID ? [VIRTUAL_ROOT_ID] : paths.idPath(row.parentId);
  return {
    id: row.id,
    parentId: row.parentId,
    category: row.category as OrganizeCategory,
    fullName: row.fullName,
    enCode: row.enCode,
    managerId: row.managerId,
    enabledMark: row.enabledMark,
    description: row.description,
    propertyJson: row.propertyJson,
    sortCode: row.sortCode,
    organizeIdTree: parentPath.length ? parentPath : [VIRTUAL_ROOT_ID],
  };
}

function propertyJsonOf(value: string | null | undefined): string {
  const text = optionalText(value, 5000, '扩展属性');
  if (!text) return '';
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return text;
  } catch {
    // refused below
  }
  throw new BizError('扩展属性须为JSON对象');
}

/** Checks the parent, the manager and the uniqueness rules inside the write's transaction. */
async function checkedValues(tx: Tx, category: OrganizeCategory, input: OrganizeInput, selfId?: string) {
  const parentId = trimmed(input.parentId);
  if (!parentId) throw new BizError(category === 'company' ? '请选择上级公司' : '请选择所属组织');
  const values = {
    parentId,
    fullName: nameOf(input.fullName),
    enCode: codeOf(input.enCode),
    managerId: trimmed(input.managerId) || null,
    enabledMark: flagOf(input.enabledMark),
    sortCode: sortOf(input.sortCode),
    description: descriptionOf(input.description),
    propertyJson: propertyJsonOf(input.propertyJson),
  };
  const paths = orgPaths(await tx.select().from(organizes));
  if (parentId === VIRTUAL_ROOT_ID) {
    if (category === 'department') throw new BizError('部门必须属于一个公司或部门');
  } else {
    const parent = paths.byId.get(parentId);
    if (!parent) throw new BizError('上级组织不存在');
    if (category === 'company' && parent.category !== 'company') throw new BizError('公司的上级只能是公司');
    if (selfId && paths.subtree(selfId).has(parentId)) throw new BizError('上级不能是自己或自己的下级');
  }
  if (values.managerId) {
    const [manager] = await tx.select({ id: users.id }).from(users).where(eq(users.id, values.managerId));
    if (!manager) throw new BizError('主管不存在');
  }
  const others = paths.rows.filter((r) => r.id !== selfId);
  if (others.some((r) => r.parentId === parentId && r.fullName === values.fullName)) throw new BizError(NAME_EXISTS);
  if (others.some((r) => r.enCode === values.enCode)) throw new BizError(CODE_EXISTS);
  return values;
}

async function lockedRow(tx: Tx, id: string) {
  const [row] = await tx.select().from(organizes).where(eq(organizes.id, id)).for('update');
  if (!row) throw new BizError(ORGANIZE_MISSING);
  return row;
}

export async function createOrganize(db: Db, category: OrganizeCategory, input: OrganizeInput, userId: string) {
  const id = newId();
  await db.transaction(async (tx) => {
    // one writer at a time on the tree: the sibling-name and cycle checks read the whole table
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('organizes'))`);
    const values = await checkedValues(tx, category, input);
    await tx.insert(organizes).values({ id, category, ...values, creatorUserId: userId });
  });
  return id;
}

export async function updateOrganize(
  db: Db,
  category: OrganizeCategory,
  id: string,
  input: OrganizeInput,
  userId: string,
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('organizes'))`);
    const row = await lockedRow(tx, id);
    if (row.category !== category) throw new BizError(`该组织不是${LABEL[category]}`);
    const values = await checkedValues(tx, category, input, id);
    await tx
      .update(organizes)
      .set({ ...values, lastModifyTime: new Date(), lastModifyUserId: userId })
      .where(eq(organizes.id, id));
  });
}

async function countOf(query: Promise<{ count: number }[]>) {
  const [{ count }] = await query;
  return count;
}

/** DELETE Organize/{id} and Organize/Department/{id}: refused while anything still belongs to it. */
export async function deleteOrganize(db: Db, id: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('organizes'))`);
    await lockedRow(tx, id);
    const count = sql<number>`count(*)::int`;
    const refusals: [Promise<{ count: number }[]>, string][] = [
      [tx.select({ count }).from(organizes).where(eq(organizes.parentId, id)), '该组织下有子组织，不能删除'],
      [tx.select({ count }).from(users).where(eq(users.organizeId, id)), '该组织下有用户，不能删除'],
      [tx.select({ count }).from(positions).where(eq(positions.organizeId, id)), '该组织下有岗位，不能删除'],
      [tx.select({ count }).from(roles).where(eq(roles.organizeId, id)), '该组织下有角色，不能删除'],
    ];
    for (const [query, message] of refusals) if ((await countOf(query)) > 0) throw new BizError(message);
    await tx.delete(organizes).where(eq(organizes.id, id));
  });
}

/** PUT …/{id}/Actions/State: flips enabled ↔ disabled. */
export async function toggleOrganize(db: Db, id: string, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, id);
    const enabledMark = row.enabledMark === 1 ? 0 : 1;
    await tx
      .update(organizes)
      .set({ enabledMark, lastModifyTime: new Date(), lastModifyUserId: userId })
      .where(and(eq(organizes.id, id), ne(organizes.enabledMark, enabledMark)));
    return enabledMark;
  });
}
