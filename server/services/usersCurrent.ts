import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, type SQL } from 'drizzle-orm';
import type {
  AuthorizeNode,
  MajorType,
  PageResult,
  Subordinate,
  SystemLogItem,
  UpdateBaseInfoBody,
  UserAuthorize,
  UserBaseInfo,
  UserMembership,
} from '../../contract';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { loginLogs, organizes, positions, userRelations, users } from '../db/schema';
import { BizError } from '../lib/envelope';
import { hashPassword, verifyPassword } from '../lib/password';
import { revokeOtherSessions } from '../lib/sessions';
import { toMs } from '../lib/time';
import { permissionEntries, visibleMenus, visibleSystems, type ModuleRow, type Principal } from './access';
import { consumeCaptcha } from './captchaStore';
import { memberships, organizePath } from './currentUser';
import { likePattern, pageOf, pageResult } from './paging';
import { assertPasswordPolicy } from './passwordPolicy';
import { readSysConfig } from './sysConfig';

/** The signed-in user's own record: /api/permission/Users/Current (docs/contract.md). */

type UserRow = typeof users.$inferSelect;

export const USER_NOT_FOUND = '用户不存在';
export const MOBILE_IN_USE = '手机号已被其他用户使用';

async function userRow(db: Db, userId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new BizError(USER_NOT_FOUND);
  return user;
}

const principalOf = (user: UserRow): Principal => ({ id: user.id, isAdministrator: user.isAdministrator === 1 });

const pathText = (path: { fullName: string }[]) => path.map((o) => o.fullName).join('/');

export async function getBaseInfo(db: Db, userId: string): Promise<UserBaseInfo> {
  const user = await userRow(db, userId);
  const [path, member] = await Promise.all([organizePath(db, user.organizeId), memberships(db, user.id)]);
  const [manager] = user.managerId
    ? await db
        .select({ realName: users.realName, account: users.account })
        .from(users)
        .where(and(eq(users.id, user.managerId), ne(users.enabledMark, 0)))
    : [];
  return {
    id: user.id,
    account: user.account,
    realName: user.realName,
    organizeId: user.organizeId,
    organize: pathText(path),
    position: member.positions.map((p) => p.name).join(','),
    positionId: member.positions[0]?.id ?? '',
    manager: manager ? `${manager.realName}/${manager.account}` : '',
    roleId: member.roles.map((r) => r.name).join(','),
    roleIds: member.roles.map((r) => r.id).join(','),
    creatorTime: toMs(user.creatorTime),
    prevLogTime: toMs(user.prevLoginTime),
    signature: user.signature,
    gender: user.gender,
    nation: user.nation,
    nativePlace: user.nativePlace,
    entryDate: toMs(user.entryDate),
    certificatesType: user.certificatesType,
    certificatesNumber: user.certificatesNumber,
    education: user.education,
    birthday: toMs(user.birthday),
    telePhone: user.telePhone,
    landline: user.landline,
    mobilePhone: user.mobilePhone,
    email: user.email,
    urgentContacts: user.urgentContacts,
    urgentTelePhone: user.urgentTelePhone,
    postalAddress: user.postalAddress,
    theme: user.theme,
    language: user.language,
    avatar: user.headIcon,
    ranks: user.ranks,
  };
}

const textFields = [
  'signature',
  'gender',
  'nation',
  'nativePlace',
  'certificatesType',
  'certificatesNumber',
  'education',
  'telePhone',
  'landline',
  'mobilePhone',
  'email',
  'urgentContacts',
  'urgentTelePhone',
  'postalAddress',
] as const satisfies readonly (keyof UpdateBaseInfoBody & keyof UserRow)[];

/**
 * PUT BaseInfo: fields left out keep their value (birthday: null clears it). A mobile phone signs in by SMS,
 * so it must not belong to another user. Saving the identity details (certificate and mobile) clears the
 * 信息补充 flag.
 */
