import type { UserConditionInput } from './users';

/**
 * A user picker's custom range (selectType custom): the designer's ableIds, each `id--department`,
 * `id--position`, `id--role`, `id--group`, `id--user` or a bare (user) id, as the UserCondition body that
 * lists the users in it. The picker's dialog asks for exactly these users, and the server checks a saved or
 * imported value against the same list.
 */
export function userConditionOf(ableIds: readonly string[]): UserConditionInput {
  const body: Required<Pick<UserConditionInput, 'departIds' | 'positionIds' | 'roleIds' | 'groupIds' | 'userIds'>> = {
    departIds: [],
    positionIds: [],
    roleIds: [],
    groupIds: [],
    userIds: [],
  };
  const lists: Record<string, string[]> = {
    company: body.departIds,
    department: body.departIds,
    organize: body.departIds,
    position: body.positionIds,
    role: body.roleIds,
    group: body.groupIds,
    user: body.userIds,
  };
  for (const raw of ableIds) {
    const [id = '', type = 'user'] = raw.split('--');
    if (id) (lists[type] ?? body.userIds).push(id);
  }
  return body;
}
