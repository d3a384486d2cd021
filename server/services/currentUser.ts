import { and, eq, inArray } from 'drizzle-orm';
import type { CurrentUserData, MenuItem, MenuType, SystemRef, UserInfo } from '../../contract';
import type { Db } from '../db/client';
import { groups, organizes, positions, roles, userRelations, users } from '../db/schema';
import { BizError } from '../lib/envelope';
import { toMs } from '../lib/time';
import { buildTree, type TreeNode } from '../lib/tree';
import { permissionEntries, visibleMenus, visibleSystems, type ModuleRow, type Principal } from './access';
import { defaultSignImage } from './signImages';
import { publicSysConfig, readSysConfig } from './sysConfig';
import { defaultPortalId } from './portals/store';

export const NO_PERMISSION = '您的权限不足，请联系管理员';

type UserRow = typeof users.$inferSelect;

function toMenuItem(row: ModuleRow): MenuItem {
  return {
    id: row.id,
    parentId: row.parentId,
    fullName: row.fullName,
    enCode: row.enCode,
    icon: row.icon,
    type: row.type as MenuType,
    urlAddress: row.urlAddress,
    linkTarget: row.linkTarget,
    propertyJson: row.propertyJson,
    category: row.category,
    sortCode: row.sortCode,
    systemId: row.systemId,
    hasChildren: false,
    children: null,
  };
}

function menuTree(rows: ModuleRow[]): MenuItem[] {
  const strip = (nodes: TreeNode<MenuItem>[]): MenuItem[] =>
    nodes.map((n) => ({ ...n, children: n.children ? strip(n.children) : null }));
  return strip(buildTree(rows.map(toMenuItem)));
}

/** Ids and names of the user's positions, roles and groups, in the order they were assigned. */
export async function memberships(db: Db, userId: string) {
  const relations = await db
    .select()
    .from(userRelations)
    .where(eq(userRelations.userId, userId))
    .orderBy(userRelations.sortCode);
  const idsOf = (type: 'Position' | 'Role' | 'Group') =>
    relations.filter((r) => r.objectType === type).map((r) => r.objectId);
  const order = (ids: string[], rows: { id: string; name: string }[]) =>
    ids.flatMap((id) => rows.filter((r) => r.id === id));
  const positionIds = idsOf('Position');
  const roleIds = idsOf('Role');
  const groupIds = idsOf('Group');
  // an empty IN list is rendered as `false` by drizzle, so users without a role simply get []
  const [positionRows, roleRows, groupRows] = await Promise.all([
    db
      .select({ id: positions.id, name: positions.fullName })
      .from(positions)
      .where(and(inArray(positions.id, positionIds), eq(positions.enabledMark, 1))),
    db
      .select({ id: roles.id, name: roles.fullName })
      .from(roles)
      .where(and(inArray(roles.id, roleIds), eq(roles.enabledMark, 1))),
    db
      .select({ id: groups.id, name: groups.fullName })
      .from(groups)
      .where(and(inArray(groups.id, groupIds), eq(groups.enabledMark, 1))),
  ]);
  return {
    positions: order(positionIds, positionRows),
    roles: order(roleIds, roleRows),
    groups: order(groupIds, groupRows),
  };
}

/** Path from the top company down to the user's organisation (for organizeIdList and organizeName). */
export async function organizePath(db: Db, organizeId: string) {
  const all = await db.select().from(organizes);
  const byId = new Map(all.map((o) => [o.id, o]));
  const path: (typeof all)[number][] = [];
  for (let o = byId.get(organizeId); o && path.length < 50; o = byId.get(o.parentId)) path.unshift(o);
  return path;
}

async function userInfo(db: Db, user: UserRow, systemRefs: SystemRef[], currentSystemId: string): Promise<UserInfo> {
  const path = await organizePath(db, user.organizeId);
  const own = path.at(-1);
  const member = await memberships(db, user.id);
  const [manager] = user.managerId
    ? await db.select().from(users).where(eq(users.id, user.managerId)).limit(1)
    : [undefined];
  const signature = await defaultSignImage(db, user.id);
  return {
    userId: user.id,
    userAccount: user.account,
    userName: user.realName,
    headIcon: user.headIcon,
    gender: user.gender,
    mobilePhone: user.mobilePhone,
    email: user.email,
    organizeId: user.organizeId,
    organizeIdList: path.map((o) => o.id),
    organizeName: path.map((o) => o.fullName).join('/'),
    departmentId: own?.category === 'department' ? own.id : '',
    departmentName: own?.category === 'department' ? own.fullName : '',
    positionIds: member.positions,
    positionId: member.positions[0]?.id ?? '',
    positionName: member.positions.map((p) => p.name).join(','),
    roleIds: member.roles.map((r) => r.id),
    roleName: member.roles.map((r) => r.name).join(','),
    groupIds: member.groups.map((g) => g.id),
    groupNames: member.groups.map((g) => g.name),
    managerId: user.managerId ?? '',
    manager: manager ? `${manager.realName}/${manager.account}` : '',
    loginTime: toMs(user.lastLoginTime),
    loginIPAddress: user.lastLoginIp,
    loginIPAddressName: '',
    prevLogin: user.prevLoginTime ? 1 : 0,
    prevLoginTime: toMs(user.prevLoginTime),
    prevLoginIPAddress: user.prevLoginIp,
    prevLoginIPAddressName: '',
    isAdministrator: user.isAdministrator === 1,
    portalId: await defaultPortalId(db, user.id, currentSystemId),
    systemId: currentSystemId,
    systemIds: systemRefs,
    signImg: signature?.signImg ?? '',
    changePasswordDate: toMs(user.changePasswordDate),
    incompleteInfo: user.incompleteInfo,
    // 1 administrator, 3 ordinary user (2, sub-administrator, is not modelled yet)
    standing: user.isAdministrator === 1 ? 1 : 3,
  };
}

/**
 * GET /api/oauth/CurrentUser: the signed-in user's profile, the menu tree of the current system,
 * the per-menu permission codes and the public system settings.
 */
export async function currentUserData(db: Db, userId: string, systemCode?: string): Promise<CurrentUserData> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new BizError('用户不存在');
  const who: Principal = { id: user.id, isAdministrator: user.isAdministrator === 1 };
  const systems = await visibleSystems(db, who);
  if (systems.length === 0) throw new BizError(NO_PERMISSION);
  let current = systems.find((s) => s.id === user.systemId) ?? systems[0];
  if (systemCode) {
    const wanted = systems.find((s) => s.enCode.toLowerCase() === systemCode.toLowerCase());
    if (!wanted) throw new BizError('应用不存在或无权访问');
    current = wanted;
  }
  const menus = await visibleMenus(db, who, current.id);
  if (menus.length === 0) throw new BizError(NO_PERMISSION);
  const systemRefs: SystemRef[] = systems.map((s) => ({
    id: s.id,
    enCode: s.enCode,
    name: s.fullName,
    icon: s.icon,
    currentSystem: s.id === current.id,
    sortCode: s.sortCode,
  }));
  return {
    userInfo: await userInfo(db, user, systemRefs, current.id),
    menuList: menuTree(menus),
    permissionList: await permissionEntries(db, who, menus),
    sysConfigInfo: publicSysConfig(await readSysConfig(db)),
  };
}