export async function updateBaseInfo(db: Db, userId: string, body: UpdateBaseInfoBody): Promise<void> {
  const user = await userRow(db, userId);
  const changes: Partial<UserRow> = { realName: body.realName.trim() };
  for (const field of textFields) {
    const value = body[field];
    if (typeof value === 'string') changes[field] = value.trim();
  }
  if (body.birthday !== undefined) changes.birthday = body.birthday === null ? null : new Date(body.birthday);
  if (changes.mobilePhone && changes.mobilePhone !== user.mobilePhone) {
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.mobilePhone, changes.mobilePhone), ne(users.id, userId)))
      .limit(1);
    if (other) throw new BizError(MOBILE_IN_USE);
  }
  const merged = { ...user, ...changes };
  if (user.incompleteInfo === 1 && merged.certificatesType && merged.certificatesNumber && merged.mobilePhone) {
    changes.incompleteInfo = 0;
  }
  await db
    .update(users)
    .set({ ...changes, lastModifyTime: new Date(), lastModifyUserId: userId })
    .where(eq(users.id, userId));
}

/** Avatar files are served under this path; the user record keeps the URL. */
export const AVATAR_BASE = '/api/File/Image/userAvatar/';
export const AVATAR_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}\.(png|jpe?g|gif|bmp|webp)$/i;

export async function updateAvatar(db: Db, userId: string, name: string): Promise<void> {
  if (!AVATAR_NAME.test(name)) throw new BizError('头像文件名无效');
  await db
    .update(users)
    .set({ headIcon: AVATAR_BASE + name, lastModifyTime: new Date(), lastModifyUserId: userId })
    .where(eq(users.id, userId));
}

export async function updateTheme(db: Db, userId: string, theme: string): Promise<void> {
  await db
    .update(users)
    .set({ theme, lastModifyTime: new Date(), lastModifyUserId: userId })
    .where(eq(users.id, userId));
}

export async function updateLanguage(db: Db, userId: string, language: string): Promise<void> {
  await db
    .update(users)
    .set({ language, lastModifyTime: new Date(), lastModifyUserId: userId })
    .where(eq(users.id, userId));
}

export const MODIFY_PASSWORD_OK = '修改成功，请牢记新密码。';
export const OLD_PASSWORD_WRONG = '旧密码错误，请重新输入';
export const CAPTCHA_WRONG = '验证码输入错误，请重新输入！';
export const SAME_AS_OLD = '新建密码不能与旧密码一样';

export interface ModifyPasswordInput {
  oldPassword: string;
  password: string;
  code: string;
  timestamp: string;
  encryptedPassword?: string;
}

/**
 * POST Actions/ModifyPassword. The captcha is checked first (it is spent either way, so the old password
 * cannot be guessed without solving one per try), then the old password, then the new one. Success stamps
 * changePasswordDate and closes the user's other sessions.
 */
export async function modifyPassword(
  db: Db,
  config: Pick<AppConfig, 'aesKey'>,
  userId: string,
  sessionId: string,
  input: ModifyPasswordInput,
): Promise<void> {
  try {
    await consumeCaptcha(db, input.timestamp, input.code);
  } catch (error) {
    if (error instanceof BizError && error.message === '验证码错误') throw new BizError(CAPTCHA_WRONG);
    throw error;
  }
  const user = await userRow(db, userId);
  const stored = { hash: user.passwordHash, salt: user.passwordSalt };
  if (!(await verifyPassword(input.oldPassword.toLowerCase(), stored))) throw new BizError(OLD_PASSWORD_WRONG);
  if (input.password.toLowerCase() === input.oldPassword.toLowerCase()) throw new BizError(SAME_AS_OLD);
  assertPasswordPolicy(input.password, input.encryptedPassword, config.aesKey, await readSysConfig(db));
  const hash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(users)
      .set({
        passwordHash: hash.hash,
        passwordSalt: hash.salt,
        changePasswordDate: now,
        lastModifyTime: now,
        lastModifyUserId: userId,
      })
      .where(eq(users.id, userId));
    await revokeOtherSessions(tx, userId, sessionId, 'logout');
  });
}

