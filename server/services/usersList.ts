import { and, asc, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PageResult, UserListQuery, UserRow } from '../../contract';
import type { Db } from '../db/client';
import { positions, roles, userRelations, users } from '../db/schema';
import { preparedPerDb } from '../lib/prepared';
import { toMs } from '../lib/time';
import { lastOfPath } from './organizes';
import { loadOrganizeNames, type OrganizeLink, type OrgPaths } from './organizeTree';
import { likePattern, pageOf, pageResult } from './paging';
import { fullNameOf, type UserEntity } from './usersAdmin';
import { isLocked, type Named } from './usersRelations';

/**
 * GET Users (docs/contract.md): the user administration list. It is the busiest admin list, so a page costs two
 * statements: the organisation paths (three columns), and the page itself with only the columns a row shows,
 * the total counted alongside (a window count) and each user's positions and roles aggregated into one column.
 * Fetching whole rows, counting separately and loading memberships and their names one query per kind made
 * it eight statements, most of whose time went into decoding columns nobody reads.
 */

const listColumns = {
  id: users.id,
  account: users.account,
  realName: users.realName,
  headIcon: users.headIcon,
  gender: users.gender,
  mobilePhone: users.mobilePhone,
  email: users.email,
  organizeId: users.organizeId,
  managerId: users.managerId,
  description: users.description,
  enabledMark: users.enabledMark,
  sortCode: users.sortCode,
  creatorTime: users.creatorTime,
  lockMark: users.lockMark,
  unlockTime: users.unlockTime,
  isAdministrator: users.isAdministrator,
};
type UserListEntity = Pick<UserEntity, keyof typeof listColumns>;

/**
 * [objectType, objectId, name] of each position and role membership, in the memberships' own order; a
 * membership of something deleted meanwhile has no name and is not shown (as in userRelationsOf).
 */
type Membership = ['Position' | 'Role', string, string | null];

/**
 * The memberships of the outer query's user as one JSON column. Built with the query builder, not a bare sql``
 * template: in a single-table select Drizzle strips the table from columns written directly into a select
 * field, which would turn the correlation `user_relations.user_id = users.id` into `user_id = id`.
 */
function membershipsOfEachUser(db: Db) {
  const list = db
    .select({
      list: sql`json_agg(json_build_array(${userRelations.objectType}, ${userRelations.objectId},
        coalesce(${positions.fullName}, ${roles.fullName})) order by ${userRelations.sortCode}, ${userRelations.id})`,
    })
    .from(userRelations)
    .leftJoin(positions, and(eq(userRelations.objectType, 'Position'), eq(positions.id, userRelations.objectId)))
    .leftJoin(roles, and(eq(userRelations.objectType, 'Role'), eq(roles.id, userRelations.objectId)))
    .where(and(eq(userRelations.userId, users.id), inArray(userRelations.objectType, ['Position', 'Role'])));
  return sql<Membership[] | null>`(${list})`;
}

function pageQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      ...listColumns,
      memberships: membershipsOfEachUser(db),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(users)
    .where(where)
    .orderBy(asc(users.sortCode), desc(users.creatorTime), asc(users.id));
}

/** The list as the screen opens it, with no filter: its SQL never changes, so it is prepared once. */
const unfilteredPage = preparedPerDb((db) =>
  pageQuery(db, undefined).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare('users_page'),
);

/** GET Users: an organisation and everything below it, keyword over account / name / mobile, gender, state. */
export async function listUsers(db: Db, query: UserListQuery): Promise<PageResult<UserRow>> {
  const paths = await loadOrganizeNames(db);
  const conditions: SQL[] = [];
  const organizeId = query.organizeId ? lastOfPath(query.organizeId) : '';
  if (organizeId && organizeId !== '0' && organizeId !== '-1')
    conditions.push(inArray(users.organizeId, [...paths.subtree(organizeId)]));
  if (query.positionId) {
    const held = db
      .select({ one: sql`1` })
      .from(userRelations)
      .where(
        and(
          eq(userRelations.userId, users.id),
          eq(userRelations.objectType, 'Position'),
          eq(userRelations.objectId, query.positionId),
        ),
      );
    conditions.push(exists(held));
  }
  const keyword = (query.keyword ?? '').trim();
  if (keyword) {
    const like = likePattern(keyword);
    conditions.push(or(ilike(users.account, like), ilike(users.realName, like), ilike(users.mobilePhone, like)) as SQL);
  }
  if (query.gender) conditions.push(eq(users.gender, query.gender));
  if (query.enabledMark !== undefined) conditions.push(eq(users.enabledMark, query.enabledMark));
  const where = conditions.length ? and(...conditions) : undefined;
  const page = pageOf(query);
  const rows = where
    ? await pageQuery(db, where).limit(page.pageSize).offset(page.offset)
    : await unfilteredPage(db).execute({ limit: page.pageSize, offset: page.offset });
  // past the last page there is no row to carry the total
  const total = rows[0]?.total ?? (page.offset === 0 ? 0 : await countUsers(db, where));
  return pageResult(
    rows.map((row) => toUserRow(row, paths, row.memberships ?? [])),
    page,
    total,
  );
}

async function countUsers(db: Db, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  return total;
}

function toUserRow(row: UserListEntity, paths: OrgPaths<OrganizeLink>, held: Membership[]): UserRow {
  const named = (type: Membership[0]): Named[] =>
    held.flatMap(([t, id, fullName]) => (t === type && fullName !== null ? [{ id, fullName }] : []));
  const [heldPositions, heldRoles] = [named('Position'), named('Role')];
  const joinIds = (items: Named[]) => items.map((i) => i.id).join(',');
  const joinNames = (items: Named[]) => items.map((i) => i.fullName).join(',');
  return {
    id: row.id,
    account: row.account,
    realName: row.realName,
    fullName: fullNameOf(row),
    headIcon: row.headIcon,
    gender: row.gender,
    mobilePhone: row.mobilePhone,
    email: row.email,
    organizeId: row.organizeId,
    organize: paths.namePath(row.organizeId),
    organizeList: [row.organizeId],
    positionId: joinIds(heldPositions),
    position: joinNames(heldPositions),
    roleId: joinIds(heldRoles),
    roleName: joinNames(heldRoles),
    managerId: row.managerId,
    description: row.description,
    enabledMark: row.enabledMark,
    sortCode: row.sortCode,
    creatorTime: toMs(row.creatorTime),
    lockMark: isLocked(row) ? 1 : 0,
    isAdministrator: row.isAdministrator,
    unLockTime: isLocked(row) ? toMs(row.unlockTime) : null,
    handoverMark: 0,
  };
}
