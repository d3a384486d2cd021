import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PageResult, RoleInfo, RoleInput, RoleListQuery, RoleRow, RoleScope } from '../../contract';
import type { Db } from '../db/client';
import { authorizations, roles, userRelations } from '../db/schema';
import { BizError } from '../lib/envelope';
import { newId } from '../lib/ids';
import { refuseDuplicates } from './dbErrors';
import { checkedText, descriptionOf, flagOf, PLAIN_NAME, sortCodeOf, trimmed } from './menuFields';
import { likePattern, pageOf, pageResult } from './paging';
import { loadOrganizes, type OrgIndex } from './roleOrganizes';
import { assertWritten, nextVersion, sameVersion, versionOf } from './versionLock';

/** Roles (docs/contract.md): global roles (globalMark 1) or one organisation's roles (globalMark 0). */

type RoleRecord = typeof roles.$inferSelect;

/** Letters and digits with inner dots: the platform's enCode rule. */
const EN_CODE = /^[a-zA-Z0-9]((([a-zA-Z0-9])*[a-zA-Z0-9]?)|(([a-zA-Z0-9]+|\.)*[a-zA-Z0-9]))$/;
export const scopeName = (globalMark: number) => (globalMark === 1 ? '全局' : '组织');

function toRow(role: RoleRecord, orgs: OrgIndex): RoleRow {
  const organizeId = role.globalMark === 1 ? '' : (role.organizeId ?? '');
  return {
    id: role.id,
    fullName: role.fullName,
    enCode: role.enCode,
    type: scopeName(role.globalMark),
    globalMark: role.globalMark === 1 ? 1 : 0,
    organizeId,
    organizeInfo: organizeId ? orgs.namePath(organizeId) : '',
    description: role.description,
    enabledMark: role.enabledMark,
    creatorTime: role.creatorTime.getTime(),
    sortCode: role.sortCode,
  };
}

/** GET Role: paged; `organizeId` '0' = global roles, an organisation = its roles and its sub-organisations'. */
export async function listRoles(db: Db, query: RoleListQuery): Promise<PageResult<RoleRow>> {
  const orgs = await loadOrganizes(db);
  const conditions: (SQL | undefined)[] = [];
  const keyword = trimmed(query.keyword);
  if (keyword) {
    const pattern = likePattern(keyword);
    conditions.push(or(ilike(roles.fullName, pattern), ilike(roles.enCode, pattern)));
  }
  const organizeId = trimmed(query.organizeId);
  if (organizeId === '0') conditions.push(eq(roles.globalMark, 1));
  else if (organizeId)
    conditions.push(and(eq(roles.globalMark, 0), inArray(roles.organizeId, [...orgs.subtree(organizeId)])));
  if (query.type === '0' || query.type === '1') conditions.push(eq(roles.globalMark, Number(query.type)));
  if (query.enabledMark === 0 || query.enabledMark === 1) conditions.push(eq(roles.enabledMark, query.enabledMark));
  const where = and(...conditions);
  const page = pageOf(query);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(roles)
    .where(where);
  const rows = await db
    .select()
    .from(roles)
    .where(where)
    .orderBy(asc(roles.sortCode), desc(roles.creatorTime), asc(roles.id))
    .limit(page.pageSize)
    .offset(page.offset);
  return pageResult(
    rows.map((r) => toRow(r, orgs)),
    page,
    total,
  );
}

export async function findRole(db: Db, id: string): Promise<RoleRecord | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  return row;
}

export async function roleInfo(db: Db, id: string): Promise<RoleInfo> {
  const role = await findRole(db, id);
  if (!role) throw new BizError('该角色不存在');
  const organizeId = role.globalMark === 1 ? '' : (role.organizeId ?? '');
  const orgs = organizeId ? await loadOrganizes(db) : null;
  return {
    id: role.id,
    fullName: role.fullName,
    enCode: role.enCode,
    globalMark: role.globalMark === 1 ? 1 : 0,
    organizeId,
    organizeIdsTree: orgs ? [orgs.idPath(organizeId)] : [],
    enabledMark: role.enabledMark,
    sortCode: role.sortCode,
    description: role.description,
    version: role.version,
  };
}

interface ValidRole {
  fullName: string;
  enCode: string;
  globalMark: RoleScope;
  organizeId: string | null;
  enabledMark: number;
  sortCode: number;
  description: string;
}