/** The user's organisations: the main one and those of their positions, as path text. */
export async function userOrganizes(db: Db, userId: string): Promise<UserMembership[]> {
  const user = await userRow(db, userId);
  const member = await memberships(db, user.id);
  const positionOrgs = member.positions.length
    ? await db
        .select({ organizeId: positions.organizeId })
        .from(positions)
        .where(
          inArray(
            positions.id,
            member.positions.map((p) => p.id),
          ),
        )
    : [];
  const ids = [...new Set([user.organizeId, ...positionOrgs.map((p) => p.organizeId)])];
  const result: UserMembership[] = [];
  for (const id of ids) {
    const path = await organizePath(db, id);
    if (path.length) result.push({ id, fullName: pathText(path), isDefault: id === user.organizeId });
  }
  return result;
}

export async function userPositions(db: Db, userId: string): Promise<UserMembership[]> {
  const { positions: list } = await memberships(db, userId);
  return list.map((p, i) => ({ id: p.id, fullName: p.name, isDefault: i === 0 }));
}

export async function userRoles(db: Db, userId: string): Promise<UserMembership[]> {
  const { roles: list } = await memberships(db, userId);
  return list.map((r, i) => ({ id: r.id, fullName: r.name, isDefault: i === 0 }));
}

/** Puts one of the user's positions or roles first (the first one is the main one). */
async function makeMain(db: Db, userId: string, objectType: 'Position' | 'Role', objectId: string) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(userRelations)
      .where(and(eq(userRelations.userId, userId), eq(userRelations.objectType, objectType)))
      .orderBy(asc(userRelations.sortCode), asc(userRelations.creatorTime));
    const ordered = [...rows.filter((r) => r.objectId === objectId), ...rows.filter((r) => r.objectId !== objectId)];
    for (const [i, row] of ordered.entries()) {
      await tx
        .update(userRelations)
        .set({ sortCode: i + 1 })
        .where(eq(userRelations.id, row.id));
    }
  });
}

export const SYSTEM_NOT_ALLOWED = '应用不存在或无权访问';

/**
 * PUT major: switches the current system (CurrentUser then returns its menus), the main organisation,
 * position or role, each only to one the user has. 'Standing' only confirms the user's own standing.
 */
export async function switchMajor(db: Db, userId: string, majorType: MajorType, majorId: string): Promise<void> {
  const user = await userRow(db, userId);
  switch (majorType) {
    case 'System': {
      const systems = await visibleSystems(db, principalOf(user));
      if (!systems.some((s) => s.id === majorId)) throw new BizError(SYSTEM_NOT_ALLOWED);
      await db.update(users).set({ systemId: majorId }).where(eq(users.id, userId));
      return;
    }
    case 'Organize': {
      if (!(await userOrganizes(db, userId)).some((o) => o.id === majorId)) {
        throw new BizError('组织不存在或无权切换');
      }
      await db.update(users).set({ organizeId: majorId }).where(eq(users.id, userId));
      return;
    }
    case 'Position': {
      if (!(await userPositions(db, userId)).some((p) => p.id === majorId)) {
        throw new BizError('岗位不存在或无权切换');
      }
      await makeMain(db, userId, 'Position', majorId);
      return;
    }
    case 'Role': {
      if (!(await userRoles(db, userId)).some((r) => r.id === majorId)) throw new BizError('角色不存在或无权切换');
      await makeMain(db, userId, 'Role', majorId);
      return;
    }
    case 'Standing': {
      const standing = user.isAdministrator === 1 ? '1' : '3';
      if (majorId !== standing) throw new BizError('身份不存在或无权切换');
      return;
    }
  }
}

interface NodeRow extends AuthorizeNode {
  parentId: string;
  sortCode: number;
}