function validateRole(input: Partial<RoleInput>): ValidRole {
  const fullName = checkedText(input.fullName, {
    required: '请输入名称',
    tooLong: '名称最多为50个字符！',
    pattern: PLAIN_NAME,
    patternMessage: '名称不能含有特殊符号',
  });
  const enCode = checkedText(input.enCode, {
    required: '请输入编码',
    tooLong: '编码最多为50个字符！',
    pattern: EN_CODE,
    patternMessage: '编码只能输入英文、数字和小数点且小数点不能放在首尾',
  });
  const globalMark = flagOf(input.globalMark, 1, '请选择角色类型') as RoleScope;
  // the organisation picker sends id paths; the last id of the first path is the organisation
  const fromTree = input.organizeIdsTree?.[0]?.at(-1);
  const organizeId = globalMark === 1 ? null : trimmed(input.organizeId) || trimmed(fromTree) || null;
  if (globalMark === 0 && !organizeId) throw new BizError('请选择所属组织');
  return {
    fullName,
    enCode,
    globalMark,
    organizeId,
    enabledMark: flagOf(input.enabledMark, 1, '状态只能为0或1'),
    sortCode: sortCodeOf(input.sortCode),
    description: descriptionOf(input.description),
  };
}

async function assertRoleRules(db: Db, role: ValidRole, selfId?: string): Promise<void> {
  if (role.organizeId && !(await loadOrganizes(db)).byId.has(role.organizeId)) throw new BizError('所属组织不存在');
  const self = selfId ? ne(roles.id, selfId) : undefined;
  const [code] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.enCode, role.enCode), self))
    .limit(1);
  if (code) throw new BizError('角色编码已存在');
  const [name] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.fullName, role.fullName), eq(roles.globalMark, role.globalMark), self))
    .limit(1);
  if (name) throw new BizError('角色名称已存在');
}

async function memberCount(db: Db, roleId: string): Promise<number> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(userRelations)
    .where(and(eq(userRelations.objectType, 'Role'), eq(userRelations.objectId, roleId)));
  return count;
}

export async function createRole(db: Db, input: Partial<RoleInput>, userId: string): Promise<string> {
  const role = validateRole(input);
  const id = newId();
  await refuseDuplicates('角色编码已存在', () =>
    db.transaction(async (tx) => {
      await assertRoleRules(tx, role);
      await tx.insert(roles).values({ id, ...role, type: scopeName(role.globalMark), creatorUserId: userId });
    }),
  );
  return id;
}

export async function updateRole(db: Db, id: string, input: Partial<RoleInput>, userId: string): Promise<void> {
  const role = validateRole(input);
  await refuseDuplicates('角色编码已存在', () =>
    db.transaction(async (tx) => {
      const [old] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
      if (!old) throw new BizError('该角色不存在');
      await assertRoleRules(tx, role, id);
      // members were chosen for the role as it was: its scope may not move under their feet
      const scopeChanged =
        old.globalMark !== role.globalMark || (old.globalMark === 0 && old.organizeId !== role.organizeId);
      if (scopeChanged && (await memberCount(tx, id)) > 0) {
        throw new BizError(
          old.globalMark === 1 ? '该全局角色下有用户,不允许变更成组织角色' : '该角色和组织下有用户,不允许变更组织',
        );
      }
      const written = await tx
        .update(roles)
        .set({
          ...role,
          type: scopeName(role.globalMark),
          version: nextVersion(roles.version),
          lastModifyTime: new Date(),
          lastModifyUserId: userId,
        })
        .where(and(eq(roles.id, id), sameVersion(roles.version, versionOf(input.version))))
        .returning({ id: roles.id });
      assertWritten(written);
    }),
  );
}

/** A role with members is refused; its grants go with it (they mean nothing without the role). */
export async function deleteRole(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [role] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
    if (!role) throw new BizError('该角色不存在');
    if ((await memberCount(tx, id)) > 0) throw new BizError('删除失败! 已绑定用户');
    await tx.delete(authorizations).where(and(eq(authorizations.objectType, 'Role'), eq(authorizations.objectId, id)));
    await tx.delete(roles).where(eq(roles.id, id));
  });
}

export async function toggleRole(db: Db, id: string, userId: string): Promise<void> {
  const changed = await db
    .update(roles)
    .set({
      enabledMark: sql`case when ${roles.enabledMark} = 1 then 0 else 1 end`,
      // the state is a field of the dialog too: a dialog opened before the switch must not switch it back
      version: nextVersion(roles.version),
      lastModifyTime: new Date(),
      lastModifyUserId: userId,
    })
    .where(eq(roles.id, id))
    .returning({ id: roles.id });
  if (!changed.length) throw new BizError('该角色不存在');
}