function nodeTree(rows: NodeRow[], rootId = '-1'): AuthorizeNode[] {
  const byParent = new Map<string, NodeRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: string, depth: number): AuthorizeNode[] =>
    depth > 50
      ? []
      : (byParent.get(parentId) ?? [])
          .sort((a, b) => a.sortCode - b.sortCode || a.id.localeCompare(b.id))
          .map(({ sortCode: _sortCode, ...node }) => {
            const children = build(node.id, depth + 1);
            return { ...node, children: children.length ? children : null };
          });
  return build(rootId, 0);
}

const menuNode = (m: ModuleRow): NodeRow => ({
  id: m.id,
  parentId: m.parentId,
  fullName: m.fullName,
  icon: m.icon,
  enCode: m.enCode,
  sortCode: m.sortCode,
});

/** The menus above (and including) the given ones. */
function withAncestors(menus: ModuleRow[], ids: Set<string>): ModuleRow[] {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const keep = new Set<string>();
  for (const id of ids) {
    for (let m = byId.get(id), depth = 0; m && depth < 50; m = byId.get(m.parentId), depth++) keep.add(m.id);
  }
  return menus.filter((m) => keep.has(m.id));
}

/**
 * GET Authorize: what the user may use in the current system, per kind: the menu tree, and the granted
 * buttons, list columns and form fields hung under the menus they belong to.
 */
export async function userAuthorize(db: Db, userId: string): Promise<UserAuthorize> {
  const user = await userRow(db, userId);
  const who = principalOf(user);
  const systems = await visibleSystems(db, who);
  const current = systems.find((s) => s.id === user.systemId) ?? systems[0];
  const menus = current ? await visibleMenus(db, who, current.id) : [];
  const entries = await permissionEntries(db, who, menus);
  const itemsTree = (kind: 'button' | 'column' | 'form'): AuthorizeNode[] => {
    const owners = new Set(entries.filter((e) => e[kind].length).map((e) => e.modelId));
    const items = entries.flatMap((e) =>
      e[kind].map((item, i) => ({
        id: item.id,
        parentId: e.modelId,
        fullName: item.fullName,
        enCode: item.enCode,
        moduleId: e.modelId,
        sortCode: i,
      })),
    );
    return nodeTree([...withAncestors(menus, owners).map(menuNode), ...items]);
  };
  return {
    module: nodeTree(menus.map(menuNode)),
    button: itemsTree('button'),
    column: itemsTree('column'),
    form: itemsTree('form'),
    resource: [],
    portal: [],
    flow: [],
    print: [],
  };
}

/** Browser and platform names from a user agent, for the log list. */
export function describeUserAgent(ua: string): { browser: string; platForm: string } {
  const version = (re: RegExp) => {
    const m = re.exec(ua);
    return m ? ` ${m[1]}` : '';
  };
  let browser = '';
  if (/Edg\//.test(ua)) browser = `Edge${version(/Edg\/(\d+)/)}`;
  else if (/OPR\//.test(ua)) browser = `Opera${version(/OPR\/(\d+)/)}`;
  else if (/Firefox\//.test(ua)) browser = `Firefox${version(/Firefox\/(\d+)/)}`;
  else if (/Chrome\//.test(ua)) browser = `Chrome${version(/Chrome\/(\d+)/)}`;
  else if (/Safari\//.test(ua)) browser = `Safari${version(/Version\/(\d+)/)}`;
  else if (ua) browser = ua.split(/[\s/]/)[0] ?? '';
  let platForm = '';
  if (/Windows/.test(ua)) platForm = 'Windows';
  else if (/Android/.test(ua)) platForm = 'Android';
  else if (/iPhone|iPad|iPod/.test(ua)) platForm = 'iOS';
  else if (/Mac OS X|Macintosh/.test(ua)) platForm = 'macOS';
  else if (/Linux/.test(ua)) platForm = 'Linux';
  return { browser, platForm };
}

export interface SystemLogQueryInput {
  currentPage?: number;
  pageSize?: number;
  keyword?: string;
  category?: number;
  startTime?: number;
  endTime?: number;
  loginType?: number;
  loginMark?: number;
}

/** GET SystemLog: my own log, newest first. Category 1 is the login log; the reference server keeps no other. */
export async function systemLog(
  db: Db,
  userId: string,
  query: SystemLogQueryInput,
): Promise<PageResult<SystemLogItem>> {
  const page = pageOf(query);
  const category = query.category ?? 1;
  if (category !== 1) return pageResult([], page, 0);
  const conditions: SQL[] = [eq(loginLogs.userId, userId)];
  if (query.startTime !== undefined) conditions.push(gte(loginLogs.creatorTime, new Date(query.startTime)));
  if (query.endTime !== undefined) conditions.push(lte(loginLogs.creatorTime, new Date(query.endTime)));
  if (query.loginType !== undefined) conditions.push(eq(loginLogs.loginType, query.loginType));
  if (query.loginMark !== undefined) conditions.push(eq(loginLogs.loginMark, query.loginMark));
  const keyword = query.keyword?.trim();
  if (keyword) {
    const like = likePattern(keyword);
    const match = or(ilike(loginLogs.userName, like), ilike(loginLogs.ip, like), ilike(loginLogs.abstracts, like));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(loginLogs).where(where);
  const rows = await db
    .select()
    .from(loginLogs)
    .where(where)
    .orderBy(desc(loginLogs.creatorTime), desc(loginLogs.id))
    .limit(page.pageSize)
    .offset(page.offset);
  const list = rows.map((r): SystemLogItem => ({
    id: r.id,
    creatorTime: r.creatorTime.getTime(),
    userName: r.userName || r.account,
    ipAddress: r.ip,
    ipAddressName: '',
    ...describeUserAgent(r.userAgent),
    loginType: r.loginType,
    loginMark: r.loginMark,
    abstracts: r.abstracts,
    moduleName: '',
    category: 1,
  }));
  return pageResult(list, page, total);
}

/** True when `id` is the user or someone below them in the manager chain. */
async function inMyChain(db: Db, me: UserRow, id: string): Promise<boolean> {
  if (me.isAdministrator === 1 || id === me.id) return true;
  let current = id;
  for (let depth = 0; depth < 50; depth++) {
    const [row] = await db.select({ managerId: users.managerId }).from(users).where(eq(users.id, current));
    if (!row?.managerId) return false;
    if (row.managerId === me.id) return true;
    current = row.managerId;
  }
  return false;
}

/**
 * GET Subordinate/{id}: "0" is myself (the root of the tree); any other id lists that person's direct reports,
 * for myself and people below me only (administrators: anyone).
 */
export async function subordinates(db: Db, userId: string, id: string): Promise<Subordinate[]> {
  const me = await userRow(db, userId);
  if (id !== '0' && !(await inMyChain(db, me, id))) throw new BizError('没有权限');
  const rows = await db
    .select()
    .from(users)
    .where(and(id === '0' ? eq(users.id, me.id) : eq(users.managerId, id), eq(users.enabledMark, 1)))
    .orderBy(asc(users.sortCode), asc(users.account));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [orgs, reports, relations] = await Promise.all([
    db.select({ id: organizes.id, fullName: organizes.fullName }).from(organizes),
    db
      .select({ managerId: users.managerId })
      .from(users)
      .where(and(inArray(users.managerId, ids), eq(users.enabledMark, 1))),
    db
      .select({ userId: userRelations.userId, name: positions.fullName, sortCode: userRelations.sortCode })
      .from(userRelations)
      .innerJoin(positions, eq(positions.id, userRelations.objectId))
      .where(and(inArray(userRelations.userId, ids), eq(userRelations.objectType, 'Position')))
      .orderBy(asc(userRelations.sortCode)),
  ]);
  const orgName = new Map(orgs.map((o) => [o.id, o.fullName]));
  const withReports = new Set(reports.map((r) => r.managerId));
  return rows.map((r) => ({
    id: r.id,
    avatar: r.headIcon,
    userName: `${r.realName}/${r.account}`,
    department: orgName.get(r.organizeId) ?? '',
    position: relations.find((p) => p.userId === r.id)?.name ?? '',
    isLeaf: !withReports.has(r.id),
  }));
}
